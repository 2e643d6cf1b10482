type Group = 'name' | 'version';

/**
 * One piece of a lead-file pattern: literal text, `[name]` or `[version]` (binding it the first
 * time, comparing with the binding after), `*` (text within a folder), `**` followed by `/` (any
 * folders, or none) and a `**` elsewhere (any text).
 */
type Piece =
  | { kind: 'literal'; text: string }
  | { kind: 'group'; group: Group; binds: boolean }
  | { kind: 'name' | 'folders' | 'text' };

type Bindings = Partial<Record<Group, string>>;

/**
 * The most steps one path may take to match. Real patterns need a few hundred; a pattern with many
 * wildcards met by a long path could otherwise take minutes, stalling the deploy that asked.
 */
const STEP_BUDGET = 200_000;

function piecesOf(pattern: string): Piece[] {
  const pieces: Piece[] = [];
  const bound = new Set<Group>();
  for (const text of pattern.replace(/^\/+/, '').match(/\[name\]|\[version\]|\*\*\/?|\*|[^[*]+|\[/g) ?? []) {
    if (text === '[name]' || text === '[version]') {
      const group = text.slice(1, -1) as Group;
      pieces.push({ kind: 'group', group, binds: !bound.has(group) });
      bound.add(group);
    } else if (text.startsWith('**')) pieces.push({ kind: text.endsWith('/') ? 'folders' : 'text' });
    else if (text === '*') pieces.push({ kind: 'name' });
    else pieces.push({ kind: 'literal', text });
  }
  return pieces;
}

/** For each token, the groups it or a later token compares with: only those make two tries differ. */
function groupsComparedFrom(pieces: readonly Piece[]): Group[][] {
  const from: Group[][] = [];
  let compared: Group[] = [];
  for (let t = pieces.length - 1; t >= 0; t--) {
    const token = pieces[t] as Piece;
    if (token.kind === 'group' && !token.binds && !compared.includes(token.group))
      compared = [...compared, token.group];
    from[t] = compared;
  }
  return from;
}

/**
 * A generic repository's lead-file pattern (`leadFilePattern` in its configuration): a path where
 * `[name]` and `[version]` stand for the package's name and version (the same text wherever one
 * repeats), `*` for any text within a folder and `**` for any folders, e.g.
 * `[name]/[version]/[name]-[version].zip`. A deployed file the pattern matches is a version.
 *
 * The match is the one a regular expression would find (`[name]` and `[version]` as short as
 * they can be, wildcards as long), by backtracking that remembers where it has failed: a try is
 * the same as an earlier one when the token, the position and the bindings compared from there on
 * are, so each is made once. A regular expression tried them all again, which took 16 s for
 * `**\/[name]-*-*-*-[version].zip` against a long path.
 */
export function compileLeadFilePattern(
  pattern: string,
): ((path: string) => { name: string; version: string } | undefined) | undefined {
  const pieces = piecesOf(pattern);
  const groups = new Set(pieces.flatMap((t) => (t.kind === 'group' ? [t.group] : [])));
  if (!groups.has('name') || !groups.has('version')) return undefined;
  const comparedFrom = groupsComparedFrom(pieces);

  return (path) => {
    const failed = new Set<string>();
    let steps = 0;

    const match = (t: number, p: number, bindings: Bindings): Bindings | undefined => {
      if (++steps > STEP_BUDGET) throw new StepBudgetSpent();
      if (t === pieces.length) return p === path.length ? bindings : undefined;
      const key = `${t}:${p}:${(comparedFrom[t] as Group[]).map((g) => bindings[g]).join('/')}`;
      if (failed.has(key)) return undefined;
      const found = tryToken(t, p, bindings);
      if (!found) failed.add(key);
      return found;
    };

    const tryEnds = (t: number, ends: Iterable<number>, bindings: Bindings): Bindings | undefined => {
      for (const end of ends) {
        const found = match(t + 1, end, bindings);
        if (found) return found;
      }
      return undefined;
    };

    const tryToken = (t: number, p: number, bindings: Bindings): Bindings | undefined => {
      const token = pieces[t] as Piece;
      switch (token.kind) {
        case 'literal':
          return path.startsWith(token.text, p) ? match(t + 1, p + token.text.length, bindings) : undefined;
        case 'group': {
          if (!token.binds) {
            const bound = bindings[token.group] as string;
            return path.startsWith(bound, p) ? match(t + 1, p + bound.length, bindings) : undefined;
          }
          const folderEnd = endOfFolder(path, p);
          for (let end = p + 1; end <= folderEnd; end++) {
            const found = match(t + 1, end, { ...bindings, [token.group]: path.slice(p, end) });
            if (found) return found;
          }
          return undefined;
        }
        case 'name':
          return tryEnds(t, countDown(endOfFolder(path, p), p), bindings);
        case 'text':
          return tryEnds(t, countDown(path.length, p), bindings);
        case 'folders':
          return tryEnds(t, [...afterSlashesFromLast(path, p), p], bindings);
      }
    };

    try {
      const found = match(0, 0, {});
      return found?.name && found.version ? { name: found.name, version: found.version } : undefined;
    } catch (error) {
      if (error instanceof StepBudgetSpent) return undefined;
      throw error;
    }
  };
}

class StepBudgetSpent extends Error {}

function endOfFolder(path: string, from: number): number {
  const slash = path.indexOf('/', from);
  return slash === -1 ? path.length : slash;
}

function* countDown(from: number, to: number): Generator<number> {
  for (let i = from; i >= to; i--) yield i;
}

/** The positions just after each '/' from `from` on, the last first (`.*\/` is greedy). */
function afterSlashesFromLast(path: string, from: number): number[] {
  const ends: number[] = [];
  for (let slash = path.lastIndexOf('/'); slash >= from; slash = path.lastIndexOf('/', slash - 1)) {
    ends.push(slash + 1);
    if (slash === 0) break;
  }
  return ends;
}
