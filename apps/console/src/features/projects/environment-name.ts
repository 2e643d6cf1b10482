import { DEFAULT_ENVIRONMENTS, ENVIRONMENT_NAME_PATTERN, serverMessages } from '@arca/contract';

/** A project's own environments carry its key as a prefix; the server refuses any other name. */
export function environmentPrefix(projectKey: string): string {
  return `${projectKey}-`;
}

/**
 * Whether an environment belongs to the project rather than to the whole platform. The list mixes
 * both, and only the project's own may be deleted here.
 */
export function isProjectEnvironment(name: string, projectKey: string): boolean {
  const global: readonly string[] = DEFAULT_ENVIRONMENTS;
  return !global.includes(name) && name.startsWith(environmentPrefix(projectKey));
}

/** What is wrong with a new project environment's name, or undefined. */
export function environmentNameProblem(name: string, projectKey: string): string | undefined {
  const prefix = environmentPrefix(projectKey);
  if (!name.startsWith(prefix) || name.length === prefix.length) {
    return `The name must start with '${prefix}' followed by more characters`;
  }
  if (!new RegExp(ENVIRONMENT_NAME_PATTERN).test(name)) {
    return serverMessages.environmentNameInvalid;
  }
  return undefined;
}
