import { StampedCache } from '../stamped-cache.ts';

/** Enough for a few hundred large projects' pages in both formats. */
export const DEFAULT_RENDERED_PAGES_BYTES = 32 * 1024 * 1024;

/** Counts across every cache in the process: tests see a second GET skip the builder through them. */
export const renderedPageStats = { builds: 0, hits: 0, evictions: 0 };

/** Rendered simple pages by key, each valid for one stamp (see StampedCache). */
export class RenderedPages extends StampedCache<Buffer> {
  constructor(maxBytes = DEFAULT_RENDERED_PAGES_BYTES) {
    super({ maxBytes, stats: renderedPageStats, wrap: (body) => body, size: (body) => body.length });
  }
}
