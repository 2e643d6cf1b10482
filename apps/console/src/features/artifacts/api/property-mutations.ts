import { artifactPaths, storageRoutes } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, request } from '../../../shared/http/index.ts';
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

const writes = { PUT: storageRoutes.setProperties, DELETE: storageRoutes.deleteProperties } as const;

/**
 * A property write at a location. A repository's root holds no properties of its own, and the
 * route table has no write at its address: the server answers 404 there. The item address with an
 * empty path (`…/{repo}/`) is no stand-in: it would write every item of the repository.
 */
function writeProperties(location: ArtifactLocation, method: keyof typeof writes, properties: string) {
  const query = { properties };
  if (location.path === '') return request<null>(artifactPaths.storage(location.repoKey, ''), { method, query });
  return call(writes[method], { params: { repo: location.repoKey, '*': location.path }, query });
}

function usePropertyWrite<Input>(
  location: ArtifactLocation,
  method: keyof typeof writes,
  properties: (input: Input) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => writeProperties(location, method, properties(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: artifactKeys.properties(location) }),
  });
}

/** `PUT /api/storage/{repo}/{path}?properties=key=v1,v2`: adds the property, or replaces its values. Answers 204. */
export function useSetProperty(location: ArtifactLocation) {
  return usePropertyWrite<PropertyChange>(location, 'PUT', propertyParameter);
}

/** `DELETE /api/storage/{repo}/{path}?properties=key`. Answers 204. */
export function useDeleteProperty(location: ArtifactLocation) {
  return usePropertyWrite<string>(location, 'DELETE', (key) => key);
}
