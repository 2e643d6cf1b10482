import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientVersion, provesClient } from '@arca/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, cluster, requestLines, run } from './support.ts';

let work: string;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'arca-cluster-clients-'));
  for (const [key, packageType] of [
    ['npm-local', 'npm'],
    ['docker-local', 'docker'],
    ['pypi-local', 'pypi'],
  ]) {
    const created = await api('PUT', `/artifactory/api/repositories/${key}`, { rclass: 'local', packageType });
    expect(created.status).toBe(200);
  }
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** How many nodes served requests whose log line mentions `text`: the balancer spreads a client's requests. */
async function nodesServing(text: string): Promise<number> {
  // Request log lines are written in batches of 200 ms.
  await new Promise((resolve) => setTimeout(resolve, 400));
  return [...requestLines(text).values()].filter((lines) => lines.length > 0).length;
}

describe('real clients through the balancer, their requests spread over the nodes', () => {
  it('npm publishes a package and installs it', async ({ task }) => {
    provesClient(task, 'npm', clientVersion('npm'), ['publish and install through a balancer of three nodes']);
    const registry = `${cluster.url}/artifactory/api/npm/npm-local/`;
    const npmrc = join(work, 'npmrc');
    const auth = Buffer.from(`admin:${cluster.adminPassword}`).toString('base64');
    writeFileSync(npmrc, `${registry.replace(/^http:/, '')}:_auth=${auth}\n`);
    const npm = (args: string[], cwd: string, cache: string) =>
      run(
        'npm',
        [
          ...args,
          `--registry=${registry}`,
          `--userconfig=${npmrc}`,
          `--cache=${join(work, cache)}`,
          '--no-audit',
          '--no-fund',
          '--no-update-notifier',
          '--loglevel=warn',
        ],
        {
          cwd,
          env: { PATH: process.env.PATH, HOME: work },
        },
      );
    const source = join(work, 'cluster-pkg');
    mkdirSync(source);
    writeFileSync(
      join(source, 'package.json'),
      JSON.stringify({ name: 'cluster-pkg', version: '1.0.0', main: 'index.js' }),
    );
    writeFileSync(join(source, 'index.js'), 'module.exports = "served by a cluster";\n');
    await npm(['publish'], source, 'publish-cache');
    for (const version of ['1.0.1', '1.0.2']) {
      writeFileSync(join(source, 'package.json'), JSON.stringify({ name: 'cluster-pkg', version, main: 'index.js' }));
      await npm(['publish'], source, 'publish-cache');
    }

    const app = join(work, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', version: '0.0.0', private: true }));
    await npm(['install', 'cluster-pkg@1.0.2'], app, 'install-cache');
    expect(readFileSync(join(app, 'node_modules', 'cluster-pkg', 'index.js'), 'utf8')).toBe(
      'module.exports = "served by a cluster";\n',
    );
    expect(JSON.parse(readFileSync(join(app, 'node_modules', 'cluster-pkg', 'package.json'), 'utf8')).version).toBe(
      '1.0.2',
    );
    expect(await nodesServing('/api/npm/npm-local/cluster-pkg')).toBeGreaterThanOrEqual(2);
  });

  it('skopeo pushes an image and pulls it back', async ({ task }) => {
    provesClient(task, 'skopeo', clientVersion('skopeo'), ['push and pull through a balancer of three nodes']);
    const layout = join(work, 'layout');
    await run('umoci', ['init', '--layout', layout]);
    await run('umoci', ['new', '--image', `${layout}:v1`]);
    const content = join(work, 'content');
    mkdirSync(content);
    writeFileSync(join(content, 'hello.txt'), 'an image in a cluster\n');
    await run('umoci', ['insert', '--image', `${layout}:v1`, content, '/srv']);
    const registry = `${new URL(cluster.url).host}/docker-local/cluster-image:v1`;
    const creds = `--dest-creds=admin:${cluster.adminPassword}`;
    await run('skopeo', ['copy', '--dest-tls-verify=false', creds, `oci:${layout}:v1`, `docker://${registry}`]);
    // The balancer keeps no client on one node: the push's upload requests went to several (A2).
    expect(await nodesServing('/v2/docker-local/cluster-image/blobs/uploads/')).toBeGreaterThanOrEqual(2);
    const pulled = join(work, 'pulled');
    await run('skopeo', [
      'copy',
      '--src-tls-verify=false',
      `--src-creds=admin:${cluster.adminPassword}`,
      `docker://${registry}`,
      `oci:${pulled}:v1`,
    ]);
    const index = JSON.parse(readFileSync(join(pulled, 'index.json'), 'utf8'));
    expect(index.manifests).toHaveLength(1);
  });

  it('twine uploads a project and pip installs it', async ({ task }) => {
    provesClient(task, 'twine', clientVersion('twine'), ['upload through a balancer of three nodes']);
    provesClient(task, 'pip', clientVersion('/usr/bin/python3', ['-m', 'pip', '--version']), [
      'install through a balancer of three nodes',
    ]);
    const project = join(work, 'cluster-greet');
    mkdirSync(project);
    writeFileSync(join(project, 'cluster_greet.py'), 'def greet():\n    return "hello from a cluster"\n');
    writeFileSync(
      join(project, 'pyproject.toml'),
      '[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\nname = "cluster-greet"\nversion = "1.0.0"\n\n[tool.setuptools]\npy-modules = ["cluster_greet"]\n',
    );
    await run('python3', ['-c', "from setuptools import build_meta as b; b.build_sdist('dist')"], { cwd: project });
    const base = `${cluster.url}/artifactory/api/pypi/pypi-local`;
    const dist = join(project, 'dist');
    await run('twine', [
      'upload',
      '--non-interactive',
      '--disable-progress-bar',
      '--repository-url',
      base,
      '-u',
      'admin',
      '-p',
      cluster.adminPassword,
      ...readdirSync(dist).map((file) => join(dist, file)),
    ]);
    const target = join(work, 'site');
    // Debian's own Python, whose pip builds the sdist with the wheel package it has beside setuptools.
    await run('/usr/bin/python3', [
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
      `${base.replace('http://', `http://admin:${encodeURIComponent(cluster.adminPassword)}@`)}/simple`,
      'cluster-greet==1.0.0',
    ]);
    expect(readFileSync(join(target, 'cluster_greet.py'), 'utf8')).toContain('hello from a cluster');
    expect(await nodesServing('/api/pypi/pypi-local/')).toBeGreaterThanOrEqual(2);
  });
});
