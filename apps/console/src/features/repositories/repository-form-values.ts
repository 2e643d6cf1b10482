import type { RepositoryClass, RepositoryConfig } from '@arca/contract';
import { DEFAULT_INCLUDE_PATTERN } from '@arca/ui';

/**
 * What the repository editor holds. Optional choices are '' when unset; the password is
 * write-only, so on edit an empty one keeps the stored password.
 */
export interface RepositoryFormValues {
  key: string;
  description: string;
  notes: string;
  /** Comma-separated, as the config stores them. */
  includesPattern: string;
  excludesPattern: string;
  /** Generic local repositories: the files that are package versions. */
  leadFilePattern: string;
  projectKey: string;
  url: string;
  username: string;
  password: string;
  offline: boolean;
  hardFail: boolean;
  retrievalCachePeriodSecs: number | null;
  /** Virtual members, in resolution order. */
  repositories: string[];
  defaultDeploymentRepo: string;
}

export const emptyRepositoryForm: RepositoryFormValues = {
  key: '',
  description: '',
  notes: '',
  includesPattern: DEFAULT_INCLUDE_PATTERN,
  excludesPattern: '',
  leadFilePattern: '',
  projectKey: '',
  url: '',
  username: '',
  password: '',
  offline: false,
  hardFail: false,
  retrievalCachePeriodSecs: null,
  repositories: [],
  defaultDeploymentRepo: '',
};

export function repositoryFormValues(config: RepositoryConfig): RepositoryFormValues {
  return {
    ...emptyRepositoryForm,
    key: config.key,
    description: config.description ?? '',
    notes: config.notes ?? '',
    includesPattern: config.includesPattern ?? '',
    excludesPattern: config.excludesPattern ?? '',
    leadFilePattern: config.leadFilePattern ?? '',
    projectKey: config.projectKey ?? '',
    url: config.url ?? '',
    username: config.username ?? '',
    offline: config.offline ?? false,
    hardFail: config.hardFail ?? false,
    retrievalCachePeriodSecs: config.retrievalCachePeriodSecs ?? null,
    repositories: [...(config.repositories ?? [])],
    defaultDeploymentRepo: config.defaultDeploymentRepo ?? '',
  };
}

/** The fields every kind has, trimmed; unset ones left out so the server's defaults apply. */
function commonFields(values: RepositoryFormValues): Partial<RepositoryConfig> {
  const fields: Partial<RepositoryConfig> = {};
  for (const name of [
    'description',
    'notes',
    'includesPattern',
    'excludesPattern',
    'leadFilePattern',
    'projectKey',
  ] as const) {
    const value = values[name].trim();
    if (value !== '') fields[name] = value;
  }
  return fields;
}

function remoteFields(values: RepositoryFormValues): Partial<RepositoryConfig> {
  return {
    url: values.url.trim(),
    ...(values.username.trim() === '' ? {} : { username: values.username.trim() }),
    ...(values.password === '' ? {} : { password: values.password }),
    offline: values.offline,
    hardFail: values.hardFail,
    ...(values.retrievalCachePeriodSecs === null ? {} : { retrievalCachePeriodSecs: values.retrievalCachePeriodSecs }),
  };
}

function virtualFields(values: RepositoryFormValues): Partial<RepositoryConfig> {
  return {
    repositories: values.repositories,
    ...(values.defaultDeploymentRepo === '' ? {} : { defaultDeploymentRepo: values.defaultDeploymentRepo }),
  };
}

/** The body of `PUT /api/repositories/{key}`: the kind and the catalogue's package type value. */
export function newRepositoryConfig(
  kind: RepositoryClass,
  packageType: string,
  values: RepositoryFormValues,
): RepositoryConfig {
  return {
    key: values.key.trim(),
    rclass: kind,
    packageType,
    ...commonFields(values),
    ...(kind === 'remote' ? remoteFields(values) : {}),
    ...(kind === 'virtual' ? virtualFields(values) : {}),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

const textFields = [
  'description',
  'notes',
  'includesPattern',
  'excludesPattern',
  'leadFilePattern',
  'projectKey',
  'url',
  'username',
  'defaultDeploymentRepo',
] as const;

/**
 * Only the fields that differ from the repository as loaded (the body of `POST`), so a save never
 * overwrites what it did not touch. Member order counts: it is the resolution order.
 */
export function repositoryChanges(
  initial: RepositoryFormValues,
  current: Partial<RepositoryFormValues>,
): Partial<RepositoryConfig> {
  const changes: Partial<RepositoryConfig> = {};
  for (const name of textFields) {
    const value = current[name]?.trim();
    if (value !== undefined && value !== initial[name]) changes[name] = value;
  }
  if (current.password) changes.password = current.password;
  for (const name of ['offline', 'hardFail'] as const) {
    const value = current[name];
    if (value !== undefined && value !== initial[name]) changes[name] = value;
  }
  const period = current.retrievalCachePeriodSecs;
  if (typeof period === 'number' && period !== initial.retrievalCachePeriodSecs) {
    changes.retrievalCachePeriodSecs = period;
  }
  if (current.repositories !== undefined && !sameList(current.repositories, initial.repositories)) {
    changes.repositories = current.repositories;
  }
  return changes;
}

/** Whether a new-repository form holds anything worth asking about before leaving. */
export function hasNewRepositoryInput(current: Partial<RepositoryFormValues>): boolean {
  return Object.keys(repositoryChanges(emptyRepositoryForm, current)).length > 0 || Boolean(current.key?.trim());
}
