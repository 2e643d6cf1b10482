import { type GeneralConfigDetails, type GeneralConfigInput, generalConfigPaths } from '@arca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { footerQueryKey } from '../../../shared/platform/footer.ts';
import { uploadLogo } from './logo-upload.ts';

export const generalConfigQueryKey = ['admin', 'generalConfig'] as const;

/** `GET ui/generalConfig` as an administrator: the settings, the address in effect and the logo. */
export function useGeneralConfig() {
  return useQuery({
    queryKey: generalConfigQueryKey,
    queryFn: () => request<GeneralConfigDetails>(generalConfigPaths.config),
  });
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
  return useGeneralConfigChange((body: GeneralConfigInput) =>
    request<GeneralConfigDetails>(generalConfigPaths.config, { method: 'PUT', body }),
  );
}

export function useUploadLogo() {
  return useGeneralConfigChange((file: Blob) => uploadLogo(file));
}

export function useRemoveLogo() {
  return useGeneralConfigChange(() => request<GeneralConfigDetails>(generalConfigPaths.logo, { method: 'DELETE' }));
}
