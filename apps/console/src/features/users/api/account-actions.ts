import { apiPaths } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { gateway, managementKeys } from '../../../shared/management/queries.ts';

/** What an administrator can do to a user's login state besides editing it. */
export type AccountAction = 'unlock' | 'expirePassword' | 'unexpirePassword';

const actionPaths: Record<AccountAction, (name: string) => string> = {
  unlock: apiPaths.unlockUser,
  expirePassword: apiPaths.expirePassword,
  unexpirePassword: apiPaths.unexpirePassword,
};

/** The toast each action ends with. */
export const accountActionDone: Record<AccountAction, (name: string) => string> = {
  unlock: (name) => `User '${name}' unlocked`,
  expirePassword: (name) => `The password of '${name}' has expired`,
  unexpirePassword: (name) => `The password of '${name}' is valid again`,
};

/** Artifactory's unlock and password-expiry calls: POST without a body, through the gateway. */
export function useAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, name }: { action: AccountAction; name: string }) =>
      request<unknown>(gateway(actionPaths[action](name)), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}
