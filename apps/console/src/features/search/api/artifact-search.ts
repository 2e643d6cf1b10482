import { searchRoutes, storageRoutes } from '@arca/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import type { SearchModel } from '../../../shared/search/search-model.ts';
import { ARCHIVE_ARTIFACTS_SEARCH_TYPE, QUICK_ARTIFACTS_SEARCH_TYPE } from '../../../shared/search/search-rules.ts';
import { searchKeys } from './search-keys.ts';

/** The artifact search types the advanced search offers; quick (by name) is the default. */
export const artifactSearchTypes = ['quick', ARCHIVE_ARTIFACTS_SEARCH_TYPE, 'checksum', 'properties', 'gavc'] as const;
export type ArtifactSearchType = (typeof artifactSearchTypes)[number];

export const artifactSearchTypeLabels: Record<ArtifactSearchType, string> = {
  quick: 'Quick',
  archive: 'Archive',
  checksum: 'Checksum',
  properties: 'Properties',
  gavc: 'GAVC',
};

export function artifactSearchTypeOf(model: SearchModel): ArtifactSearchType {
  const chosen = model.artifactsSearchType ?? QUICK_ARTIFACTS_SEARCH_TYPE;
  return (artifactSearchTypes as readonly string[]).includes(chosen) ? (chosen as ArtifactSearchType) : 'quick';
}

export interface Gavc {
  g?: string;
  a?: string;
  v?: string;
  c?: string;
}

/**
 * Maven coordinates travel in the model's package-specific query as `group:artifact:version:classifier`,
 * the notation Maven users already write; empty parts stay empty (`org.acme::1.0`).
 */
export function gavcOf(text: string | undefined): Gavc {
  const [g, a, v, c] = (text ?? '').split(':').map((part) => part.trim());
  return Object.fromEntries(Object.entries({ g, a, v, c }).filter(([, value]) => value)) as Gavc;
}

export function gavcText({ g = '', a = '', v = '', c = '' }: Gavc): string | undefined {
  const text = [g, a, v, c]
    .map((part) => part.trim())
    .join(':')
    .replace(/:+$/, '');
  return text === '' ? undefined : text;
}

/** The server's checksum parameter for a hex digest, told apart by its length. */
function checksumParam(checksum: string): 'sha256' | 'sha1' | 'md5' {
  const length = checksum.trim().length;
  return length === 40 ? 'sha1' : length === 32 ? 'md5' : 'sha256';
}

/** The storage API's searches, which answer storage URIs. */
type UriSearch =
  | typeof storageRoutes.checksumSearch
  | typeof storageRoutes.propertySearch
  | typeof storageRoutes.gavcSearch
  | typeof storageRoutes.nameSearch;

/**
 * A search call and its query. What the server answers with: storage URIs, or (the archive search)
 * archive entries with the archives that hold them.
 */
export type ArtifactSearchRequest = { query: Record<string, string> } & (
  | { call: UriSearch; answers: 'uris' }
  | { call: typeof searchRoutes.archive; answers: 'entries' }
);

/** The call a model asks for, or undefined when it names nothing to search for. */
export function artifactSearchRequest(model: SearchModel): ArtifactSearchRequest | undefined {
  const repos: Record<string, string> = model.repositories?.length ? { repos: model.repositories.join(',') } : {};
  switch (artifactSearchTypeOf(model)) {
    case 'checksum': {
      const checksum = (model.checksum ?? model.name ?? '').trim();
      return checksum
        ? {
            call: storageRoutes.checksumSearch,
            query: { [checksumParam(checksum)]: checksum, ...repos },
            answers: 'uris',
          }
        : undefined;
    }
    case 'properties': {
      const entries = Object.entries(model.properties ?? {}).map(
        ([key, value]) => [key, typeof value === 'string' ? value : value.join(',')] as const,
      );
      return entries.length
        ? { call: storageRoutes.propertySearch, query: { ...Object.fromEntries(entries), ...repos }, answers: 'uris' }
        : undefined;
    }
    case 'gavc': {
      const gavc = gavcOf(model.packageSpecificQuery);
      const coordinates: Record<string, string> = { ...gavc };
      return Object.keys(coordinates).length
        ? { call: storageRoutes.gavcSearch, query: { ...coordinates, ...repos }, answers: 'uris' }
        : undefined;
    }
    case 'quick': {
      const name = model.name?.trim();
      return name ? { call: storageRoutes.nameSearch, query: { name, ...repos }, answers: 'uris' } : undefined;
    }
    case 'archive': {
      const name = model.name?.trim();
      if (!name) return undefined;
      const options = {
        ...(model.searchClassOnly ? { searchClassOnly: 'true' } : {}),
        ...(model.excludeInnerClasses ? { excludeInnerClasses: 'true' } : {}),
      };
      return { call: searchRoutes.archive, query: { name, ...repos, ...options }, answers: 'entries' };
    }
  }
}

export interface ArtifactSearchResult {
  repoKey: string;
  /** Inside the repository, no leading slash. */
  path: string;
  name: string;
  uri: string;
  /** For an archive search: the entry, by its path inside the archive this result is. */
  entry?: string;
}

/** A result's identity: an archive search lists one archive once per entry it holds. */
export const resultKey = (result: ArtifactSearchResult) =>
  result.entry === undefined ? result.uri : `${result.entry}\n${result.uri}`;

const STORAGE_MARKER = '/api/storage/';

/** A storage URI (`…/api/storage/{repo}/{path}`) read back into its repository and path; undefined when it is not one. */
export function resultOf(uri: string): ArtifactSearchResult | undefined {
  const at = uri.indexOf(STORAGE_MARKER);
  if (at < 0) return undefined;
  const segments = uri
    .slice(at + STORAGE_MARKER.length)
    .split(/[?#]/)[0]
    ?.split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  const [repoKey, ...rest] = segments ?? [];
  if (!repoKey || rest.length === 0) return undefined;
  return { repoKey, path: rest.join('/'), name: rest.at(-1) ?? '', uri };
}

export function artifactSearchQueryOptions(search: ArtifactSearchRequest | undefined) {
  return queryOptions({
    queryKey: searchKeys.artifacts(search?.call.path, search?.query),
    queryFn: async () => {
      if (!search) return [];
      if (search.answers === 'entries') {
        const answer = await call(search.call, { query: search.query });
        return answer.results.flatMap(({ entry, archiveUris }) =>
          archiveUris.flatMap((uri) => {
            const archive = resultOf(uri);
            return archive ? [{ ...archive, entry }] : [];
          }),
        );
      }
      const answer = await call(search.call, { query: search.query });
      return answer.results.flatMap((item) => resultOf(item.uri) ?? []);
    },
    enabled: search !== undefined,
  });
}

export function useArtifactSearch(search: ArtifactSearchRequest | undefined) {
  return useQuery(artifactSearchQueryOptions(search));
}
