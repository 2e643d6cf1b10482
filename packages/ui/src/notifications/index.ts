export type {
  NotificationApi,
  NotificationArgs,
  NotificationType,
  NotifyOptions,
  ToastApi,
  ToastArgs,
  ToastOptions,
} from './types.ts';
export { NOTIFICATION_DURATION_MS, NOTIFICATION_TYPES, notify, TOAST_DURATION_MS, toast } from './utils.ts';
