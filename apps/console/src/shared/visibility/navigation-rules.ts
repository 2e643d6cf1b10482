import type { VisibilityRule } from './evaluate.ts';

/**
 * The navigation bar's filters (shell.md §2 Shell navigation; admin-and-widgets.md §2 Sidebars and
 * navigation bar). An item carries the rule of each filter it is marked with.
 */
export const navigationRules = {
  /** R8.05: items that need a licence are hidden without one. */
  licenseRequired: { id: 'licenseRequired', feature: 'This item', steps: [{ kind: 'licensed', otherwise: 'hidden' }] },
  /** R8.06: cloud-only items are hidden off cloud. */
  cloudOnly: { id: 'cloudOnly', feature: 'This item', steps: [{ kind: 'deployment', is: 'cloud' }] },
  /** R8.07, R7.29: admin-only items are hidden for non-admins. */
  adminOnly: { id: 'adminOnly', feature: 'This item', steps: [{ kind: 'admin' }] },
  /** R8.08: items of the new set-me-up are hidden without the artifacts-browser feature. */
  newSetMeUp: {
    id: 'newSetMeUp',
    feature: 'Set Me Up',
    steps: [{ kind: 'feature', flag: 'artifactsBrowser', on: true }],
  },
  /** R8.09, R8.24: items (help items too) marked hidden are removed. */
  markedHidden: { id: 'markedHidden', feature: 'This item', steps: [{ kind: 'never' }] },
  /** R8.10: onboarding-only items are hidden unless the quick action is visible. */
  onboardingOnly: {
    id: 'onboardingOnly',
    feature: 'Onboarding',
    steps: [{ kind: 'setting', setting: 'quickActionVisible', on: true }],
  },
  /** R8.12: the extra item inserted before the last one needs a profile updatable under the password rules. */
  profileUpdatable: {
    id: 'profileUpdatable',
    feature: 'Edit Profile',
    steps: [{ kind: 'setting', setting: 'profileUpdatable', on: true }],
  },
} as const satisfies Record<string, VisibilityRule>;
