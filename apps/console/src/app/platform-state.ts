import { create } from 'zustand';

/**
 * What the request layer learns about the platform as a whole: not paired (R6.25), and the
 * server error of the current route (R6.27). Kept apart from the spec's four central flags.
 */
export interface PlatformState {
  notPaired: boolean;
  routeServerError: string | undefined;
}

export const usePlatformState = create<PlatformState>()(() => ({ notPaired: false, routeServerError: undefined }));
