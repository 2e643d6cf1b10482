import { create } from 'zustand';
import type { QueryValue } from './client.ts';

/** A project the console can work in (shell.md §3, "Project context", R13.36). */
export interface ProjectContext {
  /** The project's name as the server keeps it (its display_name); All for the default entry. */
  name: string;
  projectKey: string;
  /** What the header shows for it. */
  displayName: string;
}

/** The default entry: every project at once. */
export const ALL_PROJECTS: ProjectContext = { name: 'All', projectKey: 'default', displayName: 'All' };

/** The default key and an empty key both mean All (shell.md §3). */
export function isAllProjects(project: ProjectContext): boolean {
  return project.projectKey === '' || project.projectKey === ALL_PROJECTS.projectKey;
}

/**
 * Where a user's choice is remembered: one entry per user name, so two people who share a browser
 * each find their own project, and a logout leaves nothing for the next user to read.
 */
export const PROJECT_STORAGE_PREFIX = 'arca.project.';

export function projectStorageKey(userName: string): string {
  return `${PROJECT_STORAGE_PREFIX}${userName}`;
}

/** The part of Web Storage the choice needs, so the functions below run against any store. */
export type ProjectStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The remembered project key of a user; null when there is none or storage is blocked. */
export function readStoredProjectKey(storage: ProjectStorage | undefined, userName: string): string | null {
  try {
    return storage?.getItem(projectStorageKey(userName)) ?? null;
  } catch {
    // Storage can be blocked (privacy mode): the user starts in All.
    return null;
  }
}

/** Remembers a choice; All is the starting point anyway, so choosing it forgets the entry. */
export function storeProjectKey(storage: ProjectStorage | undefined, userName: string, project: ProjectContext): void {
  try {
    if (isAllProjects(project)) storage?.removeItem(projectStorageKey(userName));
    else storage?.setItem(projectStorageKey(userName), project.projectKey);
  } catch {
    // A blocked or full storage costs only the memory of the choice, never the choice itself.
  }
}

/**
 * The project a remembered key stands for among those the user may pick. A key that is missing,
 * means All, or names a project the user no longer has, gives All.
 */
export function resolveStoredProject(storedKey: string | null, projects: readonly ProjectContext[]): ProjectContext {
  if (storedKey === null || isAllProjects({ name: '', projectKey: storedKey, displayName: '' })) return ALL_PROJECTS;
  return projects.find((project) => project.projectKey === storedKey) ?? ALL_PROJECTS;
}

/** Whether two entries scope requests alike: the same key, or both All. */
function sameProject(a: ProjectContext, b: ProjectContext): boolean {
  return isAllProjects(a) ? isAllProjects(b) : a.projectKey === b.projectKey;
}

function browserStorage(): ProjectStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

interface ProjectContextState {
  project: ProjectContext;
  /** Whose choice the store holds; null while nobody is logged in, and then nothing is remembered. */
  userName: string | null;
  /** The user's pick: kept for the requests and remembered for this user. */
  selectProject: (project: ProjectContext) => void;
  /**
   * Takes up the remembered choice of `userName` among `projects` (for the user already held, their
   * current pick), or All when that project is no longer offered; null (nobody logged in) returns
   * to All. Says whether the selected project changed.
   */
  restoreFor: (userName: string | null, projects: readonly ProjectContext[]) => boolean;
}

/**
 * The selected project. It sits in shared/ because every request reads it (R6.01); the header's
 * project selector sets it and restores it per user.
 */
export const useProjectContext = create<ProjectContextState>()((set, get) => ({
  project: ALL_PROJECTS,
  userName: null,
  selectProject: (project) => {
    const { userName } = get();
    if (userName !== null) storeProjectKey(browserStorage(), userName, project);
    set({ project });
  },
  restoreFor: (userName, projects) => {
    const { project, userName: holder } = get();
    let next = ALL_PROJECTS;
    if (userName !== null) {
      // The same user's list changed: their current pick stands if still offered, even where
      // storage is blocked and nothing was remembered.
      const wanted = userName === holder ? project.projectKey : readStoredProjectKey(browserStorage(), userName);
      next = resolveStoredProject(wanted, projects);
    }
    const changed = !sameProject(project, next);
    // A renamed project keeps its key: take the new display name without counting it a change.
    if (changed || project.displayName !== next.displayName || holder !== userName) {
      set({ project: next, userName });
    }
    return changed;
  },
}));

/**
 * R6.01: the query parameters that carry the selected project. The spec says every request adds
 * "the selected project and context" but names neither parameter; `projectKey=<key>` and
 * `context=project` are chosen here. In the All context nothing is added, so a request there is
 * the plain, unscoped call.
 */
export const PROJECT_KEY_QUERY = 'projectKey';
export const CONTEXT_QUERY = 'context';
export const PROJECT_CONTEXT_VALUE = 'project';

export function projectQuery(project: ProjectContext): Record<string, string> {
  if (isAllProjects(project)) return {};
  return { [PROJECT_KEY_QUERY]: project.projectKey, [CONTEXT_QUERY]: PROJECT_CONTEXT_VALUE };
}

/**
 * The caller's query over the project parameters: a value the caller gives wins, and an undefined
 * one leaves the project's value in place (undefined means "not given" throughout the client).
 */
export function withProjectQuery(
  query: Record<string, QueryValue> | undefined,
  project: ProjectContext = useProjectContext.getState().project,
): Record<string, QueryValue> {
  const merged: Record<string, QueryValue> = { ...projectQuery(project) };
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}
