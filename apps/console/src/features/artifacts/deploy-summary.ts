import type { NotifyOptions } from '@arca/ui';

/** How one file of a deploy ended. */
export type DeployOutcome =
  | { name: string; kind: 'deployed' }
  | { name: string; kind: 'cancelled' }
  | { name: string; kind: 'failed'; message: string };

const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`;

/**
 * The notification after a deploy: success when every file that was not cancelled arrived, else
 * an error naming what failed with the server's own message; nothing when all was cancelled.
 */
export function deploySummary(outcomes: readonly DeployOutcome[], target: string): NotifyOptions | undefined {
  const deployed = outcomes.filter((outcome) => outcome.kind === 'deployed').length;
  const cancelled = outcomes.filter((outcome) => outcome.kind === 'cancelled').length;
  const failed = outcomes.flatMap((outcome) => (outcome.kind === 'failed' ? [outcome] : []));
  const cancelNote = cancelled > 0 ? `${files(cancelled)} cancelled.` : undefined;
  const [first] = failed;
  if (first !== undefined) {
    const messages = [...new Set(failed.map((outcome) => outcome.message))];
    return {
      type: 'error',
      title:
        failed.length === 1
          ? `Could not deploy ${first.name}`
          : `Could not deploy ${failed.length} of ${files(outcomes.length)}`,
      description: messages.join(' '),
    };
  }
  if (deployed === 0) return undefined;
  return { type: 'success', title: `Deployed ${files(deployed)} to ${target}`, description: cancelNote };
}

/** Runs tasks with at most `limit` at a time, keeping their order in the results. */
export async function runLimited<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < tasks.length; index = next++) {
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
