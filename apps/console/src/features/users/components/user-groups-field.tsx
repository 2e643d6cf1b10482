import { type TransferItem, TransferList } from '@arca/ui';
import { useMemo } from 'react';

export interface UserGroupsFieldProps {
  /** Every group a user can join. */
  groupNames: readonly string[];
  /** Given by the surrounding Form.Item. */
  value?: string[];
  onChange?: (groups: string[]) => void;
}

/** The groups a user belongs to, picked from every group (a form control). */
export function UserGroupsField({ groupNames, value = [], onChange }: UserGroupsFieldProps) {
  // A group the user is in stays listed even when the group list has not caught up with it.
  const items = useMemo<TransferItem[]>(
    () => [...new Set([...groupNames, ...value])].sort((a, b) => a.localeCompare(b)).map((name) => ({ name })),
    [groupNames, value],
  );
  return (
    <TransferList
      items={items}
      value={value}
      onChange={(groups) => onChange?.(groups)}
      titles={{ available: 'Available groups', selected: 'Member of' }}
    />
  );
}
