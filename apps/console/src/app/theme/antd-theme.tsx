import { App as AntApp, ConfigProvider, Modal } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { setNotificationHost } from '../notifications.tsx';
import { consoleLocale } from './antd-locale.ts';
import { themeConfig } from './theme-config.ts';
import { useThemeMode } from './use-theme-mode.ts';

/**
 * Themes antd for the screens drawn with it. This module is antd's way in: it loads with the first
 * screen that needs antd (the layout, the password screens), never with the login route.
 */
export function AntdTheme({ children }: { children?: ReactNode }) {
  const { mode } = useThemeMode();
  const config = useMemo(() => themeConfig(mode), [mode]);
  return (
    <ConfigProvider theme={config} locale={consoleLocale}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** Hands the request layer antd's notifications from inside the themed tree, for as long as it lives. */
function NotificationBridge() {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    setNotificationHost(notification);
    return () => setNotificationHost(undefined);
  }, [notification]);
  return null;
}

/** The notifications' own themed tree, beside the screens rather than around them. */
export function AntdNotifications() {
  return (
    <AntdTheme>
      <NotificationBridge />
    </AntdTheme>
  );
}

/** Guard 10c (R3.20): closes the modals antd opened outside the tree (confirmations). */
export function closeAntdModals(): void {
  Modal.destroyAll();
}
