import { searchRoutes, storageRoutes } from '@arca/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

/** The storage API's searches, by the last segment of their address. */
const uriSearches = {
  artifact: storageRoutes.nameSearch,
  checksum: storageRoutes.checksumSearch,
  prop: storageRoutes.propertySearch,
  gavc: storageRoutes.gavcSearch,
} as const;
const storage = 'http://arca.test/artifactory/api/storage';

/** Answers one search call with these storage URIs and keeps the query it was asked with. */
function answer(kind: keyof typeof uriSearches, uris: string[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    ...startupHandlers(regularUser),
    mockCall(uriSearches[kind], ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return { results: uris.map((uri) => ({ uri })) };
    }),
  );
  return asked;
}

const rows = async () =>
  (await within(await screen.findByRole('table', { name: 'Artifact search results' })).findAllByRole('row')).slice(1);

describe('artifact search results', () => {
  it('runs a quick search by name, lists name, path and repository, and links each to the artifact tree', async () => {
    const asked = answer('artifact', [
      `${storage}/libs-release/org/acme/app-1.0.jar`,
      `${storage}/libs-snapshot/app%20copy.jar`,
    ]);
    renderApp('/artifactSearchResults?name=app*&repo=libs-release,libs-snapshot&type=artifacts');
    expect((await screen.findByTestId('artifact-search-count')).textContent).toContain('2 artifacts found');
    const [first, second] = await rows();
    expect(asked[0]?.get('name')).toBe('app*');
    expect(asked[0]?.get('repos')).toBe('libs-release,libs-snapshot');
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'app-1.0.jar' })
        .getAttribute('href'),
    ).toBe('/ui/repos/tree/General/libs-release/org/acme/app-1.0.jar');
    expect(first?.textContent).toContain('org/acme');
    expect(first?.textContent).toContain('libs-release');
    expect(
      within(second as HTMLElement)
        .getByRole('link', { name: 'app copy.jar' })
        .getAttribute('href'),
    ).toBe('/ui/repos/tree/General/libs-snapshot/app%20copy.jar');
  });

  it('cuts a long name with an ellipsis that shows it whole on hover', async () => {
    const longName = 'platform-release-engineering-service-assembly-with-dependencies-1.0.0.jar';
    answer('artifact', [`${storage}/libs-release/org/acme/${longName}`]);
    renderApp('/artifactSearchResults?name=platform*&type=artifacts');
    expect((await screen.findByTestId('artifact-search-count')).textContent).toContain('1 artifact found');
    const [first] = await rows();
    const link = within(first as HTMLElement).getByRole('link', { name: longName });
    expect(link.closest('[data-cut-text]')).not.toBeNull();
  });

  it.each([
    ['a'.repeat(64), 'sha256'],
    ['b'.repeat(40), 'sha1'],
    ['c'.repeat(32), 'md5'],
  ])('searches by checksum %s as %s', async (checksum, param) => {
    const asked = answer('checksum', [`${storage}/libs-release/app.jar`]);
    renderApp(`/artifactSearchResults?checksum=${checksum}&searchType=checksum&type=artifacts`);
    expect((await screen.findByTestId('artifact-search-count')).textContent).toContain('1 artifact found');
    expect(asked[0]?.get(param)).toBe(checksum);
    expect([...(asked[0]?.keys() ?? [])]).toEqual([param]);
  });

  it('searches by properties, several values of a key joined by commas', async () => {
    const asked = answer('prop', [`${storage}/libs-release/web.zip`]);
    renderApp(
      `/artifactSearchResults?${new URLSearchParams({ properties: 'build.name=web,env=qa;prod', searchType: 'properties', type: 'artifacts' })}`,
    );
    expect(await screen.findByRole('link', { name: 'web.zip' })).toBeTruthy();
    expect(asked[0]?.get('build.name')).toBe('web');
    expect(asked[0]?.get('env')).toBe('qa,prod');
  });

  it('searches by Maven coordinates, leaving out the ones not given', async () => {
    const asked = answer('gavc', [`${storage}/libs-release/org/acme/app/1.0/app-1.0.jar`]);
    renderApp(
      `/artifactSearchResults?${new URLSearchParams({ packageQuery: 'org.acme::1.0', searchType: 'gavc', type: 'artifacts' })}`,
    );
    expect(await screen.findByRole('link', { name: 'app-1.0.jar' })).toBeTruthy();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({ g: 'org.acme', v: '1.0' });
  });

  it('runs an archive search with its class options and lists each entry with the archive it sits in, linked into the tree', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      ...startupHandlers(regularUser),
      mockCall(searchRoutes.archive, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return {
          results: [
            {
              entry: 'org/acme/Logger.class',
              archiveUris: [`${storage}/libs-release/org/acme/log-1.0.jar`, `${storage}/libs-release/copies/log.jar`],
            },
            { entry: 'org/acme/util/FileLogger.class', archiveUris: [`${storage}/libs-release/org/acme/log-1.0.jar`] },
          ],
        };
      }),
    );
    renderApp(
      `/artifactSearchResults?${new URLSearchParams({ name: '*Logger.class', repo: 'libs-release', searchType: 'archive', searchClassOnly: 'true', type: 'artifacts' })}`,
    );
    expect((await screen.findByTestId('artifact-search-count')).textContent).toContain('2 entries found');
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      name: '*Logger.class',
      repos: 'libs-release',
      searchClassOnly: 'true',
    });
    const table = await screen.findByRole('table', { name: 'Artifact search results' });
    expect(within(table).getByRole('columnheader', { name: /Entry/ })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /Archive/ })).toBeTruthy();
    const [first, second, third] = await rows();
    expect(first?.textContent).toContain('org/acme/Logger.class');
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'log-1.0.jar' })
        .getAttribute('href'),
    ).toBe('/ui/repos/tree/General/libs-release/org/acme/log-1.0.jar');
    expect(second?.textContent).toContain('org/acme/Logger.class');
    expect(within(second as HTMLElement).getByRole('link', { name: 'log.jar' })).toBeTruthy();
    expect(third?.textContent).toContain('org/acme/util/FileLogger.class');
  });

  it('says so when no archive entry matches', async () => {
    server.use(
      ...startupHandlers(regularUser),
      mockCall(searchRoutes.archive, () => ({ results: [] })),
    );
    renderApp('/artifactSearchResults?name=Nothing.class&searchType=archive&type=artifacts');
    expect(await screen.findByText('No archive entry matches this search')).toBeTruthy();
    expect((await screen.findByTestId('artifact-search-count')).textContent).toContain('0 entries found');
  });

  it('says so when nothing matches', async () => {
    answer('artifact', []);
    renderApp('/artifactSearchResults?name=nothing&type=artifacts');
    expect(await screen.findByText('No artifact matches this search')).toBeTruthy();
    expect((await screen.findByTestId('artifact-search-count')).textContent).toContain('0 artifacts found');
  });

  it('shows the server message of a refused search', async () => {
    server.use(
      ...startupHandlers(regularUser),
      mockCall(storageRoutes.nameSearch, () =>
        HttpResponse.json({ errors: [{ status: 400, message: 'Name search needs a name' }] }, { status: 400 }),
      ),
    );
    renderApp('/artifactSearchResults?name=x&type=artifacts');
    expect((await screen.findByRole('alert')).textContent).toContain('Name search needs a name');
  });

  it('asks for a search when the address names none, without calling the server', async () => {
    server.use(...startupHandlers(regularUser));
    renderApp('/artifactSearchResults');
    expect(await screen.findByText(/type a name, e\.g\./)).toBeTruthy();
  });
});
