import { type BuildRetentionRequest, buildMessages } from '@arca/contract';
import { Invalid } from '../../lib/errors.ts';
import { startedMillis } from './build-time.ts';
import type { BuildRun } from './builds.repository.ts';

function minimumDateOf(value: string | number | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const millis = typeof value === 'number' ? value : startedMillis(value);
  if (Number.isNaN(millis)) throw new Invalid(buildMessages.minimumBuildDateInvalid);
  return millis;
}

/**
 * The runs a retention request discards, of a build's runs newest first: those beyond the newest
 * `count`, and those started before `minimumBuildDate`, never one it names to keep. No count, or
 * one below 0, keeps any number.
 */
export function runsToDiscard(runs: readonly BuildRun[], request: BuildRetentionRequest): BuildRun[] {
  const count = request.count === undefined || request.count === '' ? -1 : Number(request.count);
  const minimumDate = minimumDateOf(request.minimumBuildDate);
  const kept = new Set(request.buildNumbersNotToBeDiscarded ?? []);
  return runs.filter(
    (run, index) =>
      !kept.has(run.number) &&
      ((count >= 0 && index >= count) || (minimumDate !== undefined && run.startedAt < minimumDate)),
  );
}
