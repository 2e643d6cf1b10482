import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { errorEnvelope, serverMessages } from '@arca/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const UI_BASE = '/ui/';
/** Hashed build output: the name changes when the content does, so it may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function isHistoryRoute(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return (
    (path === '/ui' || path.startsWith(UI_BASE)) &&
    !path.startsWith('/ui/api/') &&
    !path.startsWith('/ui/assets/') &&
    // Micro-frontend builds (modules/microfrontends): a missing file there must fail as a file, not load the console.
    !path.startsWith('/ui/mfe/')
  );
}

/** The console page's content security policy, which may name the origins of micro-frontends. */
export type ConsolePolicy = () => Promise<string>;

async function sendIndex(reply: FastifyReply, policy: ConsolePolicy | undefined) {
  if (policy) reply.header('content-security-policy', await policy());
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

/**
 * Serves the built console under /ui/ with history fallback to index.html, and answers every
 * other unknown path with the 404 envelope (never the console's page).
 */
export async function registerConsole(app: FastifyInstance, consoleDir: string, policy?: ConsolePolicy) {
  const built = existsSync(join(consoleDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      prefix: UI_BASE,
      index: false,
      // Files are looked up per request, so a rebuilt console is served without a restart.
      wildcard: true,
      // The build writes .br and .gz copies beside its files; each browser gets what it accepts.
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
    // The base itself is a directory to the file server; it is the console's start page.
    app.get(UI_BASE, (_request, reply) => sendIndex(reply, policy));
  }
  app.get('/', (_request, reply) => reply.redirect(UI_BASE));
  app.setNotFoundHandler((request, reply) => {
    if (built && (request.method === 'GET' || request.method === 'HEAD') && isHistoryRoute(request.url)) {
      return sendIndex(reply, policy);
    }
    return reply.code(404).send(errorEnvelope(404, serverMessages.notFound));
  });
}
