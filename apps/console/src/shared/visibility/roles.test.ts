import type { UserData } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { adminUser, anonymousUser, footer, regularUser } from '../../test/fixtures.ts';
import { scannerPermissions, scanningRoles, scanningRolesOf } from './roles.ts';
import { type ServerFacts, visibilityContextOf } from './server-facts.ts';

/** The roles the visibility engine reads from a user and the projects they administer (shell.md §6). */
function rolesOf(user: UserData, administeredProjects = 0) {
  const facts: ServerFacts = {
    user,
    footer,
    services: [],
    features: { enabled: [] },
    administeredProjects,
    projectKey: 'default',
  };
  const context = visibilityContextOf(facts);
  return { user: context.user, anonymousAllowed: context.anonymousAccess.enabled };
}

describe('the roles the visibility engine recognises', () => {
  it('R7.06 tells the anonymous user (allowed or not by the setting), a regular user, an admin and a project administrator apart', () => {
    expect(rolesOf(anonymousUser)).toEqual({
      user: { admin: false, projectAdmin: false, anonymous: true },
      anonymousAllowed: false,
    });
    expect(rolesOf({ ...anonymousUser, anonAccessEnabled: true })).toEqual({
      user: { admin: false, projectAdmin: false, anonymous: true },
      anonymousAllowed: true,
    });
    expect(rolesOf(regularUser).user).toEqual({ admin: false, projectAdmin: false, anonymous: false });
    expect(rolesOf(adminUser).user).toEqual({ admin: true, projectAdmin: false, anonymous: false });
    // Administering any project makes a project administrator (can administer projects).
    expect(rolesOf(regularUser, 2).user).toEqual({ admin: false, projectAdmin: true, anonymous: false });
    // The anonymous user administers nothing, whatever a stale count says.
    expect(rolesOf(anonymousUser, 1).user.projectAdmin).toBe(false);
  });

  it('R7.06 the default project admin flag grants nothing beyond the projects one administers (O22)', () => {
    const flagged = { ...regularUser, isDefaultProjectAdmin: true };
    expect(rolesOf(flagged)).toEqual(rolesOf(regularUser));
    expect(rolesOf(flagged, 1)).toEqual(rolesOf(regularUser, 1));
  });
});

describe("the scanner's permissions and scanning roles", () => {
  it('R7.08 names the scanner permissions admin, view_policies, view_watches, manage_reports, manage_policies and manage_watches', () => {
    expect(scannerPermissions).toEqual([
      'admin',
      'view_policies',
      'view_watches',
      'manage_reports',
      'manage_policies',
      'manage_watches',
    ]);
  });

  it('R7.09 names the scanning roles watch manager, policy manager and policy viewer, each granted by its permissions', () => {
    expect(scanningRoles.map(({ label }) => label)).toEqual(['Watch manager', 'Policy manager', 'Policy viewer']);
    expect(scanningRolesOf(new Set(['manage_watches']))).toEqual(['watchManager']);
    expect(scanningRolesOf(new Set(['manage_policies']))).toEqual(['policyManager', 'policyViewer']);
    expect(scanningRolesOf(new Set(['view_policies', 'view_watches', 'manage_reports']))).toEqual(['policyViewer']);
    expect(scanningRolesOf(new Set(['admin']))).toEqual(['watchManager', 'policyManager', 'policyViewer']);
    expect(scanningRolesOf(new Set())).toEqual([]);
  });
});
