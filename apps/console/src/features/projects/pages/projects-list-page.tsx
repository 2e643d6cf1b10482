import { DeleteOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import type { Project } from '@arca/contract';
import { DataTable, NO_SORT, type RowAction, type TableSortState, useConfirm } from '@arca/ui';
import { Alert, App, Button } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/layout/page-header.tsx';
import { useProjects } from '../../../shared/management/queries.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useDeleteProject } from '../api/projects.ts';
import { matchesProject, projectColumns } from '../components/projects-columns.tsx';

/** /admin/projects/list: every project, with its settings and deletion. */
export function ProjectsListPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [confirm, confirmHolder] = useConfirm();
  const projects = useProjects();
  const deleteProject = useDeleteProject();
  const [sort, setSort] = useState<TableSortState>(NO_SORT);
  const [search, setSearch] = useState('');

  const rows = useMemo(
    () => (projects.data ?? []).filter((project) => matchesProject(project, search)),
    [projects.data, search],
  );

  const onDelete = async (project: Project) => {
    const sure = await confirm({
      title: `Delete the project '${project.display_name}'?`,
      content: 'Its members, roles and environments are deleted with it.',
      okText: 'Delete',
      danger: true,
    });
    if (!sure) return;
    deleteProject.mutate(project.project_key, {
      onSuccess: () => void message.success(`Project '${project.display_name}' deleted`),
      onError: (error) => void message.error(error.message),
    });
  };

  const actions: RowAction<Project>[] = [
    {
      label: 'Settings',
      icon: <SettingOutlined />,
      callbackFn: (project) => void navigate(paths.adminProjectSettings(project.project_key)),
    },
    { label: 'Delete', icon: <DeleteOutlined />, callbackFn: (project) => void onDelete(project) },
  ];

  return (
    <>
      <PageHeader
        title="Projects"
        description="Projects group repositories, builds and people under one key."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.adminProjectNew())}>
            New project
          </Button>
        }
      />
      {projects.isError ? <Alert type="error" showIcon title={projects.error.message} /> : null}
      <DataTable<Project>
        label="Projects"
        rows={rows}
        rowKey={(project) => project.project_key}
        columns={projectColumns}
        loading={projects.isPending}
        sorting={{ mode: 'client', sort, onSortChange: setSort }}
        searchText={search}
        onSearchChange={setSearch}
        rowActions={{ actions }}
      />
      {confirmHolder}
    </>
  );
}
