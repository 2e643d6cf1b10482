import { type CrowdConfigUpdate, crowdRoutes, type OAuthConfigInput, oauthRoutes } from '@arca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';

/** The authentication providers' settings: each provider's own key, so saving one refreshes only it. */
export const providerSettingsKeys = {
  all: ['admin', 'authenticationProviders'] as const,
  crowd: () => [...providerSettingsKeys.all, 'crowd'] as const,
  oauth: () => [...providerSettingsKeys.all, 'oauth'] as const,
};

/** `GET ui/crowdConfig`: the application password is never sent, only whether one is stored. */
export function useCrowdConfig() {
  return useQuery({ queryKey: providerSettingsKeys.crowd(), queryFn: () => call(crowdRoutes.config) });
}

/** `PUT ui/crowdConfig`: the answer is the stored settings, which the page shows at once. */
export function useSaveCrowdConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CrowdConfigUpdate) => call(crowdRoutes.updateConfig, { body }),
    onSuccess: (config) => queryClient.setQueryData(providerSettingsKeys.crowd(), config),
  });
}

/** `GET ui/oauthConfig`: the providers without their client secrets. */
export function useOAuthConfig() {
  return useQuery({ queryKey: providerSettingsKeys.oauth(), queryFn: () => call(oauthRoutes.config) });
}

/** `PUT ui/oauthConfig` replaces the whole list; a provider sent without a secret keeps its stored one. */
export function useSaveOAuthConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OAuthConfigInput) => call(oauthRoutes.updateConfig, { body }),
    onSuccess: (config) => queryClient.setQueryData(providerSettingsKeys.oauth(), config),
  });
}
