import { apiPaths } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { authKeys } from './keys.ts';

/** `POST ui/auth/logout`: ends the session and clears the cookie (204). */
export async function logout(): Promise<void> {
  await request<null>(apiPaths.logout, { method: 'POST' });
}

/**
 * Logs out and forgets every cached answer, since they were read with the old identity. The footer
 * is public and stays, so page titles keep the server name; the guards re-read the user before
 * the next page.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      const footer = queryClient.getQueryData(authKeys.footer());
      queryClient.clear();
      if (footer) queryClient.setQueryData(authKeys.footer(), footer);
    },
  });
}
