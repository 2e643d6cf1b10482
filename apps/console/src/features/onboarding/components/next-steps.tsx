import {
  ArrowRightOutlined,
  CheckCircleFilled,
  CodeOutlined,
  RocketOutlined,
  SearchOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { OnboardingInitStatus } from '@arca/contract';
import { Button, Card, Flex, List, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';

interface NextStep {
  key: string;
  title: string;
  description: string;
  done: boolean;
  action: { label: string; to?: string; onClick?: () => void };
  icon: React.ReactNode;
}

/** What to do next, in the order a new instance needs it; done steps stay, ticked. */
export function nextStepsOf(
  status: OnboardingInitStatus,
  admin: boolean,
  onSetMeUp: (packageType: string) => void,
): NextStep[] {
  const firstType = status.repositoriesByType[0]?.packageType;
  const steps: NextStep[] = [];
  if (admin) {
    steps.push({
      key: 'quick-setup',
      title: 'Create your first repositories',
      description: 'Quick setup creates a project and ready-to-use repositories for the package types you choose.',
      done: status.completed || status.counts.repositories > 0,
      action: { label: 'Open quick setup', to: paths.quickSetup() },
      icon: <RocketOutlined />,
    });
  }
  steps.push({
    key: 'set-me-up',
    title: 'Set up a client',
    description: 'Copy the configuration that points npm, pip, Maven or Docker at a repository.',
    done: false,
    action: firstType
      ? { label: 'Set Me Up', onClick: () => onSetMeUp(firstType) }
      : { label: 'Browse repositories', to: paths.artifactTree() },
    icon: <CodeOutlined />,
  });
  steps.push({
    key: 'packages',
    title: 'Publish and find packages',
    description: 'What your clients deploy shows up in the package browser, with versions and readmes.',
    done: status.counts.packages > 0,
    action: { label: 'Go to packages', to: paths.packages() },
    icon: <SearchOutlined />,
  });
  if (admin) {
    steps.push({
      key: 'users',
      title: 'Invite your team',
      description: 'Add users and give them permissions on the repositories they work with.',
      done: (status.counts.users ?? 0) > 1,
      action: { label: 'Add a user', to: paths.adminUserNew() },
      icon: <UserAddOutlined />,
    });
  }
  return steps;
}

export function NextSteps({ steps }: { steps: NextStep[] }) {
  const { token } = theme.useToken();
  return (
    <Card title="What to do next" size="small">
      <List
        dataSource={steps}
        renderItem={(step) => (
          <List.Item
            actions={[
              step.action.to ? (
                <Link key="go" to={step.action.to}>
                  {step.action.label} <ArrowRightOutlined />
                </Link>
              ) : (
                <Button key="go" type="link" onClick={step.action.onClick} style={{ padding: 0 }}>
                  {step.action.label} <ArrowRightOutlined />
                </Button>
              ),
            ]}
          >
            <List.Item.Meta
              avatar={
                <span
                  style={{ fontSize: token.fontSizeXL, color: step.done ? token.colorSuccess : token.colorPrimary }}
                >
                  {step.done ? <CheckCircleFilled aria-label="Done" /> : step.icon}
                </span>
              }
              title={
                <Flex gap={token.marginXS} align="center">
                  <Typography.Text strong delete={false}>
                    {step.title}
                  </Typography.Text>
                  {step.done ? (
                    <Tag color="success" bordered={false}>
                      Done
                    </Tag>
                  ) : null}
                </Flex>
              }
              description={step.description}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
