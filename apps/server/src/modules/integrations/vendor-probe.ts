import {
  type GitVendorName,
  INTEGRATION_TEST_TIMEOUT_MS,
  type IntegrationTestResult,
  integrationMessages,
} from '@arca/contract';
import { Invalid } from '../../lib/errors.ts';
import { type OutboundGuard, RefusedTarget } from '../../lib/outbound-guard.ts';
import { fetchThrough } from '../proxies/fetch-through.ts';
import type { OutboundRoutes } from '../proxies/outbound-proxies.ts';

/** What the connection test needs to ask a vendor who a token belongs to. */
export interface ProbeTarget {
  vendor: GitVendorName;
  url: string;
  token: string;
  userName?: string;
}

interface VendorCall {
  path: string;
  /** The headers that carry the token: sent to the vendor's origin only, never on a redirect away. */
  credentials: Record<string, string>;
  /** The account name in the vendor's answer. */
  userOf(body: Record<string, unknown>): unknown;
}

const basic = (user: string, secret: string) => `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;

/** Each vendor's own "who am I" call, as its API documents it. */
function callOf(target: ProbeTarget): VendorCall {
  switch (target.vendor) {
    case 'github':
      return { path: '/user', credentials: { authorization: `Bearer ${target.token}` }, userOf: (b) => b.login };
    case 'gitlab':
      return { path: '/api/v4/user', credentials: { 'private-token': target.token }, userOf: (b) => b.username };
    case 'bitbucket_cloud':
      return {
        path: '/2.0/user',
        credentials: { authorization: basic(target.userName ?? '', target.token) },
        userOf: (b) => b.username,
      };
    case 'bitbucket_server':
      return {
        path: `/rest/api/1.0/users/${encodeURIComponent(target.userName ?? '')}`,
        credentials: { authorization: `Bearer ${target.token}` },
        userOf: (b) => b.name,
      };
  }
}

function endpoint(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/**
 * The connection test: one GET to the vendor's API through the platform's default outbound
 * proxy (or directly when none is set), bounded by a timeout. Every failure is an Invalid with
 * the message the form shows; 401 and 403 are the spec's credentials message.
 */
export class VendorProbe {
  readonly #timeoutMs: number;
  readonly #guard: OutboundGuard;
  readonly #outbound: OutboundRoutes | undefined;

  /** `guard`: which vendor addresses may be reached; `outbound`: the proxies to reach them through. */
  constructor(options: { timeoutMs?: number; guard: OutboundGuard; outbound?: OutboundRoutes }) {
    this.#timeoutMs = options.timeoutMs ?? INTEGRATION_TEST_TIMEOUT_MS;
    this.#guard = options.guard;
    this.#outbound = options.outbound;
  }

  async probe(target: ProbeTarget): Promise<IntegrationTestResult> {
    const call = callOf(target);
    const url = endpoint(target.url, call.path);
    const headers = { 'user-agent': 'Arca', accept: 'application/json' };
    const waiting = new AbortController();
    const timer = setTimeout(() => waiting.abort(), this.#timeoutMs);
    let response: Response;
    try {
      const route = await this.#outbound?.route();
      response = await fetchThrough(route, url, {
        headers,
        credentials: call.credentials,
        signal: waiting.signal,
        guard: this.#guard,
      });
    } catch (error) {
      clearTimeout(timer);
      if (error instanceof RefusedTarget) throw new Invalid(error.message);
      if (waiting.signal.aborted) throw new Invalid(integrationMessages.testTimedOut(this.#timeoutMs / 1000));
      throw new Invalid(integrationMessages.testUnreachable(new URL(target.url).host));
    }
    try {
      if (response.status === 401 || response.status === 403) throw new Invalid(integrationMessages.testFailed);
      // Bitbucket Server answers 404 for a user the token cannot see: the credentials do not fit.
      if (response.status === 404 && target.vendor === 'bitbucket_server') {
        throw new Invalid(integrationMessages.testFailed);
      }
      if (!response.ok) throw new Invalid(integrationMessages.testUnexpected(response.status));
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      const user = call.userOf(body);
      return { userName: typeof user === 'string' && user !== '' ? user : (target.userName ?? '') };
    } catch (error) {
      if (waiting.signal.aborted) throw new Invalid(integrationMessages.testTimedOut(this.#timeoutMs / 1000));
      throw error;
    } finally {
      clearTimeout(timer);
      await response.body?.cancel().catch(() => undefined);
    }
  }
}
