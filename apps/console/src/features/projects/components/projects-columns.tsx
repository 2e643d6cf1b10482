import type { Project } from '@arca/contract';
import type { DataTableColumn } from '@arca/ui';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { quotaLabel } from '../storage-quota.ts';

const byText = (pick: (project: Project) => string) => (a: Project, b: Project) => pick(a).localeCompare(pick(b));

export const projectColumns: readonly DataTableColumn<Project>[] = [
  {
    key: 'name',
    title: 'Name',
    width: 'large',
    cellText: (project) => project.display_name,
    render: (project) => <Link to={paths.adminProjectSettings(project.project_key)}>{project.display_name}</Link>,
    compare: byText((project) => project.display_name),
  },
  {
    key: 'key',
    title: 'Key',
    dataIndex: 'project_key',
    width: 'medium',
    compare: byText((project) => project.project_key),
  },
  { key: 'description', title: 'Description', dataIndex: 'description', width: 'x-large' },
  {
    key: 'quota',
    title: 'Storage quota',
    width: 140,
    align: 'right',
    render: (project) => quotaLabel(project.storage_quota_bytes),
    // Unlimited sorts after every limit.
    compare: (a, b) =>
      (a.storage_quota_bytes < 0 ? Number.POSITIVE_INFINITY : a.storage_quota_bytes) -
      (b.storage_quota_bytes < 0 ? Number.POSITIVE_INFINITY : b.storage_quota_bytes),
  },
];

/** Search matches the name, the key or the description. */
export function matchesProject(project: Project, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return [project.display_name, project.project_key, project.description].some((value) =>
    value.toLowerCase().includes(needle),
  );
}
