import type { PermissionResourceType } from '@arca/contract';
import { Alert, Empty, Flex, Form, Select, Typography, theme } from 'antd';
import { useId, useMemo } from 'react';
import { newPrincipal, type PrincipalForm, type PrincipalKind } from '../permission-form.ts';
import { PrincipalCard } from './principal-card.tsx';

interface PrincipalsStepProps {
  kind: PrincipalKind;
  principals: readonly PrincipalForm[];
  onChange: (principals: PrincipalForm[]) => void;
  /** Everyone who can be picked. */
  available: readonly string[];
  loading: boolean;
  loadError: Error | null;
  resources: readonly PermissionResourceType[];
}

const words: Record<PrincipalKind, { add: string; none: string }> = {
  users: { add: 'Add user', none: 'No users yet. Add the users this permission is for.' },
  groups: { add: 'Add group', none: 'No groups yet. Add the groups this permission is for.' },
};

/** Picks users or groups and ticks what each may do on each resource. */
export function PrincipalsStep(props: PrincipalsStepProps) {
  const { kind, principals, onChange, available, resources } = props;
  const { token } = theme.useToken();
  const pickerId = useId();
  const chosen = useMemo(() => new Set(principals.map((principal) => principal.name)), [principals]);
  const options = available.filter((name) => !chosen.has(name)).map((name) => ({ label: name, value: name }));

  return (
    <Flex vertical gap={token.marginLG}>
      {props.loadError ? <Alert type="error" showIcon title={props.loadError.message} /> : null}
      <Form layout="vertical" component="div" style={{ maxWidth: 480 }}>
        <Form.Item label={words[kind].add} htmlFor={pickerId} style={{ marginBottom: 0 }}>
          <Select<string>
            id={pickerId}
            showSearch
            value={null}
            loading={props.loading}
            options={options}
            placeholder="Search by name"
            onChange={(name) => onChange([...principals, newPrincipal(name)])}
          />
        </Form.Item>
      </Form>
      {resources.length === 0 ? (
        <Alert type="info" showIcon title="Switch on a resource in the Resources step to grant actions." />
      ) : null}
      {principals.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<Typography.Text type="secondary">{words[kind].none}</Typography.Text>}
        />
      ) : (
        principals.map((principal, index) => (
          <PrincipalCard
            key={principal.name}
            principal={principal}
            resources={resources}
            onChange={(changed) => onChange(principals.map((p, i) => (i === index ? changed : p)))}
            onRemove={() => onChange(principals.filter((_, i) => i !== index))}
          />
        ))
      )}
    </Flex>
  );
}
