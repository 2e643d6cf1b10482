import { DisconnectOutlined } from '@ant-design/icons';
import type { RepositorySummary } from '@arca/contract';
import { DataTable, type DataTableColumn, type RowAction, toast, useConfirm } from '@arca/ui';
import { Alert, App, Button, Card, Flex, Select, theme } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRepositorySummaries } from '../../../shared/management/queries.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { useMoveRepository, useProjectRepositories } from '../api/project-repositories.ts';

const columns: readonly DataTableColumn<RepositorySummary>[] = [
  {
    key: 'key',
    title: 'Repository',
    width: 'large',
    render: (row) => <Link to={paths.artifactTree('General', row.key)}>{row.key}</Link>,
  },
  { key: 'type', title: 'Type', width: 'small', render: (row) => row.type },
  { key: 'packageType', title: 'Package type', width: 'small', render: (row) => row.packageType },
];

/** The repositories in a project; a platform administrator moves repositories in and out. */
export function RepositoriesSection({ projectKey }: { projectKey: string }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [confirm, holder] = useConfirm();
  const admin = useCurrentUser().data?.admin === true;
  const inProject = useProjectRepositories(projectKey);
  const everyRepository = useRepositorySummaries();
  const move = useMoveRepository(projectKey);
  const [chosen, setChosen] = useState<string>();
  const inProjectKeys = new Set((inProject.data ?? []).map((repository) => repository.key));
  const others = (everyRepository.data ?? []).filter((repository) => !inProjectKeys.has(repository.key));

  const report = (done: string) => ({
    onSuccess: () => toast(message, { type: 'success', content: done }),
    onError: (error: Error) => toast(message, { type: 'error', content: error.message }),
  });
  const attach = () => {
    if (!chosen) return;
    move.mutate(
      { repo: chosen, attach: true },
      { ...report(`'${chosen}' moved into the project`), onSettled: () => setChosen(undefined) },
    );
  };
  const detach = async (repository: RepositorySummary) => {
    const sure = await confirm({
      title: `Take '${repository.key}' out of the project?`,
      content: "The project's members lose the access their roles gave them to it.",
      okText: 'Take out',
      danger: true,
    });
    if (sure)
      move.mutate({ repo: repository.key, attach: false }, report(`'${repository.key}' taken out of the project`));
  };
  const actions: RowAction<RepositorySummary>[] = admin
    ? [{ label: 'Take out of project', icon: <DisconnectOutlined />, callbackFn: (row) => void detach(row) }]
    : [];

  return (
    <Card title="Repositories">
      {holder}
      {inProject.isError ? <Alert type="error" showIcon title={inProject.error.message} /> : null}
      {admin ? (
        <Flex gap={token.marginSM} style={{ marginBottom: token.marginLG, maxWidth: 560 }}>
          <Select
            showSearch
            allowClear
            aria-label="Repository to move into the project"
            placeholder="Move a repository into the project"
            value={chosen}
            onChange={setChosen}
            options={others.map((repository) => ({ value: repository.key, label: repository.key }))}
            style={{ flex: 1 }}
          />
          <Button type="primary" disabled={!chosen} loading={move.isPending} onClick={attach}>
            Move in
          </Button>
        </Flex>
      ) : null}
      <DataTable<RepositorySummary>
        label="Project repositories"
        rows={inProject.data ?? []}
        rowKey={(row) => row.key}
        columns={columns}
        loading={inProject.isPending}
        rowActions={{ actions }}
      />
    </Card>
  );
}
