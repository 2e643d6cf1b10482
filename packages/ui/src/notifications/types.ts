import type { ReactNode } from 'react';
import type { NOTIFICATION_TYPES } from './utils.ts';

/** R25.150: the kinds of notification and toast. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Options antd's notification and message methods accept that we set. */
export interface NotificationArgs {
  title: ReactNode;
  description?: ReactNode;
  duration: number;
}

export interface ToastArgs {
  content: ReactNode;
  duration: number;
}

/** The part of `App.useApp().notification` the helpers use; a fake in tests. */
export type NotificationApi = Record<NotificationType, (args: NotificationArgs) => void>;

/** The part of `App.useApp().message` the helpers use. */
export type ToastApi = Record<NotificationType, (args: ToastArgs) => unknown>;

export interface NotifyOptions {
  type: NotificationType;
  title: ReactNode;
  description?: ReactNode;
}

export interface ToastOptions {
  type: NotificationType;
  content: ReactNode;
}
