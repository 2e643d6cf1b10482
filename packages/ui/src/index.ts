export { StatusPage } from './status-page/status-page.tsx';
export type { StatusPageProps, StatusPageStatus } from './status-page/types.ts';
