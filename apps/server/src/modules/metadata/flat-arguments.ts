import type { MetadataPackageFilter, MetadataVersionFilter } from '@arca/contract';
import type { PageArgs } from './metadata-connection.ts';
import { MetadataInputError, type OrderField } from './metadata-input.ts';

/** The flat packages style: `limit`, `sort_by`, `sort_type` and a snake-case `query`. */
export interface FlatPackageArgs {
  limit?: number | null;
  sort_by?: string | null;
  sort_type?: string | null;
  query?: {
    name?: string | null;
    lowercase_name?: string | null;
    description?: string | null;
    tags?: string[] | null;
    version?: string | null;
    checksum?: string | null;
    scope?: string | null;
    repos?: string[] | null;
    package_type?: string | null;
  } | null;
}

/** The flat versions style: the filter's fields as arguments, `limit`, `sort` (a direction) and `endCursor`. */
export interface FlatVersionArgs {
  packageId?: string | null;
  name?: string | null;
  repos?: string[] | null;
  package_type?: string | null;
  cve?: string | null;
  severities?: string[] | null;
  licenses?: string[] | null;
  includeFiles?: boolean | null;
  ignorePreRelease?: boolean | null;
  limit?: number | null;
  sort?: string | null;
  endCursor?: string | null;
}

const SORT_FIELDS: Record<string, OrderField> = { name: 'NAME', created: 'CREATED', modified: 'MODIFIED' };

const given = (args: object, names: readonly string[]) =>
  names.filter(
    (name) => (args as Record<string, unknown>)[name] !== undefined && (args as Record<string, unknown>)[name] !== null,
  );

/** A call mixing the two styles is refused: which of its arguments would win is anyone's guess. */
function oneStyle(args: object, relay: readonly string[], flat: readonly string[]): boolean {
  const relayGiven = given(args, relay);
  const flatGiven = given(args, flat);
  if (relayGiven.length > 0 && flatGiven.length > 0)
    throw new MetadataInputError(
      `Use either ${relay.join(', ')} or the flat arguments (${flat.join(', ')}); this query mixes ${[...relayGiven, ...flatGiven].join(', ')}`,
    );
  return flatGiven.length > 0;
}

const RELAY = ['filter', 'first', 'orderBy'] as const;
const FLAT_PACKAGES = ['limit', 'sort_by', 'sort_type', 'query'] as const;
const FLAT_VERSIONS = [
  'packageId',
  'name',
  'repos',
  'package_type',
  'cve',
  'severities',
  'licenses',
  'includeFiles',
  'ignorePreRelease',
  'limit',
  'sort',
  'endCursor',
] as const;

function sortField(sortBy: string | null | undefined): OrderField {
  if (sortBy === null || sortBy === undefined) return 'NAME';
  const field = SORT_FIELDS[sortBy.toLowerCase()];
  if (!field) throw new MetadataInputError(`Unknown sort_by "${sortBy}": use name, created or modified`);
  return field;
}

/** The packages arguments in the Relay style, whichever style the call used. */
export function packageArgs(args: PageArgs<MetadataPackageFilter> & FlatPackageArgs): PageArgs<MetadataPackageFilter> {
  if (!oneStyle(args, RELAY, FLAT_PACKAGES)) return args;
  const { package_type, ...query } = args.query ?? {};
  return {
    filter: { ...query, packageType: package_type },
    first: args.limit,
    after: args.after,
    orderBy: { field: sortField(args.sort_by), direction: args.sort_type },
  };
}

/** The versions arguments in the Relay style, whichever style the call used; `sort` orders by name. */
export function versionArgs(args: PageArgs<MetadataVersionFilter> & FlatVersionArgs): PageArgs<MetadataVersionFilter> {
  if (!oneStyle(args, [...RELAY, 'after'], FLAT_VERSIONS)) return args;
  return {
    filter: {
      packageId: args.packageId,
      name: args.name,
      repos: args.repos,
      packageType: args.package_type,
      cve: args.cve,
      severities: args.severities?.map((level) => ({ level })),
      licenses: args.licenses,
      includeFiles: args.includeFiles,
      ignorePreRelease: args.ignorePreRelease,
    },
    first: args.limit,
    after: args.endCursor,
    orderBy: { field: 'NAME', direction: args.sort },
  };
}
