import { describe, expect, it, vi } from 'vitest';
import type { NotificationApi, ToastApi } from './types.ts';
import { NOTIFICATION_DURATION_MS, NOTIFICATION_TYPES, notify, TOAST_DURATION_MS, toast } from './utils.ts';

function fakeNotificationApi(): NotificationApi {
  return { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() };
}

function fakeToastApi(): ToastApi {
  return { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() };
}

describe('notifications', () => {
  it('R25.150 the notification types are info, success, warning and error', () => {
    expect(NOTIFICATION_TYPES).toEqual(['info', 'success', 'warning', 'error']);
  });

  it('R25.151 R27.16 the durations are 4500 ms for notifications and 3000 ms for toasts', () => {
    expect(NOTIFICATION_DURATION_MS).toBe(4500);
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('R25.150 R25.151 R27.16 notify calls the method of its type with a 4.5-second duration', () => {
    for (const type of NOTIFICATION_TYPES) {
      const api = fakeNotificationApi();
      notify(api, { type, title: 'Package deployed', description: 'lodash 4.17.21' });
      expect(api[type]).toHaveBeenCalledWith({
        title: 'Package deployed',
        description: 'lodash 4.17.21',
        duration: 4.5,
      });
      const others = NOTIFICATION_TYPES.filter((other) => other !== type);
      for (const other of others) expect(api[other]).not.toHaveBeenCalled();
    }
  });

  it('R25.150 R25.151 R27.16 toast calls the method of its type with a 3-second duration', () => {
    for (const type of NOTIFICATION_TYPES) {
      const api = fakeToastApi();
      toast(api, { type, content: 'Copied to clipboard' });
      expect(api[type]).toHaveBeenCalledWith({ content: 'Copied to clipboard', duration: 3 });
    }
  });
});
