import type { AddressInfo } from 'node:net';
import type { TestApp } from './build-test-app.ts';

/**
 * Reads for tests of the front door (plugins/front-door.ts), which only real HTTP requests meet:
 * `server.inject` goes straight to the routes, so it gives the answer to compare against.
 */

/** Listens on a free port of 127.0.0.1; answers the origin to read from. */
export async function listen(app: TestApp): Promise<string> {
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
}

export interface Read {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Whether the front door answered, rather than the routes. */
  frontDoor: boolean;
}

/** A read over HTTP from `app`, listening at `origin`; redirects are not followed. */
export async function readOver(
  app: TestApp,
  origin: string,
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Read> {
  const before = app.server.frontDoor.answered;
  const res = await fetch(`${origin}${url}`, { method, headers, redirect: 'manual' });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: Object.fromEntries(res.headers),
    body,
    frontDoor: app.server.frontDoor.answered > before,
  };
}

/** The same read answered by the routes, with the Host a client of `origin` sends. */
export async function readRouted(
  app: TestApp,
  origin: string,
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
) {
  const res = await app.server.inject({ method, url, headers: { host: new URL(origin).host, ...headers } });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

/** What a header list says, less what differs between any two answers. */
export function comparable(headers: Record<string, unknown>) {
  const { date: _date, 'x-request-id': _id, connection: _c, 'keep-alive': _k, ...rest } = headers;
  return rest;
}

/**
 * What `probe` gives once `done` says so: another node hears of a write when PostgreSQL delivers
 * the notification, or within a millisecond on SQLite (see DataChanges); a few tries at most.
 */
export async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries++) {
    const value = await probe();
    if (done(value) || tries >= 200) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
