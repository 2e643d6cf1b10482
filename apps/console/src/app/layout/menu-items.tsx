import {
  AppstoreOutlined,
  DatabaseOutlined,
  FolderOpenOutlined,
  ProjectOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { paths } from '../../shared/routing/paths.ts';

export interface MenuEntry {
  key: string;
  label: string;
  icon: ReactNode;
  to: string;
  /** The path prefix of the entry's screens, when it is not `to` itself. */
  area?: string;
}

/**
 * The application sidebar (shell.md §2 Shell navigation). Entries appear as their screens are
 * built; the administration group joins when its first screen exists, behind the same
 * visibility rules the guards use.
 */
export const applicationMenu: readonly MenuEntry[] = [
  { key: 'packages', label: 'Packages', icon: <AppstoreOutlined />, to: paths.packages() },
  { key: 'artifacts', label: 'Artifacts', icon: <FolderOpenOutlined />, to: paths.artifactTree(), area: paths.repos() },
];

/**
 * The administration sidebar (shell.md §2): administrators only, and the server refuses every
 * call behind it to anyone else.
 */
export const administrationMenu: readonly MenuEntry[] = [
  {
    key: 'repositories',
    label: 'Repositories',
    icon: <DatabaseOutlined />,
    to: paths.adminRepositories(),
    area: '/admin/repositories',
  },
  { key: 'users', label: 'Users', icon: <UserOutlined />, to: paths.adminUsers() },
  { key: 'groups', label: 'Groups', icon: <TeamOutlined />, to: paths.adminGroups() },
  { key: 'permissions', label: 'Permissions', icon: <SafetyCertificateOutlined />, to: paths.adminPermissions() },
  { key: 'projects', label: 'Projects', icon: <ProjectOutlined />, to: paths.adminProjects(), area: '/admin/projects' },
];

/** The entry a path belongs to: its own page or anything below it. */
export function selectedMenuKeys(entries: readonly MenuEntry[], pathname: string): string[] {
  return entries
    .filter((entry) => {
      const area = entry.area ?? entry.to;
      return pathname === area || pathname.startsWith(`${area}/`);
    })
    .map((entry) => entry.key);
}
