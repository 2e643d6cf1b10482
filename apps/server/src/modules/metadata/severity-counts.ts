import type { MetadataVulnerabilities } from '@arca/contract';

export const SEVERITY_LEVELS = ['critical', 'high', 'medium', 'low', 'info', 'unknown', 'skipped'] as const;
export type SeverityLevel = (typeof SEVERITY_LEVELS)[number];

export function isSeverityLevel(level: string): level is SeverityLevel {
  return (SEVERITY_LEVELS as readonly string[]).includes(level);
}

/** Counts by level as the API answers them: a level without findings is left out (R10.42). */
export function severityCounts(counts: Partial<Record<SeverityLevel, number>>): MetadataVulnerabilities {
  return Object.fromEntries(
    SEVERITY_LEVELS.flatMap((level) => ((counts[level] ?? 0) > 0 ? [[level, counts[level]]] : [])),
  );
}

/**
 * What a package or version counts while no scanner is connected: every level at zero, so that
 * the answer is `{}` for the same reason a scanned, clean package's would be.
 */
export const UNSCANNED: Record<SeverityLevel, number> = Object.fromEntries(
  SEVERITY_LEVELS.map((level) => [level, 0]),
) as Record<SeverityLevel, number>;
