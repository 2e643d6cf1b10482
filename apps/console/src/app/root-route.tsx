import { Outlet } from 'react-router';
import { ContentLoader } from './layout/content-loader.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/** The route above every page: owns what is true of all of them, the page title and the content loader. */
export function RootRoute() {
  useDocumentTitle();
  return (
    <>
      <ContentLoader />
      <Outlet />
    </>
  );
}
