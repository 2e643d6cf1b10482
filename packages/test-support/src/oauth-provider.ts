import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** What the provider tells about a user at /userinfo. */
export type OAuthProfile = Record<string, string>;

export interface OAuthProviderStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The user the next /authorize hands a code for. */
  signInAs(profile: OAuthProfile): void;
  /** A code as /authorize would issue it, for a login whose PKCE challenge is `codeChallenge`. */
  issueCode(codeChallenge: string, redirectUri: string, profile: OAuthProfile): string;
  /** This provider as Arca's OAuth settings take it: OpenID 'corp', creating users on first sign-in. */
  asArcaProvider(): ArcaOAuthProvider;
  /** Every access token handed out so far. */
  accessTokens: string[];
  /** The forms posted to /token, for checks on what the client sent. */
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

export interface ArcaOAuthProvider {
  name: string;
  displayName: string;
  type: 'openid';
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
  autoCreateUsers: boolean;
}

interface PendingCode {
  challenge: string;
  redirectUri: string;
  profile: OAuthProfile;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A real OAuth 2.0 provider on a loopback port, as small as the authorization-code flow with
 * PKCE allows: /authorize sends the browser straight back with a code for the user set by
 * `signInAs`; /token checks the client's credentials, the code, the redirect address and the
 * PKCE verifier (client_secret_post); /userinfo checks the bearer token.
 */
export async function startOAuthProvider(
  client = { clientId: 'arca-client', clientSecret: randomBytes(16).toString('hex') },
): Promise<OAuthProviderStandIn> {
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, OAuthProfile>();
  const accessTokens: string[] = [];
  const tokenRequests: URLSearchParams[] = [];
  let nextProfile: OAuthProfile | undefined;

  function issueCode(challenge: string, redirectUri: string, profile: OAuthProfile): string {
    const code = randomBytes(16).toString('hex');
    codes.set(code, { challenge, redirectUri, profile });
    return code;
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const challenge = url.searchParams.get('code_challenge') ?? '';
      if (
        !nextProfile ||
        url.searchParams.get('client_id') !== client.clientId ||
        url.searchParams.get('code_challenge_method') !== 'S256' ||
        !redirectUri
      ) {
        json(res, 400, { error: 'invalid_request' });
        return;
      }
      const back = new URL(redirectUri);
      back.searchParams.set('code', issueCode(challenge, redirectUri, nextProfile));
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.href });
      res.end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      void readBody(req).then((raw) => {
        const form = new URLSearchParams(raw);
        tokenRequests.push(form);
        if (form.get('client_id') !== client.clientId || form.get('client_secret') !== client.clientSecret) {
          json(res, 401, { error: 'invalid_client' });
          return;
        }
        const code = form.get('code') ?? '';
        const pending = codes.get(code);
        codes.delete(code);
        if (
          form.get('grant_type') !== 'authorization_code' ||
          !pending ||
          pending.redirectUri !== form.get('redirect_uri') ||
          s256(form.get('code_verifier') ?? '') !== pending.challenge
        ) {
          json(res, 400, { error: 'invalid_grant' });
          return;
        }
        const accessToken = randomBytes(24).toString('hex');
        tokens.set(accessToken, pending.profile);
        accessTokens.push(accessToken);
        json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 300 });
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/userinfo') {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const profile = bearer ? tokens.get(bearer) : undefined;
      if (!profile) json(res, 401, { error: 'invalid_token' });
      else json(res, 200, profile);
      return;
    }
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    ...client,
    asArcaProvider: () => ({
      name: 'corp',
      displayName: 'Corporate sign-in',
      type: 'openid',
      ...client,
      authorizeUrl: `${url}/authorize`,
      tokenUrl: `${url}/token`,
      userInfoUrl: `${url}/userinfo`,
      scope: 'openid profile email',
      autoCreateUsers: true,
    }),
    signInAs(profile) {
      nextProfile = profile;
    },
    issueCode,
    accessTokens,
    tokenRequests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
