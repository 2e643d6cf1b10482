/** Ant-style path patterns, as permission targets and repositories use them. */

function escapeRegExp(text: string): string {
  return text.replace(/[.+^${}()|[\]\\]/g, '\\$&');
}

/** Ant-style patterns: `**` any number of folders, `*` anything within a name, `?` one character. */
export function patternToRegExp(pattern: string): RegExp {
  const trimmed = pattern.trim().replace(/^\/+/, '');
  let source = '';
  for (let i = 0; i < trimmed.length; i++) {
    const rest = trimmed.slice(i);
    if (rest.startsWith('**/')) {
      source += '(?:.*/)?';
      i += 2;
    } else if (rest === '**' || rest.startsWith('**')) {
      // A trailing '/**' also matches the folder itself.
      if (source.endsWith('/')) source = `${source.slice(0, -1)}(?:/.*)?`;
      else source += '.*';
      i += 1;
    } else if (rest.startsWith('*')) {
      source += '[^/]*';
    } else if (rest.startsWith('?')) {
      source += '[^/]';
    } else {
      source += escapeRegExp(rest.charAt(0));
    }
  }
  return new RegExp(`^${source}$`);
}

/**
 * Compiled patterns, by text: every request that is authorised matches the same few permission and
 * repository patterns again. Bounded, in case patterns come from requests.
 */
const compiled = new Map<string, RegExp>();
const COMPILED_LIMIT = 1000;

export function matchesPattern(pattern: string, path: string): boolean {
  let regExp = compiled.get(pattern);
  if (!regExp) {
    if (compiled.size >= COMPILED_LIMIT) compiled.clear();
    regExp = patternToRegExp(pattern);
    compiled.set(pattern, regExp);
  }
  return regExp.test(path.replace(/^\/+/, ''));
}

/** A comma-separated pattern list (a repository's includes or excludes). */
export function splitPatterns(patterns: string | undefined): string[] {
  return (patterns ?? '')
    .split(',')
    .map((pattern) => pattern.trim())
    .filter(Boolean);
}
