import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { supportBundleKeys } from './support-bundle-keys.ts';
import { deleteSupportBundle } from './support-bundle-requests.ts';

/** R15.12: deletes, then reloads the list whatever the answer; resolves to whether it was deleted. */
export function useDeleteSupportBundle(): (id: string) => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: string) => {
      const deleted = await deleteSupportBundle(id);
      await queryClient.invalidateQueries({ queryKey: supportBundleKeys.list() });
      return deleted;
    },
    [queryClient],
  );
}
