import { type TransferItem, TransferList } from '@arca/ui';
import { useMemo } from 'react';

export interface RepositoryMembersFieldProps {
  /** The keys a virtual repository may hold. */
  candidates: readonly string[];
  /** Given by the surrounding Form.Item: the members in resolution order. */
  value?: string[];
  onChange?: (members: string[]) => void;
}

/** A virtual repository's members, picked from the candidates and kept in order (a form control). */
export function RepositoryMembersField({ candidates, value = [], onChange }: RepositoryMembersFieldProps) {
  // A member stays listed even when the candidates have not caught up with it.
  const items = useMemo<TransferItem[]>(
    () => [...new Set([...candidates, ...value])].sort((a, b) => a.localeCompare(b)).map((name) => ({ name })),
    [candidates, value],
  );
  return (
    <TransferList
      items={items}
      value={value}
      onChange={(members) => onChange?.(members)}
      titles={{ available: 'Available repositories', selected: 'Selected repositories' }}
    />
  );
}
