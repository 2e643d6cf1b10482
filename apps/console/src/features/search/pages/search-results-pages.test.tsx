import { searchRoutes } from '@arca/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { missingServiceHeader, teasers } from '../../../shared/teasers/index.ts';
import { regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

const storage = 'http://arca.test/artifactory/api/storage';

/** What a companion service's results page says without the service: its teaser or the missing-service note. */
async function saysServiceMissing(serviceTitle: string, teaserHeader: string) {
  const said = await screen.findAllByRole('heading', {
    name: (name) => name === teaserHeader || name === missingServiceHeader(serviceTitle),
  });
  expect(said.length).toBeGreaterThan(0);
  expect(screen.queryByText(/not found/i)).toBeNull();
}

describe('search results pages', () => {
  it('R11.12 the Archive category has its own results page, listing the archive entries that match', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      ...startupHandlers(regularUser),
      mockCall(searchRoutes.archive, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return {
          results: [{ entry: 'org/acme/Logger.class', archiveUris: [`${storage}/libs-release/org/acme/log-1.0.jar`] }],
        };
      }),
    );
    renderApp('/artifactoryRetention/search?name=Logger.class&type=artifactoryRetention');
    expect(await screen.findByRole('heading', { name: 'Archive search results' })).toBeTruthy();
    expect((await screen.findByTestId('artifact-search-count')).textContent).toContain('1 entry found');
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({ name: 'Logger.class' });
    const table = await screen.findByRole('table', { name: 'Artifact search results' });
    expect(within(table).getByText('org/acme/Logger.class')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'log-1.0.jar' })).toBeTruthy();
  });

  it('R11.12 the Pipelines category has its own results page, which tells that the service is missing', async () => {
    server.use(...startupHandlers(regularUser));
    renderApp('/pipelinesSearchResults?name=deploy&type=pipelines');
    expect(await screen.findByRole('heading', { name: 'Pipelines search results' })).toBeTruthy();
    await saysServiceMissing(teasers.pipelines.serviceTitle, teasers.pipelines.header);
  });

  it('R11.12 the Security & Compliance category has its own results page, which tells that the scanner is missing', async () => {
    server.use(...startupHandlers(regularUser));
    renderApp('/securityComplianceSearchResults?cve=CVE-2021-44228&type=securityCompliance');
    expect(await screen.findByRole('heading', { name: 'Security & Compliance search results' })).toBeTruthy();
    await saysServiceMissing(teasers.securityAndCompliance.serviceTitle, teasers.securityAndCompliance.header);
  });
});
