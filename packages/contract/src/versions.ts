/** Compares dotted versions number by number ('7.9.0' < '7.69.0'); a suffix after '-' is ignored. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) =>
    (version.split('-')[0] ?? '').split('.').map((part) => Number.parseInt(part, 10) || 0);
  const left = parts(a);
  const right = parts(b);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}
