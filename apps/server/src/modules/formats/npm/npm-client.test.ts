import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PackageIndex } from '../../packages/package-index.ts';

const PASSWORD = 'Npm-Dev-Passw0rd!';
const NPM_TIMEOUT_MS = 60_000;

let t: TestApp;
let work: string;
let registry: string;

/**
 * Runs the real npm client with its own config and cache, so the machine's npm setup is neither
 * used nor touched. `answers` reply to its prompts one at a time, as a person would: npm reads each
 * answer separately and takes a closed input for a cancelled prompt.
 */
function npm(
  args: string[],
  options: { cwd?: string; answers?: [prompt: string, answer: string][] } = {},
): Promise<string> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  ) as NodeJS.ProcessEnv;
  const config = [
    `--registry=${registry}`,
    `--userconfig=${join(work, 'npmrc')}`,
    `--globalconfig=${join(work, 'global-npmrc')}`,
    `--cache=${join(work, 'cache')}`,
    '--no-audit',
    '--no-fund',
    '--no-update-notifier',
    '--loglevel=warn',
  ];
  return new Promise((resolve, reject) => {
    const child = execFile(
      'npm',
      [...args, ...config],
      { cwd: options.cwd ?? work, env: { ...env, HOME: work }, timeout: NPM_TIMEOUT_MS },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`npm ${args.join(' ')} failed (${error.message}):\n${stderr}\n${stdout}`));
        else resolve(stdout);
      },
    );
    const answers = [...(options.answers ?? [])];
    let seen = '';
    const reply = (chunk: Buffer) => {
      seen += chunk.toString();
      const next = answers[0];
      if (!next || !seen.includes(next[0])) return;
      answers.shift();
      seen = '';
      child.stdin?.write(`${next[1]}\n`);
      if (answers.length === 0) child.stdin?.end();
    };
    child.stdout?.on('data', reply);
    child.stderr?.on('data', reply);
    if (answers.length === 0) child.stdin?.end();
  });
}

/** A package folder as a developer has it: package.json, code and a README. */
function packageDir(name: string, files: Record<string, string>): string {
  const dir = join(work, 'src', name.replace('/', '__'));
  mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
  return dir;
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.server.server.address() as AddressInfo;
  registry = `http://127.0.0.1:${port}/artifactory/api/npm/npm-local/`;
  work = mkdtempSync(join(tmpdir(), 'arca-npm-client-'));
  writeFileSync(join(work, 'npmrc'), '');
  writeFileSync(join(work, 'global-npmrc'), '');
  await t.createRepositories(['npm-local'], { packageType: 'npm' });
  const admin = basic('admin', ADMIN_PASSWORD);
  const user = await t.server.inject({
    method: 'POST',
    url: apiPaths.accessUsers,
    headers: admin,
    payload: { username: 'dev', password: PASSWORD, email: 'dev@example.com' },
  });
  expect(user.statusCode).toBe(201);
  const permission = await t.server.inject({
    method: 'POST',
    url: apiPaths.accessPermissions,
    headers: admin,
    payload: {
      name: 'npm-deployers',
      resources: {
        artifact: {
          targets: { 'npm-local': { include_patterns: ['**'], exclude_patterns: [] } },
          actions: { users: { dev: ['WRITE'] }, groups: {} },
        },
      },
    },
  });
  expect(permission.statusCode).toBe(201);
});

afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the real npm client against a local npm repository', () => {
  it('logs in, publishes, installs, tags and deprecates', { timeout: 240_000 }, async () => {
    await npm(['login', '--auth-type=legacy'], {
      answers: [
        ['Username:', 'dev'],
        ['Password:', PASSWORD],
      ],
    });
    expect(readFileSync(join(work, 'npmrc'), 'utf8')).toMatch(/:_authToken=/);
    expect((await npm(['whoami'])).trim()).toBe('dev');

    const plain = {
      'package.json': JSON.stringify({
        name: 'arca-hello',
        version: '1.0.0',
        description: 'Says hello',
        main: 'index.js',
        keywords: ['greeting', 'demo'],
        license: 'MIT',
      }),
      'index.js': "module.exports = () => 'hello';\n",
      'README.md': '# arca-hello\n\nSays hello.\n',
    };
    const scoped = {
      'package.json': JSON.stringify({ name: '@arca/greet', version: '2.1.0', main: 'greet.js', license: 'ISC' }),
      'greet.js': "module.exports = (name) => 'hi ' + name;\n",
      'README.md': '# @arca/greet\n',
    };
    await npm(['publish'], { cwd: packageDir('arca-hello', plain) });
    await npm(['publish'], { cwd: packageDir('@arca/greet', scoped) });

    const consumer = join(work, 'consumer');
    mkdirSync(consumer);
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0' }));
    await npm(['install', 'arca-hello', '@arca/greet'], { cwd: consumer });
    for (const [dir, files] of [
      ['arca-hello', plain],
      ['@arca/greet', scoped],
    ] as const) {
      for (const [file, content] of Object.entries(files)) {
        if (file === 'package.json') continue;
        expect(readFileSync(join(consumer, 'node_modules', dir, file), 'utf8')).toBe(content);
      }
    }

    await npm(['dist-tag', 'add', 'arca-hello@1.0.0', 'beta']);
    expect(await npm(['dist-tag', 'ls', 'arca-hello'])).toBe('beta: 1.0.0\nlatest: 1.0.0\n');
    await npm(['dist-tag', 'rm', 'arca-hello', 'beta']);
    expect(await npm(['dist-tag', 'ls', 'arca-hello'])).toBe('latest: 1.0.0\n');

    await npm(['deprecate', 'arca-hello@1.0.0', 'use @arca/greet']);
    expect((await npm(['view', 'arca-hello@1.0.0', 'deprecated'])).trim()).toBe('use @arca/greet');

    const index = new PackageIndex(t.database.db);
    const [hello] = await index.versionsIn('npm-local', 'npm', 'arca-hello');
    expect(hello?.files.map((file) => file.path)).toEqual(['arca-hello/-/arca-hello-1.0.0.tgz']);
    const [greet] = await index.versionsIn('npm-local', 'npm', '@arca/greet');
    expect(greet?.files.map((file) => file.path)).toEqual(['@arca/greet/-/@arca/greet-2.1.0.tgz']);
    const readme = await t.database.db
      .selectFrom('package_versions as v')
      .innerJoin('packages as p', 'p.id', 'v.package_id')
      .select(['p.description', 'v.readme'])
      .where('p.name', '=', 'arca-hello')
      .executeTakeFirstOrThrow();
    expect(readme).toEqual({ description: 'Says hello', readme: plain['README.md'] });
  });
});
