/**
 * Semantic-version ordering that also copes with what non-semver formats call versions: numeric
 * parts compare as numbers, a pre-release sorts before its release, and what cannot be parsed
 * compares part by part as text.
 */
export function compareVersions(a: string, b: string): number {
  const [coreA, preA] = split(a);
  const [coreB, preB] = split(b);
  const core = compareIdentifiers(coreA.split(/[.]/), coreB.split(/[.]/));
  if (core !== 0) return core;
  if (preA === undefined || preB === undefined) {
    if (preA === preB) return 0;
    return preA === undefined ? 1 : -1;
  }
  return compareIdentifiers(preA.split('.'), preB.split('.'));
}

/** An image manifest no tag points at, shown as a version named by its digest (ADR 019). */
const UNTAGGED_MANIFEST = /^sha(?:256|512):[0-9a-f]+$/;

/**
 * Not a release: a pre-release, a numeric core followed by `-something` (1.0.0-rc.1, 2.0-SNAPSHOT),
 * or an untagged image manifest, so that an image's latest version is its newest tag.
 */
export function isPreRelease(version: string): boolean {
  return UNTAGGED_MANIFEST.test(version) || split(version)[1] !== undefined;
}

function split(version: string): [string, string | undefined] {
  const withoutBuild = version.split('+')[0] ?? version;
  const match = /^v?(\d+(?:\.\d+)*)-(.+)$/.exec(withoutBuild);
  if (match) return [match[1] as string, match[2]];
  return [withoutBuild.replace(/^v(?=\d)/, ''), undefined];
}

function compareIdentifiers(a: readonly string[], b: readonly string[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const left = a[index];
    const right = b[index];
    if (left === undefined) return -1;
    if (right === undefined) return 1;
    const leftNumber = /^\d+$/.test(left);
    const rightNumber = /^\d+$/.test(right);
    if (leftNumber && rightNumber) {
      const difference = BigInt(left) - BigInt(right);
      if (difference !== 0n) return difference < 0n ? -1 : 1;
    } else if (leftNumber !== rightNumber) {
      return leftNumber ? -1 : 1;
    } else if (left !== right) {
      return left < right ? -1 : 1;
    }
  }
  return 0;
}
