import { authRoutes } from '@arca/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { sessionActions } from '../../../shared/session/session-actions.ts';

/** `POST ui/auth/logout`: ends the session and clears the cookie (204). */
export async function logout(): Promise<void> {
  await call(authRoutes.logout);
}

/** Logs out; the console then forgets the old identity and pauses its intervals (session-actions). */
export function useLogout() {
  return useMutation({ mutationFn: logout, onSuccess: () => sessionActions().loggedOut() });
}
