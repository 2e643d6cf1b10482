import type { AccessGroup, CreateGroupRequest, GroupMembersRequest, UpdateGroupRequest } from '@arca/contract';

/** What the group editor holds. */
export interface GroupFormValues {
  name: string;
  description: string;
  autoJoin: boolean;
  adminPrivileges: boolean;
  members: string[];
}

export const emptyGroupForm: GroupFormValues = {
  name: '',
  description: '',
  autoJoin: false,
  adminPrivileges: false,
  members: [],
};

export function groupFormValues(group: AccessGroup): GroupFormValues {
  return {
    name: group.name,
    description: group.description,
    autoJoin: group.auto_join,
    adminPrivileges: group.admin_privileges,
    members: [...group.members],
  };
}

export function newGroupRequest(values: GroupFormValues): CreateGroupRequest {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    auto_join: values.autoJoin,
    admin_privileges: values.adminPrivileges,
    members: values.members,
  };
}

/** The group's own fields that differ from the group as loaded. */
export function groupFieldChanges(initial: GroupFormValues, current: Partial<GroupFormValues>): UpdateGroupRequest {
  const changes: UpdateGroupRequest = {};
  const description = current.description?.trim();
  if (description !== undefined && description !== initial.description) changes.description = description;
  if (current.autoJoin !== undefined && current.autoJoin !== initial.autoJoin) changes.auto_join = current.autoJoin;
  if (current.adminPrivileges !== undefined && current.adminPrivileges !== initial.adminPrivileges) {
    changes.admin_privileges = current.adminPrivileges;
  }
  return changes;
}

/** Who joined and who left since the group was loaded; an empty side is left out. */
export function memberChanges(initial: readonly string[], current: readonly string[]): GroupMembersRequest {
  const before = new Set(initial);
  const after = new Set(current);
  const add = current.filter((name) => !before.has(name));
  const remove = initial.filter((name) => !after.has(name));
  return { ...(add.length > 0 ? { add } : {}), ...(remove.length > 0 ? { remove } : {}) };
}

/** Whether an edited group differs from the group as loaded. */
export function hasGroupChanges(initial: GroupFormValues, current: Partial<GroupFormValues>): boolean {
  const members = memberChanges(initial.members, current.members ?? initial.members);
  return Object.keys(groupFieldChanges(initial, current)).length > 0 || Object.keys(members).length > 0;
}

/** Whether a new-group form holds anything worth asking about before leaving. */
export function hasNewGroupInput(current: Partial<GroupFormValues>): boolean {
  return (
    Boolean(current.name || current.description) ||
    current.autoJoin === true ||
    current.adminPrivileges === true ||
    (current.members?.length ?? 0) > 0
  );
}
