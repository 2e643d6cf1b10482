import type { UserData } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { paths } from '../shared/routing/paths.ts';
import { visibilityOf } from '../shared/visibility/index.ts';
import { type ContextSketch, contextOf } from '../shared/visibility/visibility-test-data.ts';
import { adminUser, anonymousUser, regularUser } from '../test/fixtures.ts';
import { openingPath } from '../test/guarded-navigation.ts';

/**
 * Who may use what (shell.md §1), read from the console's own route table through its guard
 * pipeline: what a visitor of each kind meets when opening a path.
 */
const opening = (pathname: string, user: UserData, sketch: ContextSketch) =>
  openingPath(pathname, user, contextOf(sketch));

const opens = { kind: 'continue' };

describe('what each kind of visitor can reach', () => {
  it('R7.03 an ordinary user browses packages, searches and edits their own profile, and no admin screen', () => {
    const user = { admin: false };
    expect(opening(paths.packages(), regularUser, user)).toEqual(opens);
    expect(opening(paths.artifactSearchResults(), regularUser, user)).toEqual(opens);
    expect(opening(paths.userProfile(), regularUser, user)).toEqual(opens);
    for (const adminPath of [paths.adminUsers(), paths.licenses(), paths.quickSetup()]) {
      expect(opening(adminPath, regularUser, user), adminPath).toMatchObject({
        kind: 'redirect',
        to: paths.packages(),
      });
    }
  });

  it('R7.04 an administrator reaches the admin menus, onboarding, the licence pages and the retention status', () => {
    const admin = { admin: true };
    for (const path of [
      paths.adminUsers(),
      paths.quickSetup(),
      paths.licenses(),
      paths.packages(),
      paths.userProfile(),
    ]) {
      expect(opening(path, adminUser, admin), path).toEqual(opens);
    }
    expect(visibilityOf('retentionStatus', contextOf(admin)).kind).toBe('visible');
    expect(visibilityOf('retentionStatus', contextOf({ admin: false })).kind).toBe('hidden');
  });

  it('R7.02 an anonymous visitor sees builds only when anonymous access and the build basic view are both on', () => {
    const anonymous = { ...anonymousUser, anonAccessEnabled: true };
    const both = { anonymous: true, anonymousAccess: true, buildBasicView: true };
    expect(opening(paths.builds(), anonymous, both)).toEqual(opens);
    expect(opening(paths.builds(), anonymous, { ...both, buildBasicView: false })).not.toEqual(opens);
    expect(
      opening(paths.builds(), { ...anonymous, anonAccessEnabled: false }, { ...both, anonymousAccess: false }),
    ).not.toEqual(opens);
    // Packages stay open to the same visitor: only builds need the extra view level.
    expect(opening(paths.packages(), anonymous, { ...both, buildBasicView: false })).toEqual(opens);
  });
});
