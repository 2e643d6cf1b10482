import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { pipelinesMessages, pipelinesPaths } from '../api/pipelines-contract.ts';
import { PIPELINES_NO_ANSWER_MESSAGE, PIPELINES_ROUTE_WAIT_MS } from '../api/pipelines-queries.ts';
import { pipelinesInstalled, pipelinesService, release, webapp } from '../pipelines-test-data.ts';

function serve(options: Parameters<typeof pipelinesService>[0] = {}) {
  const service = pipelinesService(options);
  server.use(pipelinesInstalled, ...startupHandlers(adminUser), ...service.handlers);
  return service;
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('my pipelines', () => {
  it('R18.04 R18.05 shows the pipelines as a graph or a list, and the runs, under the tabs viewPipelines and viewRuns', async () => {
    const service = serve();
    const view = renderApp('/pipelines/myPipelines');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Pipelines' })).toBeTruthy();
    const keys = [...document.querySelectorAll('.ant-tabs-tab[data-node-key]')].map((node) =>
      node.getAttribute('data-node-key'),
    );
    expect(keys).toEqual(['viewPipelines', 'viewRuns']);

    // Graph, the default: a card per pipeline, the favourite first, with its latest runs drawn.
    const cards = await within(await screen.findByRole('main')).findByRole('list', { name: 'Pipelines' });
    const names = within(cards)
      .getAllByRole('listitem')
      .map((card) => card.getAttribute('aria-label'));
    expect(names).toEqual([release.name, webapp.name]);
    const webappCard = within(cards).getByRole('listitem', { name: webapp.name });
    expect(within(webappCard).getByRole('img', { name: `Latest runs of ${webapp.name}` }).children).toHaveLength(3);
    expect(within(webappCard).getByText('Run #42')).toBeTruthy();
    expect(within(webappCard).getByText('failure')).toBeTruthy();
    expect(within(webappCard).getByRole('link', { name: webapp.name }).getAttribute('href')).toBe(
      '/ui/pipelines/myPipelines/default/webapp_build',
    );

    // List: a row per pipeline with its latest run.
    const views = screen.getByRole('radiogroup', { name: 'View' });
    expect(
      within(views)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Graph', 'List']);
    // The radio itself is covered by its label, which takes the click as a person's would.
    await view.user.click(within(views).getByRole('radio', { name: /List/ }).closest('label') as HTMLElement);
    await waitFor(() => expect(view.currentPath()).toBe('/pipelines/myPipelines?view=List'));
    const table = await screen.findByRole('region', { name: 'Pipelines' });
    const row = within(table).getByRole('link', { name: release.name }).closest('tr') as HTMLElement;
    expect(within(row).getByText('#7')).toBeTruthy();
    expect(within(row).getByText('processing')).toBeTruthy();
    expect(within(row).getByText('release/2.4')).toBeTruthy();

    // Runs: the latest runs across the pipelines, named by their pipeline.
    await view.user.click(tab('Runs'));
    await waitFor(() => expect(view.currentPath()).toBe('/pipelines/myPipelines?view=List&tab=viewRuns'));
    const runs = await screen.findByRole('region', { name: 'Runs' });
    await waitFor(() => expect(within(runs).getAllByRole('row')).toHaveLength(6));
    const first = within(runs).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('#42')).toBeTruthy();
    expect(within(first).getByText(webapp.name)).toBeTruthy();
    expect(within(first).getByText('3m 00s')).toBeTruthy();
    expect(service.calls).toContain(`GET ${pipelinesPaths.runs}?limit=50&sortBy=createdAt&sortOrder=-1`);
  });

  it('R18.07 says No pipelines to display when the service has none', async () => {
    serve({ pipelines: [], runs: [] });
    renderApp('/pipelines/myPipelines');
    expect(await screen.findByRole('heading', { name: pipelinesMessages.noPipelines })).toBeTruthy();
    await waitFor(() => expect(document.body.textContent).toContain('No pipelines to display'));
  });

  it('R18.06 says No Runs to display when there are no runs', async () => {
    serve({ runs: [] });
    renderApp('/pipelines/myPipelines?tab=viewRuns');
    const runs = await screen.findByRole('region', { name: 'Runs' });
    expect(await within(runs).findByText('No Runs to display')).toBeTruthy();
  });

  it('R18.08 reports a failed pipelines fetch as Getting pipelines failed with error: and the error', async () => {
    serve({ pipelines: { status: 503, message: 'pipelines database unavailable' } });
    renderApp('/pipelines/myPipelines');
    expect(await screen.findByText('Getting pipelines failed with error: pipelines database unavailable')).toBeTruthy();
    expect(screen.queryByText(pipelinesMessages.noPipelines)).toBeNull();
  });

  it('R18.09 reports a failed runs fetch as Getting runs failed with error: and the error', async () => {
    serve({ runs: { status: 500, message: 'runs index rebuilding' } });
    renderApp('/pipelines/myPipelines?tab=viewRuns');
    expect(await screen.findByText('Getting runs failed with error: runs index rebuilding')).toBeTruthy();
  });

  it('R27.07 gives up a pipelines read the service has not answered within 3 minutes, and says so', async () => {
    expect(PIPELINES_ROUTE_WAIT_MS).toBe(3 * 60 * 1000);
    // The 3-minute wait is a signal the test ends itself, rather than 3 minutes of waiting.
    const waitOver = new AbortController();
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const waits = vi
      .spyOn(AbortSignal, 'timeout')
      .mockImplementation((ms) => (ms === PIPELINES_ROUTE_WAIT_MS ? waitOver.signal : timeout(ms)));
    serve();
    let asked = 0;
    server.use(
      http.get(pipelinesPaths.pipelines, () => {
        asked += 1;
        return new Promise<never>(() => undefined);
      }),
    );
    renderApp('/pipelines/myPipelines');
    await waitFor(() => expect(asked).toBe(1));
    expect(waits).toHaveBeenCalledWith(PIPELINES_ROUTE_WAIT_MS);
    expect(screen.queryByText(/Getting pipelines failed/)).toBeNull();
    waitOver.abort();
    expect(await screen.findByText(`${pipelinesMessages.pipelinesFailed} ${PIPELINES_NO_ANSWER_MESSAGE}`)).toBeTruthy();
  });

  it('R18.10 R18.11 adds a pipeline to the favourites and removes one, each with its message', async () => {
    const service = serve();
    const view = renderApp('/pipelines/myPipelines');
    await view.user.click(await screen.findByRole('button', { name: `Add ${webapp.name} to favorites` }));
    expect(await screen.findByText('Successfully added this pipeline to your Favorites list')).toBeTruthy();
    expect(service.calls).toContain(`PUT ${pipelinesPaths.favorite(webapp.id)}`);
    expect(await screen.findByRole('button', { name: `Remove ${webapp.name} from favorites` })).toBeTruthy();

    await view.user.click(screen.getByRole('button', { name: `Remove ${release.name} from favorites` }));
    expect(await screen.findByText('Successfully removed the pipeline from your Favorites list')).toBeTruthy();
    expect(service.calls).toContain(`DELETE ${pipelinesPaths.favorite(release.id)}`);
    expect(await screen.findByRole('button', { name: `Add ${release.name} to favorites` })).toBeTruthy();
  });

  it('R18.01 shows the pipelines teaser instead while the service is not installed', async () => {
    const service = pipelinesService();
    server.use(...startupHandlers(adminUser), ...service.handlers);
    renderApp('/pipelines/myPipelines');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build, test and release from one place' }),
    ).toBeTruthy();
    expect(service.calls).toEqual([]);
  });
});
