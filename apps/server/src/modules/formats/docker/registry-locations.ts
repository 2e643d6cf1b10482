import { DOCKER_REPOSITORY_API, OCI_API, ociRegistryRoutes } from '@arca/contract';
import type { FastifyRequest } from 'fastify';
import { rawPathAfter } from '../../storage/index.ts';
import { nameUnknown } from './oci-errors.ts';
import { type OciLocation, parseOciPath, parseRepositoryPath } from './oci-paths.ts';
import type { ChallengeScope } from './registry-challenge.ts';

/** A call located, with the address its repository's images are below: `/v2/{repo}` or `/artifactory/api/docker/{repo}/v2`. */
export interface Located extends OciLocation {
  imageRoot: string;
  /** Whether the call came by the repository path, where images are named without their repository. */
  byRepositoryPath: boolean;
}

const atRepositoryPath = (request: FastifyRequest) =>
  (request.routeOptions.url ?? '').startsWith(`${DOCKER_REPOSITORY_API}/`);

function tryLocate(request: FastifyRequest): Located | undefined {
  if (atRepositoryPath(request)) {
    const located = parseRepositoryPath(rawPathAfter(request, `${DOCKER_REPOSITORY_API}/`));
    const imageRoot = `${DOCKER_REPOSITORY_API}/${encodeURIComponent(located?.repoKey ?? '')}/v2`;
    return located && { ...located, imageRoot, byRepositoryPath: true };
  }
  const located = parseOciPath(rawPathAfter(request, `${OCI_API}/`));
  const imageRoot = `${OCI_API}/${encodeURIComponent(located?.repoKey ?? '')}`;
  return located && { ...located, imageRoot, byRepositoryPath: false };
}

export function locate(request: FastifyRequest): Located {
  const located = tryLocate(request);
  if (!located) throw nameUnknown(request.url);
  return located;
}

/** What a refused call asked for, for the Bearer challenge; undefined for the token endpoint, which takes Basic only. */
export function challengeScope(request: FastifyRequest): ChallengeScope | undefined {
  const url = request.routeOptions.url;
  if (url === ociRegistryRoutes.token.path) return undefined;
  if (url === ociRegistryRoutes.catalog.path) return { root: OCI_API, scope: 'registry:catalog:*' };
  const located = tryLocate(request);
  if (!located) return { root: OCI_API };
  const root = located.byRepositoryPath ? located.imageRoot : OCI_API;
  switch (located.target.kind) {
    case 'token':
      return undefined;
    case 'base':
      return { root };
    case 'catalog':
      return { root, scope: 'registry:catalog:*' };
    default: {
      const name = located.byRepositoryPath ? located.image : `${located.repoKey}/${located.image}`;
      return { root, scope: `repository:${name}:${scopeAction(request.method)}` };
    }
  }
}

/** The token spec's actions: a read pulls, a delete deletes, any other write pushes. */
function scopeAction(method: string): string {
  if (method === 'GET' || method === 'HEAD') return 'pull';
  return method === 'DELETE' ? 'delete' : 'pull,push';
}

/** Where a call's image is: below its repository's image root, each segment escaped. */
export const imageUrl = (location: Located) =>
  `${location.imageRoot}/${location.image.split('/').map(encodeURIComponent).join('/')}`;
