import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a node sends when it asks another node for that node's own data. */
export const NODE_TOKEN_HEADER = 'x-arca-node-token';

/** A token older or newer than this is refused, so a captured one is soon useless. */
const TOKEN_LIFETIME_MILLIS = 60_000;

/**
 * Node-to-node calls are signed with a key derived from the master key the nodes of a cluster
 * share (data/master.key): `<time>.<hmac(time, method, path)>`. No user credential travels
 * between nodes, and a token opens only the one request it was made for.
 */
export class NodeTokens {
  readonly #key: Buffer;
  constructor(key: Buffer) {
    this.#key = key;
  }

  sign(method: string, path: string, now = Date.now()): string {
    return `${now}.${this.#mac(now, method, path)}`;
  }

  verify(token: string, method: string, path: string, now = Date.now()): boolean {
    const [time, mac] = token.split('.');
    const issued = Number(time);
    if (!mac || !/^\d+$/.test(time ?? '') || Math.abs(now - issued) > TOKEN_LIFETIME_MILLIS) return false;
    const expected = Buffer.from(this.#mac(issued, method, path));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  #mac(time: number, method: string, path: string): string {
    return createHmac('sha256', this.#key).update(`${time}\n${method.toUpperCase()}\n${path}`).digest('base64url');
  }
}
