import { type SupportBundleRequest, servicePaths, supportBundlePaths, testIds } from '@arca/contract';
import {
  installedServices,
  olderFailedBundle,
  readyBundle,
  supportServer,
  writingBundle,
} from '@arca/mfe-support/test-data';
import { formatDateTime } from '@arca/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { server, startupHandlers } from '../test/server.ts';

const PAGE = '/admin/support-zone';
const rowOf = (id: string) => screen.findByTestId(`${testIds.supportZone.bundle}-${id}`);

/** A POST the test answers when it wants, recording each body. */
function heldCreate(path: string, status = 200) {
  const bodies: SupportBundleRequest[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = http.post(path, async ({ request }) => {
    bodies.push((await request.json()) as SupportBundleRequest);
    await released;
    return status === 200
      ? HttpResponse.json({ id: 'new', artifactory: { service_id: 'jfrt@1', bundle_url: '' } })
      : HttpResponse.json({ errors: [{ status, message: 'Support bundles are being created' }] }, { status });
  });
  return { handler, bodies, release };
}

/** The service picker's choices, by the titles people read. */
async function serviceChoices(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.click(within(form).getByRole('combobox'));
  const options = () => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
  await waitFor(() => expect(options().length).toBeGreaterThan(0));
  return options().map((option) => option.title);
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId(testIds.supportZone.create));
  return screen.findByTestId(testIds.supportZone.form);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('support zone', () => {
  it('R1.59 R15.02 lists the bundles newest first with their date and status', async () => {
    const support = supportServer([olderFailedBundle, writingBundle, readyBundle]);
    server.use(...startupHandlers(adminUser), ...support.handlers);
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Zone' })).toBeTruthy();
    const ready = await rowOf(readyBundle.id);
    for (const text of [
      'slow uploads',
      'Uploads to libs-release took minutes',
      formatDateTime(readyBundle.create_date),
    ]) {
      expect(within(ready).getByText(text)).toBeTruthy();
    }
    const tagOf = (row: HTMLElement, label: string) => within(row).getByText(label).closest('[data-status-class]');
    expect(tagOf(ready, 'Ready')?.getAttribute('data-status-class')).toBe('success');
    expect(tagOf(await rowOf(writingBundle.id), 'In progress')?.getAttribute('data-status-class')).toBe('processing');
    expect(tagOf(await rowOf(olderFailedBundle.id), 'Failed')?.getAttribute('data-status-class')).toBe('error');

    const order = screen
      .getAllByTestId(new RegExp(`^${testIds.supportZone.bundle}-`))
      .map((row) => row.getAttribute('data-testid'));
    expect(order).toEqual(
      [writingBundle.id, readyBundle.id, olderFailedBundle.id].map((id) => `${testIds.supportZone.bundle}-${id}`),
    );
  });

  it('R15.13 downloads a ready bundle straight from downloadBundle, and offers no download before', async () => {
    const support = supportServer([readyBundle, olderFailedBundle]);
    server.use(...startupHandlers(adminUser), ...support.handlers);
    renderApp(PAGE);
    const link = within(await rowOf(readyBundle.id)).getByTestId(testIds.supportZone.download);
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe(`/ui/api/v1/ui/userSupport/downloadBundle/${readyBundle.id}`);
    expect(link.getAttribute('href')).toBe(supportBundlePaths.download(readyBundle.id));
    expect(link.hasAttribute('download')).toBe(true);

    const failed = within(await rowOf(olderFailedBundle.id)).getByTestId(testIds.supportZone.download);
    expect(failed.getAttribute('href')).toBeNull();
    expect((failed as HTMLButtonElement).disabled).toBe(true);
  });

  it('says what a support bundle is for when there is none', async () => {
    const support = supportServer([]);
    server.use(...startupHandlers(adminUser), ...support.handlers);
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'No support bundles yet' })).toBeTruthy();
    expect(screen.getByText(/collects the logs of the days you choose/)).toBeTruthy();
    expect(screen.getByTestId(testIds.supportZone.create)).toBeTruthy();
  });

  it('R15.03 R15.08 R15.10 shows a placeholder while creating, then reloads the list 3000 ms after the call ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const support = supportServer([readyBundle]);
    const create = heldCreate(supportBundlePaths.generate);
    server.use(...startupHandlers(adminUser), ...support.handlers, create.handler);
    renderApp(PAGE);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await rowOf(readyBundle.id);

    const form = await openForm(user);
    await user.type(within(form).getByTestId(testIds.supportZone.name), 'nightly crash');
    const count = within(form).getByTestId(testIds.supportZone.threadDumpCount);
    await user.clear(count);
    await user.type(count, '3');
    const interval = within(form).getByTestId(testIds.supportZone.threadDumpInterval);
    await user.clear(interval);
    await user.type(interval, '1000');
    await user.click(screen.getByTestId(testIds.supportZone.submit));

    const placeholder = await rowOf('pending-1');
    expect(within(placeholder).getByText('nightly crash')).toBeTruthy();
    expect(within(placeholder).getByText('In progress')).toBeTruthy();
    expect(within(placeholder).queryByTestId(testIds.supportZone.delete)).toBeNull();
    await waitFor(() => expect(create.bodies).toHaveLength(1));
    expect(create.bodies[0]).toMatchObject({
      service: 'artifactory',
      name: 'nightly crash',
      parameters: { configuration: true, system: true, thread_dump: { count: 3, interval: 1000 } },
    });

    // The server has written the bundle by the time the list is read again.
    support.state.bundles = [writingBundle, readyBundle];
    const readsBefore = support.state.listReads;
    create.release();
    await vi.advanceTimersByTimeAsync(2500);
    expect(support.state.listReads).toBe(readsBefore);
    expect(screen.getByTestId(`${testIds.supportZone.bundle}-pending-1`)).toBeTruthy();

    await vi.advanceTimersByTimeAsync(600);
    await rowOf(writingBundle.id);
    expect(support.state.listReads).toBe(readsBefore + 1);
    await waitFor(() => expect(screen.queryByTestId(`${testIds.supportZone.bundle}-pending-1`)).toBeNull());
  });

  it('R15.11 says nothing when a create fails, and its placeholder goes with the reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const support = supportServer([readyBundle]);
    const create = heldCreate(supportBundlePaths.generate, 503);
    server.use(...startupHandlers(adminUser), ...support.handlers, create.handler);
    const view = renderApp(PAGE);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await rowOf(readyBundle.id);
    const form = await openForm(user);
    await user.type(within(form).getByTestId(testIds.supportZone.name), 'refused');
    await user.click(screen.getByTestId(testIds.supportZone.submit));
    await rowOf('pending-1');

    create.release();
    await vi.advanceTimersByTimeAsync(3100);
    await waitFor(() => expect(screen.queryByTestId(`${testIds.supportZone.bundle}-pending-1`)).toBeNull());
    expect(screen.getByTestId(`${testIds.supportZone.bundle}-${readyBundle.id}`)).toBeTruthy();
    expect(view.notes).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/being created/)).toBeNull();
  });

  it('keeps the form open with the reason when a field is wrong', async () => {
    const support = supportServer([readyBundle]);
    server.use(...startupHandlers(adminUser), ...support.handlers);
    const view = renderApp(PAGE);
    const form = await openForm(view.user);
    await view.user.click(screen.getByTestId(testIds.supportZone.submit));
    expect(await within(form).findByText('You must fill in this field')).toBeTruthy();
    const start = form.querySelector<HTMLInputElement>('input[type="date"]');
    if (!start) throw new Error('no date input');
    await view.user.clear(start);
    await view.user.click(screen.getByTestId(testIds.supportZone.submit));
    expect(await within(form).findByText('Choose the first day of logs to include')).toBeTruthy();
    expect(screen.queryByTestId(`${testIds.supportZone.bundle}-pending-1`)).toBeNull();
  });

  it('R15.12 deletes a bundle after confirming and reloads the list', async () => {
    const support = supportServer([readyBundle, olderFailedBundle]);
    server.use(...startupHandlers(adminUser), ...support.handlers);
    const view = renderApp(PAGE);
    const row = await rowOf(olderFailedBundle.id);
    const readsBefore = support.state.listReads;
    await view.user.click(within(row).getByTestId(testIds.supportZone.delete));
    const dialog = await screen.findByRole('dialog', { name: "Delete support bundle 'disk alarm'?" });
    expect(support.state.deleted).toEqual([]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByTestId(`${testIds.supportZone.bundle}-${olderFailedBundle.id}`)).toBeNull(),
    );
    expect(support.state.deleted).toEqual([olderFailedBundle.id]);
    expect(support.state.listReads).toBe(readsBefore + 1);
    expect(await screen.findByText("Support bundle 'disk alarm' deleted")).toBeTruthy();
  });

  it('offers only the artifact service when no companion is installed', async () => {
    const support = supportServer([readyBundle]);
    server.use(...startupHandlers(adminUser), ...support.handlers);
    const view = renderApp(PAGE);
    const form = await openForm(view.user);
    expect(await serviceChoices(view.user, form)).toEqual(['Artifact service']);
  });

  it('R15.14 offers an installed companion and sends its bundle to its own endpoint', async () => {
    const support = supportServer([readyBundle]);
    const create = heldCreate(supportBundlePaths.serviceGenerate.xray);
    // Before the start-up handlers, which name the artifact service alone.
    server.use(installedServices('xray'), ...startupHandlers(adminUser), ...support.handlers, create.handler);
    const view = renderApp(PAGE);
    const form = await openForm(view.user);
    expect(await serviceChoices(view.user, form)).toEqual(['Artifact service', 'Security scanning']);
    await view.user.click(screen.getByTitle('Security scanning'));
    expect(within(form).getByTitle('Security scanning')).toBeTruthy();
    await view.user.type(within(form).getByTestId(testIds.supportZone.name), 'scanner stuck');
    await view.user.click(screen.getByTestId(testIds.supportZone.submit));
    await waitFor(() => expect(create.bodies).toHaveLength(1));
    expect(create.bodies[0]).toMatchObject({ service: 'xray', name: 'scanner stuck' });
    create.release();
  });

  it('R15.16 R28.052 R28.126 offers mission control only when it is enabled and answers its ping', async () => {
    const support = supportServer([readyBundle]);
    const calls: string[] = [];
    let pingOk = true;
    server.use(
      ...startupHandlers(adminUser),
      http.get(servicePaths.missionControlEnabled, () => {
        calls.push('enabled');
        return HttpResponse.json({ enabled: true });
      }),
      http.get(supportBundlePaths.missionControlPing, () => {
        calls.push('ping');
        return pingOk ? HttpResponse.text('OK') : new HttpResponse(null, { status: 503 });
      }),
      // After the overrides: MSW answers with the first matching handler.
      ...support.handlers,
    );
    const view = renderApp(PAGE);
    await waitFor(() => expect(calls).toEqual(['enabled', 'ping']));
    const form = await openForm(view.user);
    expect(await serviceChoices(view.user, form)).toEqual(['Artifact service', 'Mission control']);
    view.unmount();

    pingOk = false;
    calls.length = 0;
    const again = renderApp(PAGE);
    await waitFor(() => expect(calls).toEqual(['enabled', 'ping']));
    const form2 = await openForm(again.user);
    expect(await serviceChoices(again.user, form2)).toEqual(['Artifact service']);
    expect(again.notes).toEqual([]);
  });

  it('sends mission control its bundle without the service field', async () => {
    const support = supportServer([readyBundle]);
    const create = heldCreate(supportBundlePaths.serviceGenerate.mission_control);
    server.use(
      ...startupHandlers(adminUser),
      http.get(servicePaths.missionControlEnabled, () => HttpResponse.json({ enabled: true })),
      http.get(supportBundlePaths.missionControlPing, () => HttpResponse.text('OK')),
      ...support.handlers,
      create.handler,
    );
    const view = renderApp(PAGE);
    const form = await openForm(view.user);
    await view.user.click(within(form).getByRole('combobox'));
    await view.user.click(await screen.findByTitle('Mission control'));
    await view.user.type(within(form).getByTestId(testIds.supportZone.name), 'mc');
    await view.user.click(screen.getByTestId(testIds.supportZone.submit));
    await waitFor(() => expect(create.bodies).toHaveLength(1));
    expect(create.bodies[0]).toMatchObject({ name: 'mc' });
    expect(create.bodies[0]).not.toHaveProperty('service');
    create.release();
  });

  it('reads the list again while a bundle is being written, until it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const support = supportServer([writingBundle]);
    server.use(...startupHandlers(adminUser), ...support.handlers);
    renderApp(PAGE);
    expect(within(await rowOf(writingBundle.id)).getByText('In progress')).toBeTruthy();
    support.state.bundles = [{ ...writingBundle, status: 'success' }];
    await vi.advanceTimersByTimeAsync(3100);
    await waitFor(async () => expect(within(await rowOf(writingBundle.id)).getByText('Ready')).toBeTruthy());
    const reads = support.state.listReads;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(support.state.listReads).toBe(reads);
  });
});
