import type { HostRequestOptions, MicrofrontendHost } from '@arca/contract';

/**
 * The shell this micro-frontend is mounted in. It is set before the first render and stays for
 * the page's life: every mount on a page gets the same host.
 */
let current: MicrofrontendHost | undefined;

export function attachHost(host: MicrofrontendHost): void {
  current = host;
}

export function host(): MicrofrontendHost {
  if (current === undefined) throw new Error('The support micro-frontend is not mounted in a shell');
  return current;
}

/** The shell's HTTP client: its request rules (retries, 401 and 5xx handling) apply to our calls. */
export function request<T>(path: string, options?: HostRequestOptions): Promise<T> {
  return host().request<T>(path, options);
}
