import type { BuildInfo } from '@arca/contract';
import type { Item, ItemChangesService, ItemsRepository } from '../storage/index.ts';

/**
 * Storage's services as promotion and retention use them: its own moves, copies, deletes and
 * properties, so its rules, permissions, audit lines and events hold for a run's files too.
 */
export interface BuildFileStore {
  items: Pick<ItemsRepository, 'filesWithChecksum' | 'properties'>;
  changes: Pick<ItemChangesService, 'transfer' | 'setProperties' | 'delete'>;
}

type Checksums = { sha1?: unknown; sha256?: unknown; md5?: unknown };
type ModuleFiles = { artifacts?: Checksums[]; dependencies?: (Checksums & { scopes?: unknown })[] }[];

/** Which of a run's listed files to look for: its artifacts, its dependencies (of these scopes). */
export interface RunFileSelection {
  artifacts: boolean;
  dependencies: boolean;
  scopes?: readonly string[];
}

const ALGORITHMS = ['sha1', 'sha256', 'md5'] as const;
type Checksum = { algorithm: (typeof ALGORITHMS)[number]; value: string };

function checksumOf(entry: Checksums): Checksum | undefined {
  for (const algorithm of ALGORITHMS) {
    const value = entry[algorithm];
    if (typeof value === 'string' && /^[0-9a-f]{32,64}$/.test(value)) return { algorithm, value };
  }
  return undefined;
}

function inScopes(dependency: { scopes?: unknown }, scopes: readonly string[] | undefined): boolean {
  if (!scopes || scopes.length === 0) return true;
  return Array.isArray(dependency.scopes) && dependency.scopes.some((scope) => scopes.includes(String(scope)));
}

/** The checksums of the files a run's modules list, as the selection asks. */
export function listedChecksums(info: BuildInfo, selection: RunFileSelection): Checksum[] {
  const modules = Array.isArray(info.modules) ? (info.modules as ModuleFiles) : [];
  const entries = modules.flatMap((module) => [
    ...(selection.artifacts ? (module.artifacts ?? []) : []),
    ...(selection.dependencies ? (module.dependencies ?? []).filter((dep) => inScopes(dep, selection.scopes)) : []),
  ]);
  const found = new Map<string, Checksum>();
  for (const entry of entries) {
    const checksum = checksumOf(entry);
    if (checksum) found.set(checksum.value, checksum);
  }
  return [...found.values()];
}

/**
 * The stored files a run lists, found by checksum as Artifactory finds them (the build knows its
 * files by checksum, not by place). Among the files with one checksum, those the run tagged with
 * `build.name` and `build.number` are chosen when there are any; `taggedOnly` takes no others.
 */
export async function filesOfRun(
  store: BuildFileStore,
  run: { name: string; number: string },
  checksums: readonly Checksum[],
  options: { repoKey?: string; taggedOnly?: boolean } = {},
): Promise<Item[]> {
  const chosen = new Map<number, Item>();
  for (const { algorithm, value } of checksums) {
    const candidates = await store.items.filesWithChecksum(
      algorithm,
      value,
      options.repoKey === undefined ? undefined : [options.repoKey],
    );
    const properties = await store.items.properties(candidates.map((item) => item.id));
    const tagged = candidates.filter((item) => {
      const held = properties.get(item.id);
      return held?.get('build.name')?.includes(run.name) && held.get('build.number')?.includes(run.number);
    });
    for (const item of tagged.length > 0 || options.taggedOnly ? tagged : candidates) chosen.set(item.id, item);
  }
  return [...chosen.values()];
}
