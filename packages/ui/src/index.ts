export type { Confirm, ConfirmOptions } from './confirm/types.ts';
export { useConfirm } from './confirm/use-confirm.tsx';
export { StatusPage } from './status-page/status-page.tsx';
export type { StatusPageProps, StatusPageStatus } from './status-page/types.ts';
