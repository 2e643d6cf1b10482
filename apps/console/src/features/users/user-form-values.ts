import type { AccessUserDetails, CreateUserRequest, UpdateUserRequest } from '@arca/contract';

/** What the user editor holds. On edit an empty password means 'keep the current one'. */
export interface UserFormValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  admin: boolean;
  disableUiAccess: boolean;
  groups: string[];
}

export const emptyUserForm: UserFormValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  admin: false,
  disableUiAccess: false,
  groups: [],
};

export function userFormValues(user: AccessUserDetails): UserFormValues {
  return {
    ...emptyUserForm,
    username: user.username,
    email: user.email,
    admin: user.admin,
    disableUiAccess: user.disable_ui_access,
    groups: [...user.groups],
  };
}

export function newUserRequest(values: UserFormValues): CreateUserRequest {
  return {
    username: values.username.trim(),
    password: values.password,
    email: values.email.trim(),
    admin: values.admin,
    disable_ui_access: values.disableUiAccess,
    groups: values.groups,
  };
}

/** Group sets compare without regard to order: the server keeps no order of a user's groups. */
function sameGroups(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return a.length === b.length && b.every((name) => set.has(name));
}

/** Only the fields that differ from the user as loaded, so a save never overwrites what it did not touch. */
export function userChanges(initial: UserFormValues, current: Partial<UserFormValues>): UpdateUserRequest {
  const changes: UpdateUserRequest = {};
  const email = current.email?.trim();
  if (email !== undefined && email !== initial.email) changes.email = email;
  if (current.password) changes.password = current.password;
  if (current.admin !== undefined && current.admin !== initial.admin) changes.admin = current.admin;
  if (current.disableUiAccess !== undefined && current.disableUiAccess !== initial.disableUiAccess) {
    changes.disable_ui_access = current.disableUiAccess;
  }
  if (current.groups !== undefined && !sameGroups(current.groups, initial.groups)) changes.groups = current.groups;
  return changes;
}

/** Whether a new-user form holds anything worth asking about before leaving. */
export function hasNewUserInput(current: Partial<UserFormValues>): boolean {
  return (
    Boolean(current.username || current.email || current.password || current.confirmPassword) ||
    current.admin === true ||
    current.disableUiAccess === true ||
    (current.groups?.length ?? 0) > 0
  );
}
