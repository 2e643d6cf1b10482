/**
 * Named places where a fault test ends the process as kill -9 or a power cut would, between two
 * steps a real kill can only hit by luck (ADR 014). Armed only by `ARCA_TEST_CRASH_AT`, which
 * nothing but the fault tests sets; unarmed, a crash point is one string comparison.
 */
export type CrashPoint =
  /** A deploy's content is in the blob store under its sha256; no item names it yet. */
  | 'deploy-blob-kept'
  /** An npm publish has stored its tarball and not yet recorded the version. */
  | 'npm-publish-before-version';

const armed = process.env.ARCA_TEST_CRASH_AT;

export function crashPoint(point: CrashPoint): void {
  if (armed === point) process.kill(process.pid, 'SIGKILL');
}
