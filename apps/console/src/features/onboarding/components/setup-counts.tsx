import { AppstoreOutlined, DatabaseOutlined, TeamOutlined } from '@ant-design/icons';
import type { OnboardingInitStatus } from '@arca/contract';
import { Card, Flex, Statistic, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';

interface Count {
  title: string;
  value: number;
  to: string;
  icon: ReactNode;
}

/** Where each count leads: the list of what is counted. */
export function countsOf(status: OnboardingInitStatus, admin: boolean): Count[] {
  const counts: Count[] = [
    {
      title: 'Repositories',
      value: status.counts.repositories,
      to: admin ? paths.adminRepositories('local') : paths.artifactTree(),
      icon: <DatabaseOutlined aria-hidden="true" />,
    },
    {
      title: 'Packages',
      value: status.counts.packages,
      to: paths.packages(),
      icon: <AppstoreOutlined aria-hidden="true" />,
    },
  ];
  if (status.counts.users !== null) {
    counts.push({
      title: 'Users',
      value: status.counts.users,
      to: paths.adminUsers(),
      icon: <TeamOutlined aria-hidden="true" />,
    });
  }
  return counts;
}

/** The counts of get started and overview, each a link to its list. */
export function SetupCounts({ status, admin }: { status: OnboardingInitStatus; admin: boolean }) {
  const { token } = theme.useToken();
  return (
    <Flex gap={token.margin} wrap>
      {countsOf(status, admin).map((count) => (
        <Card key={count.title} size="small" style={{ flex: '1 1 180px' }}>
          <Link to={count.to} style={{ color: 'inherit', display: 'block' }}>
            <Statistic
              title={
                <Flex gap={token.marginXS} align="center">
                  {count.icon}
                  {count.title}
                </Flex>
              }
              value={count.value}
            />
          </Link>
        </Card>
      ))}
    </Flex>
  );
}
