import { AppstoreOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { paths } from '../../shared/routing/paths.ts';

export interface MenuEntry {
  key: string;
  label: string;
  icon: ReactNode;
  to: string;
}

/**
 * The application sidebar (shell.md §2 Shell navigation). Entries appear as their screens are
 * built; the administration group joins when its first screen exists, behind the same
 * visibility rules the guards use.
 */
export const applicationMenu: readonly MenuEntry[] = [
  { key: 'packages', label: 'Packages', icon: <AppstoreOutlined />, to: paths.packages() },
];

/** The entry a path belongs to: its own page or anything below it. */
export function selectedMenuKeys(entries: readonly MenuEntry[], pathname: string): string[] {
  return entries
    .filter((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`))
    .map((entry) => entry.key);
}
