import type { PackageIndex } from '../packages/package-index.ts';
import type { Item } from '../storage/index.ts';
import type { FormatStorage } from './format-storage.ts';

/**
 * Removes a stored file and what the index held of it: a deploy that cannot stand (its version
 * could not be recorded, its pom contradicts its path) leaves nothing behind.
 */
export async function forgetFile(
  storage: Pick<FormatStorage, 'changes'>,
  index: PackageIndex,
  item: Item,
): Promise<void> {
  await storage.changes.removeItems([item]);
  await index.prune();
}
