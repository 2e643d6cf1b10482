import type { PermissionResourceType } from '@arca/contract';
import { splitPatterns } from '@arca/ui';
import { Alert, Descriptions, type DescriptionsProps, Flex, Typography, theme } from 'antd';
import {
  actionLabels,
  anyRepositoryOptions,
  enabledResources,
  type PermissionFormValues,
  type PrincipalForm,
  resourceLabels,
} from '../permission-form.ts';

const targetLabel = (target: string) => anyRepositoryOptions.find((option) => option.value === target)?.label ?? target;

const listOrNone = (items: readonly string[]) => (items.length === 0 ? 'None' : items.join(', '));

function grantsText(principal: PrincipalForm, resources: readonly PermissionResourceType[]): string {
  const parts = resources
    .filter((type) => principal.actions[type].length > 0)
    .map((type) => `${resourceLabels[type]}: ${principal.actions[type].map((a) => actionLabels[a]).join(', ')}`);
  return parts.length === 0 ? 'No actions' : parts.join('; ');
}

function principalsText(principals: readonly PrincipalForm[], resources: readonly PermissionResourceType[]) {
  if (principals.length === 0) return 'None';
  return (
    <Flex vertical>
      {principals.map((principal) => (
        <span key={principal.name}>
          <Typography.Text strong>{principal.name}</Typography.Text> — {grantsText(principal, resources)}
        </span>
      ))}
    </Flex>
  );
}

/** What will be saved, before it is. */
export function ReviewStep({ values }: { values: PermissionFormValues }) {
  const { token } = theme.useToken();
  const resources = enabledResources(values);
  const idle = [...values.users, ...values.groups].filter((p) =>
    resources.every((type) => p.actions[type].length === 0),
  );

  const items: DescriptionsProps['items'] = [
    { key: 'name', label: 'Name', children: values.name.trim() },
    ...resources.map((type) => {
      const form = values.resources[type];
      return {
        key: type,
        label: resourceLabels[type],
        children: (
          <Flex vertical>
            <span>Targets: {listOrNone(form.targets.map(targetLabel))}</span>
            <span>Include patterns: {listOrNone(splitPatterns(form.patterns.includesPattern))}</span>
            <span>Exclude patterns: {listOrNone(splitPatterns(form.patterns.excludesPattern))}</span>
          </Flex>
        ),
      };
    }),
    { key: 'users', label: 'Users', children: principalsText(values.users, resources) },
    { key: 'groups', label: 'Groups', children: principalsText(values.groups, resources) },
  ];

  return (
    <Flex vertical gap={token.marginLG}>
      {resources.length === 0 ? (
        <Alert type="warning" showIcon title="No resource is switched on: this permission grants nothing." />
      ) : null}
      {idle.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={`Without actions, these are left out: ${idle.map((p) => p.name).join(', ')}.`}
        />
      ) : null}
      <Descriptions bordered column={1} items={items} />
    </Flex>
  );
}
