import type { OutboundGuard } from '../../lib/outbound-guard.ts';
import type { CrowdConnection } from './crowd-config.service.ts';

/** Crowd's answer is awaited this long before the server counts as unreachable. */
export const CROWD_TIMEOUT_MS = 5_000;

/** The refusals Crowd gives for a user's own credentials (400 with one of these reasons). */
const REFUSALS: readonly string[] = [
  'INVALID_USER_AUTHENTICATION',
  'USER_NOT_FOUND',
  'INACTIVE_ACCOUNT',
  'EXPIRED_CREDENTIAL',
];

export type CrowdAnswer =
  | { kind: 'authenticated'; name: string; email: string }
  | { kind: 'refused' }
  /** `detail` is for the service log: never the application password or the user's. */
  | { kind: 'unavailable'; detail: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function jsonBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Why a request failed, without anything it carried: the error's code, else its message. */
function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const own = (error as NodeJS.ErrnoException).code;
  const cause = isRecord(error.cause) ? error.cause.code : undefined;
  return typeof own === 'string' ? own : typeof cause === 'string' ? cause : error.message;
}

/**
 * Asks Crowd whether the user's password is right (usermanagement REST API, version 1): the
 * application proves itself with HTTP Basic, the password travels in the JSON body. The guard
 * keeps the request off private networks unless the operator allows them, and it is never
 * redirected, so the password goes to the configured server only.
 */
export async function authenticateWithCrowd(
  connection: CrowdConnection,
  user: string,
  password: string,
  guard: OutboundGuard,
): Promise<CrowdAnswer> {
  const url = `${connection.serverUrl}/rest/usermanagement/1/authentication?${new URLSearchParams({ username: user })}`;
  const basic = Buffer.from(`${connection.applicationName}:${connection.applicationPassword}`).toString('base64');
  let response: Response;
  try {
    response = await guard.fetch(url, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ value: password }),
      signal: AbortSignal.timeout(CROWD_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'unavailable', detail: `request failed: ${failureOf(error)}` };
  }
  const body = await jsonBody(response);
  if (response.status === 200 && isRecord(body) && typeof body.name === 'string') {
    if (body.active === false) return { kind: 'refused' };
    return { kind: 'authenticated', name: body.name, email: typeof body.email === 'string' ? body.email : '' };
  }
  if (response.status === 400 && isRecord(body) && typeof body.reason === 'string' && REFUSALS.includes(body.reason)) {
    return { kind: 'refused' };
  }
  if (response.status === 401) return { kind: 'unavailable', detail: 'the application credentials were refused' };
  return { kind: 'unavailable', detail: `unexpected answer ${response.status}` };
}
