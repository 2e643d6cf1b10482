import { App as AntApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { consoleLocale } from './antd-locale.ts';
import { palettes, themeConfig } from './theme-config.ts';
import { useThemeMode } from './use-theme-mode.ts';
import './global.css';

/**
 * Themes antd once for the whole console and mirrors the mode onto <html>, so the browser's own
 * parts (scrollbars, form autofill) and the few global rules in global.css follow it.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  const config = useMemo(() => themeConfig(mode), [mode]);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
    root.style.setProperty('--arca-focus-ring', palettes[mode].focusRing);
    root.style.setProperty('--arca-bg-layout', palettes[mode].bgLayout);
  }, [mode]);

  return (
    <ConfigProvider theme={config} locale={consoleLocale}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
