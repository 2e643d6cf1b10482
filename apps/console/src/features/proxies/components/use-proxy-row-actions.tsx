import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { OutboundProxy } from '@arca/contract';
import type { RowAction } from '@arca/ui';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useConfirmedDelete } from '../../../shared/management/use-confirmed-delete.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useDeleteProxy } from '../api/proxy-mutations.ts';

/** Edit and delete of a row of the proxy list; deleting asks first, and the server refuses a proxy in use. */
export function useProxyRowActions(): { actions: RowAction<OutboundProxy>[]; holder: ReactElement } {
  const navigate = useNavigate();
  const { confirmDelete, holder } = useConfirmedDelete();
  const deleteProxy = useDeleteProxy();
  const actions: RowAction<OutboundProxy>[] = [
    { label: 'Edit', icon: <EditOutlined />, callbackFn: (row) => void navigate(paths.adminProxyEdit(row.key)) },
    {
      label: 'Delete',
      icon: <DeleteOutlined />,
      callbackFn: (row) =>
        void confirmDelete({
          title: `Delete proxy '${row.key}'?`,
          consequence: row.platformDefault
            ? 'It is the platform default: requests that name no proxy will go out directly. This cannot be undone.'
            : 'This cannot be undone.',
          run: () => deleteProxy.mutateAsync(row.key),
          done: `Proxy '${row.key}' deleted`,
        }),
    },
  ];
  return { actions, holder };
}
