import {
  API_LEVEL,
  availabilityOf,
  findPackageType,
  type InstanceFacts,
  type PackageTypeDefinition,
  packageTypes,
  type RepositoryClass,
  type RepositorySummary,
  repositoryClasses,
  repositoryKinds,
} from '@arca/contract';

/** The kind a route parameter names, or undefined for anything else. */
export function parseRepositoryClass(value: string | undefined): RepositoryClass | undefined {
  return repositoryClasses.find((kind) => kind === value);
}

/** The catalogue's name of a kind, e.g. 'Local'. */
export function kindText(kind: RepositoryClass): string {
  return repositoryKinds.find((definition) => definition.key === kind)?.text ?? kind;
}

/** An instance no edition or situation narrows, at the API level this console serves. */
export const THIS_INSTANCE: InstanceFacts = { flavours: new Set(), features: new Set(), version: API_LEVEL };

export interface CreatablePackageType {
  type: PackageTypeDefinition;
  /** Shown but not selectable (R12.31–R12.35). */
  disabled: boolean;
}

/**
 * The package types a repository of this kind can be created with (R12.01): the ones the
 * instance's availability (R12.31–R12.39) does not hide, and never the types that have no
 * repositories at all.
 */
export function creatablePackageTypes(
  kind: RepositoryClass,
  facts: InstanceFacts = THIS_INSTANCE,
): CreatablePackageType[] {
  return packageTypes.flatMap((type) => {
    if (!type.kinds.includes(kind)) return [];
    const verdict = availabilityOf(type.availability, facts);
    return verdict === 'hidden' ? [] : [{ type, disabled: verdict === 'disabled' }];
  });
}

/** Whether a package type's name or value contains the search text (any case). */
export function matchesPackageType(type: PackageTypeDefinition, search: string): boolean {
  const text = search.trim().toLowerCase();
  return text === '' || type.text.toLowerCase().includes(text) || type.value.toLowerCase().includes(text);
}

/** How a package type is shown; an unknown one as the server named it. */
export function packageTypeText(value: string): string {
  return findPackageType(value)?.text ?? value;
}

/** The kind of a listed repository; its `type` is upper case (LOCAL, REMOTE, …). */
export function summaryClass(summary: RepositorySummary): RepositoryClass | undefined {
  return parseRepositoryClass(summary.type.toLowerCase());
}
