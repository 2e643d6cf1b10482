/** The search screens' keys. */
export const searchKeys = {
  all: ['search'] as const,
  artifacts: (path: string | undefined, query: Readonly<Record<string, string>> | undefined) =>
    [...searchKeys.all, 'artifacts', path, query] as const,
  repoData: () => [...searchKeys.all, 'repodata'] as const,
  availablePackages: () => [...searchKeys.all, 'availablePackages'] as const,
};
