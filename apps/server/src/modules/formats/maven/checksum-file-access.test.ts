import { createHash, randomBytes } from 'node:crypto';
import { apiPaths } from '@arca/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const DEPLOYER_PASSWORD = 'Deployer-Passw0rd!';
const deployer = basic('deployer', DEPLOYER_PASSWORD);
const ALGORITHMS = ['sha1', 'md5', 'sha256', 'sha512'] as const;

const hex = (algorithm: string, body: string | Buffer) => createHash(algorithm).update(body).digest('hex');

/** A stored jar and an absent one at a path of the same length, so their answers compare byte for byte. */
const JAR = 'com/acme/app/1.0/app-1.0.jar';
const ABSENT_JAR = 'com/acme/zzz/1.0/zzz-1.0.jar';

let t: TestApp;

async function grant(name: string, actions: string[], include: string[], exclude: string[] = []) {
  const res = await t.call('POST', apiPaths.accessPermissions, {
    name,
    resources: {
      artifact: {
        targets: { libs: { include_patterns: include, exclude_patterns: exclude } },
        actions: { users: { deployer: actions }, groups: {} },
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

function deployChecksum(target: string, algorithm: string, checksum: string) {
  return t.server.inject({
    method: 'PUT',
    url: `/artifactory/libs/${target}.${algorithm}`,
    headers: deployer,
    payload: checksum,
  });
}

/** What a client can compare of two answers: all but the request's own id and date, the target's path masked. */
function seen(res: LightMyRequestResponse, target: string) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body.replaceAll(target, '<target>') };
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['libs'], { packageType: 'maven' });
  await t.createUser('deployer', DEPLOYER_PASSWORD);
  // Deploys checksum files beside jars it may not read.
  await grant('deployer-checksums', ['WRITE'], ['**'], ['**/*.jar']);
});
afterAll(() => t.close());

describe('maven checksum files', () => {
  it('H1 does not reveal the checksum of a Maven file the deployer cannot read through a checksum-file deploy', async () => {
    const jar = randomBytes(2048);
    const stored = await t.server.inject({
      method: 'PUT',
      url: `/artifactory/libs/${JAR}`,
      headers: admin,
      payload: jar,
    });
    expect(stored.statusCode, stored.body).toBe(201);

    for (const algorithm of ALGORITHMS) {
      const actual = hex(algorithm, jar);
      const wrong = hex(algorithm, randomBytes(16));
      const absent = seen(await deployChecksum(ABSENT_JAR, algorithm, wrong), ABSENT_JAR);
      expect(absent.status, algorithm).toBe(404);
      const mismatch = await deployChecksum(JAR, algorithm, wrong);
      expect(mismatch.body).not.toContain(actual);
      expect(seen(mismatch, JAR), algorithm).toEqual(absent);
      // A right guess is no oracle either.
      expect(seen(await deployChecksum(JAR, algorithm, actual), JAR), algorithm).toEqual(absent);
    }

    // Once the deployer may read the jar, its checksum files are verified against it as for anyone.
    await grant('deployer-jar', ['READ'], [JAR]);
    for (const algorithm of ALGORITHMS) {
      const actual = hex(algorithm, jar);
      const mismatch = await deployChecksum(JAR, algorithm, hex(algorithm, randomBytes(16)));
      expect(mismatch.statusCode, algorithm).toBe(409);
      expect(mismatch.body).toContain(actual);
      const verified = await deployChecksum(JAR, algorithm, actual);
      expect(verified.statusCode, verified.body).toBe(201);
    }
    expect(await t.storedPaths('libs')).toEqual([JAR, 'com/acme/app/maven-metadata.xml']);
  });
});
