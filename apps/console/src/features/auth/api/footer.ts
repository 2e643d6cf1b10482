export { fetchFooter, footerQueryOptions, useFooter } from '../../../shared/platform/footer.ts';
