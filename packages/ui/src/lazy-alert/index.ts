export { LazyAlert } from './lazy-alert.tsx';
