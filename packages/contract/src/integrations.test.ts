import { describe, expect, it } from 'vitest';
import {
  GIT_VENDOR_UNKNOWN,
  gitVendorById,
  gitVendorByName,
  gitVendorNames,
  gitVendors,
  isGitVendorName,
} from './git-vendors.ts';
import { integrationTypes } from './integrations.ts';

describe('git integration values', () => {
  it('R1.44 names the vendors github, bitbucket_server, bitbucket_cloud and gitlab, and no other', () => {
    expect([...gitVendorNames].sort()).toEqual(['bitbucket_cloud', 'bitbucket_server', 'github', 'gitlab']);
    expect(gitVendors.map((vendor) => vendor.name)).toEqual([...gitVendorNames]);
    expect(isGitVendorName('bitbucket_server')).toBe(true);
    expect(isGitVendorName('GitHub')).toBe(false);
    expect(isGitVendorName('azure')).toBe(false);
  });

  it('R14.51 has the integration types unknown 0 and git 1', () => {
    expect(integrationTypes).toEqual({ unknown: 0, git: 1 });
  });

  it('R14.52 numbers the vendors unknown 0, GitHub 1, GitLab 2, Bitbucket Cloud 3, Bitbucket Server 4', () => {
    expect(GIT_VENDOR_UNKNOWN).toBe(0);
    expect(gitVendors.map((vendor) => [vendor.id, vendor.displayName])).toEqual([
      [1, 'GitHub'],
      [2, 'GitLab'],
      [3, 'Bitbucket Cloud'],
      [4, 'Bitbucket Server'],
    ]);
    expect(gitVendorById(GIT_VENDOR_UNKNOWN)).toBeUndefined();
    expect(gitVendorByName('bitbucket_server')?.id).toBe(4);
  });
});
