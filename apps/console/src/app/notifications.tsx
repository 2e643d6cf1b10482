import { notify } from '@arca/ui';
import { App, notification as staticNotification } from 'antd';
import { useEffect } from 'react';

type NotificationInstance = ReturnType<typeof App.useApp>['notification'];

let current: NotificationInstance | undefined;

/**
 * Hands the request layer antd's notifications from inside the application tree, so they carry
 * the theme (dark mode included) and live and die with the tree rather than beside it.
 */
export function NotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    current = notification;
    return () => {
      if (current === notification) current = undefined;
    };
  }, [notification]);
  return null;
}

/** An error notification for the widgets' 4.5 s (R25.151); before the tree has mounted, antd's static one stands in. */
export function notifyError(message: string): void {
  notify(current ?? staticNotification, { type: 'error', title: message });
}

/** An info notification, e.g. a check that gave up and left a feature off (R7.41). */
export function notifyInfo(message: string): void {
  notify(current ?? staticNotification, { type: 'info', title: message });
}
