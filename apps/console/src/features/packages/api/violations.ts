import { apiUrl, artifactBrowserRoutes, companionServiceRoutes } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call, request } from '../../../shared/http/index.ts';

/** What the scanner says about a version's violations (packages-and-search.md §7, §8). */
export interface VersionViolations {
  /** How many it found; 0 also when there was nothing to ask about (R10.65). Null before any scan. */
  count: number | null;
  /** R10.64: the Date header of the scanner's failed answer, kept to say when it failed. */
  failedAt: string | null;
}

const NOT_SCANNED: VersionViolations = { count: null, failedAt: null };

/** The scanner's violations call, a companion path at the host's root. */
const violationsPath = apiUrl(companionServiceRoutes.xrayPOST, { '*': 'ui/unified/artifactViolationsByPackage' });

/** The count in the scanner's answer (`total_count`), or null when it holds none: the version is not scanned. */
export function violationCountOf(answer: unknown): number | null {
  if (typeof answer !== 'object' || answer === null || !('total_count' in answer)) return null;
  return typeof answer.total_count === 'number' ? answer.total_count : null;
}

async function readViolations(repoKey: string, path: string): Promise<VersionViolations> {
  // R10.65: the caller's artifact count first; without it there is nothing to ask the scanner about.
  try {
    const { widgetData } = await call(artifactBrowserRoutes.artifactCount, { priority: 'low' });
    if (widgetData.artifactCount === 0) return { count: 0, failedAt: null };
  } catch {
    return { count: 0, failedAt: null };
  }
  try {
    const answer = await request<unknown>(violationsPath, {
      method: 'POST',
      query: { new_severities: 'true' },
      body: { repo: repoKey, path },
      priority: 'low',
    });
    return { count: violationCountOf(answer), failedAt: null };
  } catch (error) {
    return { ...NOT_SCANNED, failedAt: error instanceof ApiError ? (error.date ?? null) : null };
  }
}

/**
 * A version's violations, asked only where the scanner is installed and licensed and the version
 * has a file to ask about; undefined while asked.
 */
export function useVersionViolations(repoKey: string, path: string, enabled: boolean): VersionViolations | undefined {
  const asked = enabled && path !== '';
  const violations = useQuery({
    queryKey: ['packages', 'violations', repoKey, path],
    enabled: asked,
    queryFn: () => readViolations(repoKey, path),
  });
  return asked ? violations.data : NOT_SCANNED;
}
