import {
  findPackageType,
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

/**
 * The package types a repository of this kind can be created with (R12.01): never the always
 * hidden ones, nor the types that have no repositories at all.
 */
export function creatablePackageTypes(kind: RepositoryClass): PackageTypeDefinition[] {
  return packageTypes.filter(
    (type) => type.kinds.length > 0 && type.kinds.includes(kind) && type.availability.alwaysHidden !== true,
  );
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
