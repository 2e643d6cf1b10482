import type { ReactNode } from 'react';

/** One path the user can take (R25.157). */
export interface PathOption<V extends string = string> {
  title: string;
  value: V;
  icon?: ReactNode;
  description?: string;
  /** Tags the option 'Recommended'. */
  recommended?: boolean;
}

export interface PathSelectorProps<V extends string = string> {
  options: PathOption<V>[];
  /** The chosen option's value; nothing is chosen when undefined. */
  value: V | undefined;
  onChange: (value: V) => void;
  /** Names the group, e.g. 'Repository type'. */
  label: string;
  disabled?: boolean;
}
