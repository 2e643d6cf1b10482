import { artifactPaths, encodeRepoPath, type MoveCopyResult } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import type { ArtifactLocation } from '../artifact-location.ts';
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
      request<null>(artifactPaths.deploy(repoKey, path), { method: 'DELETE' }),
    onSuccess,
  });
}

/** `POST /api/{move|copy}/{repo}/{path}?to=/{targetRepo}/{targetPath}`. */
export function useMoveOrCopyArtifact() {
  const onSuccess = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ operation, source, target }: MoveCopyRequest) =>
      request<MoveCopyResult>(
        `${artifactPaths.moveOrCopy(operation, source.repoKey, source.path)}?to=/${encodeRepoPath(target.repoKey, target.path)}`,
        { method: 'POST' },
      ),
    onSuccess,
  });
}
