import { apiPaths, type Project, testIds, UI_API, type UserData } from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { isValidElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { authKeys } from '../../features/auth/api/index.ts';
import { ALL_PROJECTS, useProjectContext } from '../../shared/http/project-context.ts';
import { adminUser, anonymousUser, regularUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server, startupHandlers } from '../../test/server.ts';
import { PROJECT_SELECTOR_LABEL, selectorEntries } from './project-selector.tsx';

const PROJECTS_PATH = `${UI_API}${apiPaths.accessProjects}`;

function project(key: string, name: string): Project {
  return {
    project_key: key,
    display_name: name,
    description: '',
    admin_privileges: { manage_members: true, manage_resources: true, index_resources: true },
    storage_quota_bytes: -1,
  };
}

// Listed out of order: the selector sorts by display name.
const beta = project('beta', 'Beta');
const alpha = project('alpha', 'Alpha');

/** Answers the projects list and keeps the query of every call, in order. */
function projectsAnswer(projects: Project[]) {
  const queries: URLSearchParams[] = [];
  const handler = http.get(PROJECTS_PATH, ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return HttpResponse.json(projects);
  });
  return { handler, queries };
}

/** Counts the calls of a start-up path. */
function counted(path: string, answer: JsonBodyType) {
  const calls = { count: 0 };
  const handler = http.get(path, () => {
    calls.count += 1;
    return HttpResponse.json(answer);
  });
  return { handler, calls };
}

const selector = () => screen.findByRole('combobox', { name: PROJECT_SELECTOR_LABEL });

/** What the closed selector shows: the selected entry's label. */
function shownProject(combobox: HTMLElement): string | null | undefined {
  return combobox.closest('.ant-select')?.querySelector('[title]')?.getAttribute('title');
}

/** An entry of the open list, as antd draws it (the option roles sit in a hidden list). */
function offeredOption(title: string) {
  return document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
}

afterEach(() => useProjectContext.getState().restoreFor(null, []));

describe('the project selector', () => {
  it('offers All first, then the projects by display name with their keys', async () => {
    server.use(...startupHandlers(adminUser), projectsAnswer([beta, alpha]).handler);
    const view = renderApp('/404');

    const combobox = await selector();
    expect(shownProject(combobox)).toBe('All');
    await view.user.click(combobox);

    await waitFor(() => expect(offeredOption('Alpha')).toBeTruthy());
    const entries = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
    expect(entries.map((entry) => entry.getAttribute('title'))).toEqual(['All', 'Alpha', 'Beta']);
    expect(entries.map((entry) => entry.textContent)).toEqual(['All', 'Alphaalpha', 'Betabeta']);
  });

  it('R13.36 R13.39 makes each entry a project context, name, key and display name, with an icon drawn beside it', async () => {
    const entries = selectorEntries([{ name: 'Alpha', projectKey: 'alpha', displayName: 'Alpha' }]);
    expect(entries.map(({ icon: _icon, ...context }) => context)).toEqual([
      { name: 'All', projectKey: 'default', displayName: 'All' },
      { name: 'Alpha', projectKey: 'alpha', displayName: 'Alpha' },
    ]);
    expect(entries.every((entry) => isValidElement(entry.icon))).toBe(true);

    server.use(...startupHandlers(adminUser), projectsAnswer([beta, alpha]).handler);
    const view = renderApp('/404');
    await view.user.click(await selector());
    await waitFor(() => expect(offeredOption('Alpha')).toBeTruthy());
    const icons = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((option) =>
      option.querySelector('.anticon')?.getAttribute('aria-label'),
    );
    expect(icons).toEqual(['appstore', 'project', 'project']);
  });

  it('R6.01 keeps the pick for the user and sends it with the next request', async () => {
    const projects = projectsAnswer([beta, alpha]);
    server.use(...startupHandlers(adminUser), projects.handler);
    const view = renderApp('/404');

    await view.user.click(await selector());
    await waitFor(() => expect(offeredOption('Beta')).toBeTruthy());
    const callsBefore = projects.queries.length;
    await view.user.click(offeredOption('Beta') as HTMLElement);

    expect(useProjectContext.getState().project).toEqual({ name: 'Beta', projectKey: 'beta', displayName: 'Beta' });
    expect(window.localStorage.getItem('arca.project.admin')).toBe('beta');
    // The switch refreshes the screens' data, so the list is asked for again, now in the project.
    await waitFor(() => expect(projects.queries.length).toBeGreaterThan(callsBefore));
    const next = projects.queries.at(-1);
    expect(next?.get('projectKey')).toBe('beta');
    expect(next?.get('context')).toBe('project');
    await waitFor(() =>
      expect(shownProject(screen.getByRole('combobox', { name: PROJECT_SELECTOR_LABEL }))).toBe('Beta'),
    );
  });

  it('refreshes the data of the screens but not the start-up data', async () => {
    const projects = projectsAnswer([alpha]);
    const user = counted(apiPaths.currentUser, adminUser);
    const features = counted(apiPaths.featuresConfig, { enabled: [] });
    // Ahead of the start-up handlers, which would answer these paths first.
    server.use(user.handler, features.handler, ...startupHandlers(adminUser), projects.handler);
    const view = renderApp('/404');

    await view.user.click(await selector());
    await waitFor(() => expect(offeredOption('Alpha')).toBeTruthy());
    const before = { user: user.calls.count, features: features.calls.count, projects: projects.queries.length };
    await view.user.click(offeredOption('Alpha') as HTMLElement);

    await waitFor(() => expect(projects.queries.length).toBeGreaterThan(before.projects));
    expect(before.user).toBeGreaterThan(0);
    expect(user.calls.count).toBe(before.user);
    expect(features.calls.count).toBe(before.features);
  });

  it('R6.01 drops what a screen not shown read in the previous project, so it opens on its own list', async () => {
    server.use(...startupHandlers(adminUser), projectsAnswer([alpha]).handler);
    const view = renderApp('/404');
    // The package list as read in All, kept while another screen is shown.
    const packagesInAll = ['packages', 'list', {}];
    view.queryClient.setQueryData(packagesInAll, { pages: [['shared-util']] });

    await view.user.click(await selector());
    await waitFor(() => expect(offeredOption('Alpha')).toBeTruthy());
    await view.user.click(offeredOption('Alpha') as HTMLElement);

    await waitFor(() => expect(view.queryClient.getQueryData(packagesInAll)).toBeUndefined());
    expect(view.queryClient.getQueryData(authKeys.currentUser())).toEqual(adminUser);
  });

  it('is not shown to a user who has no project to pick', async () => {
    const projects = projectsAnswer([]);
    server.use(...startupHandlers(regularUser), projects.handler);
    renderApp('/404');

    await screen.findByRole('button', { name: `User menu for ${regularUser.name}` });
    await waitFor(() => expect(projects.queries.length).toBeGreaterThan(0));
    // The list's answer has been rendered once the layout settles on it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox', { name: PROJECT_SELECTOR_LABEL })).toBeNull();
  });

  it('is not shown to the anonymous visitor, whatever the server would list', async () => {
    const visitor: UserData = { ...anonymousUser, anonAccessEnabled: true };
    server.use(...startupHandlers(visitor), projectsAnswer([alpha]).handler);
    renderApp('/404');

    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('combobox', { name: PROJECT_SELECTOR_LABEL })).toBeNull();
  });

  it('restores the choice for the same user on the next visit, and not for another user', async () => {
    server.use(...startupHandlers(adminUser), projectsAnswer([alpha, beta]).handler);
    const first = renderApp('/404');
    await first.user.click(await selector());
    await waitFor(() => expect(offeredOption('Beta')).toBeTruthy());
    await first.user.click(offeredOption('Beta') as HTMLElement);
    first.unmount();
    // Leaving the layout leaves nothing behind for whoever comes next.
    expect(useProjectContext.getState().project).toBe(ALL_PROJECTS);

    const again = renderApp('/404');
    await waitFor(async () => expect(shownProject(await selector())).toBe('Beta'));
    expect(useProjectContext.getState().project.projectKey).toBe('beta');
    again.unmount();

    // Another user of the same browser, who administers the same projects.
    const other: UserData = { ...regularUser, name: 'lead' };
    server.use(...startupHandlers(other), projectsAnswer([alpha, beta]).handler);
    renderApp('/404');
    await waitFor(async () => expect(shownProject(await selector())).toBe('All'));
    expect(useProjectContext.getState().project).toBe(ALL_PROJECTS);
    expect(window.localStorage.getItem('arca.project.admin')).toBe('beta');
  });

  it('falls back to All when the remembered project is no longer offered', async () => {
    window.localStorage.setItem('arca.project.admin', 'retired');
    server.use(...startupHandlers(adminUser), projectsAnswer([alpha, beta]).handler);
    renderApp('/404');

    await waitFor(async () => expect(shownProject(await selector())).toBe('All'));
    expect(useProjectContext.getState().project).toBe(ALL_PROJECTS);
  });

  it('R6.01 puts a restored project into the sidebar and the requests of the visit', async () => {
    window.localStorage.setItem('arca.project.admin', 'alpha');
    const projects = projectsAnswer([alpha, beta]);
    server.use(...startupHandlers(adminUser), projects.handler);
    renderApp('/404');

    await waitFor(async () => expect(shownProject(await selector())).toBe('Alpha'));
    const sidebar = screen.getByTestId(testIds.layout.sidebar);
    await waitFor(() => expect(sidebar.dataset.sidebars).toBe('projectSettings application'));
    await waitFor(() => expect(projects.queries.at(-1)?.get('projectKey')).toBe('alpha'));
  });

  it("takes up the new user's own choice when the user changes in the tab", async () => {
    window.localStorage.setItem('arca.project.admin', 'beta');
    window.localStorage.setItem('arca.project.lead', 'alpha');
    const lead: UserData = { ...regularUser, name: 'lead' };
    server.use(
      ...startupHandlers(adminUser),
      projectsAnswer([alpha, beta]).handler,
      http.post(apiPaths.logout, () => new HttpResponse(null, { status: 204 })),
    );
    const view = renderApp('/404');
    await waitFor(async () => expect(shownProject(await selector())).toBe('Beta'));

    // The server now names someone else, as a proxy or another tab would make it.
    server.use(...startupHandlers(lead));
    view.queryClient.setQueryData(authKeys.currentUser(), lead);

    await screen.findByRole('button', { name: 'User menu for lead' });
    await waitFor(async () => expect(shownProject(await selector())).toBe('Alpha'));
    expect(useProjectContext.getState().project.projectKey).toBe('alpha');
    expect(window.localStorage.getItem('arca.project.admin')).toBe('beta');
  });
});
