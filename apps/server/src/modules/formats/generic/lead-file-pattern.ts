/**
 * A generic repository's lead-file pattern (`leadFilePattern` in its configuration): a path where
 * `[name]` and `[version]` stand for the package's name and version (the same text wherever one
 * repeats), `*` for any text within a folder and `**` for any folders, e.g.
 * `[name]/[version]/[name]-[version].zip`. A deployed file the pattern matches is a version.
 */
export function compileLeadFilePattern(
  pattern: string,
): ((path: string) => { name: string; version: string } | undefined) | undefined {
  const groups: string[] = [];
  let source = '';
  for (const token of pattern.replace(/^\/+/, '').match(/\[name\]|\[version\]|\*\*\/?|\*|[^[*]+|\[/g) ?? []) {
    if (token === '[name]' || token === '[version]') {
      const group = token.slice(1, -1);
      source += groups.includes(group) ? `\\k<${group}>` : `(?<${group}>[^/]+?)`;
      groups.push(group);
    } else if (token.startsWith('**')) source += token.endsWith('/') ? '(?:.*/)?' : '.*';
    else if (token === '*') source += '[^/]*';
    else source += token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  if (!groups.includes('name') || !groups.includes('version')) return undefined;
  const expression = new RegExp(`^${source}$`);
  return (path) => {
    const found = expression.exec(path)?.groups;
    return found?.name && found.version ? { name: found.name, version: found.version } : undefined;
  };
}
