import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A node winding down before it stops (ARCA_DRAIN_MS): router health answers 503 while the node
 * still serves whatever comes, on the connections it has. A balancer that checks health (HAProxy,
 * a Kubernetes readiness probe) stops sending it requests, so that when the node closes no request
 * is on its way to it; one that does not (nginx without active checks) is not helped, and not
 * harmed (docs/adr/031-a-drain-before-a-node-stops.md).
 */
export class Draining {
  #active = false;

  /** True from the start of a drain on. */
  get active(): boolean {
    return this.#active;
  }

  /** Winds down for `millis` before the caller closes the server. */
  async drain(millis: number): Promise<void> {
    this.#active = true;
    if (millis > 0) await sleep(millis);
  }
}
