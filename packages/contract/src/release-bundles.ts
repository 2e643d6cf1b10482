import { UI_API } from './prefixes.ts';

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

export const releaseBundlePaths = {
  matching: `${UI_API}/ui/permissiontargets/releaseBundles`,
} as const;
