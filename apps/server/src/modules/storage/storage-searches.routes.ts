import {
  SEARCH_DATE_FIELDS,
  type SearchDateField,
  type SearchParameters,
  storageSearchMessages,
  storageSearchRoutes,
} from '@arca/contract';
import { Invalid } from '../../lib/errors.ts';
import { handle, type RouteBinding } from '../../lib/routes.ts';
import type { StorageSearchService, VersionQuery } from './storage-searches.service.ts';

/** `?repos=a,b`: the repositories a search is limited to; none named, every one. */
function reposOf(query: SearchParameters): string[] | undefined {
  const repos = query.repos
    ?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return repos?.length ? repos : undefined;
}

/**
 * A time parameter: milliseconds since the epoch, or where Artifactory takes one (`dates`) an ISO
 * 8601 date; undefined when absent.
 */
function timeOf(query: SearchParameters, name: string, options: { iso: boolean }): number | undefined {
  const value = query[name]?.trim();
  if (value === undefined || value === '') return undefined;
  const time = /^\d+$/.test(value) ? Number(value) : options.iso ? Date.parse(value) : Number.NaN;
  if (!Number.isSafeInteger(time)) throw new Invalid(storageSearchMessages.malformedTime(name));
  return time;
}

function requiredTime(query: SearchParameters, name: string, missing: string, options = { iso: false }): number {
  const time = timeOf(query, name, options);
  if (time === undefined) throw new Invalid(missing);
  return time;
}

/** `g` and `a` are needed; `v` filters; `remote=1` is not followed: versions are those stored here. */
function versionQueryOf(query: SearchParameters): VersionQuery {
  const g = query.g?.trim();
  const a = query.a?.trim();
  if (!g || !a) throw new Invalid(storageSearchMessages.versionsNeedCoordinates);
  const v = query.v?.trim();
  return { g, a, ...(v ? { v } : {}) };
}

function dateFieldsOf(query: SearchParameters): SearchDateField[] {
  const names = (query.dateFields ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw new Invalid(storageSearchMessages.datesNeedFields);
  const fields: SearchDateField[] = [];
  for (const name of names) {
    const field = SEARCH_DATE_FIELDS.find((known) => known.toLowerCase() === name.toLowerCase());
    if (!field) throw new Invalid(storageSearchMessages.unknownDateField(name));
    if (!fields.includes(field)) fields.push(field);
  }
  return fields;
}

/** Artifactory's searches by version, date, download, pattern and bad checksum (JFrog REST APIs, "Searches"). */
export function storageSearchRoutesOf(searches: StorageSearchService): RouteBinding[] {
  return [
    handle(storageSearchRoutes.versions, (request) =>
      searches.versions(request.actor, versionQueryOf(request.query), reposOf(request.query)),
    ),
    handle(storageSearchRoutes.latestVersion, async (request, reply) => {
      const version = await searches.latestVersion(
        request.actor,
        versionQueryOf(request.query),
        reposOf(request.query),
      );
      return reply.type('text/plain').send(version);
    }),
    handle(storageSearchRoutes.creation, (request) => {
      const { query } = request;
      const from = requiredTime(query, 'from', storageSearchMessages.creationNeedsFrom);
      const to = timeOf(query, 'to', { iso: false }) ?? Date.now();
      return searches.createdIn(request.actor, { from, to }, reposOf(query));
    }),
    handle(storageSearchRoutes.dates, (request) => {
      const { query } = request;
      const from = requiredTime(query, 'from', storageSearchMessages.datesNeedFrom, { iso: true });
      const to = timeOf(query, 'to', { iso: true }) ?? Date.now();
      return searches.datedIn(request.actor, dateFieldsOf(query), { from, to }, reposOf(query));
    }),
    handle(storageSearchRoutes.usage, (request) => {
      const { query } = request;
      const since = requiredTime(query, 'notUsedSince', storageSearchMessages.usageNeedsSince);
      return searches.notDownloadedSince(
        request.actor,
        since,
        timeOf(query, 'createdBefore', { iso: false }),
        reposOf(query),
      );
    }),
    handle(storageSearchRoutes.pattern, (request) =>
      searches.pattern(request.actor, request.query.pattern?.trim() ?? ''),
    ),
    handle(storageSearchRoutes.badChecksum, (request) => {
      const type = request.query.type?.trim().toLowerCase();
      if (type !== 'md5' && type !== 'sha1') throw new Invalid(storageSearchMessages.badChecksumType);
      return searches.badChecksums();
    }),
  ];
}
