import type { UserData } from '@arca/contract';

/**
 * What logging in and out does to the whole console. `app/` provides it (it owns start-up, the
 * store and the intervals); the login screens call it without knowing those parts.
 */
export interface SessionActions {
  /**
   * The post-login action up to the redirect (shell.md §4 Login, R4.04): set the user data, start
   * the application, resume intervals, clear the initial data. The caller redirects afterwards.
   */
  loggedIn: (user: UserData) => Promise<void>;
  /** After the session ended: intervals pause (R5.10), cached answers of the old identity go. */
  loggedOut: () => void;
  /**
   * The visitor went elsewhere while the post-login action ran, so no redirect follows (R4.06):
   * no later navigation is the login's.
   */
  loginRedirectPrevented: () => void;
}

const inert: SessionActions = {
  loggedIn: async () => undefined,
  loggedOut: () => undefined,
  loginRedirectPrevented: () => undefined,
};

let actions: SessionActions = inert;

export function configureSession(next: SessionActions): void {
  actions = next;
}

export function sessionActions(): SessionActions {
  return actions;
}
