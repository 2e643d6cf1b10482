import { DeleteOutlined } from '@ant-design/icons';
import type { TokenInfo } from '@arca/contract';
import { DataTable, type DataTableColumn, type RowAction, useConfirm } from '@arca/ui';
import { Alert, App } from 'antd';
import { useOwnTokens, useRevokeToken } from '../api/profile.ts';
import { formatEpochSeconds } from '../token-times.ts';

const columns: readonly DataTableColumn<TokenInfo>[] = [
  { key: 'description', title: 'Description', width: 'large', render: (row) => row.description || 'No description' },
  { key: 'id', title: 'Token ID', dataIndex: 'token_id', width: 'large' },
  {
    key: 'issued',
    title: 'Issued',
    width: 'medium',
    render: (row) => formatEpochSeconds(row.issued_at),
    compare: (a, b) => a.issued_at - b.issued_at,
  },
  {
    key: 'expiry',
    title: 'Expires',
    width: 'medium',
    render: (row) => (row.expiry === undefined ? 'Never' : formatEpochSeconds(row.expiry)),
  },
];

/** The user's own tokens, each revocable after a confirmation. */
export function TokensTable({ userName }: { userName: string }) {
  const { message } = App.useApp();
  const [confirm, confirmHolder] = useConfirm();
  const tokens = useOwnTokens(userName);
  const revoke = useRevokeToken();

  const onRevoke = async (row: TokenInfo) => {
    const sure = await confirm({
      title: 'Revoke this token?',
      content: 'Clients that use it can no longer connect with it.',
      okText: 'Revoke',
      danger: true,
    });
    if (!sure) return;
    revoke.mutate(row.token_id, {
      onSuccess: () => void message.success('Token revoked'),
      onError: (error) => void message.error(error.message),
    });
  };

  const actions: RowAction<TokenInfo>[] = [
    { label: 'Revoke', icon: <DeleteOutlined />, callbackFn: (row) => void onRevoke(row) },
  ];

  return (
    <>
      {tokens.isError ? <Alert type="error" showIcon title={tokens.error.message} /> : null}
      <DataTable<TokenInfo>
        label="Your tokens"
        rows={tokens.data ?? []}
        rowKey={(row) => row.token_id}
        columns={columns}
        loading={tokens.isPending}
        rowActions={{ actions }}
      />
      {confirmHolder}
    </>
  );
}
