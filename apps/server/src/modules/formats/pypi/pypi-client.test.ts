import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientVersion, provesClient } from '@arca/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PackageIndex } from '../../packages/package-index.ts';

const PASSWORD = 'Pypi-Dev-Passw0rd!';
const CLIENT_TIMEOUT_MS = 120_000;
/**
 * Debian's Python: it has the `wheel` package that building an sdist into a wheel needs with
 * `--no-build-isolation`; the default python3 (pyenv) has setuptools but not wheel.
 */
const PYTHON = '/usr/bin/python3';
/**
 * A pip that reads PEP 714's `core-metadata` (Debian's 23.0 knows PEP 658's names alone), from PyPI
 * into a venv by scripts/lib.sh's `ensure_current_pip`, which `npm test` runs first.
 */
const PEP_714_PYTHON = join(homedir(), '.cache/arca/pip-venv/bin/python');

let t: TestApp;
let work: string;
let base: string;

/**
 * Runs a Python client with a HOME of its own and no pip configuration, so the machine's setup
 * (its extra index and find-links) is neither used nor touched.
 */
function run(command: string, args: string[], cwd = work): Promise<string> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(PIP_|TWINE_|PYTHON)/.test(key)),
  ) as NodeJS.ProcessEnv;
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        cwd,
        env: { ...env, HOME: work, PIP_CONFIG_FILE: '/dev/null', KEYRING_BACKEND: '' },
        timeout: CLIENT_TIMEOUT_MS,
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${command} ${args.join(' ')} failed (${error.message}):\n${stderr}\n${stdout}`));
        else resolve(stdout);
      },
    );
  });
}

/** A project as a developer has it, built into an sdist the way `python -m build --sdist` would. */
async function buildSdist(version: string): Promise<{ dir: string; module: string }> {
  const dir = join(work, `arca-greet-${version}`);
  mkdirSync(dir, { recursive: true });
  const module = `def greet():\n    return "hello from ${version}"\n`;
  writeFileSync(join(dir, 'arca_greet.py'), module);
  writeFileSync(join(dir, 'README.md'), '# arca-greet\n\nSays hello.\n');
  writeFileSync(
    join(dir, 'pyproject.toml'),
    [
      '[build-system]',
      'requires = ["setuptools"]',
      'build-backend = "setuptools.build_meta"',
      '',
      '[project]',
      'name = "arca-greet"',
      `version = "${version}"`,
      'description = "Says hello"',
      'readme = "README.md"',
      'requires-python = ">=3.7"',
      'license = {text = "MIT"}',
      'keywords = ["greeting", "demo"]',
      '',
      '[tool.setuptools]',
      'py-modules = ["arca_greet"]',
      '',
    ].join('\n'),
  );
  await run('python3', ['-c', "from setuptools import build_meta as b; b.build_sdist('dist')"], dir);
  return { dir, module };
}

/** A project built into a wheel, as `python -m build --wheel` would. */
async function buildWheel(version: string, dependencies: string[]): Promise<string> {
  const dir = join(work, `arca-meta-${version}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'arca_meta.py'), 'VALUE = 1\n');
  writeFileSync(
    join(dir, 'pyproject.toml'),
    [
      '[build-system]',
      'requires = ["setuptools"]',
      'build-backend = "setuptools.build_meta"',
      '',
      '[project]',
      'name = "arca-meta"',
      `version = "${version}"`,
      'description = "Resolved from its metadata"',
      'requires-python = ">=3.7"',
      `dependencies = ${JSON.stringify(dependencies)}`,
      '',
      '[tool.setuptools]',
      'py-modules = ["arca_meta"]',
      '',
    ].join('\n'),
  );
  await run(PYTHON, ['-c', "from setuptools import build_meta as b; b.build_wheel('dist')"], dir);
  return dir;
}

/** What pip would install, resolved without installing (`--dry-run --report`): each name and version. */
async function resolve(python: string, repo: string, requirement: string): Promise<string[]> {
  const report = await run(python, [
    '-m',
    'pip',
    'install',
    '--isolated',
    '--no-cache-dir',
    '--disable-pip-version-check',
    '--quiet',
    '--dry-run',
    '--ignore-installed',
    '--report',
    '-',
    '--index-url',
    `${base.replace('http://', `http://dev:${encodeURIComponent(PASSWORD)}@`)}/${repo}/simple`,
    requirement,
  ]);
  const { install: resolved } = JSON.parse(report) as {
    install: { metadata: { name: string; version: string } }[];
  };
  return resolved.map(({ metadata }) => `${metadata.name} ${metadata.version}`);
}

/** The paths the server is asked for while `action` runs, before any routing. */
async function requestsDuring(action: () => Promise<unknown>): Promise<string[]> {
  const paths: string[] = [];
  const record = (request: { url?: string }) => paths.push(request.url ?? '');
  t.server.server.on('request', record);
  try {
    await action();
  } finally {
    t.server.server.off('request', record);
  }
  return paths;
}

function upload(repo: string, dir: string): Promise<string> {
  const files = readdirSync(join(dir, 'dist')).map((file) => join(dir, 'dist', file));
  return run('twine', [
    'upload',
    '--non-interactive',
    '--disable-progress-bar',
    '--repository-url',
    `${base}/${repo}`,
    '-u',
    'dev',
    '-p',
    PASSWORD,
    ...files,
  ]);
}

/** Installs a version into a folder of its own and answers the installed module's text. */
async function install(repo: string, requirement: string): Promise<string> {
  const target = mkdtempSync(join(work, 'site-'));
  await run(PYTHON, [
    '-m',
    'pip',
    'install',
    '--isolated',
    '--no-cache-dir',
    '--disable-pip-version-check',
    '--no-build-isolation',
    '--no-deps',
    '--target',
    target,
    '--index-url',
    `${base.replace('http://', `http://dev:${encodeURIComponent(PASSWORD)}@`)}/${repo}/simple`,
    requirement,
  ]);
  return readFileSync(join(target, 'arca_greet.py'), 'utf8');
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.server.server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}/artifactory/api/pypi`;
  work = mkdtempSync(join(tmpdir(), 'arca-pypi-client-'));
  await t.createRepositories(['pypi-local', 'pypi-extra'], { packageType: 'pypi' });
  const _admin = basic('admin', ADMIN_PASSWORD);
  await t.createUser('dev', PASSWORD);
  // A remote in front of this same server's local repository, and a virtual over both kinds.
  const remote = await t.call('PUT', '/artifactory/api/repositories/pypi-remote', {
    rclass: 'remote',
    packageType: 'pypi',
    url: `${base}/pypi-local`,
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  expect(remote.statusCode).toBe(200);
  const virtual = await t.call('PUT', '/artifactory/api/repositories/pypi-virtual', {
    rclass: 'virtual',
    packageType: 'pypi',
    repositories: ['pypi-extra', 'pypi-remote'],
  });
  expect(virtual.statusCode).toBe(200);
  await t.grant('pypi-deployers', ['pypi-local', 'pypi-extra', 'pypi-remote'], { dev: ['READ', 'WRITE'] });
});

afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('twine and pip against PyPI repositories', () => {
  it('uploads with twine and installs with pip from local, remote and virtual repositories', {
    timeout: 300_000,
  }, async ({ task }) => {
    provesClient(task, 'twine', clientVersion('twine'), ['upload']);
    provesClient(task, 'pip', clientVersion(PYTHON, ['-m', 'pip', '--version']), [
      'install from local, remote and virtual repositories',
    ]);
    const first = await buildSdist('1.2.0');
    await upload('pypi-local', first.dir);
    expect(await install('pypi-local', 'arca-greet==1.2.0')).toBe(first.module);

    // The same file again is refused with PyPI's words, which twine shows.
    await expect(upload('pypi-local', first.dir)).rejects.toThrow(/File already exists/);

    expect(await install('pypi-remote', 'Arca_Greet==1.2.0')).toBe(first.module);
    const cached = await t.database.db
      .selectFrom('items')
      .select(['path', 'name', 'remote_url'])
      .where('repo_key', '=', 'pypi-remote')
      .where('name', '=', 'arca-greet-1.2.0.tar.gz')
      .executeTakeFirstOrThrow();
    expect(cached).toEqual({
      path: 'packages/arca-greet/1.2.0',
      name: 'arca-greet-1.2.0.tar.gz',
      remote_url: `${base}/pypi-local/packages/arca-greet/1.2.0/arca-greet-1.2.0.tar.gz`,
    });

    const second = await buildSdist('1.3.0');
    await upload('pypi-extra', second.dir);
    expect(await install('pypi-virtual', 'arca-greet==1.2.0')).toBe(first.module);
    expect(await install('pypi-virtual', 'arca-greet')).toBe(second.module);

    const index = new PackageIndex(t.database.db);
    const local = await index.versionsIn('pypi-local', 'pypi', 'arca-greet');
    expect(local.map((version) => [version.version, version.files.map((file) => file.path)])).toEqual([
      ['1.2.0', ['arca-greet/1.2.0/arca-greet-1.2.0.tar.gz']],
    ]);
    expect(local[0]?.files[0]?.metadata).toMatchObject({ filetype: 'sdist', requires_python: '>=3.7' });
    const row = await t.database.db
      .selectFrom('packages as p')
      .innerJoin('package_versions as v', 'v.package_id', 'p.id')
      .select(['p.description', 'v.readme'])
      .where('p.name_key', '=', 'arca-greet')
      .where('v.version', '=', '1.2.0')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ description: 'Says hello', readme: '# arca-greet\n\nSays hello.\n' });
  });

  it('pip resolves from a wheel’s PEP 658 metadata file: a version it turns down is never downloaded, from local, remote and virtual repositories', {
    timeout: 300_000,
  }, async ({ task }) => {
    provesClient(task, 'pip', clientVersion(PEP_714_PYTHON, ['-m', 'pip', '--version']), [
      'resolve from PEP 658/714 metadata files without downloading the wheels it turns down',
    ]);
    provesClient(task, 'pip', clientVersion(PYTHON, ['-m', 'pip', '--version']), ['resolve from wheels']);
    await upload('pypi-local', await buildWheel('1.9.0', []));
    // The newest version needs a project no repository has: pip learns so from its metadata alone.
    await upload('pypi-local', await buildWheel('2.0.0', ['arca-nowhere>=1']));
    const newest = 'packages/arca-meta/2.0.0/arca_meta-2.0.0-py3-none-any.whl';
    for (const repo of ['pypi-local', 'pypi-remote', 'pypi-virtual']) {
      let resolved: string[] = [];
      const requested = await requestsDuring(async () => {
        resolved = await resolve(PEP_714_PYTHON, repo, 'arca-meta');
      });
      expect(resolved).toEqual(['arca-meta 1.9.0']);
      // A remote keeps its upstream's files below their path there, `packages/packages/…`.
      const metadataRead = requested.filter((path) => path.endsWith(`/${newest}.metadata`));
      expect(metadataRead[0]).toMatch(new RegExp(`^/artifactory/api/pypi/${repo}/`));
      expect(requested.filter((path) => path.endsWith(newest))).toEqual([]);
    }
    // A pip from before PEP 714 resolves from the same pages too, reading the wheels themselves.
    expect(await resolve(PYTHON, 'pypi-local', 'arca-meta')).toEqual(['arca-meta 1.9.0']);
  });
});
