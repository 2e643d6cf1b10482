import {
  type HostRequestOptions,
  type MicrofrontendHost,
  type SupportBundleList,
  supportBundlePaths,
  testIds,
} from '@arca/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { attachHost } from '../host.ts';
import { SupportZonePage } from '../pages/support-zone-page.tsx';
import { readyBundle } from '../support-test-data.ts';
import { useSupportBundles } from './support-bundle-queries.ts';

const httpError = (status: number) => Object.assign(new Error(`Request failed with status ${status}`), { status });

/** A shell whose HTTP client answers with `answer`, with the console's query defaults (no query retries). */
function mountIn(answer: (path: string, options?: HostRequestOptions) => Promise<unknown>) {
  const request = vi.fn(answer);
  const notify = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  attachHost({
    user: { name: 'admin', admin: true, anonymous: false },
    project: undefined,
    path: '/admin/support-zone',
    request: request as MicrofrontendHost['request'],
    notify,
    navigate: vi.fn(),
    queryClient,
    theme: undefined,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <App component={false}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </App>
  );
  const listReads = () => request.mock.calls.filter(([path]) => path === supportBundlePaths.list).length;
  return { request, notify, wrapper, listReads };
}

/** The other reads of the page (installed services, mission control) answer as if nothing else is installed. */
function otherReads(): Promise<unknown> {
  return Promise.reject(httpError(404));
}

const bundleRows = () => screen.queryAllByTestId(new RegExp(`^${testIds.supportZone.bundle}-`));

describe('a failed read of the bundle list', () => {
  it('settles with no bundles, once, at low priority, and tells the user nothing', async () => {
    const { request, notify, wrapper } = mountIn(() => Promise.reject(httpError(500)));
    const { result } = renderHook(() => useSupportBundles(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(supportBundlePaths.list, { priority: 'low' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('leaves the support zone showing an empty list, without a crash or a message', async () => {
    const { notify, wrapper, listReads } = mountIn((path) =>
      path === supportBundlePaths.list ? Promise.reject(new TypeError('Failed to fetch')) : otherReads(),
    );
    render(<SupportZonePage />, { wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Zone' })).toBeTruthy();
    await waitFor(() => expect(listReads()).toBe(1));
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    expect(bundleRows()).toEqual([]);
    expect(screen.getByTestId(testIds.supportZone.create)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('a failed delete in the support zone', () => {
  it('reloads the list and shows neither a success nor an error message', async () => {
    const { request, notify, wrapper, listReads } = mountIn((path, options) => {
      if (path === supportBundlePaths.list) return Promise.resolve({ bundles: [readyBundle] } as SupportBundleList);
      if (options?.method === 'DELETE') return Promise.reject(httpError(500));
      return otherReads();
    });
    const user = userEvent.setup();
    render(<SupportZonePage />, { wrapper });
    const row = await screen.findByTestId(`${testIds.supportZone.bundle}-${readyBundle.id}`);
    const readsBefore = listReads();
    await user.click(within(row).getByTestId(testIds.supportZone.delete));
    const dialog = await screen.findByRole('dialog', { name: `Delete support bundle '${readyBundle.name}'?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(listReads()).toBe(readsBefore + 1));
    expect(request).toHaveBeenCalledWith(supportBundlePaths.delete(readyBundle.id), {
      method: 'DELETE',
      priority: 'low',
    });
    expect(screen.getByTestId(`${testIds.supportZone.bundle}-${readyBundle.id}`)).toBeTruthy();
    expect(screen.queryByText(/deleted/)).toBeNull();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });
});
