import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileLeadFilePattern } from './lead-file-pattern.ts';

describe('lead-file patterns of generic repositories', () => {
  it('reads name and version where the pattern places them, the same wherever one repeats', () => {
    const match = compileLeadFilePattern('[name]/[version]/[name]-[version].zip');
    expect(match?.('tool/2.0.1/tool-2.0.1.zip')).toEqual({ name: 'tool', version: '2.0.1' });
    expect(match?.('tool/2.0.1/other-2.0.1.zip')).toBeUndefined();
    expect(match?.('tool/2.0.1/tool-2.0.1.zip.sha1')).toBeUndefined();
  });

  it('lets * stand for text within a folder and ** for any folders', () => {
    const match = compileLeadFilePattern('**/[name]-[version]-*.bin');
    expect(match?.('a/b/agent-3.1-linux.bin')).toEqual({ name: 'agent', version: '3.1' });
    expect(match?.('agent-3.1-linux.bin')).toEqual({ name: 'agent', version: '3.1' });
    expect(match?.('a/agent-3.1-linux/x.bin')).toBeUndefined();
  });

  it('is no pattern without both a name and a version', () => {
    expect(compileLeadFilePattern('[name]/*.zip')).toBeUndefined();
  });
});

/** The regular expression the patterns used to become: the reference for what a match is. */
function referenceMatcher(pattern: string) {
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
  const expression = new RegExp(`^${source}$`);
  return (path: string) => {
    const found = expression.exec(path)?.groups;
    return found?.name && found.version ? { name: found.name, version: found.version } : undefined;
  };
}

describe('lead-file patterns against hostile paths', () => {
  it('answers at once for many wildcards and a long path, matching or not', () => {
    const match = compileLeadFilePattern('**/[name]-*-*-*-[version].zip');
    const folders = 'a-b/'.repeat(60);
    const name = 'x-'.repeat(120);
    expect(match?.(`${folders}${name}y.jar`)).toBeUndefined();
    expect(match?.(`${folders}tool-a-b-c-1.0.zip`)).toEqual({ name: 'tool', version: '1.0' });
    const repeated = compileLeadFilePattern('**/[name]*[name]*[version]*[version]');
    expect(repeated?.(`${folders}${'ab'.repeat(200)}c`)).toBeUndefined();
  });

  it('finds the same name and version as the regular expression it replaces', () => {
    const piece = fc.constantFrom('[name]', '[version]', '*', '**/', '**', '-', '/', 'a', 'b', '.zip');
    const patterns = fc.array(piece, { minLength: 2, maxLength: 7 }).map((pieces) => pieces.join(''));
    const paths = fc.array(fc.constantFrom('a', 'b', '-', '/', '.zip', 'ab'), { maxLength: 12 }).map((p) => p.join(''));
    fc.assert(
      fc.property(patterns, paths, (pattern, path) => {
        const match = compileLeadFilePattern(pattern);
        if (!match) return;
        expect(match(path)).toEqual(referenceMatcher(pattern)(path));
      }),
      { numRuns: 3000 },
    );
  });
});
