import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

/** What passed the proxy: `GET http://host:port/path` or `CONNECT host:port`, and how it ended. */
export interface ProxiedRequest {
  line: string;
  authorized: boolean;
}

export interface TestForwardProxy {
  host: string;
  port: number;
  passed: ProxiedRequest[];
  close(): Promise<void>;
}

/**
 * A real forward proxy on loopback for tests: absolute-form requests are sent on, CONNECT opens a
 * tunnel, and when credentials are set every request without the right Proxy-Authorization is
 * answered 407 and goes no further.
 */
export async function startForwardProxy(credentials?: {
  username: string;
  password: string;
}): Promise<TestForwardProxy> {
  const passed: ProxiedRequest[] = [];
  const expected = credentials
    ? `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`
    : undefined;
  const allowed = (headers: http.IncomingHttpHeaders) => !expected || headers['proxy-authorization'] === expected;
  const sockets = new Set<net.Socket>();

  const server = http.createServer((request, response) => {
    const line = `${request.method} ${request.url}`;
    const authorized = allowed(request.headers);
    passed.push({ line, authorized });
    if (!authorized) {
      response.writeHead(407, { 'Proxy-Authenticate': 'Basic realm="test"' }).end();
      return;
    }
    let target: URL;
    try {
      target = new URL(request.url ?? '');
    } catch {
      response.writeHead(400).end();
      return;
    }
    const { 'proxy-authorization': _auth, 'proxy-connection': _pc, ...headers } = request.headers;
    const upstream = http.request(
      target,
      { method: request.method, headers: { ...headers, host: target.host }, agent: false },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const authorized = allowed(request.headers);
    passed.push({ line: `CONNECT ${request.url}`, authorized });
    if (!authorized) {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="test"\r\n\r\n');
      return;
    }
    const { hostname, port } = new URL(`http://${request.url}`);
    const upstream = net.connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port) }, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    passed,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
