import { describe, expect, it } from 'vitest';
import { packagesCountVariables, packagesVariables, versionsVariables, versionVariables } from './package-variables.ts';
import { COUNT_ONLY, PAGE_LIMITS } from './page-limits.ts';

describe('package browser page sizes', () => {
  it('R10.29 keeps one set of limits: single 1, first level 100, second level 100', () => {
    expect(PAGE_LIMITS).toEqual({ single: 1, firstLevel: 100, secondLevel: 100 });
  });

  it('R10.29 sizes packages by the first level, versions by the second and one version by the single limit', () => {
    expect(packagesVariables({ name: 'left' }, null).first).toBe(PAGE_LIMITS.firstLevel);
    expect(versionsVariables('7', false, null).first).toBe(PAGE_LIMITS.secondLevel);
    expect(versionVariables('7', '1.0.0')).toEqual({
      filter: { packageId: '7', name: '1.0.0', ignorePreRelease: false, includeFiles: true },
      first: PAGE_LIMITS.single,
    });
  });

  it('R10.26 asks for the count of every package without a single row', () => {
    expect(packagesCountVariables()).toEqual({ filter: { name: '*' }, first: COUNT_ONLY });
    expect(COUNT_ONLY).toBe(0);
  });

  it('passes the cursor and the sort of each level', () => {
    expect(packagesVariables({}, 'c9')).toMatchObject({ after: 'c9', orderBy: { field: 'NAME', direction: 'ASC' } });
    expect(versionsVariables('7', true, 'c3')).toMatchObject({
      after: 'c3',
      orderBy: { field: 'NAME', direction: 'DESC' },
      filter: { packageId: '7', name: '*', ignorePreRelease: true },
    });
  });

  it('searches a name typed without wildcards within package names, and keeps a name with wildcards a pattern', () => {
    expect(packagesVariables({ name: ' math ', packageType: 'npm' }, null).filter).toEqual({
      name: '*',
      search: 'math',
      packageType: 'npm',
    });
    expect(packagesVariables({ name: 're?ct' }, null).filter).toEqual({ name: 're?ct*' });
    expect(packagesVariables({ name: '*util*' }, null).filter).toEqual({ name: '*util*' });
    expect(packagesVariables({ name: '' }, null).filter).toEqual({ name: '*' });
  });
});
