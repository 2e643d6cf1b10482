import { execFileSync } from 'node:child_process';
import type { TaskMeta } from 'vitest';

/** What a test proves a real client does against Arca: the client, the version run, the operations. */
export interface ClientCompat {
  client: string;
  version: string;
  operations: string[];
}

declare module 'vitest' {
  interface TaskMeta {
    /** Read from the test results by scripts/compat-matrix.mjs into docs/compatibility.md. */
    compat?: ClientCompat[];
  }
}

const versions = new Map<string, string>();

/**
 * The version a client reports (`npm --version`, `mvn --version`, `oras version`…): the first
 * dotted number it prints, asked once per process.
 */
export function clientVersion(command: string, args: readonly string[] = ['--version']): string {
  const key = [command, ...args].join(' ');
  let version = versions.get(key);
  if (version === undefined) {
    const printed = execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    version = printed.match(/\d+\.\d+(?:\.\d+)?/)?.[0] ?? printed.trim().split('\n')[0] ?? '';
    versions.set(key, version);
  }
  return version;
}

/**
 * Marks the running test as proof that `client` at `version` does `operations` against Arca; the
 * compatibility matrix lists it once the test has passed.
 */
export function provesClient(
  task: { meta: TaskMeta },
  client: string,
  version: string,
  operations: readonly string[],
): void {
  task.meta.compat = [...(task.meta.compat ?? []), { client, version, operations: [...operations] }];
}
