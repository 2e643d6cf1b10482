import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header a node sends when it asks another node for that node's own data. */
export const NODE_TOKEN_HEADER = 'x-arca-node-token';

/** A token older or newer than this is refused, so a captured one is soon useless. */
const TOKEN_LIFETIME_MILLIS = 60_000;

/**
 * Node-to-node calls are signed with a key derived from the master key the nodes of a cluster
 * share (data/master.key): `<time>.<nonce>.<hmac(time, nonce, target node, method, path)>`. No user
 * credential travels between nodes, and a token opens only the one request it was made for, on the
 * one node it was made for, once: a node remembers the nonces it took until they expire.
 */
export class NodeTokens {
  readonly #key: Buffer;
  /** Nonces taken, with when each may be forgotten (its token has expired by then). */
  readonly #taken = new Map<string, number>();

  constructor(key: Buffer) {
    this.#key = key;
  }

  sign(target: string, method: string, path: string, now = Date.now()): string {
    const nonce = randomBytes(12).toString('base64url');
    return `${now}.${nonce}.${this.#mac(now, nonce, target, method, path)}`;
  }

  /** Whether `token` was made for this request to node `self`, and not used before. */
  verify(token: string, self: string, method: string, path: string, now = Date.now()): boolean {
    const [time, nonce, mac] = token.split('.');
    const issued = Number(time);
    if (!nonce || !mac || !/^\d+$/.test(time ?? '') || Math.abs(now - issued) > TOKEN_LIFETIME_MILLIS) return false;
    const expected = Buffer.from(this.#mac(issued, nonce, self, method, path));
    const given = Buffer.from(mac);
    const signed = given.length === expected.length && timingSafeEqual(given, expected);
    if (!signed) return false;
    this.#forgetExpired(now);
    if (this.#taken.has(nonce)) return false;
    this.#taken.set(nonce, issued + TOKEN_LIFETIME_MILLIS);
    return true;
  }

  #forgetExpired(now: number): void {
    for (const [nonce, until] of this.#taken) if (until < now) this.#taken.delete(nonce);
  }

  #mac(time: number, nonce: string, target: string, method: string, path: string): string {
    return createHmac('sha256', this.#key)
      .update(`${time}\n${nonce}\n${target}\n${method.toUpperCase()}\n${path}`)
      .digest('base64url');
  }
}
