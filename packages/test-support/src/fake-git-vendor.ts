import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the vendor stand-in answers about its one account. */
export interface FakeGitAccount {
  userName: string;
  token: string;
}

export interface FakeGitVendor {
  /** http://127.0.0.1:<port>: the API base of every vendor kind at once. */
  url: string;
  account: FakeGitAccount;
  /** Every request line seen, e.g. `GET /api/v4/user`. */
  requests: string[];
  /** While true, requests are held open and never answered (a vendor that times out). */
  setSilent(silent: boolean): void;
  close(): Promise<void>;
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function bearer(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization ?? '';
  const match = /^(?:Bearer|token)\s+(.+)$/i.exec(header);
  return match?.[1];
}

function basicCredentials(request: IncomingMessage): { user: string; password: string } | undefined {
  const match = /^Basic\s+(.+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * A local HTTP server that answers the "who am I" call of each git vendor the way the vendor
 * does: GitHub `GET /user` (bearer or `token`), GitLab `GET /api/v4/user` (PRIVATE-TOKEN or
 * bearer), Bitbucket Cloud `GET /2.0/user` (basic user:app password) and Bitbucket Server
 * `GET /rest/api/1.0/users/{user}` (bearer). The right token answers 200 with the user, any
 * other 401.
 */
export async function startFakeGitVendor(
  account: FakeGitAccount = { userName: 'octo-dev', token: 'ghp_fake_valid_token' },
): Promise<FakeGitVendor> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  let silent = false;

  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    requests.push(`${request.method} ${path}`);
    if (silent) return;
    const unauthorized = () => json(response, 401, { message: 'Bad credentials' });
    if (request.method !== 'GET') return json(response, 405, { message: 'Method not allowed' });
    if (path === '/user') {
      if (bearer(request) !== account.token) return unauthorized();
      return json(response, 200, { login: account.userName, id: 1 });
    }
    if (path === '/api/v4/user') {
      const token = request.headers['private-token'] ?? bearer(request);
      if (token !== account.token) return json(response, 401, { message: '401 Unauthorized' });
      return json(response, 200, { username: account.userName, id: 1 });
    }
    if (path === '/2.0/user') {
      const credentials = basicCredentials(request);
      if (credentials?.user !== account.userName || credentials.password !== account.token) return unauthorized();
      return json(response, 200, { username: account.userName, display_name: account.userName });
    }
    const serverUser = /^\/rest\/api\/1\.0\/users\/([^/]+)$/.exec(path);
    if (serverUser) {
      if (bearer(request) !== account.token) return unauthorized();
      if (decodeURIComponent(serverUser[1] ?? '') !== account.userName) return json(response, 404, { errors: [] });
      return json(response, 200, { name: account.userName, slug: account.userName, active: true });
    }
    json(response, 404, { message: 'Not Found' });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    account,
    requests,
    setSilent: (value) => {
      silent = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
