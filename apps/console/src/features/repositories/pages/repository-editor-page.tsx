import type { RepositoryClass } from '@arca/contract';
import { PageHeader } from '@arca/ui';
import { Alert, Skeleton } from 'antd';
import { Navigate, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/routing/page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useRepository } from '../api/repository-queries.ts';
import { NewRepository } from '../components/new-repository.tsx';
import { RepositoryEditor } from '../components/repository-editor.tsx';
import { kindText, parseRepositoryClass } from '../repository-catalogue.ts';

/** /admin/repositories/:kind/new and /admin/repositories/:kind/:repoKey/edit. */
export function RepositoryEditorPage() {
  const { kind: kindParam, repoKey } = useParams();
  const kind = parseRepositoryClass(kindParam);
  usePageTitle(repoKey, 'Repositories');
  if (kind === undefined) return <Navigate to={paths.adminRepositories('local')} replace />;
  if (repoKey === undefined) {
    return (
      <>
        <PageHeader title={`New ${kindText(kind).toLowerCase()} repository`} />
        <NewRepository key={kind} kind={kind} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={`Edit repository '${repoKey}'`} />
      <EditRepository key={repoKey} repoKey={repoKey} kind={kind} />
    </>
  );
}

function EditRepository({ repoKey, kind }: { repoKey: string; kind: RepositoryClass }) {
  const repository = useRepository(repoKey);
  if (repository.isError) {
    return (
      <Alert type="error" showIcon title="The repository could not be loaded" description={repository.error.message} />
    );
  }
  if (repository.isPending) return <Skeleton active />;
  // The stored kind decides the form, whatever kind the address names.
  const config = repository.data;
  return <RepositoryEditor kind={config.rclass ?? kind} packageType={config.packageType} config={config} />;
}
