import { create } from 'zustand';

/** The spec's central store (shell.md §3): these four flags and nothing else; server data lives in TanStack Query. */
export interface AppFlags {
  initialDataFetched: boolean;
  applicationStarted: boolean;
  /** The content loader is on while this is above zero (shell.md §4 Session). */
  loadingCount: number;
  cloudTrial: boolean;
}

export interface AppActions {
  setInitialDataFetched: (value: boolean) => void;
  setApplicationStarted: (value: boolean) => void;
  incrementLoading: () => void;
  /** Never below zero, so a request that ends twice cannot hide a loader another still needs. */
  decrementLoading: () => void;
  clearLoading: () => void;
  setCloudTrial: (value: boolean) => void;
  /** Back to the first state: a user change resets the store (shell.md §4 Session); tests reset between runs. */
  reset: () => void;
}

export type AppStore = AppFlags & AppActions;

export const initialFlags: AppFlags = {
  initialDataFetched: false,
  applicationStarted: false,
  loadingCount: 0,
  cloudTrial: false,
};

export const useAppStore = create<AppStore>()((set) => ({
  ...initialFlags,
  setInitialDataFetched: (value) => set({ initialDataFetched: value }),
  setApplicationStarted: (value) => set({ applicationStarted: value }),
  incrementLoading: () => set((state) => ({ loadingCount: state.loadingCount + 1 })),
  decrementLoading: () => set((state) => ({ loadingCount: Math.max(0, state.loadingCount - 1) })),
  clearLoading: () => set({ loadingCount: 0 }),
  setCloudTrial: (value) => set({ cloudTrial: value }),
  reset: () => set(initialFlags),
}));

/** The store's imperative handle, for code outside React (start-up, the guard loader). */
export type AppStoreApi = Pick<typeof useAppStore, 'getState'>;
