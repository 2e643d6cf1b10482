import { DEFAULT_SERVER_NAME } from '@arca/contract';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useFooter } from '../features/auth/api/index.ts';
import { usePublishedPageTitle } from '../shared/routing/page-title.ts';
import { readHandle, resolveTitle } from './route-handle.ts';

/** R1.03: `<route title> | <server name>`; a route without a title shows the server name alone. */
export function formatDocumentTitle(title: string | undefined, serverName: string): string {
  return title ? `${title} | ${serverName}` : serverName;
}

/** Keeps document.title in step with the matched route and the footer's server name. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const routeTitle = resolveTitle(matches.map((match) => readHandle(match.handle)));
  // A page that names its subject ("lodash | Packages") says more than its route's kind ("Package").
  const title = usePublishedPageTitle() ?? routeTitle;
  // Until the footer answers (or if it fails) the default name stands in.
  const serverName = useFooter().data?.serverName || DEFAULT_SERVER_NAME;
  useEffect(() => {
    document.title = formatDocumentTitle(title, serverName);
  }, [title, serverName]);
}
