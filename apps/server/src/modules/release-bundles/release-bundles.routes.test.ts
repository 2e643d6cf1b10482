import { releaseBundlePaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.createUser('dana', 'Dana-Passw0rd!');
});
afterAll(() => t.close());

describe('release bundles matching patterns', () => {
  it('R28.133 answers the bundles the patterns reach: none, as Arca keeps no release bundles', async () => {
    const body = { includePatterns: ['**'], excludePatterns: [], bundleType: 'source' };
    const answer = await t.call('POST', releaseBundlePaths.matching, body);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual([]);
  });

  it('is for administrators, and refuses a body without include patterns', async () => {
    const body = { includePatterns: ['**'] };
    expect((await t.call('POST', releaseBundlePaths.matching, body, basic('dana', 'Dana-Passw0rd!'))).statusCode).toBe(
      403,
    );
    expect((await t.call('POST', releaseBundlePaths.matching, { excludePatterns: [] })).statusCode).toBe(400);
  });
});

describe('release bundle names', () => {
  it('R28.136 answers GET ui/v2/release_bundle/names to a signed-in user: none, as Arca keeps no release bundles', async () => {
    expect(releaseBundlePaths.names).toBe('/ui/api/v1/ui/v2/release_bundle/names');
    const answer = await t.call('GET', releaseBundlePaths.names, undefined, basic('dana', 'Dana-Passw0rd!'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual([]);
    expect((await t.call('GET', releaseBundlePaths.names, undefined, {})).statusCode).toBe(401);
  });
});

describe('bundle retention status', () => {
  it('R28.089 R7.42 answers GET with the field enable, off as no bundles are kept, to administrators only', async () => {
    const answer = await t.call('GET', releaseBundlePaths.retention);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ enable: false });
    expect(
      (await t.call('GET', releaseBundlePaths.retention, undefined, basic('dana', 'Dana-Passw0rd!'))).statusCode,
    ).toBe(403);
  });
});
