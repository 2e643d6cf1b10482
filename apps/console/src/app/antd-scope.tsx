import { type ReactNode, useSyncExternalStore } from 'react';
import { setNotificationHostLoader } from './notifications.tsx';

type AntdModule = typeof import('./theme/antd-theme.tsx');

let loaded: AntdModule | undefined;
let loading: Promise<AntdModule> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads antd and its theme once. The login route and the start-up draw nothing with antd, so a
 * cold login does not fetch it; every other screen waits for it beside its own code.
 */
export function loadAntd(): Promise<AntdModule> {
  loading ??= import('./theme/antd-theme.tsx').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A failed chunk is tried again by the next screen that needs it.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// A notification asked for on a screen drawn without antd loads antd to show it.
setNotificationHostLoader(loadAntd);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useAntd(): AntdModule | undefined {
  return useSyncExternalStore(subscribe, () => loaded);
}

/** A screen drawn with antd, inside antd's theme (rendered once `loadAntd` has resolved). */
export function InAntdTheme({ children }: { children: ReactNode }) {
  const antd = useAntd();
  return antd ? <antd.AntdTheme>{children}</antd.AntdTheme> : null;
}

/** antd's notifications, mounted beside the routes once antd is there. */
export function AntdNotificationHost() {
  const antd = useAntd();
  return antd ? <antd.AntdNotifications /> : null;
}

/** Guard 10c (R3.20): modals close on navigation; before antd loaded, none can be open. */
export function closeModals(): void {
  loaded?.closeAntdModals();
}
