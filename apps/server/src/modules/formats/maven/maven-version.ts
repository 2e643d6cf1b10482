/**
 * Maven's version order (ComparableVersion), in its common cases: numbers compare as numbers,
 * qualifiers as alpha < beta < milestone < rc < snapshot < release < sp < anything else, and a
 * missing part counts as 0 or a release, so 1.0 = 1, 1.0-rc1 < 1.0 < 1.0.1.
 */
const QUALIFIERS: Record<string, number> = {
  alpha: 0,
  a: 0,
  beta: 1,
  b: 1,
  milestone: 2,
  m: 2,
  rc: 3,
  cr: 3,
  snapshot: 4,
  '': 5,
  ga: 5,
  final: 5,
  release: 5,
  sp: 6,
};

type Part = bigint | string;

function partsOf(version: string): Part[] {
  const tokens = version.toLowerCase().match(/\d+|[a-z]+/g) ?? [];
  const parts = tokens.map((token): Part => (/^\d/.test(token) ? BigInt(token) : token));
  while (parts.length > 0 && (parts[parts.length - 1] === 0n || QUALIFIERS[String(parts[parts.length - 1])] === 5))
    parts.pop();
  return parts;
}

function compareQualifiers(a: string, b: string): number {
  const rankA = QUALIFIERS[a] ?? 7;
  const rankB = QUALIFIERS[b] ?? 7;
  if (rankA !== rankB) return rankA - rankB;
  return rankA === 7 ? (a < b ? -1 : a > b ? 1 : 0) : 0;
}

function comparePart(a: Part | undefined, b: Part | undefined): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'bigint') return typeof b === 'string' ? 1 : a > 0n ? 1 : 0;
  if (typeof b === 'bigint') return -comparePart(b, a);
  return compareQualifiers(a ?? '', b ?? '');
}

export function compareMavenVersions(a: string, b: string): number {
  const partsA = partsOf(a);
  const partsB = partsOf(b);
  for (let index = 0; index < Math.max(partsA.length, partsB.length); index++) {
    const order = comparePart(partsA[index], partsB[index]);
    if (order !== 0) return order;
  }
  return 0;
}

export function isSnapshotVersion(version: string): boolean {
  return version.endsWith('-SNAPSHOT');
}
