import { type GeneralConfigDetails, type GeneralConfigInput, generalConfigRoutes } from '@arca/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { footerQueryKey } from '../../../shared/platform/footer.ts';
import { uploadLogo } from './logo-upload.ts';

export const generalConfigQueryKey = ['admin', 'generalConfig'] as const;

/**
 * `GET ui/generalConfig`: an administrator is answered with the settings, the address in effect
 * and the logo; anyone else with the address alone.
 */
export function generalConfigQueryOptions() {
  return queryOptions({
    queryKey: generalConfigQueryKey,
    queryFn: () => call(generalConfigRoutes.get),
  });
}

export function useGeneralConfig() {
  return useQuery(generalConfigQueryOptions());
}

/**
 * Every change answers the whole configuration; the footer is read again, so the page title,
 * the header and the help links follow at once.
 */
function useGeneralConfigChange<T>(change: (input: T) => Promise<GeneralConfigDetails>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (details) => {
      queryClient.setQueryData(generalConfigQueryKey, details);
      await queryClient.invalidateQueries({ queryKey: footerQueryKey });
    },
  });
}

export function useSaveGeneralConfig() {
  return useGeneralConfigChange((body: GeneralConfigInput) => call(generalConfigRoutes.update, { body }));
}

export function useUploadLogo() {
  return useGeneralConfigChange((file: Blob) => uploadLogo(file));
}

export function useRemoveLogo() {
  return useGeneralConfigChange(() => call(generalConfigRoutes.deleteLogo));
}
