import { describe, expect, it } from 'vitest';
import { NO_SCANNER_USER_DATA, scannerUserDataOf } from './scanner-user-data.ts';

describe("the scanner's user data", () => {
  it('R7.08 keeps only the permissions the scanner names, whether listed or given as flags', () => {
    expect(scannerUserDataOf({ permissions: ['view_watches', 'deploy', 'manage_reports'] }).permissions).toEqual([
      'view_watches',
      'manage_reports',
    ]);
    expect(scannerUserDataOf({ view_policies: true, manage_watches: false, admin: 'yes' }).permissions).toEqual([
      'view_policies',
    ]);
    expect(scannerUserDataOf({ permissions: { admin: true } })).toEqual({
      permissions: ['admin'],
      roles: ['watchManager', 'policyManager', 'policyViewer'],
    });
    expect(scannerUserDataOf(null)).toEqual(NO_SCANNER_USER_DATA);
  });
});
