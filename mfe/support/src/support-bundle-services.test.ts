import { describe, expect, it } from 'vitest';
import { offeredBundleServices } from './support-bundle-services.ts';

const installed = (...names: string[]) => names.map((name) => ({ name, version: '1.0.0' }));

describe('services a bundle can be made for', () => {
  it('offers the artifact service alone when no companion is installed', () => {
    expect(offeredBundleServices(installed('artifactory'), false)).toEqual(['artifactory']);
  });

  it('R15.06 offers each installed companion, in the order the services are listed', () => {
    expect(offeredBundleServices(installed('artifactory', 'tracker', 'XRAY', 'insight', 'distribution'), true)).toEqual(
      ['artifactory', 'xray', 'distribution', 'mission_control', 'insight', 'tracker'],
    );
  });

  it('offers mission control only on the word of its checks, not the installed list', () => {
    expect(offeredBundleServices(installed('artifactory', 'mission_control', 'mc'), false)).toEqual(['artifactory']);
    expect(offeredBundleServices(installed('artifactory'), true)).toEqual(['artifactory', 'mission_control']);
  });
});
