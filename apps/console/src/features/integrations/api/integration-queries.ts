import { accountRoutes, integrationPaths, integrationRoutes, type ScannerConnectedIntegration } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { call, request } from '../../../shared/http/index.ts';
import { integrationKeys } from './integration-keys.ts';

/**
 * `GET /integration/getIntegrations`, asked only where git is available (R14.48). A failure is
 * only logged (R14.45): the page then shows no instances rather than an error.
 */
export function useGitIntegrations(enabled: boolean) {
  return useQuery({
    queryKey: integrationKeys.list(),
    enabled,
    queryFn: async () => {
      try {
        return await call(integrationRoutes.list);
      } catch (error) {
        console.warn('The git integrations could not be loaded', error);
        return [];
      }
    },
  });
}

/**
 * `GET /xray/ui/vcs_integrations` (R14.48, R28.115): the keys of the integrations the scanner uses,
 * asked once the git integrations are in and only with the scanner installed. Without an answer
 * the cards keep what the integrations say of themselves, so a failure is only logged.
 */
export function useScannerConnectedKeys(enabled: boolean) {
  return useQuery({
    queryKey: integrationKeys.scannerConnected(),
    enabled,
    queryFn: async () => {
      try {
        const records = await request<ScannerConnectedIntegration[]>(integrationPaths.scannerConnected, {
          priority: 'low',
        });
        return records.map((record) => record.integration_id);
      } catch (error) {
        console.warn('The integrations the scanner uses could not be loaded', error);
        return [];
      }
    },
  });
}

/**
 * The server's public address for the tool and CI commands (R14.47), from `GET ui/setMeUp`
 * (R28.036): behind a proxy or a custom URL base it differs from the address the browser used,
 * which stands in only when the call fails.
 */
export function useServerBaseUrl() {
  return useQuery({
    queryKey: integrationKeys.baseUrl(),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      try {
        return (await call(accountRoutes.setMeUp)).baseUrl;
      } catch (error) {
        console.warn('The server address could not be loaded', error);
        return window.location.origin;
      }
    },
  });
}
