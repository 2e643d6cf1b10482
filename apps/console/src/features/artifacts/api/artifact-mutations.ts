import { artifactRoutes, storageRoutes } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { type ArtifactLocation, nodeIdOf } from '../artifact-location.ts';
import { artifactKeys } from './artifact-keys.ts';

export type MoveOrCopy = 'move' | 'copy';

export interface MoveCopyRequest {
  operation: MoveOrCopy;
  source: ArtifactLocation;
  target: ArtifactLocation;
}

/** Every write can change what any node shows (children, counts, properties), so all of it is read again. */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: artifactKeys.all });
}

/** `DELETE /artifactory/{repo}/{path}` (the deploy address): a file, or a folder with everything in it. Answers 204. */
export function useDeleteArtifact() {
  const onSuccess = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ repoKey, path }: ArtifactLocation) =>
      call(artifactRoutes.delete, { params: { repo: repoKey, '*': path } }),
    onSuccess,
  });
}

/** `POST /api/{move|copy}/{repo}/{path}?to=/{targetRepo}/{targetPath}`. */
export function useMoveOrCopyArtifact() {
  const onSuccess = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ operation, source, target }: MoveCopyRequest) =>
      call(storageRoutes[operation], {
        params: { repo: source.repoKey, '*': source.path },
        query: { to: `/${nodeIdOf(target)}` },
      }),
    onSuccess,
  });
}
