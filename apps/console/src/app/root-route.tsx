import { Outlet } from 'react-router';
import { useDocumentTitle } from './use-document-title.ts';

/** The route above every page: owns what is true of all of them, today the page title. */
export function RootRoute() {
  useDocumentTitle();
  return <Outlet />;
}
