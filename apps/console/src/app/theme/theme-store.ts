import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ThemeMode } from './theme-config.ts';

/** Where the visitor's explicit theme choice is remembered. */
export const THEME_STORAGE_KEY = 'arca.theme';

interface ThemePreference {
  /** An explicit choice; null follows the system setting (BRIEF §6). */
  mode: ThemeMode | null;
  setMode: (mode: ThemeMode) => void;
}

/**
 * A UI preference, not server data, so it sits in its own small store beside the spec's central
 * flags rather than among them.
 */
export const useThemePreference = create<ThemePreference>()(
  persist(
    (set) => ({
      mode: null,
      setMode: (mode) => set({ mode }),
    }),
    {
      name: THEME_STORAGE_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ mode: state.mode }),
    },
  ),
);
