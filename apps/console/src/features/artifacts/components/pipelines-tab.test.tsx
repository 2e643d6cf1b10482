import { CORE_SERVICE, servicePaths } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { renderRoutesAlone } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import type { PipelineStep } from '../pipeline-steps.ts';
import { PipelinesTab } from './pipelines-tab.tsx';

const step: PipelineStep = {
  pipelineName: 'webapp',
  branchName: 'main',
  runNumber: 17,
  stepName: 'build',
  runStatus: 'success',
  stepStatus: 'success',
  startedAt: '2026-11-01T10:00:00Z',
  stepId: 301,
  project: 'dflt',
};

function renderTab(steps?: PipelineStep[]) {
  return renderRoutesAlone(
    [
      { path: '/repos', element: <PipelinesTab steps={steps} /> },
      { path: '/pipelines/*', element: <p>run dashboard</p> },
    ],
    '/repos',
  );
}

describe('artifact pipelines tab', () => {
  it('R24.02 R24.04 lists the step columns and says No pipelines. while the service is not installed', async () => {
    server.use(...startupHandlers(adminUser));
    renderTab();
    expect(await screen.findByText('No pipelines.')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(0, 7)).toEqual([
      'Pipeline Name',
      'Branch',
      'Run No',
      'Step Name',
      'Run Status',
      'Step Status',
      'Started At',
    ]);
    expect(
      await screen.findByText(
        'Pipelines is not installed on this server, so no pipeline runs are recorded for this file.',
      ),
    ).toBeTruthy();
  });

  it('does not claim the service is missing when it is installed', async () => {
    let asked = false;
    server.use(
      http.get(servicePaths.services, () => {
        asked = true;
        return HttpResponse.json({
          services: [
            { name: CORE_SERVICE, version: '7.77.0' },
            { name: 'pipelines', version: '1.0.0' },
          ],
        });
      }),
      ...startupHandlers(adminUser),
    );
    renderTab();
    expect(await screen.findByText('No pipelines.')).toBeTruthy();
    await waitFor(() => expect(asked).toBe(true));
    // Give the context a moment to settle: the note must not appear once it has.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/Pipelines is not installed/)).toBeNull();
  });

  it('R24.01 R24.03 R24.05 shows one row with Show pipe info and Go to step', async () => {
    server.use(...startupHandlers(adminUser));
    const { user, router } = renderTab([step, { ...step, stepId: 302, stepName: 'test' }]);
    const rows = await screen.findAllByRole('row');
    // The header row and one step.
    expect(rows).toHaveLength(2);
    const row = rows[1] as HTMLElement;
    expect(within(row).getByText('webapp')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Row actions' }));
    await user.click(await screen.findByText('Show pipe info'));
    const dialog = await screen.findByRole('dialog', { name: 'pipeInfo.json' });
    expect(within(dialog).getByText(/"stepId": 301/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(row).getByRole('button', { name: 'Row actions' }));
    await user.click(await screen.findByText('Go to step'));
    expect(router.state.location.pathname).toBe('/ui/pipelines/myPipelines/dflt/webapp/17/build');
    expect(router.state.location.search).toBe('?branch=main&aggregateView=false');
  });
});
