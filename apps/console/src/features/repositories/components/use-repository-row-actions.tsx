import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { RepositoryClass, RepositorySummary } from '@arca/contract';
import type { RowAction } from '@arca/ui';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useConfirmedDelete } from '../../../shared/management/use-confirmed-delete.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useDeleteRepository } from '../api/repository-mutations.ts';

/** Edit and delete of a row of a repositories list; deleting asks first. */
export function useRepositoryRowActions(kind: RepositoryClass): {
  actions: RowAction<RepositorySummary>[];
  holder: ReactElement;
} {
  const navigate = useNavigate();
  const { confirmDelete, holder } = useConfirmedDelete();
  const deleteRepository = useDeleteRepository();

  const remove = (row: RepositorySummary) =>
    confirmDelete({
      title: `Delete repository '${row.key}'?`,
      consequence: 'The repository and all its content are removed. This cannot be undone.',
      run: () => deleteRepository.mutateAsync(row.key),
      done: `Repository '${row.key}' deleted`,
    });

  const actions: RowAction<RepositorySummary>[] = [
    {
      label: 'Edit',
      icon: <EditOutlined />,
      callbackFn: (row) => void navigate(paths.adminRepositoryEdit(kind, row.key)),
    },
    { label: 'Delete', icon: <DeleteOutlined />, callbackFn: (row) => void remove(row) },
  ];
  return { actions, holder };
}
