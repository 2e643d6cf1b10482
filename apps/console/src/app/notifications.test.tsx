import type { NotificationApi } from '@arca/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifyInfo, setNotificationHost } from './notifications.tsx';

function fakeHost() {
  return { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() } satisfies NotificationApi;
}

describe('the notifications of the request layer', () => {
  afterEach(() => setNotificationHost(undefined));

  it('R25.151 a notification asked for before antd has loaded waits, then shows once for 4.5 s', () => {
    setNotificationHost(undefined);
    notifyError('The server is not reachable');
    notifyInfo('Retention check gave up');

    const host = fakeHost();
    setNotificationHost(host);
    expect(host.error).toHaveBeenCalledWith({
      title: 'The server is not reachable',
      description: undefined,
      duration: 4.5,
    });
    expect(host.info).toHaveBeenCalledWith({ title: 'Retention check gave up', description: undefined, duration: 4.5 });

    // Shown once: a later host does not repeat them.
    const next = fakeHost();
    setNotificationHost(next);
    expect(next.error).not.toHaveBeenCalled();
  });

  it('R25.151 a notification goes straight to the host antd has handed over', () => {
    const host = fakeHost();
    setNotificationHost(host);
    notifyError('Failed to save');
    expect(host.error).toHaveBeenCalledTimes(1);
  });
});
