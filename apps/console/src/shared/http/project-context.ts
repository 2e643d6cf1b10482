import { create } from 'zustand';
import type { QueryValue } from './client.ts';

/** A project the console can work in (shell.md §3, "Project context"). */
export interface ProjectContext {
  projectKey: string;
  displayName: string;
}

/** The default entry: every project at once. */
export const ALL_PROJECTS: ProjectContext = { projectKey: 'default', displayName: 'All' };

/** The default key and an empty key both mean All (shell.md §3). */
export function isAllProjects(project: ProjectContext): boolean {
  return project.projectKey === '' || project.projectKey === ALL_PROJECTS.projectKey;
}

interface ProjectContextState {
  project: ProjectContext;
  selectProject: (project: ProjectContext) => void;
}

/**
 * The selected project. Only the request layer reads it so far; the project selector that sets it
 * comes with its own feature. It sits in shared/ because every request needs it (R6.01).
 */
export const useProjectContext = create<ProjectContextState>()((set) => ({
  project: ALL_PROJECTS,
  selectProject: (project) => set({ project }),
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
