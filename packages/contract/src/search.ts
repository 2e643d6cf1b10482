import { route } from './routes/route.ts';

/** AQL and the archive entries search (jfrog-wire-compat §1.10), as clients and the console call them. */

/** The item fields an AQL answer may carry, in the order results list them, with their JSON type. */
const aqlItemFieldTypes = {
  repo: 'string',
  path: 'string',
  name: 'string',
  type: 'string',
  size: 'integer',
  created: 'string',
  created_by: 'string',
  modified: 'string',
  modified_by: 'string',
  updated: 'string',
  depth: 'integer',
  actual_md5: 'string',
  actual_sha1: 'string',
  original_md5: 'string',
  original_sha1: 'string',
  sha256: 'string',
} as const;

export type AqlItemField = keyof typeof aqlItemFieldTypes;

export interface AqlProperty {
  key: string;
  value: string;
}

export interface AqlItemStats {
  downloads: number;
  downloaded?: string;
  downloaded_by?: string;
}

/** One item found: the fields the query's include names; folders leave out the checksums. */
export type AqlItem = Partial<Record<AqlItemField, string | number>> & {
  properties?: AqlProperty[];
  stats?: AqlItemStats[];
};

/** Artifactory's envelope: `total` counts the results of this answer, not every match. */
export interface AqlResult {
  results: AqlItem[];
  range: { start_pos: number; end_pos: number; total: number; limit?: number };
}

/** `GET /api/search/archive`: each matching entry with the storage URIs of the archives that hold it. */
export interface ArchiveSearchResult {
  results: { entry: string; archiveUris: string[] }[];
}

const aqlResultSchema = {
  type: 'object',
  required: ['results', 'range'],
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          ...Object.fromEntries(Object.entries(aqlItemFieldTypes).map(([field, type]) => [field, { type }])),
          properties: {
            type: 'array',
            items: {
              type: 'object',
              required: ['key', 'value'],
              properties: { key: { type: 'string' }, value: { type: 'string' } },
            },
          },
          stats: {
            type: 'array',
            items: {
              type: 'object',
              required: ['downloads'],
              properties: {
                downloads: { type: 'integer' },
                downloaded: { type: 'string' },
                downloaded_by: { type: 'string' },
              },
            },
          },
        },
      },
    },
    range: {
      type: 'object',
      required: ['start_pos', 'end_pos', 'total'],
      properties: {
        start_pos: { type: 'integer' },
        end_pos: { type: 'integer' },
        total: { type: 'integer' },
        limit: { type: 'integer' },
      },
    },
  },
} as const;

const archiveSearchResultSchema = {
  type: 'object',
  required: ['results'],
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        required: ['entry', 'archiveUris'],
        properties: { entry: { type: 'string' }, archiveUris: { type: 'array', items: { type: 'string' } } },
      },
    },
  },
} as const;

const tag = 'Search';

export const searchRoutes = {
  aql: route<{ reply: AqlResult }>()({
    method: 'POST',
    path: '/artifactory/api/search/aql',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: 'Finds the items an AQL query selects among those the caller may read',
    // Read as text whatever the content type says: scripts post it without one, or as a form.
    consumes: ['text/plain'],
    responses: { 200: aqlResultSchema },
  }),
  archive: route<{ query: Record<string, string | undefined>; reply: ArchiveSearchResult }>()({
    method: 'GET',
    path: '/artifactory/api/search/archive',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: 'Archive entries by name (?name=), with the archives that hold them (?repos=, ?searchClassOnly=)',
    query: { type: 'object', additionalProperties: { type: 'string', maxLength: 8192 } },
    responses: { 200: archiveSearchResultSchema },
  }),
} as const;
