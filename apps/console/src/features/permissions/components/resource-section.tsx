import type { PermissionResourceType } from '@arca/contract';
import { IncludeExcludePatterns } from '@arca/ui';
import { Alert, Card, Flex, Form, Select, Switch, Typography, theme } from 'antd';
import { useId } from 'react';
import { anyRepositoryOptions, type ResourceForm, resourceLabels } from '../permission-form.ts';

interface ResourceSectionProps {
  type: PermissionResourceType;
  value: ResourceForm;
  /** Keys to offer as targets besides what the user types. */
  repositoryKeys: readonly string[];
  onChange: (value: ResourceForm) => void;
}

const targetHelp: Record<PermissionResourceType, string> = {
  artifact: 'Pick repositories, or any repository of a kind.',
  build: 'Type the key of a build-info repository and press Enter.',
  release_bundle: 'Type the key of a release-bundle repository and press Enter.',
};

/** One resource of a permission: on or off, its targets, and the patterns all its targets share. */
export function ResourceSection({ type, value, repositoryKeys, onChange }: ResourceSectionProps) {
  const { token } = theme.useToken();
  const titleId = useId();
  const targetsId = useId();
  const label = resourceLabels[type];
  return (
    <section aria-labelledby={titleId}>
      <Card
        title={
          <Typography.Title level={3} id={titleId} style={{ margin: 0, fontSize: token.fontSizeHeading5 }}>
            {label}
          </Typography.Title>
        }
        extra={
          <Switch
            aria-label={`Grant on ${label.toLowerCase()}`}
            checked={value.enabled}
            onChange={(enabled) => onChange({ ...value, enabled })}
          />
        }
      >
        {value.enabled ? (
          <Flex vertical gap={token.marginSM}>
            {value.mixedPatterns ? (
              <Alert
                type="warning"
                showIcon
                title="The targets had different patterns. Saving gives all of them the patterns below."
              />
            ) : null}
            <Form layout="vertical" component="div">
              <Form.Item label="Targets" htmlFor={targetsId} extra={targetHelp[type]} style={{ marginBottom: 0 }}>
                <Select
                  id={targetsId}
                  mode="tags"
                  value={value.targets}
                  options={[
                    ...(type === 'artifact' ? anyRepositoryOptions : []),
                    ...repositoryKeys.map((key) => ({ label: key, value: key })),
                  ]}
                  tokenSeparators={[',']}
                  placeholder="Repository keys"
                  onChange={(targets: string[]) => onChange({ ...value, targets })}
                />
              </Form.Item>
            </Form>
            <IncludeExcludePatterns
              value={value.patterns}
              onChange={(patterns) => onChange({ ...value, patterns })}
              headingLevel={4}
            />
          </Flex>
        ) : (
          <Typography.Text type="secondary">Not granted on {label.toLowerCase()}.</Typography.Text>
        )}
      </Card>
    </section>
  );
}
