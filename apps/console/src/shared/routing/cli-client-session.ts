import { clientLoginParams } from '@arca/contract';

/**
 * The JFrog CLI's browser login (jfrog-wire-compat §2.3) opens the console with
 * `?jfClientSession=<uuid>&jfClientName=<name>&jfClientCode=1`. The session is kept in local
 * storage (shell.md §9) until the user confirms it, so it survives the login in between.
 */
export const CLI_SESSION_PARAM = clientLoginParams.session;
export const CLI_NAME_PARAM = clientLoginParams.name;
const SESSION_KEY = 'arca.cliClientSession';
const NAME_KEY = 'arca.cliClientName';

export interface CliClientSession {
  session: string;
  name: string;
}

export function storeCliClientSession(search: string): boolean {
  const query = new URLSearchParams(search);
  const session = query.get(CLI_SESSION_PARAM);
  if (!session) return false;
  window.localStorage.setItem(SESSION_KEY, session);
  window.localStorage.setItem(NAME_KEY, query.get(CLI_NAME_PARAM) || 'JFrog CLI');
  return true;
}

export function readCliClientSession(): CliClientSession | undefined {
  const session = window.localStorage.getItem(SESSION_KEY);
  return session ? { session, name: window.localStorage.getItem(NAME_KEY) || 'JFrog CLI' } : undefined;
}

export function clearCliClientSession(): void {
  window.localStorage.removeItem(SESSION_KEY);
  window.localStorage.removeItem(NAME_KEY);
}
