import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  type WebhookEventPayload,
  type WebhookHandlerConfig,
  type WebhookNameValue,
  webhookMessages,
} from '@arca/contract';
import { type ResolvedTarget, resolveTarget } from '../../lib/outbound-guard.ts';
import type { OutboundRoutes } from '../proxies/outbound-proxies.ts';
import { renderTemplate } from './payload-template.ts';

export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer is read before the connection is dropped. */
export const MAX_RESPONSE_BYTES = 64 * 1024;
export const EVENT_AUTH_HEADER = 'X-JFrog-Event-Auth';
/**
 * The same value on every attempt of one delivery: a receiver that got an attempt whose outcome the
 * server could not record (it stopped in between) gets it again, and drops it by this id (ADR 014).
 */
export const DELIVERY_ID_HEADER = 'X-Arca-Delivery';

/** Set by the sender itself; a custom header of these names is left out. */
const RESERVED_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'x-jfrog-event-auth',
  'x-arca-delivery',
]);

export interface SendOptions {
  /** The whole exchange, from resolving the host to the end of the answer's first 64 KB. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * The connection seam: an agent that reaches the target another way (an outbound proxy).
   * Without one, each delivery opens its own connection to the checked address and closes it.
   */
  agent?: http.Agent;
  /** Sent as DELIVERY_ID_HEADER. */
  deliveryId?: string;
}

/**
 * How a delivery went. `ok`: the receiver answered 2xx. `status`: its answer, when one came.
 * `refused`: the target is on a network webhooks may not reach, so trying again will not help.
 */
export interface SendResult {
  ok: boolean;
  status?: number;
  durationMs: number;
  error?: string;
  refused?: boolean;
}

interface PreparedRequest {
  method: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

function headerEntries(list: readonly WebhookNameValue[] | undefined): WebhookNameValue[] {
  return (list ?? []).filter((header) => header.name && !RESERVED_HEADERS.has(header.name.toLowerCase()));
}

/** The bytes, method and headers of one delivery; the signature is over exactly the bytes sent. */
export function prepareRequest(
  handler: WebhookHandlerConfig,
  event: WebhookEventPayload,
  userAgent: string,
): PreparedRequest {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': userAgent };
  if (handler.handler_type === 'custom-webhook') {
    const secrets = Object.fromEntries((handler.secrets ?? []).map((secret) => [secret.name, secret.value]));
    const context = { ...event, secrets };
    for (const header of headerEntries(handler.http_headers)) {
      headers[header.name] = renderTemplate(header.value, context, 'none');
    }
    const method = handler.method ?? 'POST';
    if (method === 'GET') return { method, headers, body: undefined };
    const text = handler.payload ? renderTemplate(handler.payload, context, 'json') : JSON.stringify(event);
    return { method, headers, body: Buffer.from(text, 'utf8') };
  }
  for (const header of headerEntries(handler.custom_http_headers)) headers[header.name] = header.value;
  const body = Buffer.from(JSON.stringify(event), 'utf8');
  if (handler.secret) {
    headers[EVENT_AUTH_HEADER] = handler.use_secret_for_signing
      ? createHmac('sha256', handler.secret).update(body).digest('hex')
      : handler.secret;
  }
  return { method: 'POST', headers, body };
}

/** Connects to the address that was checked, whatever a second resolution would say. */
function pinnedLookup(target: ResolvedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

/**
 * The one HTTP sender of webhooks, for the test action and for delivery. It never throws for
 * what the network does: every outcome is a SendResult. Redirects are not followed (a 3xx is
 * a failed delivery), so a receiver cannot send the event on to an address that was not checked.
 */
export class WebhookSender {
  readonly #allowPrivateTargets: () => Promise<boolean>;
  readonly #userAgent: string;
  readonly #maxResponseBytes: number;
  readonly #outbound: OutboundRoutes | undefined;

  /**
   * `allowPrivateTargets`: fixed, or asked before each send (the environment or an administrator's
   * setting). `outbound`: deliveries go through the handler's `proxy`, or the platform default. The
   * target is still checked against private networks; the proxy's own address is not (it is the
   * administrator's own choice, and usually sits on the private network).
   */
  constructor(options: {
    allowPrivateTargets: boolean | (() => Promise<boolean>);
    version: string;
    maxResponseBytes?: number;
    outbound?: OutboundRoutes;
  }) {
    const allow = options.allowPrivateTargets;
    this.#allowPrivateTargets = typeof allow === 'boolean' ? async () => allow : allow;
    this.#userAgent = `Arca-Webhook/${options.version}`;
    this.#maxResponseBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES;
    this.#outbound = options.outbound;
  }

  async send(
    handler: WebhookHandlerConfig,
    event: WebhookEventPayload,
    options: SendOptions = {},
  ): Promise<SendResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const timeoutMs = options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const failed = (error: string, refused = false): SendResult => ({
      ok: false,
      durationMs: elapsed(),
      error,
      ...(refused ? { refused } : {}),
    });

    let url: URL;
    try {
      url = new URL(handler.url);
    } catch {
      return failed(webhookMessages.urlInvalid);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return failed(webhookMessages.urlInvalid);
    let prepared: PreparedRequest;
    try {
      prepared = prepareRequest(handler, event, this.#userAgent);
      if (options.deliveryId) prepared.headers[DELIVERY_ID_HEADER] = options.deliveryId;
    } catch (error) {
      return failed(reasonOf(error));
    }
    const resolution = await Promise.race([
      this.#allowPrivateTargets().then((allowed) =>
        resolveTarget(url.hostname, allowed, webhookMessages.privateTarget),
      ),
      new Promise<undefined>((resolve) => {
        if (signal.aborted) resolve(undefined);
        signal.addEventListener('abort', () => resolve(undefined), { once: true });
      }),
    ]);
    if (!resolution) return failed(abortReason(signal, timeoutMs));
    if (!resolution.ok) return failed(resolution.error, resolution.refused);

    let agent = options.agent;
    if (!agent && this.#outbound) {
      try {
        agent = (await this.#outbound.route(handler.proxy))?.agentFor(url.protocol);
      } catch (error) {
        return failed(reasonOf(error));
      }
    }
    const result = await this.#exchange(url, prepared, resolution.target, signal, agent, timeoutMs);
    return { ...result, durationMs: elapsed() };
  }

  #exchange(
    url: URL,
    prepared: PreparedRequest,
    target: ResolvedTarget,
    signal: AbortSignal,
    agent: http.Agent | undefined,
    timeoutMs: number,
  ): Promise<Omit<SendResult, 'durationMs'>> {
    return new Promise((resolve) => {
      let request: http.ClientRequest | undefined;
      let status: number | undefined;
      let settled = false;
      const finish = (outcome: Omit<SendResult, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', onAbort);
        request?.destroy();
        resolve(outcome);
      };
      const byStatus = () => {
        const code = status ?? 0;
        return { ok: code >= 200 && code < 300, status: code };
      };
      // Once the receiver has answered, its status decides; a body still arriving is only cut off.
      const onAbort = () =>
        finish(status === undefined ? { ok: false, error: abortReason(signal, timeoutMs) } : byStatus());
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });

      const transport = url.protocol === 'https:' ? https : http;
      const headers = {
        ...prepared.headers,
        ...(prepared.body ? { 'Content-Length': String(prepared.body.length) } : {}),
      };
      try {
        request = transport.request({
          protocol: url.protocol,
          hostname: url.hostname.replace(/^\[|\]$/g, ''),
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          method: prepared.method,
          headers,
          lookup: pinnedLookup(target),
          agent: agent ?? false,
        });
      } catch (error) {
        return finish({ ok: false, error: reasonOf(error) });
      }
      request.on('error', (error) => finish(status === undefined ? { ok: false, error: reasonOf(error) } : byStatus()));
      request.on('response', (response) => {
        status = response.statusCode ?? 0;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read >= this.#maxResponseBytes) {
            response.destroy();
            finish(byStatus());
          }
        });
        response.on('end', () => finish(byStatus()));
        response.on('error', () => finish(byStatus()));
        response.on('close', () => finish(byStatus()));
      });
      request.end(prepared.body);
    });
  }
}

function abortReason(signal: AbortSignal, timeoutMs: number): string {
  const reason: unknown = signal.reason;
  if (reason instanceof DOMException && reason.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  return 'the delivery was cancelled';
}
