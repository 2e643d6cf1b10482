import { useCallback, useSyncExternalStore } from 'react';
import type { ThemeMode } from './theme-config.ts';
import { useThemePreference } from './theme-store.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemMode(): ThemeMode {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The system's colour scheme, live: switching the OS setting restyles an open console. */
export function useSystemThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribe, systemMode, () => 'light');
}

export interface ThemeModeControl {
  mode: ThemeMode;
  /** Switches to the other mode and remembers it as an explicit choice. */
  toggle: () => void;
}

export function useThemeMode(): ThemeModeControl {
  const system = useSystemThemeMode();
  const chosen = useThemePreference((state) => state.mode);
  const setMode = useThemePreference((state) => state.setMode);
  const mode = chosen ?? system;
  const toggle = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);
  return { mode, toggle };
}
