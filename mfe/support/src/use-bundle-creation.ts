import type { SupportBundleRequest } from '@arca/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { supportBundleKeys } from './api/support-bundle-keys.ts';
import { createSupportBundle } from './api/support-bundle-requests.ts';
import { BundleCreationTracker, type PlaceholderBundle } from './bundle-creation-tracker.ts';

/** The page's creation bookkeeping: its placeholders, and `create`, which resolves to success or false. */
export function useBundleCreation(): {
  placeholders: readonly PlaceholderBundle[];
  create: (bundle: SupportBundleRequest) => Promise<boolean>;
} {
  const queryClient = useQueryClient();
  const [tracker] = useState(
    () =>
      new BundleCreationTracker({
        reload: () => queryClient.invalidateQueries({ queryKey: supportBundleKeys.list() }),
      }),
  );
  useEffect(() => () => tracker.dispose(), [tracker]);
  const state = useSyncExternalStore(tracker.subscribe, tracker.snapshot);
  const create = useCallback(
    (bundle: SupportBundleRequest) => tracker.track(bundle, () => createSupportBundle(bundle)),
    [tracker],
  );
  return { placeholders: state.placeholders, create };
}
