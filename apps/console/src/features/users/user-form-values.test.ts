import { describe, expect, it } from 'vitest';
import { hasNewUserInput, userChanges, userFormValues } from './user-form-values.ts';
import { devDetails } from './users-test-data.ts';

describe('user form values', () => {
  const initial = userFormValues({ ...devDetails, groups: ['readers', 'developers'] });

  it('reports nothing when only the order of the groups changed', () => {
    expect(userChanges(initial, { ...initial, groups: ['developers', 'readers'] })).toEqual({});
  });

  it('reports a trimmed email, a typed password and a new group set', () => {
    expect(
      userChanges(initial, { ...initial, email: ' dev@new.example ', password: 'x', groups: ['readers'] }),
    ).toEqual({ email: 'dev@new.example', password: 'x', groups: ['readers'] });
  });

  it('reports the flags by their wire names', () => {
    expect(userChanges(initial, { ...initial, admin: true, disableUiAccess: true })).toEqual({
      admin: true,
      disable_ui_access: true,
    });
  });

  it('treats an untouched new-user form as clean', () => {
    expect(hasNewUserInput({ username: '', email: '', admin: false, groups: [] })).toBe(false);
    expect(hasNewUserInput({ username: 'q' })).toBe(true);
  });
});
