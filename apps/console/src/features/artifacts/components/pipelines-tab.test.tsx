import { CORE_SERVICE, serviceRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderRoutesAlone } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { type PipelineStep, pipeInfoPath } from '../pipeline-steps.ts';
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
      mockCall(serviceRoutes.services, () => {
        asked = true;
        return {
          services: [
            { name: CORE_SERVICE, version: '7.77.0' },
            { name: 'pipelines', version: '1.0.0' },
          ],
        };
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
    server.use(
      ...startupHandlers(adminUser),
      http.get(pipeInfoPath(301), () => HttpResponse.json({ step: 'build' })),
    );
    const { user, router } = renderTab([step, { ...step, stepId: 302, stepName: 'test' }]);
    const rows = await screen.findAllByRole('row');
    // The header row and one step.
    expect(rows).toHaveLength(2);
    const row = rows[1] as HTMLElement;
    expect(within(row).getByText('webapp')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Row actions' }));
    await user.click(await screen.findByText('Show pipe info'));
    const dialog = await screen.findByRole('dialog', { name: 'pipeInfo.json' });
    expect(await within(dialog).findByText(/"step": "build"/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(row).getByRole('button', { name: 'Row actions' }));
    await user.click(await screen.findByText('Go to step'));
    expect(router.state.location.pathname).toBe('/ui/pipelines/myPipelines/dflt/webapp/17/build');
    expect(router.state.location.search).toBe('?branch=main&aggregateView=false');
  });

  it('R24.06 R24.07 R24.08 R28.139 fetches the pipe info once, says Loading pipe info... until it is in, then shows it as copyable JSON', async () => {
    const calls: string[] = [];
    let answer: (() => void) | undefined;
    const info = { stepId: 301, steplet: { id: 9, statusCode: 4002 }, artifacts: ['webapp.jar'] };
    server.use(
      ...startupHandlers(adminUser),
      http.get('/pipe/api/v1/passthrough/pipeinfo/step/:stepId', async ({ request }) => {
        calls.push(new URL(request.url).pathname);
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json(info);
      }),
    );
    const { user } = renderTab([step]);
    const row = (await screen.findAllByRole('row'))[1] as HTMLElement;
    const open = async () => {
      await user.click(within(row).getByRole('button', { name: 'Row actions' }));
      await user.click(await screen.findByText('Show pipe info'));
      return screen.findByRole('dialog', { name: 'pipeInfo.json' });
    };
    const dialog = await open();
    expect(within(dialog).getByText('Loading pipe info...')).toBeTruthy();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    const json = await within(dialog).findByRole('region', { name: 'pipeInfo.json' });
    expect(json.getAttribute('data-language')).toBe('json');
    expect(json.textContent).toContain('"statusCode": 4002');
    expect(within(json).getByRole('button', { name: /Copy/ })).toBeTruthy();
    expect(within(dialog).queryByText('Loading pipe info...')).toBeNull();
    expect(within(json).queryByRole('textbox')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const again = await open();
    expect(within(again).getByRole('region', { name: 'pipeInfo.json' }).textContent).toContain('"steplet"');
    expect(calls).toEqual(['/pipe/api/v1/passthrough/pipeinfo/step/301']);
  });

  it('R24.09 reports a failed pipe info load and closes the modal', async () => {
    server.use(
      ...startupHandlers(adminUser),
      http.get(pipeInfoPath(301), async () => {
        // Answered once the modal has opened, as a real service would be.
        await delay(400);
        return HttpResponse.json({ errors: [{ status: 500, message: 'step 301 not found in run' }] }, { status: 500 });
      }),
    );
    const { user } = renderTab([step]);
    const row = (await screen.findAllByRole('row'))[1] as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Row actions' }));
    await user.click(await screen.findByText('Show pipe info'));
    const dialog = await screen.findByRole('dialog', { name: 'pipeInfo.json' });
    expect(within(dialog).getByText('Loading pipe info...')).toBeTruthy();
    expect(await screen.findByText('Getting pipe info failed with error: step 301 not found in run')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'pipeInfo.json' })).toBeNull());
  });
});
