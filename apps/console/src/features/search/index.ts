export { AdvancedSearchModal, type AdvancedSearchModalProps } from './components/advanced-search-modal.tsx';
