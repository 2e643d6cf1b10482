/**
 * A set names its properties as `key=v1,v2` (and several as `k1=v;k2=v`), so a key cannot hold
 * those separators, and a value cannot hold ',' or ';'.
 */
const KEY_SEPARATORS = /[=,;|\s]/;

/** Why a key cannot be saved, or undefined when it can. */
export function propertyKeyProblem(key: string): string | undefined {
  if (key.trim() === '') return 'Enter a key';
  if (KEY_SEPARATORS.test(key.trim())) return 'A key cannot hold spaces or any of = , ; |';
  return undefined;
}

/** 'a, b,,c ' → ['a', 'b', 'c']; nothing typed is one empty value, as `key=` sets it. */
export function parsePropertyValues(input: string): string[] {
  const values = input
    .split(/[,;]/)
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return values.length === 0 ? [''] : [...new Set(values)];
}
