/** R25.140 (admin-and-widgets.md §2): the dropdown's placeholder. */
export const ENVIRONMENT_PLACEHOLDER = 'Select Environment';

/** Option value standing for the placeholder; no environment can be named with an empty string. */
export const PLACEHOLDER_OPTION_VALUE = '';

/** Adds or removes one environment, keeping the order the environments are listed in. */
export function toggleEnvironment(
  environments: readonly string[],
  value: readonly string[],
  environment: string,
): string[] {
  const chosen = new Set(value);
  if (chosen.has(environment)) chosen.delete(environment);
  else chosen.add(environment);
  return environments.filter((name) => chosen.has(name));
}

/** R25.141: picking the placeholder option (when offered) empties the selection. */
export function nextDropdownValue(picked: readonly string[], placeholderClears: boolean): string[] {
  if (placeholderClears && picked.includes(PLACEHOLDER_OPTION_VALUE)) return [];
  return picked.filter((name) => name !== PLACEHOLDER_OPTION_VALUE);
}
