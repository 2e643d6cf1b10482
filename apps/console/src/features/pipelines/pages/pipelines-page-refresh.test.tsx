import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { PIPELINES_REFRESH_MS, PIPELINES_THROTTLE_MS, pipelinesPaths } from '../api/pipelines-contract.ts';
import { pipelinesInstalled, pipelinesService } from '../pipelines-test-data.ts';

const pipelineCalls = (calls: string[]) => calls.filter((call) => call === `GET ${pipelinesPaths.pipelines}`).length;

describe('my pipelines refresh', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('R18.02 R18.03 asks the service again every 10 s, and holds a Refresh inside 5000 ms of the last one back', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setInterval', 'setTimeout', 'clearInterval', 'clearTimeout', 'Date'],
    });
    const service = pipelinesService();
    server.use(pipelinesInstalled, ...startupHandlers(adminUser), ...service.handlers);
    renderApp('/pipelines/myPipelines');
    await within(await screen.findByRole('main')).findByRole('list', { name: 'Pipelines' });
    expect(pipelineCalls(service.calls)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(PIPELINES_REFRESH_MS));
    await waitFor(() => expect(pipelineCalls(service.calls)).toBe(2));

    // Just after the tick: the click waits for the window to close, then asks once.
    screen.getByRole('button', { name: /Refresh/ }).click();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(pipelineCalls(service.calls)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(PIPELINES_THROTTLE_MS));
    await waitFor(() => expect(pipelineCalls(service.calls)).toBe(3));
  });
});
