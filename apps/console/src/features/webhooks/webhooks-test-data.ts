import {
  buildRoutes,
  consoleUrl,
  type OutboundProxy,
  proxyConsoleRoutes,
  type RepositorySummary,
  repositoryRoutes,
  type WebhookDelivery,
  type WebhookListEntry,
  type WebhookSubscription,
  webhookDomains,
  webhookRoutes,
} from '@arca/contract';
import { HttpResponse } from 'msw';
import { mockCall } from '../../test/mock-call.ts';

/** Webhooks and handlers the webhook screens' tests share. */
export const ciNotify: WebhookSubscription = {
  key: 'ci-notify',
  description: 'Tell CI about new jars',
  enabled: true,
  event_filter: {
    domain: 'artifact',
    event_types: ['deployed', 'deleted'],
    criteria: {
      anyLocal: true,
      anyRemote: false,
      anyFederated: false,
      repoKeys: ['libs-release'],
      includePatterns: ['org/**'],
      excludePatterns: [],
    },
  },
  handlers: [
    {
      handler_type: 'webhook',
      url: 'https://ci.example.com/hook',
      secret: '',
      use_secret_for_signing: true,
      // Header values are answered blank, as secrets are: the server keeps them.
      custom_http_headers: [{ name: 'X-Team', value: '' }],
    },
  ],
};

export const chatLocked: WebhookSubscription = {
  key: 'chat-locked',
  enabled: false,
  event_filter: { domain: 'user', event_types: ['locked'] },
  handlers: [
    {
      handler_type: 'custom-webhook',
      url: 'https://chat.example.com/post',
      method: 'POST',
      secrets: [{ name: 'token', value: '' }],
      http_headers: [],
      payload: '{"text":"{{.event_type}}"}',
    },
  ],
};

export const someRepositories: RepositorySummary[] = [
  { key: 'libs-release', type: 'LOCAL', description: '', packageType: 'maven' },
  { key: 'npmjs', type: 'REMOTE', description: '', packageType: 'npm' },
];

export const someDeliveries: WebhookDelivery[] = [
  {
    domain: 'artifact',
    event_type: 'deployed',
    attempt: 2,
    outcome: 'delivered',
    status_code: 200,
    duration_ms: 41,
    error: null,
    delivered_at: '2026-11-25T10:00:05.000Z',
  },
  {
    domain: 'artifact',
    event_type: 'deployed',
    attempt: 1,
    outcome: 'retrying',
    status_code: 503,
    duration_ms: 12,
    error: 'The receiver answered HTTP 503',
    delivered_at: '2026-11-25T10:00:00.000Z',
  },
];

export const someProxies: OutboundProxy[] = [
  {
    key: 'corp-egress',
    host: 'proxy.corp.example',
    port: 3128,
    username: '',
    passwordSet: false,
    ntHost: '',
    ntDomain: '',
    redirectedToHosts: [],
    platformDefault: false,
  },
];

export const buildPatternsUrl = consoleUrl(buildRoutes.matching);

/** The reads of the webhook screens; `calls` counts requests by path. */
export function webhookReadHandlers(webhooks: WebhookListEntry[] = [ciNotify, chatLocked]) {
  const calls: string[] = [];
  const seen = (request: Request) => calls.push(new URL(request.url).pathname);
  const handlers = [
    mockCall(webhookRoutes.list, ({ request }) => {
      seen(request);
      return webhooks;
    }),
    mockCall(webhookRoutes.domains, ({ request }) => {
      seen(request);
      return webhookDomains;
    }),
    mockCall(webhookRoutes.deliveries, ({ request }) => {
      seen(request);
      return someDeliveries;
    }),
    mockCall(webhookRoutes.get, ({ params, request }) => {
      seen(request);
      return webhooks.find((webhook) => webhook.key === params.key) ?? refusal(404, 'not found');
    }),
    mockCall(repositoryRoutes.list, () => someRepositories),
    mockCall(buildRoutes.names, ({ request }) => {
      seen(request);
      return ['app', 'lib'];
    }),
    mockCall(proxyConsoleRoutes.list, ({ request }) => {
      seen(request);
      return someProxies;
    }),
  ];
  return { handlers, calls };
}

/** An error answer in the server's envelope. */
export function refusal(status: number, ...messages: string[]) {
  return HttpResponse.json({ errors: messages.map((message) => ({ status, message })) }, { status });
}
