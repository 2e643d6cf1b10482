import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The one-way rules' checker lives with the repository's scripts (plain Node, run by `npm run
// lint`); the server project runs its test, since most of its rules are about the server.
const SCRIPT = resolve(import.meta.dirname, '../../../scripts/check-boundaries.mjs');

interface Problem {
  path: string;
  line: number;
  rule: string;
  message: string;
}
interface Checker {
  checkBoundaries(
    files: readonly { path: string; source: string }[],
    options?: { pendingRoutes?: readonly string[]; strictRoutes?: boolean },
  ): { errors: Problem[]; warnings: Problem[]; stale: string[] };
}
const { checkBoundaries }: Checker = await import(pathToFileURL(SCRIPT).href);

const rulesBroken = (path: string, source: string) =>
  checkBoundaries([{ path, source }], { pendingRoutes: [] }).errors.map((problem) => problem.rule);

describe('the boundary check', () => {
  it('refuses a console feature importing another feature, and the server importing the console', () => {
    expect(rulesBroken('apps/console/src/features/users/a.ts', "import { b } from '../groups/b.ts';")).toEqual([
      'layers',
    ]);
    expect(rulesBroken('apps/console/src/features/users/a.ts', "import { b } from './b.ts';")).toEqual([]);
    expect(
      rulesBroken('apps/server/src/modules/users/a.ts', "import { c } from '../../../../console/src/app/c.ts';"),
    ).toEqual(['layers']);
    expect(rulesBroken('packages/contract/src/a.ts', "import { w } from '../../ui/src/w.ts';")).toEqual(['layers']);
  });

  it("refuses a module importing storage's internals instead of its public face", () => {
    const reach = (specifier: string) =>
      rulesBroken('apps/server/src/modules/search/a.ts', `import type { X } from '${specifier}';`);
    expect(reach('../storage/items.repository.ts')).toEqual(['storage-face']);
    expect(reach('../storage/index.ts')).toEqual([]);
    expect(rulesBroken('apps/server/src/app.ts', "import { s } from './modules/storage/storage.module.ts';")).toEqual(
      [],
    );
  });

  it("refuses SQL naming storage's tables outside storage, in query builders and in raw SQL", () => {
    const builder = "await db.selectFrom('items as i').selectAll().execute();";
    const raw = 'const q = sql`select 1 from package_files f inner join blobs b on b.sha256 = f.sha256`;';
    expect(rulesBroken('apps/server/src/modules/packages/a.ts', builder)).toEqual(['storage-tables']);
    expect(rulesBroken('apps/server/src/modules/packages/a.ts', raw)).toEqual(['storage-tables']);
    expect(rulesBroken('apps/server/src/modules/storage/a.ts', builder)).toEqual([]);
    expect(rulesBroken('apps/server/src/modules/packages/a.test.ts', builder)).toEqual([]);
    expect(rulesBroken('apps/server/src/modules/packages/a.ts', "// reads from items\nreader.word('items');")).toEqual(
      [],
    );
  });

  it('refuses a route registered on Fastify outside lib/routes.ts, as a warning while its file is listed', () => {
    const file = { path: 'apps/server/src/modules/x/x.routes.ts', source: "app.get('/x', () => 'x');" };
    expect(checkBoundaries([file], { pendingRoutes: [] }).errors.map((problem) => problem.rule)).toEqual([
      'route-registry',
    ]);
    const listed = checkBoundaries([file], { pendingRoutes: [file.path] });
    expect(listed.errors).toEqual([]);
    expect(listed.warnings.map((problem) => `${problem.path}:${problem.line}`)).toEqual([`${file.path}:1`]);
    expect(checkBoundaries([file], { pendingRoutes: [file.path], strictRoutes: true }).errors).toHaveLength(1);
    expect(checkBoundaries([], { pendingRoutes: [file.path] }).stale).toEqual([file.path]);
    // A read scope's `get(key)` is a map lookup, not a route.
    expect(rulesBroken('apps/server/src/modules/x/x.service.ts', 'const reach = scope.get(key);')).toEqual([]);
  });

  describe('run as a command', () => {
    const root = mkdtempSync(join(tmpdir(), 'arca-boundaries-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (path: string, source: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), source);
    };

    it('fails with the list of violations, each with its file and line', () => {
      write('apps/server/src/modules/search/ok.ts', "import { storedItems } from '../storage/index.ts';\n");
      write('apps/server/src/modules/search/bad.ts', "\nimport type { Item } from '../storage/items.repository.ts';\n");
      let output = '';
      let status = 0;
      try {
        execFileSync(process.execPath, [SCRIPT, root], { encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        ({ status, stderr: output } = error as { status: number; stderr: string });
      }
      expect(status).toBe(1);
      expect(output).toContain('apps/server/src/modules/search/bad.ts:2: [storage-face]');
      expect(output).not.toContain('ok.ts');
    });
  });
});
