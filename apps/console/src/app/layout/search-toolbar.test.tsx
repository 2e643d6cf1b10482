import {
  API_LEVEL,
  apiPaths,
  buildPaths,
  CORE_SERVICE,
  type Project,
  packageDetailPaths,
  serviceRoutes,
  systemRoutes,
  UI_API,
  type UserData,
} from '@arca/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProjectContext } from '../../shared/http/project-context.ts';
import { addRecentSearch, readRecentSearches } from '../../shared/search/recent-searches.ts';
import { adminUser, footer, regularUser } from '../../test/fixtures.ts';
import { mockCall } from '../../test/mock-call.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server, startupHandlers } from '../../test/server.ts';
import { SEARCH_CATEGORY_LABEL, SEARCH_INPUT_LABEL } from './search-toolbar.tsx';

const search = `${UI_API}/artifactory/api/search`;
const START = '/artifactSearchResults';

/** Every artifact search answers with nothing, so any page the toolbar opens can render. */
function serve(user: UserData = regularUser, features: string[] = []) {
  server.use(
    ...startupHandlers(user, undefined, features),
    http.get(`${search}/*`, () => HttpResponse.json({ results: [] })),
    http.get(buildPaths.list, () => HttpResponse.json({ uri: 'http://x/api/build', builds: [] })),
  );
}

/** The companion services each of their categories searches: distribution, the scanner and pipelines. */
const companions = [
  { name: 'distribution', version: '2.20.0' },
  { name: 'xray', version: '3.100.0' },
  { name: 'pipelines', version: '1.40.0' },
];

/** As `serve`, with the companion services installed and the given licence. */
function serveWithCompanions(user: UserData, features: string[], license = footer.license) {
  serve(user, features);
  server.use(
    mockCall(serviceRoutes.services, () => ({ services: [{ name: CORE_SERVICE, version: API_LEVEL }, ...companions] })),
    mockCall(systemRoutes.footer, () => ({ ...footer, license })),
  );
}

const categoryBox = () => screen.findByRole('combobox', { name: SEARCH_CATEGORY_LABEL });
const input = () => screen.findByRole('combobox', { name: SEARCH_INPUT_LABEL }) as Promise<HTMLInputElement>;

/** The category shown in the closed picker. */
async function shownCategory() {
  return (await categoryBox()).closest('.ant-select')?.querySelector('.ant-select-content, .ant-select-selection-item')
    ?.textContent;
}

/** The open popup of a picker: antd keeps closed ones in the page, so it is found through the picker's own list. */
async function popupOf(combobox: HTMLElement) {
  return waitFor(() => {
    const list = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    const popup = list?.closest<HTMLElement>('.ant-select-dropdown');
    if (!popup || popup.classList.contains('ant-select-dropdown-hidden')) throw new Error('the list is not open');
    return popup;
  });
}

/** The entries of the open category list, each with whether it is disabled. */
async function offeredCategories(view: ReturnType<typeof renderApp>) {
  const combobox = await categoryBox();
  await view.user.click(combobox);
  const popup = await popupOf(combobox);
  const entries = [...popup.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((option) => [
    option.textContent,
    option.classList.contains('ant-select-item-option-disabled'),
  ]);
  await view.user.click(combobox);
  await waitFor(() => expect(combobox.getAttribute('aria-expanded')).toBe('false'));
  return entries;
}

async function pickCategory(view: ReturnType<typeof renderApp>, label: string) {
  const combobox = await categoryBox();
  await view.user.click(combobox);
  const popup = await popupOf(combobox);
  const option = [...popup.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
    (item) => item.textContent === label,
  );
  if (!option) throw new Error(`${label} is not offered`);
  await view.user.click(option);
}

/** Picks an entry of an open picker in the advanced search by its title. */
async function pickOption(view: ReturnType<typeof renderApp>, combobox: HTMLElement, title: string) {
  await view.user.click(combobox);
  const popup = await popupOf(combobox);
  const option = await waitFor(() => {
    const found = popup.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
    if (!found) throw new Error(`no ${title} yet`);
    return found;
  });
  await view.user.click(option);
}

async function searchFor(view: ReturnType<typeof renderApp>, text: string) {
  const box = await input();
  await view.user.clear(box);
  await view.user.type(box, `${text}{Enter}`);
}

afterEach(() => {
  localStorage.clear();
  useProjectContext.getState().restoreFor(null, []);
});

describe('the search toolbar', () => {
  it('R11.03 R11.04 R11.05 offers Packages, Artifacts and Builds on a full instance with only the core service', async () => {
    serve();
    const view = renderApp(START);
    expect(await shownCategory()).toBe('Packages');
    expect(await offeredCategories(view)).toEqual([
      ['Packages', false],
      ['Artifacts', false],
      ['Builds', false],
    ]);
  });

  it('R11.13 R11.14 writes the model and the type key into the query string and opens the artifact results', async () => {
    serve();
    const view = renderApp('/404');
    await pickCategory(view, 'Artifacts');
    await searchFor(view, 'app-*.jar repo:libs-release');
    await waitFor(() => expect(view.currentPath()).toBe(`${START}?name=app-*.jar&repo=libs-release&type=artifacts`));
    expect(await screen.findByText('No artifact matches this search')).toBeTruthy();
  });

  it('R11.05 sends a builds search to /builds', async () => {
    serve();
    const view = renderApp('/404');
    await pickCategory(view, 'Builds');
    await searchFor(view, 'web');
    await waitFor(() => expect(view.currentPath()).toBe('/builds?name=web&type=builds'));
  });

  it('R11.21 hides Packages and Builds on a lightweight instance, leaving Artifacts', async () => {
    serve(regularUser, ['lightweightInstance']);
    const view = renderApp(START);
    expect(await shownCategory()).toBe('Artifacts');
    expect(await offeredCategories(view)).toEqual([['Artifacts', false]]);
  });

  it('R11.08 R11.19 offers Archive only with cold storage and sends its search to /artifactoryRetention/search', async () => {
    serve(regularUser, ['coldStorage']);
    const view = renderApp('/404');
    expect((await offeredCategories(view)).map(([label]) => label)).toEqual([
      'Packages',
      'Artifacts',
      'Builds',
      'Archive',
    ]);
    await pickCategory(view, 'Archive');
    await searchFor(view, 'old-release');
    await waitFor(() =>
      expect(view.currentPath()).toBe('/artifactoryRetention/search?name=old-release&type=artifactoryRetention'),
    );
  });

  it('R11.22 disables Archive while a specific project is selected', async () => {
    const alpha: Project = {
      project_key: 'alpha',
      display_name: 'Alpha',
      description: '',
      admin_privileges: { manage_members: true, manage_resources: true, index_resources: true },
      storage_quota_bytes: -1,
    };
    serve(adminUser, ['coldStorage']);
    server.use(http.get(`${UI_API}${apiPaths.accessProjects}`, () => HttpResponse.json([alpha])));
    const view = renderApp('/404');
    expect(await offeredCategories(view)).toContainEqual(['Archive', false]);
    useProjectContext.getState().selectProject({ name: 'Alpha', projectKey: 'alpha', displayName: 'Alpha' });
    await waitFor(async () => expect(await offeredCategories(view)).toContainEqual(['Archive', true]));
  });

  it('R11.06 R11.07 R11.09 R11.18 R11.20 offers the companion categories with their services, licence and flag, each search sent to its path', async () => {
    serveWithCompanions(regularUser, ['pipelinesToolbarSearch']);
    const view = renderApp('/404');
    await waitFor(async () =>
      expect(await offeredCategories(view)).toEqual([
        ['Packages', false],
        ['Artifacts', false],
        ['Builds', false],
        ['Release Bundles', false],
        ['Security & Compliance', false],
        ['Pipelines', false],
      ]),
    );
    await pickCategory(view, 'Release Bundles');
    await searchFor(view, 'web-release');
    await waitFor(() => expect(view.currentPath()).toBe('/bundles/source?name=web-release&type=releaseBundles'));
    await pickCategory(view, 'Pipelines');
    await searchFor(view, 'deploy');
    await waitFor(() => expect(view.currentPath()).toBe('/pipelinesSearchResults?name=deploy&type=pipelines'));
  });

  it('R11.20 leaves Pipelines out without the toolbar-search flag, though the pipelines service is there', async () => {
    serveWithCompanions(regularUser, []);
    const view = renderApp('/404');
    await waitFor(async () => expect(await offeredCategories(view)).toContainEqual(['Security & Compliance', false]));
    expect((await offeredCategories(view)).map(([label]) => label)).not.toContain('Pipelines');
  });

  it('R11.18 disables the categories whose licence tier the licence is below, services present', async () => {
    serveWithCompanions(regularUser, ['pipelinesToolbarSearch'], 'JCR');
    const view = renderApp('/404');
    await waitFor(async () => expect(await offeredCategories(view)).toContainEqual(['Release Bundles', true]));
    const offered = await offeredCategories(view);
    expect(offered).toContainEqual(['Security & Compliance', true]);
    expect(offered).toContainEqual(['Pipelines', false]);
  });

  it('R11.07 R11.15 sends a security-compliance search started from an admin page to /', async () => {
    serveWithCompanions(adminUser, []);
    const view = renderApp('/admin/artifactory/list');
    // The home route sends the visitor on at once, so the address it asked for is read from the call.
    const navigate = vi.spyOn(view.router, 'navigate');
    await pickCategory(view, 'Security & Compliance');
    await searchFor(view, 'cve:CVE-2021-44228');
    await waitFor(() => expect(navigate.mock.calls[0]?.[0]).toBe('/?cve=CVE-2021-44228&type=securityCompliance'));
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
  });

  it('R11.12 R11.14 sends a security-compliance search started elsewhere to its own results page', async () => {
    serveWithCompanions(adminUser, []);
    const view = renderApp('/404');
    await pickCategory(view, 'Security & Compliance');
    await searchFor(view, 'cve:CVE-2021-44228');
    await waitFor(() =>
      expect(view.currentPath()).toBe('/securityComplianceSearchResults?cve=CVE-2021-44228&type=securityCompliance'),
    );
  });

  it('R11.24 starts a new category afresh, keeping only the name typed so far', async () => {
    serve();
    const view = renderApp('/404');
    await view.user.type(await input(), 'lodash pkgType:npm version:4');
    await pickCategory(view, 'Artifacts');
    expect((await input()).value).toBe('lodash');
  });

  it('R11.29 keeps a short package search from running for a user without the permission, not for an admin', async () => {
    serve();
    const view = renderApp('/404');
    await searchFor(view, 'l*?');
    expect(screen.getByRole('button', { name: 'Run search' })).toHaveProperty('disabled', true);
    expect(view.currentPath()).toBe('/404');
    expect(readRecentSearches('dev')).toEqual([]);
    view.unmount();

    serve(adminUser);
    server.use(http.post(/metadata/, () => HttpResponse.json({ data: null })));
    const admin = renderApp('/404');
    await searchFor(admin, 'l*?');
    await waitFor(() => expect(admin.currentPath()).toBe('/packages?name=l*%3F&type=packages'));
  });

  it('R11.54 remembers a search in local storage for the user and lists it after a restart', async () => {
    serve();
    const first = renderApp('/404');
    await pickCategory(first, 'Artifacts');
    await searchFor(first, 'core-*.jar');
    await waitFor(() => expect(first.currentPath()).toContain(START));
    const stored = JSON.parse(localStorage.getItem('arca.recentSearches.dev') ?? '[]') as { queryString: string }[];
    expect(stored.map((entry) => entry.queryString)).toEqual(['core-*.jar']);
    first.unmount();

    serve();
    const second = renderApp('/404');
    await second.user.click(await input());
    const entries = await screen.findAllByTestId('recent-search');
    expect(entries.map((entry) => entry.textContent)).toEqual(['core-*.jarArtifacts']);
  });

  it('R11.57 R11.58 restores a recent search with its type and runs it again', async () => {
    addRecentSearch('dev', {
      type: 'builds',
      queryString: 'older',
      searchModel: { name: 'older' },
      context: 'default',
    });
    addRecentSearch('dev', {
      type: 'artifacts',
      queryString: 'app.jar repo:libs-release',
      searchModel: { name: 'app.jar', repositories: ['libs-release'] },
      context: 'default',
    });
    serve();
    const view = renderApp('/404');
    expect(await shownCategory()).toBe('Packages');
    await view.user.click(await input());
    const entries = await screen.findAllByTestId('recent-search');
    expect(entries.map((entry) => entry.textContent)).toEqual(['app.jar repo:libs-releaseArtifacts', 'olderBuilds']);
    await view.user.click(entries[0] as HTMLElement);
    await waitFor(() => expect(view.currentPath()).toBe(`${START}?name=app.jar&repo=libs-release&type=artifacts`));
    expect(await shownCategory()).toBe('Artifacts');
    expect((await input()).value).toBe('app.jar repo:libs-release');
  });

  it('R11.58 runs a recent search picked with the keyboard, not the text typed to find it', async () => {
    addRecentSearch('dev', { type: 'builds', queryString: 'web-app', searchModel: { name: 'web-app' }, context: 'x' });
    serve();
    const view = renderApp('/404');
    await view.user.type(await input(), 'web');
    await screen.findAllByTestId('recent-search');
    // The list reads the legacy `which` code, which user-event leaves at 0.
    const box = await input();
    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(view.currentPath()).toBe('/builds?name=web-app&type=builds'));
    expect(readRecentSearches('dev').map((entry) => entry.queryString)).toEqual(['web-app']);
  });

  it('R11.57 restores a recent search it may not run without running it', async () => {
    addRecentSearch('dev', { type: 'packages', queryString: 'lo', searchModel: { name: 'lo' }, context: 'default' });
    serve();
    const view = renderApp('/404');
    await view.user.click(await input());
    await view.user.click((await screen.findAllByTestId('recent-search'))[0] as HTMLElement);
    await waitFor(async () => expect((await input()).value).toBe('lo'));
    expect(view.currentPath()).toBe('/404');
  });

  it('clears the recent searches', async () => {
    addRecentSearch('dev', { type: 'artifacts', queryString: 'a.jar', searchModel: { name: 'a.jar' }, context: 'x' });
    serve();
    const view = renderApp('/404');
    await view.user.click(await input());
    await screen.findAllByTestId('recent-search');
    await view.user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(readRecentSearches('dev')).toEqual([]);
    await waitFor(async () => expect((await input()).getAttribute('aria-expanded')).toBe('false'));
  });

  describe('the recent-searches list', () => {
    const remember = () =>
      addRecentSearch('dev', {
        type: 'artifacts',
        queryString: 'app.jar',
        searchModel: { name: 'app.jar' },
        context: 'x',
      });
    const listOpen = async () => (await input()).getAttribute('aria-expanded') === 'true';

    it('stays closed over the results of a typed search, though the search just joined the list', async () => {
      remember();
      serve();
      const view = renderApp('/404');
      await pickCategory(view, 'Artifacts');
      // Nothing remembered matches yet: the list has nothing to show until the search joins it.
      await view.user.type(await input(), 'core.jar{Enter}');
      await waitFor(() => expect(view.currentPath()).toBe(`${START}?name=core.jar&type=artifacts`));
      await screen.findByText('No artifact matches this search');
      expect(readRecentSearches('dev').map((entry) => entry.queryString)).toContain('core.jar');
      expect(await listOpen()).toBe(false);
    });

    it('closes when a recent search is picked and its results show', async () => {
      remember();
      serve();
      const view = renderApp('/404');
      await view.user.click(await input());
      await view.user.click((await screen.findAllByTestId('recent-search'))[0] as HTMLElement);
      await waitFor(() => expect(view.currentPath()).toBe(`${START}?name=app.jar&type=artifacts`));
      await screen.findByText('No artifact matches this search');
      expect(await listOpen()).toBe(false);
    });

    it('closes on Escape and on a click outside, and opens again on a click in the box', async () => {
      remember();
      serve();
      const view = renderApp('/404');
      await view.user.click(await input());
      await screen.findAllByTestId('recent-search');
      // The list reads the legacy `which` code, which user-event leaves at 0.
      fireEvent.keyDown(await input(), { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
      await waitFor(async () => expect(await listOpen()).toBe(false));

      await view.user.click(await input());
      await waitFor(async () => expect(await listOpen()).toBe(true));
      await view.user.click(document.body);
      await waitFor(async () => expect(await listOpen()).toBe(false));
    });
  });

  it('shows the search of a results page opened from its address', async () => {
    serve();
    renderApp(`${START}?name=app.jar&searchType=checksum&checksum=${'a'.repeat(40)}&type=artifacts`);
    expect(await shownCategory()).toBe('Artifacts');
    await waitFor(async () =>
      expect((await input()).value).toBe(`app.jar checksum:${'a'.repeat(40)} searchType:checksum`),
    );
  });
});

describe('the advanced search', () => {
  it('R11.10 writes an artifact checksum search with its repositories into the query text and runs it', async () => {
    serve();
    server.use(
      http.get(packageDetailPaths.repoData, () =>
        HttpResponse.json({
          repositories: [
            { key: 'libs-release', type: 'local', packageType: 'maven', projectKey: '' },
            { key: 'npm-remote', type: 'remote', packageType: 'npm', projectKey: '' },
          ],
        }),
      ),
    );
    const view = renderApp('/404');
    await pickCategory(view, 'Artifacts');
    await view.user.click(await screen.findByRole('button', { name: 'Advanced search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advanced search' });
    await view.user.click(within(dialog).getByRole('radio', { name: 'Checksum' }).closest('label') as HTMLElement);
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Checksum' }), 'b'.repeat(40));
    await pickOption(view, within(dialog).getByRole('combobox', { name: 'Repositories' }), 'libs-release');
    await view.user.click(within(dialog).getByRole('button', { name: 'Search' }));

    const digest = 'b'.repeat(40);
    await waitFor(() =>
      expect(view.currentPath()).toBe(
        `${START}?repo=libs-release&checksum=${digest}&searchType=checksum&type=artifacts`,
      ),
    );
    expect((await input()).value).toBe(`repo:libs-release checksum:${digest} searchType:checksum`);
  });

  it('R11.10 writes a package search with its type from the available packages', async () => {
    serve(adminUser);
    server.use(
      http.get(packageDetailPaths.availablePackages, () =>
        HttpResponse.json({ packageTypes: [{ packageType: 'npm', packagesCount: 4 }] }),
      ),
      http.post(/metadata/, () => HttpResponse.json({ data: null })),
    );
    const view = renderApp('/404');
    await view.user.click(await screen.findByRole('button', { name: 'Advanced search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advanced search' });
    await view.user.type(within(dialog).getByLabelText('Name'), 'lodash');
    await pickOption(view, within(dialog).getByRole('combobox', { name: 'Package type' }), 'npm (4)');
    await view.user.type(within(dialog).getByLabelText('Version'), '4.17');
    await view.user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(view.currentPath()).toBe('/packages?name=lodash&pkgType=npm&version=4.17&type=packages'),
    );
    expect((await input()).value).toBe('lodash pkgType:npm version:4.17');
  });
});
