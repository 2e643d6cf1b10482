import { DeleteOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import type { Project } from '@arca/contract';
import { NO_SORT, PageHeader, type RowAction } from '@arca/ui';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ManagementTable } from '../../../shared/management/management-table.tsx';
import { useProjects } from '../../../shared/management/project-queries.ts';
import { useConfirmedDelete } from '../../../shared/management/use-confirmed-delete.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useDeleteProject } from '../api/projects.ts';
import { matchesProject, projectColumns } from '../components/projects-columns.tsx';

/** /admin/projects/list: every project, with its settings and deletion. */
export function ProjectsListPage() {
  const navigate = useNavigate();
  const { confirmDelete, holder } = useConfirmedDelete();
  const projects = useProjects();
  const deleteProject = useDeleteProject();

  const actions: RowAction<Project>[] = [
    {
      label: 'Settings',
      icon: <SettingOutlined />,
      callbackFn: (project) => void navigate(paths.adminProjectSettings(project.project_key)),
    },
    {
      label: 'Delete',
      icon: <DeleteOutlined />,
      callbackFn: (project) =>
        void confirmDelete({
          title: `Delete the project '${project.display_name}'?`,
          consequence: 'Its members, roles and environments are deleted with it.',
          run: () => deleteProject.mutateAsync(project.project_key),
          done: `Project '${project.display_name}' deleted`,
        }),
    },
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
      <ManagementTable
        label="Projects"
        rows={projects.data}
        loading={projects.isPending}
        error={projects.error}
        loadErrorTitle="The projects could not be loaded"
        columns={projectColumns}
        rowKey={(project) => project.project_key}
        matches={matchesProject}
        initialSort={NO_SORT}
        actions={actions}
      />
      {holder}
    </>
  );
}
