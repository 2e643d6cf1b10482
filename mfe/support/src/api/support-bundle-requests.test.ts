import { type HostRequestOptions, type MicrofrontendHost, supportBundlePaths } from '@arca/contract';
import { describe, expect, it, vi } from 'vitest';
import { attachHost } from '../host.ts';
import { deleteSupportBundle } from './support-bundle-requests.ts';

/** How the shell's client fails a call: an error carrying the HTTP status, or a network error. */
const httpError = (status: number) => Object.assign(new Error(`Request failed with status ${status}`), { status });

/** A shell whose HTTP client answers with `answer`, recording every call and every message. */
function mountIn(answer: (path: string, options?: HostRequestOptions) => Promise<unknown>) {
  const request = vi.fn(answer);
  const notify = vi.fn();
  const host: MicrofrontendHost = {
    user: { name: 'admin', admin: true, anonymous: false },
    project: undefined,
    path: '/admin/support-zone',
    request: request as MicrofrontendHost['request'],
    notify,
    navigate: vi.fn(),
    queryClient: undefined,
    theme: undefined,
  };
  attachHost(host);
  return { request, notify };
}

describe('deleting a support bundle', () => {
  it('resolves true when the server deletes it', async () => {
    const { request, notify } = mountIn(async () => undefined);
    await expect(deleteSupportBundle('20261125-093000-1')).resolves.toBe(true);
    expect(request).toHaveBeenCalledWith(supportBundlePaths.delete('20261125-093000-1'), {
      method: 'DELETE',
      priority: 'low',
    });
    expect(notify).not.toHaveBeenCalled();
  });

  for (const [what, failure] of [
    ['a server error', httpError(500)],
    ['a refusal', httpError(403)],
    ['an unknown bundle', httpError(404)],
    ['a lost connection', new TypeError('Failed to fetch')],
  ] as const) {
    it(`resolves false on ${what}, throws nothing and tells the user nothing`, async () => {
      const { request, notify } = mountIn(() => Promise.reject(failure));
      await expect(deleteSupportBundle('20261125-093000-1')).resolves.toBe(false);
      expect(request).toHaveBeenCalledTimes(1);
      // Low priority: the shell's client neither retries nor reports the failure.
      expect(request.mock.calls[0]?.[1]).toMatchObject({ method: 'DELETE', priority: 'low' });
      expect(notify).not.toHaveBeenCalled();
    });
  }
});
