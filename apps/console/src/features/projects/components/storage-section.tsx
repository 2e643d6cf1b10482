import type { Project } from '@arca/contract';
import { formatBytes } from '@arca/ui';
import { Card, Col, Progress, Row, Statistic, Typography } from 'antd';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { useProjectStorage } from '../api/project-repositories.ts';
import { quotaLabel } from '../storage-quota.ts';

/** How much a project's repositories take against its quota; the usage is counted for platform administrators. */
export function StorageSection({ project }: { project: Project }) {
  const admin = useCurrentUser().data?.admin === true;
  const storage = useProjectStorage(admin);
  const usage = storage.data?.projects.find((entry) => entry.projectKey === project.project_key);
  const used = usage?.usedSpaceInBytes ?? 0;
  const quota = project.storage_quota_bytes;
  return (
    <Card title="Storage">
      <Row gutter={[24, 24]}>
        <Col xs={12} md={6}>
          <Statistic title="Quota" value={quotaLabel(quota)} />
        </Col>
        {admin ? (
          <>
            <Col xs={12} md={6}>
              <Statistic title="Used" value={storage.isPending ? '…' : formatBytes(used)} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title="Repositories" value={usage?.repositoriesCount ?? 0} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title="Files" value={usage?.filesCount ?? 0} />
            </Col>
            {quota > 0 ? (
              <Col span={24}>
                <Progress
                  percent={Math.min(100, Math.round((used / quota) * 100))}
                  status={used > quota ? 'exception' : 'normal'}
                  aria-label="Share of the quota used"
                />
              </Col>
            ) : null}
          </>
        ) : (
          <Col span={24}>
            <Typography.Text type="secondary">
              The space the project uses is shown to platform administrators.
            </Typography.Text>
          </Col>
        )}
      </Row>
    </Card>
  );
}
