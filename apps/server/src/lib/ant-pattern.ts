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
  // `s`: any text is any text, line separators included, so `**` covers every name a path may hold.
  return new RegExp(`^${source}$`, 's');
}

/**
 * One step of a compiled pattern: a character, `?` (one character within a name), `*` (any text
 * within a name), a `**` inside a name (any text), `**/ ` (any folders, or none) and a trailing
 * `; /**` (the folder itself or anything below it).
 */
export type Step = { kind: 'char'; char: string } | { kind: 'one' | 'name' | 'text' | 'folders' | 'below' };

/** The steps of a pattern, the same reading as patternToRegExp gives it. */
export function stepsOf(pattern: string): Step[] {
  const trimmed = pattern.trim().replace(/^\/+/, '');
  const steps: Step[] = [];
  for (let i = 0; i < trimmed.length; i++) {
    const rest = trimmed.slice(i);
    if (rest.startsWith('**/')) {
      steps.push({ kind: 'folders' });
      i += 2;
    } else if (rest.startsWith('**')) {
      const last = steps.at(-1);
      if (last?.kind === 'char' && last.char === '/') steps[steps.length - 1] = { kind: 'below' };
      else steps.push({ kind: 'text' });
      i += 1;
    } else if (rest.startsWith('*')) steps.push({ kind: 'name' });
    else if (rest.startsWith('?')) steps.push({ kind: 'one' });
    else steps.push({ kind: 'char', char: rest.charAt(0) });
  }
  return steps;
}

/**
 * Rows kept between calls, so that a request's path is matched without allocating: matching never
 * yields, so calls cannot overlap.
 */
let rows = new Uint8Array(0);

/**
 * Whether the steps match the whole path, in time proportional to their product. The regular
 * expressions these patterns used to become backtrack: `*a*a*a*a*a*a*a*b` against 60 characters
 * took 25 s, and an administrator's pattern met by a long request path would stall the server.
 * Here `reach[t]` says whether steps t… match the path from the current position to its end,
 * computed from the end of the path backwards, one position at a time.
 */
function matchSteps(steps: readonly Step[], path: string): boolean {
  const m = steps.length;
  const width = m + 1;
  // Three rows for the current position and three for the one after it, which swap places at every
  // position: reach, and for `folders` whether a later '/' leads on, for `below` whether any later
  // position does. A step only ever writes its own kind's entries, so the others stay 0.
  if (rows.length < 6 * width) rows = new Uint8Array(6 * width);
  rows.fill(0, 0, 6 * width);
  let after = 0;
  let here = 3 * width;
  for (let p = path.length; p >= 0; p--) {
    const char = p < path.length ? path.charAt(p) : undefined;
    rows[here + m] = char === undefined ? 1 : 0;
    for (let t = m - 1; t >= 0; t--) {
      const step = steps[t] as Step;
      const rest = rows[here + t + 1] === 1;
      const consumeTo = char !== undefined && rows[after + t + 1] === 1;
      switch (step.kind) {
        case 'char':
          rows[here + t] = Number(char === step.char && consumeTo);
          break;
        case 'one':
          rows[here + t] = Number(char !== undefined && char !== '/' && consumeTo);
          break;
        case 'name':
          rows[here + t] = Number(rest || (char !== undefined && char !== '/' && rows[after + t] === 1));
          break;
        case 'text':
          rows[here + t] = Number(rest || (char !== undefined && rows[after + t] === 1));
          break;
        case 'folders': {
          // (?:.*/)? — nothing, or any text up to and including a '/' where the rest matches.
          const slash = here + width + t;
          rows[slash] = Number((char === '/' && consumeTo) || (char !== undefined && rows[after + width + t] === 1));
          rows[here + t] = Number(rest || rows[slash] === 1);
          break;
        }
        case 'below': {
          // (?:/.*)? — nothing, or a '/' then any text, the rest matching after it.
          const laterAny = rows[after + 2 * width + t] === 1;
          rows[here + 2 * width + t] = Number(rest || (char !== undefined && laterAny));
          rows[here + t] = Number(rest || (char === '/' && laterAny));
          break;
        }
      }
    }
    [after, here] = [here, after];
  }
  return rows[after] === 1;
}

/**
 * A compiled pattern. With at most one step of unbounded length its regular expression cannot
 * backtrack past linear time, and is the faster way for the common patterns (`**`, `libs/**`);
 * with more, the steps are matched without backtracking.
 */
type Matcher = (path: string) => boolean;

function compile(pattern: string): Matcher {
  const steps = stepsOf(pattern);
  const unbounded = steps.filter((step) => step.kind !== 'char' && step.kind !== 'one').length;
  if (unbounded <= 1) {
    const regExp = patternToRegExp(pattern);
    return (path) => regExp.test(path);
  }
  return (path) => matchSteps(steps, path);
}

/**
 * Compiled patterns, by text: every request that is authorised matches the same few permission and
 * repository patterns again. Bounded, in case patterns come from requests.
 */
const compiled = new Map<string, Matcher>();
const COMPILED_LIMIT = 1000;

export function matchesPattern(pattern: string, path: string): boolean {
  let matcher = compiled.get(pattern);
  if (!matcher) {
    if (compiled.size >= COMPILED_LIMIT) compiled.clear();
    matcher = compile(pattern);
    compiled.set(pattern, matcher);
  }
  return matcher(path.replace(/^\/+/, ''));
}

/** A comma-separated pattern list (a repository's includes or excludes). */
export function splitPatterns(patterns: string | undefined): string[] {
  return (patterns ?? '')
    .split(',')
    .map((pattern) => pattern.trim())
    .filter(Boolean);
}
