import { tokenRoutes } from '@arca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';

/** The token administration's own key family: a revoke refreshes the list and nothing else. */
export const tokenAdminKeys = {
  all: ['admin', 'tokens'] as const,
  list: () => [...tokenAdminKeys.all, 'list'] as const,
};

/** `GET /access/api/v1/tokens`: an administrator is answered with every user's live tokens, never their secrets. */
export function useAllTokens() {
  return useQuery({
    queryKey: tokenAdminKeys.list(),
    queryFn: async () => (await call(tokenRoutes.list)).tokens,
  });
}

/** `DELETE /access/api/v1/tokens/{id}`: the token stops working at once. */
export function useRevokeAnyToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => call(tokenRoutes.revoke, { params: { id: tokenId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenAdminKeys.all }),
  });
}
