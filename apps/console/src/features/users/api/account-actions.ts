import { userRoutes } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { userKeys } from '../../../shared/management/keys.ts';
import { refresh } from '../../../shared/management/refresh.ts';

/** What an administrator can do to a user's login state besides editing it. */
export type AccountAction = 'unlock' | 'expirePassword' | 'unexpirePassword';

const actionCalls = {
  unlock: userRoutes.unlock,
  expirePassword: userRoutes.expirePassword,
  unexpirePassword: userRoutes.unexpirePassword,
} as const satisfies Record<AccountAction, unknown>;

/** The toast each action ends with. */
export const accountActionDone: Record<AccountAction, (name: string) => string> = {
  unlock: (name) => `User '${name}' unlocked`,
  expirePassword: (name) => `The password of '${name}' has expired`,
  unexpirePassword: (name) => `The password of '${name}' is valid again`,
};

/**
 * Artifactory's unlock and password-expiry calls: POST without a body, through the gateway. They
 * change the user's login state, which the users list and the user show.
 */
export function useAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, name }: { action: AccountAction; name: string }) =>
      call(actionCalls[action], { params: { name } }),
    onSuccess: (_answer, { name }) => refresh(queryClient, [userKeys.list(), userKeys.one(name)]),
  });
}
