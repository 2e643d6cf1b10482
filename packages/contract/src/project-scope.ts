/**
 * The selected project's parameters the console adds to every request (shell.md §6, R6.01): the
 * lists and searches the console shows narrow to that project's repositories and what they hold.
 */
export interface ProjectScopeQuery {
  projectKey?: string;
  context?: string;
}

/** The `context` the console sends beside a selected project's key. */
export const PROJECT_CONTEXT = 'project';

/** The key of the All entry (shell.md §3); it and an empty key scope nothing. */
export const ALL_PROJECTS_KEY = 'default';

export const projectScopeProperties = {
  projectKey: { type: 'string', maxLength: 64 },
  context: { type: 'string', maxLength: 64 },
} as const;

export const projectScopeQuery = { type: 'object', properties: projectScopeProperties } as const;

/** The project a request is scoped to, or undefined in the All context (no key, an empty one, or 'default'). */
export function selectedProjectKey(query: ProjectScopeQuery | undefined): string | undefined {
  const key = query?.projectKey?.trim();
  return key && key !== ALL_PROJECTS_KEY ? key : undefined;
}
