import { AppstoreOutlined, ProjectOutlined } from '@ant-design/icons';
import { isLoggedIn, type Project } from '@arca/contract';
import { PlainText } from '@arca/ui';
import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Flex, Select, theme } from 'antd';
import { type ReactNode, useEffect, useLayoutEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/index.ts';
import {
  ALL_PROJECTS,
  isAllProjects,
  type ProjectContext,
  useProjectContext,
} from '../../shared/http/project-context.ts';
import { useAdministeredProjects } from '../../shared/management/project-queries.ts';
import { paths } from '../../shared/routing/paths.ts';
import { isDefaultUiRedirectPath } from './default-ui-paths.ts';

/**
 * The selector's accessible name. Not plain 'Project': forms name their own project field so (the
 * repository editor does), and two comboboxes of one name on a page cannot be told apart.
 */
export const PROJECT_SELECTOR_LABEL = 'Current project';

/**
 * Start-up data is read once per start and says nothing about a project: the user and footer
 * ('auth'), the installed services and the feature flags ('platform'). Refetching them on a switch
 * would cost calls for nothing, and the guards and the user-change watch read them from the cache.
 */
const PROJECT_INDEPENDENT_ROOTS: ReadonlySet<unknown> = new Set(['auth', 'platform']);

/**
 * Every screen reads its data again under the new project. Query keys do not name the project, so
 * what no screen shows now is dropped: a screen opened later reads its own project's data rather
 * than showing the previous project's meanwhile.
 */
function refreshProjectData(queryClient: QueryClient): Promise<void> {
  const predicate = (query: Query) => !PROJECT_INDEPENDENT_ROOTS.has(query.queryKey[0]);
  queryClient.removeQueries({ predicate, type: 'inactive' });
  return queryClient.invalidateQueries({ predicate });
}

/** The projects the user may pick, by display name. */
export function projectChoices(projects: readonly Project[]): ProjectContext[] {
  return projects
    .map((project) => ({
      name: project.display_name,
      projectKey: project.project_key,
      displayName: project.display_name,
    }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName) || a.projectKey.localeCompare(b.projectKey));
}

/** An entry of the selector (admin-and-widgets.md §3, R13.39): a project context and its icon. */
export interface ProjectSelectorEntry extends ProjectContext {
  icon: ReactNode;
}

/** All first, with an icon of its own, then the projects the user may pick. */
export function selectorEntries(choices: readonly ProjectContext[]): ProjectSelectorEntry[] {
  return [
    { ...ALL_PROJECTS, icon: <AppstoreOutlined aria-hidden /> },
    ...choices.map((choice) => ({ ...choice, icon: <ProjectOutlined aria-hidden /> })),
  ];
}

/**
 * Keeps the store on the current user's own choice: restored when the user or their projects become
 * known, All for anyone not logged in, and All again once the layout goes (a logout leaves it), so
 * no request outside the layout carries the previous user's project.
 */
function useRestoredProject(userName: string | null, choices: readonly ProjectContext[] | undefined): void {
  const queryClient = useQueryClient();
  // A layout effect runs before any screen's query starts, so their first requests carry the project.
  useLayoutEffect(() => {
    const state = useProjectContext.getState();
    // While the list loads, the user already held keeps their pick and anyone else's goes; the
    // remembered one is read once the list can tell whether it is still offered.
    if (choices === undefined && userName !== null && state.userName === userName) return;
    const known = choices === undefined ? null : userName;
    if (state.restoreFor(known, choices ?? [])) void refreshProjectData(queryClient);
  }, [userName, choices, queryClient]);
  useEffect(() => () => void useProjectContext.getState().restoreFor(null, []), []);
}

/**
 * On a default-UI redirect path the console works in All (R1.69): whatever was selected when the
 * page is entered, or restored once the user's projects are known after a reload, gives way to All.
 * A project picked on the page itself is not undone: the selector leaves the page for it. Says
 * whether the current page is one.
 */
function useDefaultViewOnPlatformPages(choicesKnown: boolean): boolean {
  const queryClient = useQueryClient();
  const onPlatformPage = isDefaultUiRedirectPath(useLocation().pathname);
  useEffect(() => {
    // Once the user's projects are known, since knowing them restores the user's remembered pick.
    if (!onPlatformPage || !choicesKnown || isAllProjects(useProjectContext.getState().project)) return;
    useProjectContext.getState().selectProject(ALL_PROJECTS);
    void refreshProjectData(queryClient);
  }, [onPlatformPage, choicesKnown, queryClient]);
  return onPlatformPage;
}

/**
 * The header's project selector (shell.md §3 "Project context", §6): All, then the projects the
 * user administers. Shown only to a logged-in user who has at least one to pick.
 */
export function ProjectSelector() {
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  const userName = user && isLoggedIn(user) ? user.name : null;
  // Below the projects licence the list is empty: a selection held from before falls back to All.
  const { projects } = useAdministeredProjects(userName !== null);
  const choices = useMemo(() => (projects ? projectChoices(projects) : undefined), [projects]);
  useRestoredProject(userName, choices);
  const selected = useProjectContext((state) => state.project);
  const onPlatformPage = useDefaultViewOnPlatformPages(choices !== undefined);
  const navigate = useNavigate();

  if (userName === null || !choices || choices.length === 0) return null;

  const onChange = (key: string) => {
    const next = key === ALL_PROJECTS.projectKey ? ALL_PROJECTS : choices.find((choice) => choice.projectKey === key);
    if (!next || next.projectKey === selected.projectKey) return;
    const select = () => {
      useProjectContext.getState().selectProject(next);
      void refreshProjectData(queryClient);
    };
    // A platform page stays in All: picking a project there opens that project's overview.
    if (onPlatformPage && !isAllProjects(next)) {
      void Promise.resolve(navigate(paths.adminProjectSettings(next.projectKey, 'overview'))).then(select);
    } else select();
  };

  const options = selectorEntries(choices).map((entry) => ({
    value: entry.projectKey,
    label: entry.displayName,
    icon: entry.icon,
    // The key tells apart projects that share a display name; All has none to show.
    shownKey: isAllProjects(entry) ? undefined : entry.projectKey,
  }));

  return (
    // Takes the free space of the header row, so the selector sits beside the theme switch.
    <Flex justify="flex-end" style={{ flex: '1 1 auto', minWidth: 0 }}>
      <Select
        // A fixed id: the generated one is shared by every widget under test ('test-id'), and the
        // header comes first, so a dialog labelled by that id would be named after this selector.
        id="project-selector"
        aria-label={PROJECT_SELECTOR_LABEL}
        value={isAllProjects(selected) ? ALL_PROJECTS.projectKey : selected.projectKey}
        options={options}
        onChange={onChange}
        prefix={<ProjectOutlined aria-hidden style={{ color: token.colorTextSecondary }} />}
        variant="filled"
        showSearch={{ optionFilterProp: ['label', 'value'] }}
        popupMatchSelectWidth={280}
        placement="bottomRight"
        style={{ width: 200 }}
        optionRender={(option) => (
          <Flex justify="space-between" align="center" gap={token.marginSM}>
            <Flex align="center" gap={token.marginXS} style={{ minWidth: 0 }}>
              <span style={{ color: token.colorTextSecondary, flexShrink: 0 }}>{option.data.icon}</span>
              <PlainText ellipsis>{option.data.label}</PlainText>
            </Flex>
            {option.data.shownKey ? (
              <PlainText tone="secondary" style={{ fontSize: token.fontSizeSM, flexShrink: 0 }}>
                {option.data.shownKey}
              </PlainText>
            ) : null}
          </Flex>
        )}
      />
    </Flex>
  );
}
