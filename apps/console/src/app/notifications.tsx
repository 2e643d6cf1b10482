import { type NotificationApi, type NotifyOptions, notify } from '@arca/ui';

let host: NotificationApi | undefined;
/** What was to be shown before antd's notifications were there: shown once they are. */
let waiting: NotifyOptions[] = [];
/** Loads the host; antd-scope.tsx installs it (it cannot be imported here: antd's module imports this one). */
let loadHost: () => Promise<unknown> = () => Promise.resolve();

/**
 * antd's notifications, handed over from inside a themed antd tree (dark mode included) when that
 * tree mounts (AntdNotificationHost), and withdrawn when it goes. The first screens are drawn
 * without antd, so a notification asked for before then waits for the host it has loaded.
 */
export function setNotificationHost(api: NotificationApi | undefined): void {
  host = api;
  if (!api) return;
  const shown = waiting;
  waiting = [];
  for (const options of shown) notify(api, options);
}

/** Installs what loads antd's notifications when one is asked for before they are there. */
export function setNotificationHostLoader(load: () => Promise<unknown>): void {
  loadHost = load;
}

function show(options: NotifyOptions): void {
  if (host) {
    notify(host, options);
    return;
  }
  waiting.push(options);
  // Without the network the notification cannot be drawn either; the next one tries again.
  loadHost().catch(() => undefined);
}

/** An error notification for the widgets' 4.5 s (R25.151). */
export function notifyError(message: string): void {
  show({ type: 'error', title: message });
}

/** An info notification, e.g. a check that gave up and left a feature off (R7.41). */
export function notifyInfo(message: string): void {
  show({ type: 'info', title: message });
}
