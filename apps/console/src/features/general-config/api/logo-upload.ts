import { type GeneralConfigDetails, generalConfigPaths } from '@arca/contract';
import { readBody, requestHeaders } from '../../../shared/http/client.ts';
import { normalizeError } from '../../../shared/http/index.ts';
import { applyFailureRules } from '../../../shared/http/request-rules.ts';

/**
 * `POST ui/generalConfig/logo` with the image itself as the body: the console's JSON client sends
 * JSON only. The server decides the image type from the bytes; the browser's type goes along only
 * as a hint.
 */
export async function uploadLogo(file: Blob): Promise<GeneralConfigDetails> {
  const headers = {
    ...requestHeaders('application/json', false),
    'content-type': file.type || 'application/octet-stream',
  };
  let response: Response;
  try {
    response = await fetch(generalConfigPaths.logo, {
      method: 'POST',
      headers,
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw normalizeError({});
  }
  const body = await readBody(response);
  if (!response.ok) {
    const error = normalizeError({ status: response.status, body });
    throw applyFailureRules(error, {
      method: 'POST',
      path: generalConfigPaths.logo,
      priority: 'high',
      rememberMe: false,
      location: response.headers.get('location'),
    });
  }
  return body as GeneralConfigDetails;
}
