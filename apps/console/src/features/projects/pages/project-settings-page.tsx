import { PageHeader } from '@arca/ui';
import { Alert, Flex, Spin, theme } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { useProjectContext } from '../../../shared/http/project-context.ts';
import { useProject } from '../../../shared/management/project-queries.ts';
import { type ProjectSettingsSection, paths, projectSettingsSections } from '../../../shared/routing/paths.ts';
import { CompanionArea } from '../../../shared/teasers/index.ts';
import { EnvironmentsSection } from '../components/environments-section.tsx';
import { GeneralSection } from '../components/general-section.tsx';
import { MembersSection } from '../components/members-section.tsx';
import { OverviewSection } from '../components/overview-section.tsx';
import { ProjectSettingsMenu, sectionLabel } from '../components/project-settings-menu.tsx';
import { RepositoriesSection } from '../components/repositories-section.tsx';
import { RolesSection } from '../components/roles-section.tsx';
import { StorageSection } from '../components/storage-section.tsx';

function asSection(value: string | undefined): ProjectSettingsSection | undefined {
  return projectSettingsSections.find((section) => section === value);
}

/** /admin/projects/:projectKey/:section: the project settings sidebar beside the chosen section. */
export function ProjectSettingsPage() {
  const { token } = theme.useToken();
  const params = useParams();
  const projectKey = params.projectKey ?? '';
  const section = asSection(params.section);
  const project = useProject(projectKey);
  // With this project selected, the shell's sidebar holds its sections already.
  const inShellSidebar = useProjectContext((state) => state.project.projectKey === projectKey);

  if (!section) return <Navigate to={paths.adminProjectSettings(projectKey, 'general')} replace />;

  let panel: ReactNode;
  if (project.isPending) panel = <Spin />;
  else if (project.isError) panel = <Alert type="error" showIcon title={project.error.message} />;
  else if (section === 'general') panel = <GeneralSection key={project.data.project_key} project={project.data} />;
  else if (section === 'members') panel = <MembersSection projectKey={projectKey} />;
  else if (section === 'roles') panel = <RolesSection projectKey={projectKey} />;
  else if (section === 'overview') panel = <OverviewSection project={project.data} />;
  else if (section === 'repositories') panel = <RepositoriesSection projectKey={projectKey} />;
  else if (section === 'storage') panel = <StorageSection project={project.data} />;
  else if (section === 'environments') panel = <EnvironmentsSection projectKey={projectKey} />;
  // Curation is the scanner's: its teaser while the scanner is missing.
  else panel = <CompanionArea teaser="securityAndCompliance" headingLevel={2} />;

  return (
    <>
      <PageHeader
        title={project.data?.display_name ?? projectKey}
        description={`Project settings · ${sectionLabel(section)} · key ${projectKey}`}
      />
      <Flex gap={token.marginLG} align="flex-start">
        {inShellSidebar ? null : <ProjectSettingsMenu projectKey={projectKey} section={section} />}
        <section aria-label={sectionLabel(section)} style={{ flex: 1, minWidth: 0 }}>
          {panel}
        </section>
      </Flex>
    </>
  );
}
