import type { Project } from '@arca/contract';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { type ProjectSettingsSection, paths } from '../../../shared/routing/paths.ts';
import { useProjectEnvironments } from '../api/environments.ts';
import { useProjectMembers } from '../api/members.ts';
import { useProjectRepositories } from '../api/project-repositories.ts';
import { useProjectRoles } from '../api/roles.ts';
import { quotaLabel } from '../storage-quota.ts';

/** A project at a glance: what it is, and how many members, roles, repositories and environments it has, each a link. */
export function OverviewSection({ project }: { project: Project }) {
  const key = project.project_key;
  const users = useProjectMembers(key, 'users').data?.length;
  const groups = useProjectMembers(key, 'groups').data?.length;
  const roles = useProjectRoles(key).data?.length;
  const repositories = useProjectRepositories(key).data?.length;
  const environments = useProjectEnvironments(key).data?.length;
  const figures: [string, number | string | undefined, ProjectSettingsSection][] = [
    ['Users', users, 'members'],
    ['Groups', groups, 'members'],
    ['Roles', roles, 'roles'],
    ['Repositories', repositories, 'repositories'],
    ['Environments', environments, 'environments'],
    ['Storage quota', quotaLabel(project.storage_quota_bytes), 'storage'],
  ];
  return (
    <Card title="Overview">
      <Typography.Paragraph type="secondary">{project.description || 'No description.'}</Typography.Paragraph>
      <Row gutter={[24, 24]}>
        {figures.map(([title, value, section]) => (
          <Col key={title} xs={12} md={8}>
            <Link to={paths.adminProjectSettings(key, section)} aria-label={`${title}: ${value ?? '…'}`}>
              <Statistic title={title} value={value ?? '…'} />
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
