import { type ReactNode, useEffect } from 'react';
import { themeVariables } from './theme-variables.ts';
import { useThemeMode } from './use-theme-mode.ts';
import './global.css';
import './plain-controls.css';

/**
 * Mirrors the theme mode onto <html>: the browser's own parts (scrollbars, form autofill) follow
 * it, and the theme's colours become CSS variables for everything drawn without antd. antd itself
 * is themed by AntdTheme, which loads with the first screen that needs it.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
    for (const [name, value] of Object.entries(themeVariables(mode))) root.style.setProperty(name, value);
  }, [mode]);

  return children;
}
