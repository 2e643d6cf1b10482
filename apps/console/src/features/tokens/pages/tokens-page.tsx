import { DeleteOutlined } from '@ant-design/icons';
import type { TokenInfo } from '@arca/contract';
import { PageHeader, type RowAction, toast, useConfirm } from '@arca/ui';
import { App } from 'antd';
import { ManagementTable } from '../../../shared/management/management-table.tsx';
import { useAllTokens, useRevokeAnyToken } from '../api/token-queries.ts';
import { matchesTokenSearch, tokenColumns } from '../components/token-columns.tsx';

/**
 * /admin/management/tokens (R8.19): every user's live access tokens, without their secrets, each
 * revocable after a confirmation. Tokens are made by their users (profile, CLI, REST API).
 */
export function TokensPage() {
  const { message } = App.useApp();
  const [confirm, holder] = useConfirm();
  const tokens = useAllTokens();
  const revoke = useRevokeAnyToken();

  const onRevoke = async (row: TokenInfo) => {
    const sure = await confirm({
      title: `Revoke this token of '${row.subject}'?`,
      content: 'Clients that use it can no longer connect with it. This cannot be undone.',
      okText: 'Revoke',
      danger: true,
    });
    if (!sure) return;
    revoke.mutate(row.token_id, {
      onSuccess: () => toast(message, { type: 'success', content: 'Token revoked' }),
      onError: (error) => toast(message, { type: 'error', content: error.message }),
    });
  };
  const actions: RowAction<TokenInfo>[] = [
    { label: 'Revoke', icon: <DeleteOutlined />, callbackFn: (row) => void onRevoke(row) },
  ];

  return (
    <>
      {holder}
      <PageHeader
        title="Access Tokens"
        description="Every live access token on this platform. Revoke one to cut off the clients that use it."
      />
      <ManagementTable
        label="Access tokens"
        rows={tokens.data}
        loading={tokens.isPending}
        error={tokens.error}
        loadErrorTitle="The tokens could not be loaded"
        columns={tokenColumns}
        rowKey={(row) => row.token_id}
        matches={matchesTokenSearch}
        initialSort={{ columnKey: 'issued', order: 'desc' }}
        actions={actions}
      />
    </>
  );
}
