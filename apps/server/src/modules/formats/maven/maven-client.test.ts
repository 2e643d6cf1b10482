import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientVersion, provesClient } from '@arca/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PackageIndex } from '../../packages/package-index.ts';

const PASSWORD = 'Maven-Dev-Passw0rd!';
const MVN_TIMEOUT_MS = 180_000;
/** The plugins Maven runs here; `ensure_maven_repository` in scripts/lib.sh primes the same versions. */
const PLUGIN_VERSIONS = { deploy: '3.1.4', resources: '3.3.1', compiler: '3.13.0' };
/** Where the project's test scripts keep Maven's plugins, outside the clone. */
const PRIMED_REPOSITORY = join(homedir(), '.cache', 'arca', 'm2', 'repository');
const PRIMING_COMMAND = "bash -c 'source scripts/lib.sh && ensure_package_clients'";

let t: TestApp;
let work: string;
let base: string;

/**
 * The primed local repository, after checking that it holds each plugin this test runs: Maven's
 * only remote here is the server under test, so a missing plugin would fail far from its cause.
 */
function primedRepository(): string {
  for (const [name, version] of Object.entries(PLUGIN_VERSIONS)) {
    const plugin = join(PRIMED_REPOSITORY, 'org', 'apache', 'maven', 'plugins', `maven-${name}-plugin`, version);
    if (!existsSync(plugin)) {
      throw new Error(`${PRIMED_REPOSITORY} lacks maven-${name}-plugin ${version}: run \`${PRIMING_COMMAND}\` first.`);
    }
  }
  return PRIMED_REPOSITORY;
}

/**
 * Runs the real Maven client with its own settings and a copy of the primed local repository
 * (its plugins; its only remote is the server under test), so the machine's Maven setup is untouched.
 */
function mvn(args: string[], cwd = work): Promise<string> {
  const settings = ['-B', '-s', join(work, 'settings.xml'), '-gs', join(work, 'global-settings.xml')];
  return new Promise((resolve, reject) => {
    execFile(
      'mvn',
      [...settings, ...args],
      {
        cwd,
        env: { ...process.env, HOME: work, MAVEN_OPTS: '' },
        timeout: MVN_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`mvn ${args.join(' ')} failed (${error.message}):\n${stderr}\n${stdout}`));
        else resolve(stdout);
      },
    );
  });
}

const deployFile = (file: string, version: string) =>
  mvn([
    `org.apache.maven.plugins:maven-deploy-plugin:${PLUGIN_VERSIONS.deploy}:deploy-file`,
    `-Durl=${base}/libs-local`,
    '-DrepositoryId=arca',
    `-Dfile=${file}`,
    '-DgroupId=com.example',
    '-DartifactId=probe',
    `-Dversion=${version}`,
    '-Dpackaging=jar',
  ]);

function settingsXml(localRepository: string): string {
  const server = (id: string) =>
    `<server><id>${id}</id><username>dev</username><password>${PASSWORD}</password></server>`;
  return `<settings>
  <localRepository>${localRepository}</localRepository>
  <servers>${server('arca')}${server('central')}</servers>
  <mirrors>
    <mirror><id>central</id><mirrorOf>central</mirrorOf><url>${base}/libs-virtual</url></mirror>
  </mirrors>
</settings>
`;
}

function consumerPom(dependencies: [string, string][]): string {
  const plugin = (artifactId: string, version: string) =>
    `<plugin><groupId>org.apache.maven.plugins</groupId><artifactId>${artifactId}</artifactId><version>${version}</version></plugin>`;
  return `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.example</groupId>
  <artifactId>consumer</artifactId>
  <version>1.0.0</version>
  <properties><maven.compiler.release>17</maven.compiler.release></properties>
  <repositories>
    <repository><id>arca</id><url>${base}/libs-virtual</url><snapshots><enabled>true</enabled></snapshots></repository>
  </repositories>
  <dependencies>
    ${dependencies.map(([artifactId, version]) => `<dependency><groupId>com.example</groupId><artifactId>${artifactId}</artifactId><version>${version}</version></dependency>`).join('\n    ')}
  </dependencies>
  <build><plugins>${plugin('maven-resources-plugin', PLUGIN_VERSIONS.resources)}${plugin('maven-compiler-plugin', PLUGIN_VERSIONS.compiler)}</plugins></build>
</project>
`;
}

beforeAll(async () => {
  const repository = primedRepository();
  t = await buildTestApp();
  const address = await t.server.listen({ port: 0, host: '127.0.0.1' });
  base = `${address}/artifactory`;
  work = mkdtempSync(join(tmpdir(), 'arca-maven-client-'));
  // A copy, not the primed one: Maven writes tracking files and downloads into its local repository.
  cpSync(repository, join(work, 'repository'), { recursive: true });
  writeFileSync(join(work, 'settings.xml'), settingsXml(join(work, 'repository')));
  writeFileSync(join(work, 'global-settings.xml'), '<settings/>');
  await t.createRepositories(['libs-local'], { packageType: 'maven' });
  const virtual = await t.call('PUT', '/artifactory/api/repositories/libs-virtual', {
    rclass: 'virtual',
    packageType: 'maven',
    repositories: ['libs-local'],
    defaultDeploymentRepo: 'libs-local',
  });
  expect(virtual.statusCode).toBe(200);
  await t.createUser('dev', PASSWORD);
  await t.grant('maven-deployers', ['libs-local'], { dev: ['READ', 'WRITE'] });
}, 60_000);

afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the real Maven client against Maven repositories', () => {
  it('deploys a release and two snapshots, then a build resolves them through a virtual repository', {
    timeout: 600_000,
  }, async ({ task }) => {
    provesClient(task, 'mvn', clientVersion('mvn'), [
      'deploy:deploy-file of a release and snapshots',
      'resolve dependencies through a virtual repository',
    ]);
    const release = randomBytes(4096);
    const snapshots = [randomBytes(2048), randomBytes(2048)];
    writeFileSync(join(work, 'probe-1.0.0.jar'), release);
    await deployFile(join(work, 'probe-1.0.0.jar'), '1.0.0');
    for (const [index, content] of snapshots.entries()) {
      writeFileSync(join(work, `probe-snapshot-${index}.jar`), content);
      await deployFile(join(work, `probe-snapshot-${index}.jar`), '1.1.0-SNAPSHOT');
    }

    const files = await t.database.db
      .selectFrom('items')
      .select(['path', 'name'])
      .where('repo_key', '=', 'libs-local')
      .where('type', '=', 'file')
      .execute();
    const snapshotJars = files
      .filter((file) => file.path === 'com/example/probe/1.1.0-SNAPSHOT' && file.name.endsWith('.jar'))
      .map((file) => file.name)
      .sort();
    expect(snapshotJars).toHaveLength(2);
    expect(snapshotJars[0]).toMatch(/^probe-1\.1\.0-\d{8}\.\d{6}-1\.jar$/);
    expect(snapshotJars[1]).toMatch(/^probe-1\.1\.0-\d{8}\.\d{6}-2\.jar$/);
    expect(files.some((file) => file.name.endsWith('.sha1') || file.name.endsWith('.md5'))).toBe(false);

    const admin = basic('admin', ADMIN_PASSWORD);
    const artifactMetadata = await t.server.inject({
      method: 'GET',
      url: '/artifactory/libs-local/com/example/probe/maven-metadata.xml',
      headers: admin,
    });
    expect(artifactMetadata.body).toContain('<latest>1.1.0-SNAPSHOT</latest>');
    expect(artifactMetadata.body).toContain('<release>1.0.0</release>');
    const snapshotMetadata = await t.server.inject({
      method: 'GET',
      url: '/artifactory/libs-local/com/example/probe/1.1.0-SNAPSHOT/maven-metadata.xml',
      headers: admin,
    });
    expect(snapshotMetadata.body).toContain('<buildNumber>2</buildNumber>');
    expect(snapshotMetadata.body).toContain(
      `<value>${snapshotJars[1]?.slice('probe-'.length, -'.jar'.length)}</value>`,
    );

    const consumer = join(work, 'consumer');
    mkdirSync(consumer);
    writeFileSync(
      join(consumer, 'pom.xml'),
      consumerPom([
        ['probe', '1.0.0'],
        ['probe', '1.1.0-SNAPSHOT'],
      ]).replace(/<dependency>(?:(?!<\/dependency>).)*1\.1\.0-SNAPSHOT.*?<\/dependency>/s, ''),
    );
    await mvn(['compile'], consumer);
    const resolved = join(work, 'repository', 'com', 'example', 'probe');
    expect(readFileSync(join(resolved, '1.0.0', 'probe-1.0.0.jar')).equals(release)).toBe(true);

    writeFileSync(join(consumer, 'pom.xml'), consumerPom([['probe', '1.1.0-SNAPSHOT']]));
    await mvn(['compile'], consumer);
    const snapshotDir = join(resolved, '1.1.0-SNAPSHOT');
    const resolvedSnapshot = readdirSync(snapshotDir).find((name) => /-2\.jar$/.test(name));
    expect(resolvedSnapshot).toBeDefined();
    expect(readFileSync(join(snapshotDir, resolvedSnapshot ?? '')).equals(snapshots[1] as Buffer)).toBe(true);

    const index = new PackageIndex(t.database.db);
    const versions = await index.versionsIn('libs-local', 'maven', 'com.example:probe');
    expect(versions.map((version) => version.version).sort()).toEqual(['1.0.0', '1.1.0-SNAPSHOT']);
    const releaseFiles = versions.find((version) => version.version === '1.0.0')?.files;
    expect(releaseFiles?.map((file) => [file.name, file.lead])).toEqual([
      ['probe-1.0.0.jar', true],
      ['probe-1.0.0.pom', false],
    ]);
  });
});
