import type { ArtifactActions } from '@arca/contract';

/** The tabs of the selected node; each name is its URL segment (`/repos/tree/{Tab}/…`). */
export const artifactTabs = [
  'General',
  'Properties',
  'Builds',
  'Pipelines',
  'Xray',
  'Distribution',
  'EffectivePermission',
] as const;
export type ArtifactTab = (typeof artifactTabs)[number];

export const DEFAULT_ARTIFACT_TAB: ArtifactTab = 'General';

export const artifactTabLabels: Record<ArtifactTab, string> = {
  General: 'General',
  Properties: 'Properties',
  Builds: 'Builds',
  Pipelines: 'Pipelines',
  // R10.09's wording: without a scanner, its tab is 'Security'.
  Xray: 'Security',
  Distribution: 'Distribution',
  EffectivePermission: 'Effective Permissions',
};

/**
 * Tabs a companion service would fill. Arca keeps neither scans nor distribution records, so each is
 * offered only while its teaser shows (R16.02): the artifacts teaser and the distribution tab teaser.
 */
export const teaserTabs = { Xray: 'artifacts', Distribution: 'distributionTab' } as const;
export type TeaserTab = keyof typeof teaserTabs;

export function isTeaserTab(tab: ArtifactTab): tab is TeaserTab {
  return tab in teaserTabs;
}

export type ArtifactKind = 'repository' | 'folder' | 'file';

/** A place in the storage: a repository and a path inside it ('' for the repository itself). */
export interface ArtifactLocation {
  repoKey: string;
  path: string;
}

export function parseArtifactTab(value: string | undefined): ArtifactTab | undefined {
  return artifactTabs.find((tab) => tab === value);
}

/** The route's splat, already decoded by the router: the repository key, then the path. */
export function parseArtifactLocation(splat: string | undefined): ArtifactLocation | undefined {
  const [repoKey, ...segments] = (splat ?? '').split('/').filter((segment) => segment !== '');
  return repoKey === undefined ? undefined : { repoKey, path: segments.join('/') };
}

/**
 * A tree node's id. A repository key never holds a slash, so `repo` and `repo/a/b` cannot clash,
 * and the id alone gives the location back.
 */
export function nodeIdOf({ repoKey, path }: ArtifactLocation): string {
  return path === '' ? repoKey : `${repoKey}/${path}`;
}

export function locationOfNodeId(id: string): ArtifactLocation {
  const slash = id.indexOf('/');
  return slash < 0 ? { repoKey: id, path: '' } : { repoKey: id.slice(0, slash), path: id.slice(slash + 1) };
}

export function sameLocation(a: ArtifactLocation | undefined, b: ArtifactLocation | undefined): boolean {
  return a?.repoKey === b?.repoKey && a?.path === b?.path;
}

/** The folder holding a location; a repository has none. */
export function parentLocation({ repoKey, path }: ArtifactLocation): ArtifactLocation | undefined {
  if (path === '') return undefined;
  const slash = path.lastIndexOf('/');
  return { repoKey, path: slash < 0 ? '' : path.slice(0, slash) };
}

/** The repository, then every folder down to the location's parent. */
export function ancestorsOf(location: ArtifactLocation): ArtifactLocation[] {
  const chain: ArtifactLocation[] = [];
  for (let parent = parentLocation(location); parent !== undefined; parent = parentLocation(parent)) {
    chain.unshift(parent);
  }
  return chain;
}

export function childLocation({ repoKey, path }: ArtifactLocation, name: string): ArtifactLocation {
  return { repoKey, path: path === '' ? name : `${path}/${name}` };
}

/** What the node is called: its last path segment, or the repository key. */
export function nameOf({ repoKey, path }: ArtifactLocation): string {
  return path === '' ? repoKey : path.slice(path.lastIndexOf('/') + 1);
}

/** `repo/a/b`, as people read a location. */
export function displayPath(location: ArtifactLocation): string {
  return nodeIdOf(location);
}

/**
 * Builds and pipelines belong to files, and so do the teaser tabs, when their teasers show; effective
 * permissions need the right to manage the repository.
 */
export function availableTabs(
  kind: ArtifactKind,
  actions: ArtifactActions | undefined,
  teased: ReadonlySet<TeaserTab> = new Set(),
): ArtifactTab[] {
  return artifactTabs.filter((tab) => {
    if (tab === 'Builds' || tab === 'Pipelines') return kind === 'file';
    if (isTeaserTab(tab)) return kind === 'file' && teased.has(tab);
    if (tab === 'EffectivePermission') return actions?.manage === true;
    return true;
  });
}

/** Where files dropped on a node go: into it, or beside it when it is a file. */
export function deployTarget(location: ArtifactLocation, kind: ArtifactKind): ArtifactLocation {
  return kind === 'file' ? (parentLocation(location) ?? location) : location;
}
