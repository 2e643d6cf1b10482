import { DeleteOutlined } from '@ant-design/icons';
import type { PermissionAction, PermissionResourceType } from '@arca/contract';
import { Button, Card, Checkbox, Flex, Typography, theme } from 'antd';
import { actionLabels, actionsFor, type PrincipalForm, resourceLabels } from '../permission-form.ts';

interface PrincipalCardProps {
  principal: PrincipalForm;
  resources: readonly PermissionResourceType[];
  onChange: (principal: PrincipalForm) => void;
  onRemove: () => void;
}

/** One user or group and the actions it gets on each resource switched on. */
export function PrincipalCard({ principal, resources, onChange, onRemove }: PrincipalCardProps) {
  const { token } = theme.useToken();
  return (
    <section aria-label={principal.name}>
      <Card
        size="small"
        title={principal.name}
        extra={
          <Button type="text" icon={<DeleteOutlined />} aria-label={`Remove ${principal.name}`} onClick={onRemove} />
        }
      >
        <Flex vertical gap={token.marginSM}>
          {resources.map((type) => (
            <Flex key={type} role="group" aria-label={resourceLabels[type]} gap={token.marginSM} wrap align="baseline">
              <Typography.Text strong style={{ minWidth: 140 }} aria-hidden="true">
                {resourceLabels[type]}
              </Typography.Text>
              <Checkbox.Group<PermissionAction>
                value={principal.actions[type]}
                options={actionsFor(type).map((action) => ({ label: actionLabels[action], value: action }))}
                onChange={(actions) => onChange({ ...principal, actions: { ...principal.actions, [type]: actions } })}
              />
            </Flex>
          ))}
        </Flex>
      </Card>
    </section>
  );
}
