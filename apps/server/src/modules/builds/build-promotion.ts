import type { BuildInfo, BuildPromotionRequest, MoveCopyResult } from '@arca/contract';
import type { Actor } from '../auth/actor.ts';
import { type BuildFileStore, filesOfRun, listedChecksums } from './build-files.ts';

type Messages = MoveCopyResult['messages'];

/**
 * Moves (or copies) the files a run lists to the same paths in `targetRepo`, through storage's
 * own move and copy, then sets `properties` on what arrived. With `failFast` every file is tried
 * dry first, so that a refused file ends the promotion before anything moved; without it each
 * failure becomes an ERROR message and the rest go on. The count is of the files promoted.
 */
export async function promoteFiles(
  store: BuildFileStore,
  actor: Actor,
  info: BuildInfo,
  request: BuildPromotionRequest & { targetRepo: string },
  mode: { dryRun: boolean; failFast: boolean },
): Promise<{ messages: Messages; count: number }> {
  const { targetRepo } = request;
  const checksums = listedChecksums(info, {
    artifacts: request.artifacts !== false,
    dependencies: request.dependencies === true,
    ...(request.scopes ? { scopes: request.scopes } : {}),
  });
  const found = await filesOfRun(store, info, checksums, {
    ...(request.sourceRepo ? { repoKey: request.sourceRepo } : {}),
  });
  const files = found.filter((item) => item.repoKey !== targetRepo);
  const properties = new Map(Object.entries(request.properties ?? {}));
  const promoteOne = async (item: (typeof files)[number], dry: boolean) => {
    const source = { repoKey: item.repoKey, path: item.fullPath };
    const target = { repoKey: targetRepo, path: item.fullPath, folder: false };
    const result = await store.changes.transfer(actor, request.copy ? 'copy' : 'move', source, target, dry);
    if (!dry && properties.size > 0) await store.changes.setProperties(actor, target, properties, false);
    return result.messages;
  };

  if (mode.failFast) for (const item of files) await promoteOne(item, true);
  const messages: Messages = [];
  let count = 0;
  for (const item of files) {
    try {
      messages.push(...(await promoteOne(item, mode.dryRun)));
      count += 1;
    } catch (error) {
      if (mode.failFast) throw error;
      messages.push({ level: 'ERROR', message: error instanceof Error ? error.message : String(error) });
    }
  }
  return { messages, count };
}
