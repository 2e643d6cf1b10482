import { consoleUrl, route } from './routes/route.ts';

/**
 * R28.133: `POST ui/permissiontargets/releaseBundles`, the release bundles a permission's or a
 * webhook's patterns reach, for the editors that show them.
 */
export interface ReleaseBundlePatternsRequest {
  includePatterns: string[];
  excludePatterns?: string[];
  bundleType?: string;
}

/** R28.089: the bundle retention status; the console reads `enable` (R7.42). */
export interface BundleRetentionStatus {
  enable: boolean;
}

export const releaseBundlePatternsRequestSchema = {
  type: 'object',
  required: ['includePatterns'],
  properties: {
    includePatterns: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 1024 } },
    excludePatterns: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 1024 } },
    bundleType: { type: 'string', maxLength: 64 },
  },
} as const;

/**
 * Arca stores no release bundles (they belong to a distribution service it does not include), so
 * patterns reach none; the call is answered so that the editors work the same either way.
 */
export const releaseBundleRoutes = {
  matching: route<{ body: ReleaseBundlePatternsRequest; reply: string[] }>()({
    method: 'POST',
    path: '/ui/permissiontargets/releaseBundles',
    mount: 'console',
    access: 'admin',
    tag: 'Release bundles',
    summary: "The release bundles a permission's or a webhook's patterns reach: none are stored",
    body: releaseBundlePatternsRequestSchema,
    responses: { 200: { type: 'array', items: { type: 'string' } } },
  }),
  /** R28.136: the names of the release bundles, for pickers; none are stored. */
  names: route<{ reply: string[] }>()({
    method: 'GET',
    path: '/ui/v2/release_bundle/names',
    mount: 'console',
    access: 'user',
    tag: 'Release bundles',
    summary: 'The names of the release bundles: none are stored',
    responses: { 200: { type: 'array', items: { type: 'string' } } },
  }),
  /**
   * R28.089, R7.42: whether bundle retention is on, in the field `enable`. The spec names no path
   * beyond "under the UI API base" (O05); it sits with the other release-bundle calls. Off: Arca
   * keeps no release bundles, so there is nothing to retain.
   */
  retention: route<{ reply: BundleRetentionStatus }>()({
    method: 'GET',
    path: '/ui/v2/release_bundle/retention',
    mount: 'console',
    access: 'admin',
    tag: 'Release bundles',
    summary: 'Whether bundle retention is on: never, as no release bundles are stored',
    responses: { 200: { type: 'object', required: ['enable'], properties: { enable: { type: 'boolean' } } } },
  }),
} as const;

export const releaseBundlePaths = {
  matching: consoleUrl(releaseBundleRoutes.matching),
  names: consoleUrl(releaseBundleRoutes.names),
  retention: consoleUrl(releaseBundleRoutes.retention),
} as const;
