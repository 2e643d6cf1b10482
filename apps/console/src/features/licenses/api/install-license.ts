import { type CurrentLicense, licensePaths } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestIdOf } from '../../../shared/http/api-error.ts';
import { buildUrl, readBody, requestHeaders, requestQuery } from '../../../shared/http/client.ts';
import { normalizeError } from '../../../shared/http/index.ts';
import { applyFailureRules } from '../../../shared/http/request-rules.ts';
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
    onSuccess: (license) => {
      queryClient.setQueryData(licenseKeys.current(), license);
      // The licence decides what every screen may show: the footer's licence name, the menus and
      // their gates, the guards. Every query is read again rather than a list of them kept in step.
      void queryClient.invalidateQueries();
    },
  });
}
