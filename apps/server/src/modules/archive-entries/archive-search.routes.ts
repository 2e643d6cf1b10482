import { searchRoutes } from '@arca/contract';
import { Invalid } from '../../lib/errors.ts';
import { handle } from '../../lib/routes.ts';
import type { ArchiveSearchService } from './archive-search.service.ts';
import { archiveSearchMessages } from './archive-search.wire.ts';

type Query = Record<string, string | undefined>;

const MAX_NAME = 1000;

function flag(query: Query, name: string): boolean {
  const value = query[name];
  return value !== undefined && value !== '0' && value !== 'false';
}

/**
 * `GET api/search/archive?name=&repos=`, Artifactory's archive entries ("class") search, with the
 * console's `searchClassOnly` and `excludeInnerClasses` options. Registered inside the storage API
 * scope, which asks anonymous callers to log in where anonymous access is off.
 */
export function archiveSearchRoutes(search: ArchiveSearchService) {
  return [
    handle(searchRoutes.archive, async (request) => {
      const { query } = request;
      const name = query.name?.trim();
      if (!name) throw new Invalid(archiveSearchMessages.nameRequired);
      if (name.length > MAX_NAME) throw new Invalid(archiveSearchMessages.nameTooLong(MAX_NAME));
      const repoKeys = query.repos
        ?.split(',')
        .map((key) => key.trim())
        .filter(Boolean);
      return search.search(request.actor, {
        name,
        ...(repoKeys?.length ? { repoKeys } : {}),
        searchClassOnly: flag(query, 'searchClassOnly'),
        excludeInnerClasses: flag(query, 'excludeInnerClasses'),
        scope: query,
      });
    }),
  ];
}
