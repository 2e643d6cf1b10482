import { createHmac } from 'node:crypto';
import { clientAddressKey } from './client-address.ts';
import { type RateEventStore, SlidingWindowLimit } from './sliding-window-limit.ts';

/** Failures of one account name from one address within the window before that pair waits. */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/**
 * Failures from one address whatever the names, within the window, before the address waits: five
 * clients' whole budgets (a client that waits adds no more), low enough to stop spraying one
 * password over many accounts (docs/decisions.md, "Login throttling").
 */
export const LOGIN_FAILURES_PER_ADDRESS = 50;
export const LOGIN_FAILURE_WINDOW_MS = 5 * 60_000;

/** How many waiting pairs and addresses this node remembers for remembered Basic credentials. */
const SEEN_WAITING_LIMIT = 10_000;

/**
 * Counts failed logins over a sliding window, successes or not, in the database shared by every
 * node. Each account name at each client address has its own budget, so one bad client (a job with
 * an old password behind an office's NAT) makes only itself wait; an address's failures together
 * also meet a ceiling, so spraying one password over many accounts stops. A sprayer who also holds
 * one good password cannot reset either count with it.
 *
 * Names are counted under a keyed hash, never as typed: a password typed into the name field does
 * not reach the database. The key is derived from the master key, the same on every node.
 */
export class LoginThrottle {
  readonly #perAccount: SlidingWindowLimit;
  readonly #perAddress: SlidingWindowLimit;
  readonly #nameKey: Buffer;
  readonly #now: () => number;
  /** Pairs and addresses this node found waiting, until when: see `seenWaiting`. */
  readonly #seenWaiting = new Map<string, number>();

  constructor(store: RateEventStore, scope: string, nameKey: Buffer, now: () => number = Date.now) {
    this.#perAccount = new SlidingWindowLimit(
      store,
      `${scope}:account`,
      LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      LOGIN_FAILURE_WINDOW_MS,
      now,
    );
    this.#perAddress = new SlidingWindowLimit(
      store,
      `${scope}:address`,
      LOGIN_FAILURES_PER_ADDRESS,
      LOGIN_FAILURE_WINDOW_MS,
      now,
    );
    this.#nameKey = nameKey;
    this.#now = now;
  }

  /** Seconds until this name may be tried from this address again, or 0 when it may be now. */
  async retryAfter(name: string, address: string): Promise<number> {
    const { pair, from } = this.#keys(name, address);
    const [pairWait, addressWait] = await Promise.all([
      this.#perAccount.retryAfter(pair),
      this.#perAddress.retryAfter(from),
    ]);
    this.#noteWaiting(pair, pairWait);
    this.#noteWaiting(from, addressWait);
    return Math.max(pairWait, addressWait);
  }

  async recordFailure(name: string, address: string): Promise<void> {
    const { pair, from } = this.#keys(name, address);
    await Promise.all([this.#perAccount.record(pair), this.#perAddress.record(from)]);
    // Failures are rare: reading the counts back keeps `seenWaiting` exact for this node's own.
    await this.retryAfter(name, address);
  }

  /**
   * Whether this node last found the name at this address, or the address, waiting, without a
   * query: the check of credentials remembered as right a moment ago (auth.service.ts), which must
   * stay as cheap as the request it serves. Failures counted on other nodes show here once this
   * node checks or counts one itself.
   */
  seenWaiting(name: string, address: string): boolean {
    const { pair, from } = this.#keys(name, address);
    return this.#waitingNow(pair) || this.#waitingNow(from);
  }

  #keys(name: string, address: string): { pair: string; from: string } {
    const from = clientAddressKey(address);
    const nameHash = createHmac('sha256', this.#nameKey).update(name.toLowerCase()).digest('base64url').slice(0, 22);
    return { pair: `${nameHash}:${from}`, from };
  }

  #noteWaiting(key: string, seconds: number): void {
    this.#seenWaiting.delete(key);
    if (seconds === 0) return;
    if (this.#seenWaiting.size >= SEEN_WAITING_LIMIT)
      this.#seenWaiting.delete(this.#seenWaiting.keys().next().value ?? '');
    this.#seenWaiting.set(key, this.#now() + seconds * 1000);
  }

  #waitingNow(key: string): boolean {
    const until = this.#seenWaiting.get(key);
    if (until === undefined) return false;
    if (until > this.#now()) return true;
    this.#seenWaiting.delete(key);
    return false;
  }
}
