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
} as const;

export const releaseBundlePaths = {
  matching: consoleUrl(releaseBundleRoutes.matching),
} as const;
