import { apiPaths, type RepositorySetMeUp } from '@arca/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../http/index.ts';

/** `GET ui/setMeUp/{repo}`: the client configuration of a repository, with placeholders. */
export function useSetMeUp(repoKey: string, enabled: boolean) {
  return useQuery({
    queryKey: ['set-me-up', repoKey],
    queryFn: () => request<RepositorySetMeUp>(apiPaths.setMeUpRepository(repoKey)),
    enabled,
  });
}

/** `POST ui/setMeUp/{repo}/token`: the same, with a token issued for it; never cached, it is shown once. */
export function useSetMeUpToken(repoKey: string) {
  return useMutation({
    mutationFn: () => request<RepositorySetMeUp>(apiPaths.setMeUpToken(repoKey), { method: 'POST' }),
  });
}
