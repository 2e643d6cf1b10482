import { systemLogMessages, systemLogRoutes, testIds } from '@arca/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, footer as defaultFooter } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { logHandlers, statusHandlers } from '../monitoring-test-data.ts';

const PAGE = '/admin/monitoring/system_logs';

afterEach(() => {
  vi.useRealTimers();
});

function serve(options: { license?: string; cloud?: boolean; refreshMillis?: number | null } = {}) {
  const footer = {
    ...defaultFooter,
    license: options.license ?? 'ENTERPRISE_PLUS',
    isCloudProviderConfigured: options.cloud ?? false,
  };
  const status = statusHandlers();
  const logs = logHandlers({ refreshMillis: options.refreshMillis });
  server.use(...startupHandlers(adminUser, footer), ...status.handlers, ...logs.handlers);
  return { status, logs };
}

const content = () => screen.getByTestId(testIds.logViewer.content);
/** The lines the readable view shows, one element each. */
const shownLines = () => [...content().children].map((line) => line.textContent);
const countdown = () => Number(screen.getByTestId(testIds.logViewer.countdown).textContent);

/** The countdown's interval is faked; everything else (MSW, Testing Library) runs on real time. */
function fakeCountdown() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
}

async function tick(times = 1) {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
  }
}

async function openViewer() {
  const view = renderApp(PAGE);
  expect(await screen.findByRole('heading', { level: 1, name: 'System Logs' })).toBeTruthy();
  await waitFor(() => expect(shownLines()).toContain('started'));
  return view;
}

/** The options of a select, read from its dropdown: each opens into a portal appended last. */
async function optionsOf(view: ReturnType<typeof renderApp>, label: string) {
  const before = document.querySelectorAll('.ant-select-dropdown').length;
  await view.user.click(screen.getByRole('combobox', { name: label }));
  await waitFor(() => expect(document.querySelectorAll('.ant-select-dropdown').length).toBe(before + 1));
  const dropdown = [...document.querySelectorAll('.ant-select-dropdown')].at(-1) as Element;
  return [...dropdown.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
}

describe('live log viewer', () => {
  it('R19.12 R19.14 R19.16 opens Artifactory on its first healthy node, with the list built from the nodes status on an HA licence', async () => {
    const { status, logs } = serve({ license: 'ENTERPRISE_PLUS' });
    const view = await openViewer();
    expect(within(screen.getByTestId(testIds.logViewer.service)).getByTitle('Artifactory')).toBeTruthy();
    expect(await optionsOf(view, 'Service')).toEqual(['Artifactory', 'Xray']);
    expect(await optionsOf(view, 'Node')).toEqual(['arca-1', 'arca-3']);
    expect(status.calls).toContain('/ui/api/v1/system/status/nodes');
    expect(status.calls).toContain('/ui/api/v1/system/status/ha');
    expect(status.calls).not.toContain('/ui/api/v1/system/status/services');
    expect(logs.configs[0]).toEqual({ type: 'artifactory', nodeId: 'arca-1' });
    expect(logs.reads[0]).toEqual({
      type: 'artifactory',
      nodeId: 'arca-1',
      id: 'artifactory-service.log',
      fileSize: '0',
    });
  });

  it('R19.15 builds the service list from the service status, online nodes only, without an HA licence', async () => {
    const { status } = serve({ license: 'COMMERCIAL' });
    const view = await openViewer();
    expect(await optionsOf(view, 'Node')).toEqual(['arca-1']);
    expect(status.calls).toContain('/ui/api/v1/system/status/services');
    expect(status.calls).not.toContain('/ui/api/v1/system/status/nodes');
  });

  it('R19.01 R19.02 R19.03 opens the first file and shows its text with its last-modified and last-updated times', async () => {
    serve();
    await openViewer();
    expect(within(screen.getByTestId(testIds.logViewer.file)).getByTitle('artifactory-service.log')).toBeTruthy();
    expect(screen.getByTestId(testIds.logViewer.lastModified).textContent).toMatch(
      /^Nov 26, 2026, \d{1,2}:15:30\s[AP]M$/,
    );
    expect(screen.getByTestId(testIds.logViewer.lastUpdated).textContent).toMatch(
      /^Nov 26, 2026, \d{1,2}:15:42\s[AP]M$/,
    );
  });

  it('R19.04 R19.05 shows the text read-only and scrolled to its end after new text', async () => {
    const scrolled: number[] = [];
    const height = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(4321);
    const top = vi.spyOn(HTMLElement.prototype, 'scrollTop', 'set').mockImplementation((value: number) => {
      scrolled.push(value);
    });
    try {
      serve();
      const view = await openViewer();
      const area = screen.getByRole('log', { name: 'Log content' });
      const before = area.textContent;
      await view.user.type(area, 'typed over');
      expect(area.textContent).toBe(before);
      expect(area.querySelector('input, textarea, [contenteditable]')).toBeNull();
      expect(scrolled).toContain(4321);
    } finally {
      height.mockRestore();
      top.mockRestore();
    }
  });

  it('R19.06 R19.19 R19.20 R19.21 R19.24 counts down each second from the server period, then reads what follows the bytes shown and appends it', async () => {
    fakeCountdown();
    const { logs } = serve({ refreshMillis: 3000 });
    await openViewer();
    expect(countdown()).toBe(3);
    await tick();
    expect(countdown()).toBe(2);
    logs.write('artifactory-service.log', '{"msg":"GET /ui/ 200"}\n');
    await tick(2);
    expect(countdown()).toBe(0);
    expect(logs.reads).toHaveLength(1);
    await tick();
    expect(countdown()).toBe(3);
    await waitFor(() => expect(shownLines()).toEqual(['started', 'GET /ui/ 200']));
    expect(logs.reads.map((read) => read.fileSize)).toEqual(['0', String('{"msg":"started"}\n'.length)]);
  });

  it('R19.21 counts down from 10 s when the server gives no period', async () => {
    fakeCountdown();
    serve({ refreshMillis: null });
    await openViewer();
    expect(countdown()).toBe(10);
  });

  it('R19.07 pause stops the countdown and the reads; resume goes on; refresh-now reads at once and starts over', async () => {
    fakeCountdown();
    const { logs } = serve({ refreshMillis: 5000 });
    const view = await openViewer();
    await tick(2);
    expect(countdown()).toBe(3);

    await view.user.click(screen.getByTestId(testIds.logViewer.pause));
    await tick(10);
    expect(countdown()).toBe(3);
    expect(logs.reads).toHaveLength(1);
    expect(screen.queryByTestId(testIds.logViewer.pause)).toBeNull();

    await view.user.click(screen.getByTestId(testIds.logViewer.resume));
    await tick();
    expect(countdown()).toBe(2);

    logs.write('artifactory-service.log', 'now\n');
    await view.user.click(screen.getByTestId(testIds.logViewer.refreshNow));
    await waitFor(() => expect(logs.reads).toHaveLength(2));
    expect(countdown()).toBe(5);
    await waitFor(() => expect(shownLines()).toContain('now'));
  });

  it("R19.10 shows 'Waiting for Logs...' while the first read is on its way", async () => {
    serve();
    server.use(
      mockCall(systemLogRoutes.data, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp(PAGE);
    await waitFor(() => expect(content().textContent).toBe(systemLogMessages.waiting));
  });

  it('starts another file, or another node, from its first byte', async () => {
    const { logs } = serve();
    const view = await openViewer();
    await view.user.click(screen.getByRole('combobox', { name: 'Log file' }));
    await view.user.click(await screen.findByTitle('artifactory-request.log'));
    await waitFor(() => expect(shownLines()).toEqual(['method=GET path=/ui/']));
    expect(logs.reads.at(-1)).toMatchObject({ id: 'artifactory-request.log', fileSize: '0' });

    await view.user.click(screen.getByRole('combobox', { name: 'Node' }));
    await view.user.click(await screen.findByTitle('arca-3'));
    await waitFor(() => expect(logs.reads.at(-1)).toMatchObject({ nodeId: 'arca-3', fileSize: '0' }));
    expect(logs.configs.at(-1)).toEqual({ type: 'artifactory', nodeId: 'arca-3' });
  });

  it('asks another service for its own files once it is picked', async () => {
    const { logs } = serve();
    const view = await openViewer();
    await view.user.click(screen.getByRole('combobox', { name: 'Service' }));
    await view.user.click(await screen.findByTitle('Xray'));
    await waitFor(() => expect(logs.configs.at(-1)).toEqual({ type: 'xray', nodeId: 'xray-1' }));
  });

  it("R19.25 R19.26 R19.27 shows the server's errors on a config failure, pauses the refresh and shows 'No Data Fetched'", async () => {
    fakeCountdown();
    const refusal = systemLogMessages.serviceNotOnNode('artifactory', 'arca-1');
    serve();
    const configCalls: string[] = [];
    server.use(
      mockCall(systemLogRoutes.config, ({ request }) => {
        configCalls.push(request.url);
        return HttpResponse.json({ errors: [{ status: 404, message: refusal }] }, { status: 404 });
      }),
    );
    const view = renderApp(PAGE);
    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(content().textContent).toBe(systemLogMessages.noData));
    expect(screen.getByTestId(testIds.logViewer.resume)).toBeTruthy();
    const held = countdown();
    await tick(15);
    expect(countdown()).toBe(held);
    expect(configCalls).toHaveLength(1);

    await view.user.click(screen.getByTestId(testIds.logViewer.refreshNow));
    await waitFor(() => expect(configCalls).toHaveLength(2));
  });

  it('R19.28 shows the errors of a failed read and flags the file as failed, keeping the refresh going', async () => {
    const missing = systemLogMessages.fileNotFound('artifactory-service.log');
    serve();
    server.use(
      mockCall(systemLogRoutes.data, () =>
        HttpResponse.json({ errors: [{ status: 404, message: missing }] }, { status: 404 }),
      ),
    );
    renderApp(PAGE);
    expect(await screen.findByText(missing)).toBeTruthy();
    const fileSelect = screen.getByRole('combobox', { name: 'Log file' });
    await waitFor(() => expect(fileSelect.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText(`Reading artifactory-service.log failed: ${missing}. The next refresh tries again.`),
    ).toBeTruthy();
    expect(content().textContent).toBe(systemLogMessages.noData);
    expect(screen.getByTestId(testIds.logViewer.pause)).toBeTruthy();
  });

  it('R19.08 links to the support zone for downloads', async () => {
    serve();
    const view = await openViewer();
    await view.user.click(screen.getByTestId(testIds.logViewer.supportLink));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/support-zone'));
  });

  it('R19.09 hides the support-zone link on cloud', async () => {
    serve({ cloud: true });
    await openViewer();
    expect(screen.queryByTestId(testIds.logViewer.supportLink)).toBeNull();
  });
});
