import { DeleteOutlined, EditOutlined, LoginOutlined } from '@ant-design/icons';
import type { OAuthProviderView } from '@arca/contract';
import { DataTable, type DataTableColumn, EmptyState, PageHeader, type RowAction, toast, useConfirm } from '@arca/ui';
import { Alert, App, Button, Card, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useOAuthConfig, useSaveOAuthConfig } from '../api/provider-settings.ts';
import { OAuthProviderDialog } from '../components/oauth-provider-dialog.tsx';
import {
  newProviderValues,
  type OAuthProviderFormValues,
  providerInputOf,
  providerOfValues,
  providerTypeLabels,
  withoutProvider,
  withProvider,
} from '../oauth-providers.ts';

const columns: readonly DataTableColumn<OAuthProviderView>[] = [
  { key: 'displayName', title: 'Display name', width: 'medium', render: (row) => row.displayName },
  { key: 'name', title: 'Name', width: 'medium', render: (row) => <Typography.Text code>{row.name}</Typography.Text> },
  { key: 'type', title: 'Type', width: 'medium', render: (row) => <Tag>{providerTypeLabels[row.type]}</Tag> },
  {
    key: 'clientId',
    title: 'Client ID',
    width: 'large',
    render: (row) => <Typography.Text ellipsis={{ tooltip: row.clientId }}>{row.clientId}</Typography.Text>,
  },
  {
    key: 'autoCreateUsers',
    title: 'Creates users',
    width: 'small',
    render: (row) => (row.autoCreateUsers ? 'Yes' : 'No'),
  },
];

type Editing = { provider: OAuthProviderView | undefined } | undefined;

/**
 * /admin/authentication_providers/oauth (R8.20): the OAuth and OpenID Connect providers people
 * sign in with from the login screen. Every change saves the whole list at once.
 */
export function OAuthPage() {
  const { message } = App.useApp();
  const [confirm, holder] = useConfirm();
  const config = useOAuthConfig();
  const save = useSaveOAuthConfig();
  const [editing, setEditing] = useState<Editing>(undefined);
  const stored = config.data?.providers ?? [];

  const onSave = (values: OAuthProviderFormValues) => {
    const replacing = editing?.provider?.name;
    save.mutate(
      { providers: withProvider(stored, providerOfValues(values), replacing) },
      {
        onSuccess: () => {
          setEditing(undefined);
          toast(message, { type: 'success', content: `Provider '${values.displayName}' saved` });
        },
        onError: (error) => toast(message, { type: 'error', content: error.message }),
      },
    );
  };

  const onRemove = async (row: OAuthProviderView) => {
    const sure = await confirm({
      title: `Remove provider '${row.displayName}'?`,
      content: 'Its button leaves the login screen; users it created keep their accounts.',
      okText: 'Remove',
      danger: true,
    });
    if (!sure) return;
    save.mutate(
      { providers: withoutProvider(stored, row.name) },
      {
        onSuccess: () => toast(message, { type: 'success', content: `Provider '${row.displayName}' removed` }),
        onError: (error) => toast(message, { type: 'error', content: error.message }),
      },
    );
  };

  const actions: RowAction<OAuthProviderView>[] = [
    { label: 'Edit', icon: <EditOutlined />, callbackFn: (row) => setEditing({ provider: row }) },
    { label: 'Remove', icon: <DeleteOutlined />, callbackFn: (row) => void onRemove(row) },
  ];

  const initial = editing?.provider ? providerInputOf(editing.provider) : newProviderValues();
  return (
    <>
      {holder}
      <PageHeader
        title="OAuth"
        description="Providers people sign in with from the login screen: OpenID Connect, GitHub or any OAuth 2.0 server."
        extra={
          stored.length > 0 ? (
            <Button type="primary" onClick={() => setEditing({ provider: undefined })}>
              New provider
            </Button>
          ) : null
        }
      />
      {config.isError ? (
        <Alert
          type="error"
          showIcon
          title="The OAuth providers could not be loaded"
          description={config.error.message}
        />
      ) : config.data?.providers.length === 0 ? (
        <Card>
          <EmptyState
            header="No OAuth providers yet"
            image={{ kind: 'node', node: <LoginOutlined style={{ fontSize: 48, opacity: 0.45 }} /> }}
            contentLines={['Add one and its button appears on the login screen.']}
            actions={[{ text: 'New provider', onClick: () => setEditing({ provider: undefined }) }]}
            canEdit
          />
        </Card>
      ) : (
        <DataTable<OAuthProviderView>
          label="OAuth providers"
          rows={stored}
          rowKey={(row) => row.name}
          columns={columns}
          loading={config.isPending}
          rowActions={{ actions }}
        />
      )}
      {editing ? (
        <OAuthProviderDialog
          editing={editing.provider}
          initial={initial}
          takenNames={stored.map((entry) => entry.name).filter((name) => name !== editing.provider?.name)}
          saving={save.isPending}
          onSave={onSave}
          onCancel={() => setEditing(undefined)}
        />
      ) : null}
    </>
  );
}
