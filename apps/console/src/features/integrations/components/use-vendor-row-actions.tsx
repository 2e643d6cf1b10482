import { DeleteOutlined, EditOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { type GitIntegration, integrationMessages } from '@arca/contract';
import { type RowAction, toast, useConfirm } from '@arca/ui';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { useDeleteIntegration } from '../api/integration-mutations.ts';

/**
 * The vendor table's row actions (R14.21–R14.23): Manage Repositories only for an integration the
 * scanner uses, Edit Integration, and Delete after confirming.
 */
export function useVendorRowActions(onEdit: (row: GitIntegration) => void): {
  actions: RowAction<GitIntegration>[];
  holder: ReactElement;
} {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [confirm, holder] = useConfirm();
  const deleteIntegration = useDeleteIntegration();

  const remove = async (row: GitIntegration) => {
    const sure = await confirm({
      title: `Delete integration '${row.integrationName}'?`,
      content: 'Services that use it lose access to its repositories. This cannot be undone.',
      okText: 'Delete',
      danger: true,
    });
    if (!sure) return;
    try {
      await deleteIntegration.mutateAsync(row.integrationKey);
      toast(message, {
        type: 'success',
        content: integrationMessages.withKey(integrationMessages.deleted, row.integrationKey),
      });
    } catch {
      toast(message, { type: 'error', content: integrationMessages.deleteFailed });
    }
  };

  const actions: RowAction<GitIntegration>[] = [
    {
      label: 'Manage Repositories',
      icon: <FolderOpenOutlined />,
      isVisible: (row) => row.products.includes('xray'),
      callbackFn: (row) =>
        void navigate(paths.gitRepoScanSelectRepos({ vcsType: row.vendor, integrationId: row.integrationKey })),
    },
    { label: 'Edit Integration', icon: <EditOutlined />, callbackFn: onEdit },
    { label: 'Delete', icon: <DeleteOutlined />, callbackFn: (row) => void remove(row) },
  ];
  return { actions, holder };
}
