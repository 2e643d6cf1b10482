import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientVersion, provesClient } from '@arca/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PackageIndex } from '../../packages/package-index.ts';

const PASSWORD = 'Docker-Dev-Passw0rd!';
const CLIENT_TIMEOUT_MS = 60_000;
const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';
const OCI_INDEX = 'application/vnd.oci.image.index.v1+json';
const SIGNATURE = 'application/vnd.example.signature.v1';
/** Where scripts/lib.sh builds oras, which has no npm or Debian package; also on a single file's run. */
const TOOLS_BIN = join(homedir(), '.cache', 'arca', 'bin');

let t: TestApp;
let work: string;
let registry: string;

/** Runs a client with its own HOME, so the machine's registries, auth files and caches are neither used nor touched. */
function run(command: string, args: string[]): Promise<string> {
  return execute(command, args).then((output) => output.stdout);
}

function execute(command: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        cwd: work,
        env: { ...process.env, HOME: work, PATH: `${TOOLS_BIN}:${process.env.PATH ?? ''}` },
        timeout: CLIENT_TIMEOUT_MS,
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${command} ${args.join(' ')} failed (${error.message}):\n${stderr}\n${stdout}`));
        else resolve({ stdout, stderr });
      },
    );
  });
}

const authfile = () => ['--authfile', join(work, 'auth.json')];
const skopeo = (args: string[]) => run('skopeo', ['--insecure-policy', ...args]);
const push = (layout: string, reference: string, extra: string[] = []) =>
  skopeo([
    'copy',
    ...extra,
    ...authfile(),
    '--dest-tls-verify=false',
    '--dest-creds',
    `dev:${PASSWORD}`,
    `oci:${layout}`,
    `docker://${registry}/${reference}`,
  ]);
const pull = (reference: string, layout: string, extra: string[] = []) =>
  skopeo([
    'copy',
    ...extra,
    ...authfile(),
    '--src-tls-verify=false',
    '--src-creds',
    `dev:${PASSWORD}`,
    `docker://${registry}/${reference}`,
    `oci:${layout}`,
  ]);
const inspect = (reference: string, raw = false) =>
  skopeo([
    'inspect',
    ...(raw ? ['--raw'] : []),
    ...authfile(),
    '--tls-verify=false',
    '--creds',
    `dev:${PASSWORD}`,
    `docker://${registry}/${reference}`,
  ]);

/** oras against the registry over plain HTTP, using the referrers API rather than its tag scheme. */
const oras = (args: string[]) =>
  run('oras', [
    ...args,
    '--plain-http',
    '--username',
    'dev',
    '--password',
    PASSWORD,
    '--distribution-spec',
    'v1.1-referrers-api',
  ]);

type Descriptor = { mediaType: string; digest: string; size: number; platform?: object; annotations?: object };

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

function blobPath(layout: string, digest: string): string {
  return join(work, layout, 'blobs', 'sha256', digest.slice('sha256:'.length));
}

/** The manifest an OCI layout's index names under a tag. */
function layoutManifest(layout: string, tag: string): { descriptor: Descriptor; manifest: Record<string, unknown> } {
  const index = readJson(join(work, layout, 'index.json')) as {
    manifests: (Descriptor & { annotations?: Record<string, string> })[];
  };
  const descriptor = index.manifests.find((entry) => entry.annotations?.['org.opencontainers.image.ref.name'] === tag);
  if (!descriptor) throw new Error(`${layout} has no ${tag}`);
  return { descriptor, manifest: readJson(blobPath(layout, descriptor.digest)) };
}

/** Writes a blob into a hand-made OCI layout and returns its descriptor. */
function addBlob(layout: string, mediaType: string, data: Buffer | string): Descriptor {
  const bytes = Buffer.from(data);
  const digest = `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
  mkdirSync(join(work, layout, 'blobs', 'sha256'), { recursive: true });
  writeFileSync(blobPath(layout, digest), bytes);
  return { mediaType, digest, size: bytes.length };
}

function writeLayoutIndex(layout: string, tag: string, descriptor: Descriptor) {
  writeFileSync(join(work, layout, 'oci-layout'), JSON.stringify({ imageLayoutVersion: '1.0.0' }));
  const annotations = { 'org.opencontainers.image.ref.name': tag };
  writeFileSync(
    join(work, layout, 'index.json'),
    JSON.stringify({ schemaVersion: 2, manifests: [{ ...descriptor, annotations }] }),
  );
}

/** An image built as a developer would with umoci: one file inserted as a layer. */
async function umociImage(layout: string, tag: string, file: string, content: string) {
  await run('umoci', ['init', '--layout', layout]).catch(() => undefined);
  await run('umoci', ['new', '--image', `${layout}:${tag}`]);
  writeFileSync(join(work, file), content);
  await run('umoci', ['insert', '--rootless', '--image', `${layout}:${tag}`, join(work, file), `/${file}`]);
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.server.server.address() as AddressInfo;
  registry = `127.0.0.1:${port}`;
  work = mkdtempSync(join(tmpdir(), 'arca-docker-client-'));
  writeFileSync(join(work, 'auth.json'), '{}');
  await t.createRepositories(['docker-local'], { packageType: 'docker' });
  await t.createUser('dev', PASSWORD);
  await t.grant('docker-deployers', ['docker-local'], { dev: ['READ', 'WRITE', 'DELETE'] });
});

afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the real skopeo and umoci against a local docker repository', () => {
  it('pushes an image, inspects and lists it, and pulls back the same layers', { timeout: 120_000 }, async ({
    task,
  }) => {
    provesClient(task, 'skopeo', clientVersion('skopeo'), ['copy (push and pull) an image', 'inspect', 'list-tags']);
    await umociImage('img', '1.0', 'hello.txt', 'hello from arca\n');
    await push('img:1.0', 'docker-local/team/hello:1.0');

    const inspected = JSON.parse(await inspect('docker-local/team/hello:1.0')) as { Digest: string; Layers: string[] };
    const { descriptor, manifest } = layoutManifest('img', '1.0');
    const layers = (manifest.layers as Descriptor[]).map((layer) => layer.digest);
    expect(inspected.Layers).toEqual(layers);
    const tags = JSON.parse(
      await skopeo([
        'list-tags',
        ...authfile(),
        '--tls-verify=false',
        '--creds',
        `dev:${PASSWORD}`,
        `docker://${registry}/docker-local/team/hello`,
      ]),
    ) as { Tags: string[] };
    expect(tags.Tags).toEqual(['1.0']);

    await pull('docker-local/team/hello:1.0', 'back:1.0');
    const back = layoutManifest('back', '1.0');
    expect(back.descriptor.digest).toBe(descriptor.digest);
    for (const digest of layers)
      expect(readFileSync(blobPath('back', digest)).equals(readFileSync(blobPath('img', digest)))).toBe(true);

    const [version] = await new PackageIndex(t.database.db).versionsIn('docker-local', 'docker', 'team/hello');
    expect(version?.version).toBe('1.0');
    expect(version?.files.find((file) => file.lead)?.path).toBe('team/hello/1.0/manifest.json');
    const recorded = await t.database.db.selectFrom('package_layers').select('digest').orderBy('position').execute();
    expect(recorded.map((row) => row.digest)).toEqual(layers);
  });

  it('pushes and pulls an index of two images with --all', { timeout: 120_000 }, async ({ task }) => {
    provesClient(task, 'skopeo', clientVersion('skopeo'), ['copy --all of an image index']);
    await umociImage('multi', 'amd64', 'amd.txt', 'amd64 build\n');
    await umociImage('multi', 'arm64', 'arm.txt', 'arm64 build\n');
    const amd = layoutManifest('multi', 'amd64').descriptor;
    const arm = layoutManifest('multi', 'arm64').descriptor;
    const index = addBlob(
      'multi',
      OCI_INDEX,
      JSON.stringify({
        schemaVersion: 2,
        mediaType: OCI_INDEX,
        manifests: [
          {
            mediaType: OCI_MANIFEST,
            digest: amd.digest,
            size: amd.size,
            platform: { architecture: 'amd64', os: 'linux' },
          },
          {
            mediaType: OCI_MANIFEST,
            digest: arm.digest,
            size: arm.size,
            platform: { architecture: 'arm64', os: 'linux' },
          },
        ],
      }),
    );
    writeLayoutIndex('multi', '2.0', index);
    await push('multi:2.0', 'docker-local/team/multi:2.0', ['--all']);

    const raw = await inspect('docker-local/team/multi:2.0', true);
    expect(raw).toBe(readFileSync(blobPath('multi', index.digest), 'utf8'));
    await pull('docker-local/team/multi:2.0', 'multi-back:2.0', ['--all']);
    for (const child of [amd, arm]) {
      const childManifest = readJson(blobPath('multi', child.digest)) as { layers: Descriptor[] };
      for (const layer of childManifest.layers)
        expect(
          readFileSync(blobPath('multi-back', layer.digest)).equals(readFileSync(blobPath('multi', layer.digest))),
        ).toBe(true);
    }
  });

  it('pushes a Helm chart as OCI and shows it as a helm package', { timeout: 120_000 }, async ({ task }) => {
    provesClient(task, 'skopeo', clientVersion('skopeo'), ['push a Helm chart as an OCI artifact']);
    const source = join(work, 'chart-src', 'probe');
    mkdirSync(source, { recursive: true });
    writeFileSync(join(source, 'Chart.yaml'), 'apiVersion: v2\nname: probe\nversion: 0.1.0\n');
    writeFileSync(join(source, 'README.md'), '# probe\n\nA probe chart.\n');
    await run('tar', ['-czf', join(work, 'probe-0.1.0.tgz'), '-C', join(work, 'chart-src'), 'probe']);
    const chart = readFileSync(join(work, 'probe-0.1.0.tgz'));
    const config = addBlob(
      'chart',
      'application/vnd.cncf.helm.config.v1+json',
      JSON.stringify({
        apiVersion: 'v2',
        name: 'probe',
        version: '0.1.0',
        description: 'A probe chart',
        keywords: ['demo'],
      }),
    );
    const layer = addBlob('chart', 'application/vnd.cncf.helm.chart.content.v1.tar+gzip', chart);
    const manifest = addBlob(
      'chart',
      OCI_MANIFEST,
      JSON.stringify({ schemaVersion: 2, mediaType: OCI_MANIFEST, config, layers: [layer] }),
    );
    writeLayoutIndex('chart', '0.1.0', manifest);
    await push('chart:0.1.0', 'docker-local/charts/probe:0.1.0');

    expect(await inspect('docker-local/charts/probe:0.1.0', true)).toBe(
      readFileSync(blobPath('chart', manifest.digest), 'utf8'),
    );
    const [version] = await new PackageIndex(t.database.db).versionsIn('docker-local', 'helm', 'probe');
    expect(version?.version).toBe('0.1.0');
    const helm = await t.database.db
      .selectFrom('packages as p')
      .innerJoin('package_versions as v', 'v.package_id', 'p.id')
      .select(['p.package_type', 'p.description', 'v.readme'])
      .where('p.name', '=', 'probe')
      .executeTakeFirstOrThrow();
    expect(helm).toEqual({ package_type: 'helm', description: 'A probe chart', readme: '# probe\n\nA probe chart.\n' });
  });

  it('keeps a pinned digest pullable when its tag is pushed again and then deleted', { timeout: 120_000 }, async ({
    task,
  }) => {
    provesClient(task, 'skopeo', clientVersion('skopeo'), ['pull by digest', 'delete a tag']);
    await umociImage('pin', 'one', 'pin.txt', 'first build\n');
    await umociImage('pin', 'two', 'pin.txt', 'second build\n');
    const image = 'docker-local/team/pinned';
    await push('pin:one', `${image}:1.0`);
    const old = (JSON.parse(await inspect(`${image}:1.0`)) as { Digest: string }).Digest;
    expect(old).toBe(layoutManifest('pin', 'one').descriptor.digest);
    await push('pin:two', `${image}:1.0`);
    const current = (JSON.parse(await inspect(`${image}:1.0`)) as { Digest: string }).Digest;
    expect(current).not.toBe(old);

    await pull(`${image}@${old}`, 'pinned-back:old');
    expect(layoutManifest('pinned-back', 'old').descriptor.digest).toBe(old);
    // skopeo deletes a tag by the digest it names now: that manifest goes, the pinned one stays.
    await skopeo([
      'delete',
      ...authfile(),
      '--tls-verify=false',
      '--creds',
      `dev:${PASSWORD}`,
      `docker://${registry}/${image}:1.0`,
    ]);
    await expect(inspect(`${image}:1.0`)).rejects.toThrow(/manifest unknown/i);
    await pull(`${image}@${old}`, 'pinned-again:old');
    const again = layoutManifest('pinned-again', 'old');
    expect(again.descriptor.digest).toBe(old);
    for (const layer of again.manifest.layers as Descriptor[])
      expect(
        readFileSync(blobPath('pinned-again', layer.digest)).equals(readFileSync(blobPath('pin', layer.digest))),
      ).toBe(true);
  });

  it('attaches a signature with oras, lists it as a referrer, and keeps both by digest when the tag moves and goes', {
    timeout: 120_000,
  }, async ({ task }) => {
    provesClient(task, 'oras', clientVersion('oras', ['version']), ['attach a signature', 'discover referrers']);
    await umociImage('signed', 'one', 'app.txt', 'first release\n');
    await umociImage('signed', 'two', 'app.txt', 'second release\n');
    const image = 'docker-local/team/signed';
    await push('signed:one', `${image}:1.0`);
    const old = layoutManifest('signed', 'one').descriptor.digest;

    writeFileSync(join(work, 'signature.txt'), 'signed by the release key\n');
    const attached = JSON.parse(
      await oras([
        'attach',
        '--artifact-type',
        SIGNATURE,
        '--format',
        'json',
        `${registry}/${image}:1.0`,
        'signature.txt:text/plain',
      ]),
    ) as { digest: string; artifactType: string };
    expect(attached.artifactType).toBe(SIGNATURE);
    const referrers = async (reference: string) =>
      (
        JSON.parse(
          await oras([
            'discover',
            '--format',
            'json',
            '--artifact-type',
            SIGNATURE,
            `${registry}/${image}${reference}`,
          ]),
        ) as { referrers: { digest: string; artifactType: string }[] }
      ).referrers.map(({ digest, artifactType }) => ({ digest, artifactType }));
    const signature = { digest: attached.digest, artifactType: SIGNATURE };
    expect(await referrers(':1.0')).toEqual([signature]);

    await push('signed:two', `${image}:1.0`);
    expect((JSON.parse(await inspect(`${image}:1.0`)) as { Digest: string }).Digest).not.toBe(old);
    await pull(`${image}@${old}`, 'signed-back:old');
    expect(layoutManifest('signed-back', 'old').descriptor.digest).toBe(old);

    await oras(['manifest', 'delete', '--force', `${registry}/${image}:1.0`]);
    await expect(inspect(`${image}:1.0`)).rejects.toThrow(/manifest unknown/i);
    await pull(`${image}@${old}`, 'signed-again:old');
    const again = layoutManifest('signed-again', 'old');
    expect(again.descriptor.digest).toBe(old);
    for (const layer of again.manifest.layers as Descriptor[])
      expect(
        readFileSync(blobPath('signed-again', layer.digest)).equals(readFileSync(blobPath('signed', layer.digest))),
      ).toBe(true);
    expect(await referrers(`@${old}`)).toEqual([signature]);
  });

  it('asks a client without credentials to log in', { timeout: 60_000 }, async ({ task }) => {
    provesClient(task, 'skopeo', clientVersion('skopeo'), ['refused without credentials']);
    const noCreds = ['--tls-verify=false', '--no-creds', `docker://${registry}/docker-local/team/hello:1.0`];
    await expect(skopeo(['inspect', ...authfile(), ...noCreds])).rejects.toThrow(/unauthorized/i);
  });

  it('signs in through the Bearer challenge: a token from /v2/token for its credentials, then reads with it', {
    timeout: 60_000,
  }, async ({ task }) => {
    provesClient(task, 'skopeo', clientVersion('skopeo'), ['sign in through the Bearer token challenge']);
    const registryTokens = () =>
      t.database.db
        .selectFrom('access_tokens')
        .innerJoin('users', 'users.id', 'access_tokens.user_id')
        .select(['access_tokens.token_id'])
        .where('users.name', '=', 'dev')
        .where('access_tokens.description', '=', 'Docker registry token')
        .execute();
    const before = (await registryTokens()).length;
    const reference = `docker://${registry}/docker-local/team/hello:1.0`;
    const { stdout, stderr } = await execute('skopeo', [
      '--insecure-policy',
      '--debug',
      'inspect',
      ...authfile(),
      '--tls-verify=false',
      '--creds',
      `dev:${PASSWORD}`,
      reference,
    ]);
    expect((JSON.parse(stdout) as { Digest: string }).Digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    // skopeo logs each request: the token endpoint the challenge named, with the scope it asked for.
    expect(stderr).toContain(
      `GET http://${registry}/v2/token?account=dev&scope=repository%3Adocker-local%2Fteam%2Fhello%3Apull&service=127.0.0.1`,
    );
    expect((await registryTokens()).length).toBeGreaterThan(before);
  });

  it('lets an anonymous visitor pull where anonymous access is on and allowed', { timeout: 60_000 }, async ({
    task,
  }) => {
    provesClient(task, 'skopeo', clientVersion('skopeo'), ['anonymous pull']);
    await t.setAnonymousAccess(true);
    await t.grant('anonymous-pulls', ['docker-local'], { anonymous: ['READ'] });
    const noCreds = ['--tls-verify=false', '--no-creds', `docker://${registry}/docker-local/team/hello:1.0`];
    const inspected = JSON.parse(await skopeo(['inspect', ...authfile(), ...noCreds]));
    expect(inspected.Digest).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});
