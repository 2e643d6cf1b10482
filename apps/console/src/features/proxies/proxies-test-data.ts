import { type OutboundProxy, proxyConsoleRoutes } from '@arca/contract';
import { HttpResponse } from 'msw';
import { mockCall } from '../../test/mock-call.ts';

/** Proxies and handlers the proxy screens' tests share. */
export const corpProxy: OutboundProxy = {
  key: 'corp',
  host: 'proxy.corp.example.com',
  port: 3128,
  username: 'svc-arca',
  passwordSet: true,
  ntHost: 'ARCA01',
  ntDomain: 'CORP',
  redirectedToHosts: ['cdn.example.com'],
  platformDefault: true,
};

export const labProxy: OutboundProxy = {
  key: 'lab',
  host: '10.1.2.3',
  port: 8080,
  redirectedToHosts: [],
  platformDefault: false,
};

/** GET of the list and of each proxy; `calls` records the paths asked for. */
export function proxyReadHandlers(proxies: OutboundProxy[] = [corpProxy, labProxy]) {
  const calls: string[] = [];
  const handlers = [
    mockCall(proxyConsoleRoutes.list, ({ request }) => {
      calls.push(new URL(request.url).pathname);
      return proxies;
    }),
    mockCall(
      proxyConsoleRoutes.get,
      ({ params }) =>
        proxies.find((proxy) => proxy.key === params.key) ??
        HttpResponse.json(
          { errors: [{ status: 404, message: `Proxy '${params.key}' does not exist` }] },
          { status: 404 },
        ),
    ),
  ];
  return { calls, handlers };
}
