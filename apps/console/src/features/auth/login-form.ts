/** What the login form asks for before it calls the server. */
export interface LoginFieldErrors {
  user?: string | undefined;
  password?: string | undefined;
}

/** Both fields are required; the server judges the rest. */
export function loginFieldErrors({ user, password }: { user: string; password: string }): LoginFieldErrors {
  return {
    user: user === '' ? 'Enter your user name' : undefined,
    password: password === '' ? 'Enter your password' : undefined,
  };
}
