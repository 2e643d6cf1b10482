import { artifactPaths } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import type { ArtifactLocation } from '../artifact-location.ts';
import { artifactKeys } from './artifact-keys.ts';

export interface PropertyChange {
  key: string;
  values: readonly string[];
}

/** The `properties` parameter of a set: `key=v1,v2`. */
export function propertyParameter({ key, values }: PropertyChange): string {
  return `${key}=${values.join(',')}`;
}

function usePropertyWrite<Input>(location: ArtifactLocation, url: (input: Input) => string, method: 'PUT' | 'DELETE') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => request<null>(url(input), { method }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: artifactKeys.properties(location) }),
  });
}

/** `PUT /api/storage/{repo}/{path}?properties=key=v1,v2`: adds the property, or replaces its values. Answers 204. */
export function useSetProperty(location: ArtifactLocation) {
  return usePropertyWrite<PropertyChange>(
    location,
    (change) =>
      `${artifactPaths.storage(location.repoKey, location.path)}?properties=${encodeURIComponent(propertyParameter(change))}`,
    'PUT',
  );
}

/** `DELETE /api/storage/{repo}/{path}?properties=key`. Answers 204. */
export function useDeleteProperty(location: ArtifactLocation) {
  return usePropertyWrite<string>(
    location,
    (key) => `${artifactPaths.storage(location.repoKey, location.path)}?properties=${encodeURIComponent(key)}`,
    'DELETE',
  );
}
