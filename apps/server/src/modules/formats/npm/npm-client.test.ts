import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliLoginPaths, UI_API } from '@arca/contract';
import { clientVersion, provesClient } from '@arca/test-support';
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
 * used nor touched. Installs get a cache of their own: npm keeps what it publishes in its cache
 * by integrity and would install that without asking the registry. `answers` reply to its prompts one at a time, as a person would: npm reads each
 * answer separately and takes a closed input for a cancelled prompt.
 */
function npm(
  args: string[],
  options: {
    cwd?: string;
    answers?: [prompt: string, answer: string][];
    registry?: string;
    /** Sees all npm has printed so far, each time it prints more. */
    watch?: (printed: string) => void;
  } = {},
  cache = join(work, args[0] === 'install' ? 'install-cache' : 'cache'),
): Promise<string> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  ) as NodeJS.ProcessEnv;
  const config = [
    `--registry=${options.registry ?? registry}`,
    `--userconfig=${join(work, 'npmrc')}`,
    `--globalconfig=${join(work, 'global-npmrc')}`,
    `--cache=${cache}`,
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
    let printed = '';
    const reply = (chunk: Buffer) => {
      seen += chunk.toString();
      printed += chunk.toString();
      options.watch?.(printed);
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
  const _admin = basic('admin', ADMIN_PASSWORD);
  await t.createUser('dev', PASSWORD);
  await t.grant('npm-deployers', ['npm-local'], { dev: ['WRITE', 'DELETE'] });
});

afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the real npm client against a local npm repository', () => {
  it('logs in, publishes, installs, tags and deprecates', { timeout: 240_000 }, async ({ task }) => {
    provesClient(task, 'npm', clientVersion('npm'), ['adduser (login)', 'publish', 'install', 'dist-tag', 'deprecate']);
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

describe('the real npm client: search and unpublish', () => {
  it('finds a package by keyword, unpublishes one version, then a whole package', { timeout: 240_000 }, async ({
    task,
  }) => {
    provesClient(task, 'npm', clientVersion('npm'), ['search', 'unpublish']);
    const next = {
      'package.json': JSON.stringify({
        name: 'arca-hello',
        version: '1.1.0',
        main: 'index.js',
        keywords: ['greeting'],
      }),
      'index.js': "module.exports = () => 'hello again';\n",
    };
    await npm(['publish'], { cwd: packageDir('arca-hello-next', next) });

    const found = JSON.parse(await npm(['search', '--json', 'greeting'])) as { name: string; version: string }[];
    expect(found.map((hit) => [hit.name, hit.version])).toEqual([['arca-hello', '1.1.0']]);

    await npm(['unpublish', 'arca-hello@1.0.0']);
    expect(JSON.parse(await npm(['view', 'arca-hello', 'versions', '--json']))).toEqual(['1.1.0']);
    const index = new PackageIndex(t.database.db);
    expect((await index.versionsIn('npm-local', 'npm', 'arca-hello')).map((version) => version.version)).toEqual([
      '1.1.0',
    ]);

    await npm(['unpublish', '@arca/greet', '--force']);
    await expect(npm(['view', '@arca/greet'])).rejects.toThrow(/E404/);
    expect(await index.versionsIn('npm-local', 'npm', '@arca/greet')).toEqual([]);
  });
});

describe('the real npm client through remote and virtual npm repositories', () => {
  let upstream: TestApp;
  let upstreamRegistry: string;
  const auth = (url: string) =>
    `--${url.replace(/^http:/, '')}:_auth=${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`;

  beforeAll(async () => {
    upstream = await buildTestApp();
    await upstream.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = upstream.server.server.address() as AddressInfo;
    upstreamRegistry = `http://127.0.0.1:${port}/artifactory/api/npm/npm-local/`;
    await upstream.createRepositories(['npm-local'], { packageType: 'npm' });
    await t.createRepositories(['npm-remote'], {
      rclass: 'remote',
      packageType: 'npm',
      url: upstreamRegistry.replace(/\/$/, ''),
      username: 'admin',
      password: ADMIN_PASSWORD,
    });
    await t.createRepositories(['npm-all'], {
      rclass: 'virtual',
      packageType: 'npm',
      repositories: ['npm-local', 'npm-remote'],
    });
  });
  afterAll(() => upstream.close());

  it('installs what a second Arca holds, caching it in the remote repository', { timeout: 240_000 }, async ({
    task,
  }) => {
    provesClient(task, 'npm', clientVersion('npm'), ['install through remote and virtual repositories']);
    const files = {
      'package.json': JSON.stringify({ name: '@up/lib', version: '3.0.0', main: 'lib.js', description: 'Upstream' }),
      'lib.js': "module.exports = 'from upstream';\n",
    };
    await npm(['publish', auth(upstreamRegistry)], { cwd: packageDir('@up/lib', files), registry: upstreamRegistry });

    const all = registry.replace('/npm-local/', '/npm-all/');
    const consumer = join(work, 'through-virtual');
    mkdirSync(consumer);
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0' }));
    await npm(['install', '@up/lib', 'arca-hello', auth(all)], { cwd: consumer, registry: all });
    expect(readFileSync(join(consumer, 'node_modules/@up/lib/lib.js'), 'utf8')).toBe(files['lib.js']);
    expect(readFileSync(join(consumer, 'node_modules/arca-hello/index.js'), 'utf8')).toBe(
      "module.exports = () => 'hello again';\n",
    );

    const remote = registry.replace('/npm-local/', '/npm-remote/');
    const tarball = (await npm(['view', '@up/lib', 'dist.tarball', auth(remote)], { registry: remote })).trim();
    expect(tarball).toBe(`${remote}@up/lib/-/@up/lib-3.0.0.tgz`);
    const index = new PackageIndex(t.database.db);
    const [cached] = await index.versionsIn('npm-remote', 'npm', '@up/lib');
    expect(cached?.version).toBe('3.0.0');
    expect(cached?.files.map((file) => file.path)).toEqual(['@up/lib/-/@up/lib-3.0.0.tgz']);
  });

  it("audits an install through the virtual repository, whose remote member's upstream answers", {
    timeout: 120_000,
  }, async ({ task }) => {
    provesClient(task, 'npm', clientVersion('npm'), ['audit through a virtual repository']);
    const all = registry.replace('/npm-local/', '/npm-all/');
    const audited = JSON.parse(
      await npm(['audit', '--json', auth(all)], { cwd: join(work, 'through-virtual'), registry: all }),
    );
    expect(audited.metadata.vulnerabilities.total).toBe(0);
    expect(audited.metadata.dependencies.total).toBe(2);
  });
});

describe('the real npm client: web login', () => {
  it('logs in with --auth-type=web once a signed-in user approves the page it prints', {
    timeout: 120_000,
  }, async ({ task }) => {
    provesClient(task, 'npm', clientVersion('npm'), ['login --auth-type=web']);
    const npmrc = join(work, 'npmrc');
    writeFileSync(npmrc, '');
    let approval: Promise<number> | undefined;
    const approve = async (loginUrl: string) => {
      const session = new URL(loginUrl).searchParams.get('jfClientSession') ?? '';
      const cookie = await t.login('dev', PASSWORD);
      const approved = await t.server.inject({
        method: 'POST',
        url: `${UI_API}${cliLoginPaths.response}`,
        headers: t.asConsole(cookie),
        payload: { session, code: session.slice(-4) },
      });
      return approved.statusCode;
    };
    await npm(['login', '--auth-type=web', '--browser=false'], {
      watch: (printed) => {
        const loginUrl = /Login at:\s*(\S+)/.exec(printed)?.[1];
        if (loginUrl && !approval) approval = approve(loginUrl);
      },
    });
    expect(await approval).toBe(200);
    expect(readFileSync(npmrc, 'utf8')).toMatch(/:_authToken=/);
    expect((await npm(['whoami'])).trim()).toBe('dev');
  });
});

describe('the real npm client: ping, audit and logout', () => {
  it('pings the registry, audits an install from a local repository, and logs out', {
    timeout: 240_000,
  }, async ({ task }) => {
    provesClient(task, 'npm', clientVersion('npm'), ['ping', 'audit', 'logout']);
    await npm(['login', '--auth-type=legacy'], {
      answers: [
        ['Username:', 'dev'],
        ['Password:', PASSWORD],
      ],
    });
    await npm(['ping']);

    const consumer = join(work, 'audited');
    mkdirSync(consumer);
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'audited', version: '1.0.0' }));
    const audited = { 'package.json': JSON.stringify({ name: 'arca-audited', version: '1.0.0', license: 'MIT' }) };
    await npm(['publish'], { cwd: packageDir('arca-audited', audited) });
    await npm(['install', 'arca-audited'], { cwd: consumer });
    const local = JSON.parse(await npm(['audit', '--json'], { cwd: consumer }));
    expect(local.metadata.vulnerabilities.total).toBe(0);
    expect(local.metadata.dependencies.total).toBe(1);

    const token = /:_authToken=(.+)/.exec(readFileSync(join(work, 'npmrc'), 'utf8'))?.[1]?.trim() ?? '';
    expect(
      (
        await t.server.inject({
          method: 'GET',
          url: '/artifactory/api/npm/npm-local/-/whoami',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);
    await npm(['logout']);
    // npm removes the user config it emptied.
    const npmrc = join(work, 'npmrc');
    expect(existsSync(npmrc) ? readFileSync(npmrc, 'utf8') : '').not.toMatch(/_authToken/);
    writeFileSync(npmrc, '');
    const after = await t.server.inject({
      method: 'GET',
      url: '/artifactory/api/npm/npm-local/-/whoami',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });
});
