import type { NotificationApi, NotifyOptions, ToastApi, ToastOptions } from './types.ts';

/** R25.150 (admin-and-widgets.md §9): notification types. */
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;

/** R25.151 / R27.16: a notification stays 4500 ms. */
export const NOTIFICATION_DURATION_MS = 4500;

/** R25.151 / R27.16: a toast stays 3000 ms. */
export const TOAST_DURATION_MS = 3000;

/** antd counts durations in seconds. */
export function toSeconds(ms: number): number {
  return ms / 1000;
}

/** Shows a notification of the given type for 4.5 s (R25.151). Pass `App.useApp().notification`. */
export function notify(api: NotificationApi, { type, title, description }: NotifyOptions): void {
  api[type]({ title, description, duration: toSeconds(NOTIFICATION_DURATION_MS) });
}

/** Shows a toast of the given type for 3 s (R25.151). Pass `App.useApp().message`. */
export function toast(api: ToastApi, { type, content }: ToastOptions): void {
  void api[type]({ content, duration: toSeconds(TOAST_DURATION_MS) });
}
