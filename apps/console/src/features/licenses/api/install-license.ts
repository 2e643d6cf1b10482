import { type CurrentLicense, licensePaths } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestIdOf } from '../../../shared/http/api-error.ts';
import { buildUrl, readBody, requestHeaders, requestQuery } from '../../../shared/http/client.ts';
import { normalizeError } from '../../../shared/http/index.ts';
import { applyFailureRules } from '../../../shared/http/request-rules.ts';
import { footerQueryKey } from '../../../shared/platform/footer.ts';
import { licenseKeys } from './keys.ts';

/**
 * `POST ui/licenses` with the file's text as the body. The shared client sends JSON, which would
 * wrap the text in quotes; the server checks the signature on the text exactly as sent, so it
 * goes as text/plain. The answer is handled as the client handles any other: the spec's status
 * rules run on a failure (a 400 is left to the caller), and the failure leaves as an ApiError.
 */
export async function installLicense(text: string): Promise<CurrentLicense> {
  const path = licensePaths.licenses;
  const headers = { ...requestHeaders('application/json', false), 'content-type': 'text/plain' };
  let response: Response;
  try {
    response = await fetch(buildUrl(path, requestQuery({})), {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: text,
    });
  } catch {
    throw normalizeError({});
  }
  const body = await readBody(response);
  if (!response.ok) {
    const error = normalizeError({ status: response.status, body, requestId: requestIdOf(response.headers) });
    throw applyFailureRules(error, {
      method: 'POST',
      path,
      priority: 'high',
      rememberMe: false,
      location: response.headers.get('location'),
    });
  }
  return body as CurrentLicense;
}

export function useInstallLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: installLicense,
    onSuccess: async (license) => {
      queryClient.setQueryData(licenseKeys.current(), license);
      // The licence decides what every screen may show: the menus, their gates and the guards all
      // follow the footer's licence name, so the footer is read again now. Everything else is only
      // marked stale and read when next shown: refetching it at once would still ask, in this same
      // tick, for what the new licence closes (the projects list below its rank).
      await queryClient.invalidateQueries({ queryKey: footerQueryKey });
      await queryClient.invalidateQueries({ refetchType: 'none' });
    },
  });
}
