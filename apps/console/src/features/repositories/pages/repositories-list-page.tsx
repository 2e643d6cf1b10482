import type { RepositoryClass } from '@arca/contract';
import { PageHeader } from '@arca/ui';
import { Button } from 'antd';
import { useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ManagementTable } from '../../../shared/management/management-table.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useRepositories } from '../api/repository-queries.ts';
import { matchesRepositorySearch, repositoryColumns } from '../components/repository-columns.tsx';
import { RepositoryKindTabs } from '../components/repository-kind-tabs.tsx';
import { useRepositoryRowActions } from '../components/use-repository-row-actions.tsx';
import { kindText, parseRepositoryClass } from '../repository-catalogue.ts';

/** /admin/repositories/:kind: the repositories of one kind, a tab per kind. */
export function RepositoriesListPage() {
  const kind = parseRepositoryClass(useParams().kind);
  if (kind === undefined) return <Navigate to={paths.adminRepositories('local')} replace />;
  // Keyed by kind: a tab switch starts the table afresh (search text, page, sorting).
  return <RepositoriesOfKind key={kind} kind={kind} />;
}

function RepositoriesOfKind({ kind }: { kind: RepositoryClass }) {
  const navigate = useNavigate();
  const repositories = useRepositories(kind);
  const { actions, holder } = useRepositoryRowActions(kind);
  const columns = useMemo(() => repositoryColumns(kind), [kind]);
  const text = kindText(kind);
  return (
    <>
      {holder}
      <PageHeader
        title="Repositories"
        description="Where packages are deployed, proxied and gathered."
        extra={
          <Button type="primary" onClick={() => void navigate(paths.adminRepositoryNew(kind))}>
            {`New ${text.toLowerCase()} repository`}
          </Button>
        }
      />
      <RepositoryKindTabs kind={kind} />
      <ManagementTable
        label={`${text} repositories`}
        rows={repositories.data}
        loading={repositories.isPending}
        error={repositories.error}
        loadErrorTitle={`The ${text.toLowerCase()} repositories could not be loaded`}
        columns={columns}
        rowKey={(row) => row.key}
        matches={matchesRepositorySearch}
        initialSort={{ columnKey: 'key', order: 'asc' }}
        actions={actions}
      />
    </>
  );
}
