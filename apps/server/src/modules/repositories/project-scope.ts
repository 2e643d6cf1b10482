import { type ProjectScopeQuery, selectedProjectKey } from '@arca/contract';

/** What the scope reads of a repository: its key and the project it is assigned to ('' for none). */
interface Assigned {
  key: string;
  projectKey: string;
}

/**
 * The repositories of the console's selected project (shell.md §6, R6.01), or all of them in the
 * All context. A project that does not exist, or that the caller has no part in, holds nothing the
 * caller may read, so what they see narrows to nothing and never says whether the project exists.
 */
export function inSelectedProject<T extends Assigned>(repositories: readonly T[], query: ProjectScopeQuery): T[] {
  const project = selectedProjectKey(query);
  return project === undefined ? [...repositories] : repositories.filter((r) => r.projectKey === project);
}

/**
 * The repository keys a search looks in: those the caller asked for (undefined: every one), narrowed
 * to the selected project's repositories when a project is selected.
 */
export function searchedInProject(
  repositories: readonly Assigned[],
  query: ProjectScopeQuery,
  asked: readonly string[] | undefined,
): string[] | undefined {
  if (selectedProjectKey(query) === undefined) return asked && [...asked];
  const keys = inSelectedProject(repositories, query).map((repository) => repository.key);
  return asked === undefined ? keys : keys.filter((key) => asked.includes(key));
}
