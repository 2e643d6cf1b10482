import { type TransferItem, TransferList } from '@arca/ui';
import { useMemo } from 'react';

export interface GroupMembersFieldProps {
  /** Every user who can join. */
  userNames: readonly string[];
  /** Given by the surrounding Form.Item. */
  value?: string[];
  onChange?: (members: string[]) => void;
}

/** The members of a group, picked from every user (a form control). */
export function GroupMembersField({ userNames, value = [], onChange }: GroupMembersFieldProps) {
  // A member stays listed even when the user list has not caught up with them.
  const items = useMemo<TransferItem[]>(
    () => [...new Set([...userNames, ...value])].sort((a, b) => a.localeCompare(b)).map((name) => ({ name })),
    [userNames, value],
  );
  return (
    <TransferList
      items={items}
      value={value}
      onChange={(members) => onChange?.(members)}
      titles={{ available: 'All users', selected: 'Members' }}
    />
  );
}
