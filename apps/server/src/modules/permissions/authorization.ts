import {
  ANY_REPOSITORY_TARGETS,
  type Permission,
  type PermissionAction,
  type PermissionResource,
  type PermissionResourceType,
  type PermissionTarget,
  permissionActions,
} from '@arca/contract';
import { matchesPattern } from '../../lib/ant-pattern.ts';

export type RepositoryKind = 'local' | 'remote' | 'virtual' | 'federated';

/** Who asks: a user (or the anonymous user) with their groups. */
export interface Principal {
  /** Undefined for a groups-scoped token, which acts through its groups alone. */
  userName: string | undefined;
  groups: readonly string[];
  /** An administrator, or a member of a group with admin privileges: allowed everything. */
  admin: boolean;
}

/** What is asked about: a path in a repository (or in a build or bundle repository). */
export interface Resource {
  type: PermissionResourceType;
  repoKey: string;
  /** Needed for ANY / ANY LOCAL / ANY REMOTE / ANY FEDERATED; unknown repositories match only by key. */
  repoKind?: RepositoryKind | undefined;
  /** Relative to the repository root, without a leading slash; '' is the root. */
  path: string;
}

/**
 * Actions that come with a stronger one, as the platform's permission screens tick them: managing
 * includes deleting, deleting includes deploying, deploying includes annotating, and everything
 * includes reading.
 */
const IMPLIED: Record<PermissionAction, readonly PermissionAction[]> = {
  MANAGE: ['DELETE', 'WRITE', 'ANNOTATE', 'READ'],
  DELETE: ['WRITE', 'ANNOTATE', 'READ'],
  WRITE: ['ANNOTATE', 'READ'],
  ANNOTATE: ['READ'],
  DISTRIBUTE: ['READ'],
  SCAN: ['READ'],
  READ: [],
};

const DEFAULT_INCLUDE = '**';

/** ANY → every kind, ANY LOCAL → local, and so on. */
const ANY_KINDS = new Map<string, readonly string[]>(Object.entries(ANY_REPOSITORY_TARGETS));

/**
 * Whether a target key names the repository, by its key or by its kind (ANY, ANY LOCAL …). A
 * repository whose kind is unknown is reached only by its key.
 */
export function targetReachesRepository(
  targetKey: string,
  repoKey: string,
  repoKind: RepositoryKind | undefined,
): boolean {
  const anyKinds = ANY_KINDS.get(targetKey);
  if (anyKinds === undefined) return targetKey === repoKey;
  return repoKind !== undefined && anyKinds.includes(repoKind);
}

export function withImpliedActions(actions: Iterable<PermissionAction>): Set<PermissionAction> {
  const all = new Set<PermissionAction>();
  for (const action of actions) {
    all.add(action);
    for (const implied of IMPLIED[action]) all.add(implied);
  }
  return all;
}

/** What one permission section grants the principal, by their user name or their groups. */
function principalActions(section: PermissionResource, principal: Principal): PermissionAction[] {
  const userName = principal.userName?.toLowerCase();
  const groups = new Set(principal.groups.map((group) => group.toLowerCase()));
  const granted: PermissionAction[] = [];
  for (const [name, actions] of Object.entries(section.actions.users ?? {})) {
    if (name.toLowerCase() === userName) granted.push(...actions);
  }
  for (const [name, actions] of Object.entries(section.actions.groups ?? {})) {
    if (groups.has(name.toLowerCase())) granted.push(...actions);
  }
  return granted;
}

/**
 * The actions a principal is granted on a resource by any of the permissions. Every request asks
 * this, mostly of the same few principals and repositories: what each permission grants a
 * principal in a repository is worked out once per permissions snapshot (`grantsIn`), leaving
 * only the path rules to match per request. The set is shared: callers must not change it.
 */
export function grantedActions(
  permissions: readonly Permission[],
  principal: Principal,
  resource: Resource,
): ReadonlySet<PermissionAction> {
  if (principal.admin) return ALL_ACTIONS;
  const grants = grantsIn(permissions, principal, resource.type, resource.repoKey, resource.repoKind);
  if (grants.constant) return grants.constant;
  const granted = [...grants.everywhere];
  for (const rule of grants.ruled) if (pathRuleLets(rule, resource.path)) granted.push(...rule.actions);
  return withImpliedActions(granted);
}

const ALL_ACTIONS: ReadonlySet<PermissionAction> = new Set(permissionActions);

/** What a principal is granted in one repository (of one resource type) by one permissions snapshot. */
interface RepositoryGrants {
  /** Granted by sections with a target that lets every path in. */
  everywhere: readonly PermissionAction[];
  /** Granted by sections whose targets let some paths in: where one of the rules lets the path in. */
  ruled: readonly (PathRule & { actions: readonly PermissionAction[] })[];
  /** With no path rules to match, the answer for every path. */
  constant: ReadonlySet<PermissionAction> | undefined;
}

/** Snapshots are replaced, never changed, when permissions change: a new one starts empty. */
const grantsBySnapshot = new WeakMap<readonly Permission[], Map<string, RepositoryGrants>>();

/** Principals × repositories one snapshot remembers; past it, it starts over. */
const GRANTS_KEPT = 10_000;

function grantsIn(
  permissions: readonly Permission[],
  principal: Principal,
  type: PermissionResourceType,
  repoKey: string,
  repoKind: RepositoryKind | undefined,
): RepositoryGrants {
  let byKey = grantsBySnapshot.get(permissions);
  if (!byKey) {
    byKey = new Map();
    grantsBySnapshot.set(permissions, byKey);
  }
  const key = `${type}\n${repoKey}\n${repoKind}\n${principal.userName ?? ''}\n${principal.groups.join('\n')}`;
  let grants = byKey.get(key);
  if (!grants) {
    if (byKey.size >= GRANTS_KEPT) byKey.clear();
    grants = repositoryGrants(permissions, principal, type, repoKey, repoKind);
    byKey.set(key, grants);
  }
  return grants;
}

function repositoryGrants(
  permissions: readonly Permission[],
  principal: Principal,
  type: PermissionResourceType,
  repoKey: string,
  repoKind: RepositoryKind | undefined,
) {
  const everywhere: PermissionAction[] = [];
  const ruled: RepositoryGrants['ruled'][number][] = [];
  for (const permission of permissions) {
    const section = permission.resources[type];
    if (!section) continue;
    const actions = principalActions(section, principal);
    if (actions.length === 0) continue;
    const targets = Object.entries(section.targets)
      .filter(([key]) => targetReachesRepository(key, repoKey, repoKind))
      .map(([, target]) => target);
    if (targets.some(coversEverything)) everywhere.push(...actions);
    else for (const target of targets) ruled.push({ ...pathRuleOf(target), actions });
  }
  return { everywhere, ruled, constant: ruled.length === 0 ? withImpliedActions(everywhere) : undefined };
}

/** A target that lets every path in: `**` (or nothing) included, nothing excluded. */
function coversEverything(target: PermissionTarget): boolean {
  const includes = target.include_patterns;
  const everything = includes.length === 0 || includes.some((pattern) => pattern.trim() === DEFAULT_INCLUDE);
  return everything && target.exclude_patterns.length === 0;
}

function pathRuleOf(target: PermissionTarget): PathRule {
  return {
    includes: target.include_patterns.length > 0 ? target.include_patterns : [DEFAULT_INCLUDE],
    excludes: target.exclude_patterns,
  };
}

/** Whether a rule lets this path in: one of its include patterns matches it and none of its excludes. */
function pathRuleLets(rule: PathRule, path: string): boolean {
  return (
    rule.includes.some((pattern) => matchesPattern(pattern, path)) &&
    !rule.excludes.some((pattern) => matchesPattern(pattern, path))
  );
}

/** Paths of a repository one target lets read: those an include pattern matches and no exclude pattern does. */
export interface PathRule {
  includes: readonly string[];
  excludes: readonly string[];
}

/** Where a principal may read in one repository: all of it, or the paths one of the rules covers. */
export type RepositoryReach = 'whole' | readonly PathRule[];

/**
 * Where a principal may read artifacts: each repository they may read something in, wholly or
 * under path rules. A repository that is absent may not be read at all. Path rules give the same
 * answer as `isAllowed(…, 'READ', …)` for every path; they let a caller filter many items at once,
 * in SQL or in memory, and keep the repositories read wholly on their fast path.
 */
export type ReadScope = ReadonlyMap<string, RepositoryReach>;

export function readScope(
  permissions: readonly Permission[],
  principal: Principal,
  repositories: readonly { key: string; rclass: RepositoryKind }[],
): ReadScope {
  const scope = new Map<string, RepositoryReach>();
  for (const repository of repositories) {
    if (principal.admin) {
      scope.set(repository.key, 'whole');
      continue;
    }
    // Every action includes reading, so any grant lets its targets be read.
    const grants = grantsIn(permissions, principal, 'artifact', repository.key, repository.rclass);
    if (grants.everywhere.length > 0) scope.set(repository.key, 'whole');
    else if (grants.ruled.length > 0) scope.set(repository.key, grants.ruled);
  }
  return scope;
}

/** Whether a reach lets this path (relative to the repository root, '' for the root) be read. */
export function reachCovers(reach: RepositoryReach | undefined, path: string): boolean {
  if (reach === undefined) return false;
  if (reach === 'whole') return true;
  return reach.some((rule) => pathRuleLets(rule, path));
}

/** The scope over these repositories only. */
export function scopeOver(scope: ReadScope, repoKeys: Iterable<string>): ReadScope {
  const narrowed = new Map<string, RepositoryReach>();
  for (const key of repoKeys) {
    const reach = scope.get(key);
    if (reach !== undefined) narrowed.set(key, reach);
  }
  return narrowed;
}

/** Whether every repository of the scope is read wholly: then the repository keys alone say what is readable. */
export function readsWholly(scope: ReadScope): boolean {
  for (const reach of scope.values()) if (reach !== 'whole') return false;
  return true;
}

/**
 * The repositories in which the principal may read something: a permission reaches the
 * repository (by key or kind) and grants them READ or more. A grant on part of a repository is
 * enough to see the repository; what is in it is filtered by `readScope`.
 */
export function readableRepositories(
  permissions: readonly Permission[],
  principal: Principal,
  repositories: readonly { key: string; rclass: RepositoryKind }[],
): Set<string> {
  return new Set(readScope(permissions, principal, repositories).keys());
}

export function isAllowed(
  permissions: readonly Permission[],
  principal: Principal,
  action: PermissionAction,
  resource: Resource,
): boolean {
  return grantedActions(permissions, principal, resource).has(action);
}
