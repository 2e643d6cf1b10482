import { type OnboardingInitStatus, onboardingPackageTypes } from '@arca/contract';
import { Button, Card, List, Tag, Typography } from 'antd';

/** How quick setup names a package type; others as the server does. */
export function packageTypeLabel(value: string): string {
  return onboardingPackageTypes.find((type) => type.value === value)?.label ?? value;
}

/** What is set up: the repositories by package type, each with its set-me-up. */
export function RepositoriesByType({
  status,
  onSetMeUp,
}: {
  status: OnboardingInitStatus;
  onSetMeUp: (packageType: string) => void;
}) {
  return (
    <Card title="What is set up" size="small">
      {status.repositoriesByType.length === 0 ? (
        <Typography.Text type="secondary">No repositories yet.</Typography.Text>
      ) : (
        <List
          dataSource={status.repositoriesByType}
          renderItem={(entry) => (
            <List.Item
              actions={[
                <Button key="set-me-up" type="link" style={{ padding: 0 }} onClick={() => onSetMeUp(entry.packageType)}>
                  Set Me Up
                </Button>,
              ]}
            >
              <Typography.Text strong>{packageTypeLabel(entry.packageType)}</Typography.Text>
              <Tag bordered={false}>
                {entry.count} {entry.count === 1 ? 'repository' : 'repositories'}
              </Tag>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
