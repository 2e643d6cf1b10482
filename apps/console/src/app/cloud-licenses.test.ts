import { describe, expect, it } from 'vitest';
import { paths } from '../shared/routing/paths.ts';
import { contextOf } from '../shared/visibility/visibility-test-data.ts';
import { adminUser } from '../test/fixtures.ts';
import { openingPath } from '../test/guarded-navigation.ts';

const LICENSE_BUCKETS = '/admin/license_management/license_buckets';

describe('the cloud licence redirect', () => {
  it('R1.68 on cloud the licences page goes to /admin/license_management/license_buckets, on premises it opens', () => {
    expect(openingPath(paths.licenses(), adminUser, contextOf({ admin: true, cloud: true }))).toEqual({
      kind: 'redirect',
      to: LICENSE_BUCKETS,
    });
    expect(openingPath(LICENSE_BUCKETS, adminUser, contextOf({ admin: true, cloud: true }))).toEqual({
      kind: 'continue',
    });
    expect(openingPath(paths.licenses(), adminUser, contextOf({ admin: true }))).toEqual({ kind: 'continue' });
  });

  it('R1.68 R3.14 an administrator without a licence is sent to where licences are managed: the buckets on cloud', () => {
    const unlicensedCloud = contextOf({ admin: true, cloud: true, license: 'N/A' });
    expect(openingPath(paths.packages(), adminUser, unlicensedCloud)).toEqual({
      kind: 'redirect',
      to: LICENSE_BUCKETS,
    });
    // Arriving there stays there: no loop between the licences page and the buckets.
    expect(openingPath(LICENSE_BUCKETS, adminUser, unlicensedCloud)).toEqual({ kind: 'continue' });

    const unlicensed = contextOf({ admin: true, license: 'N/A' });
    expect(openingPath(paths.packages(), adminUser, unlicensed)).toEqual({ kind: 'redirect', to: paths.licenses() });
  });
});
