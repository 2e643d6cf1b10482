import { type MicrofrontendLifecycles, microfrontendMessages } from '@arca/contract';
import { isChunkFailure, loadChunk } from '../chunk-loading.ts';
import { forgetResolution, resolveMicrofrontend } from './resolver.ts';

export type Lifecycles = MicrofrontendLifecycles<HTMLElement>;

/** A micro-frontend that could not be loaded, with the spec's words for why (R9.06, R9.07). */
export class MicrofrontendLoadError extends Error {
  /** A chunk failed (R9.09, R9.10): the page is out of date and a reload mends it. */
  readonly chunkFailure: boolean;
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'MicrofrontendLoadError';
    this.chunkFailure = isChunkFailure(cause);
  }
}

function lifecyclesOf(module: unknown): Lifecycles | undefined {
  if (typeof module !== 'object' || module === null) return undefined;
  const { bootstrap, mount, unmount } = module as Partial<Lifecycles>;
  if (typeof mount !== 'function' || typeof unmount !== 'function') return undefined;
  return { bootstrap: typeof bootstrap === 'function' ? bootstrap : async () => undefined, mount, unmount };
}

/**
 * A micro-frontend's lifecycle by name (shell.md §4): the resolver gives its entry URL; when it
 * gives nothing, the loader falls back to the micro-frontend's own import — its bare name, which an
 * import map on the page may map (R9.05). Either import runs under the chunk time limit.
 */
export async function loadMicrofrontend(name: string): Promise<Lifecycles> {
  const url = await resolveMicrofrontend(name);
  if (url === undefined) {
    const own = await loadChunk(() => import(/* @vite-ignore */ name), `micro-frontend ${name}`).catch(() => undefined);
    const lifecycles = lifecyclesOf(own);
    if (lifecycles) return lifecycles;
    throw new MicrofrontendLoadError(microfrontendMessages.resolveFailed(name));
  }
  try {
    const lifecycles = lifecyclesOf(await loadChunk(() => import(/* @vite-ignore */ url), `micro-frontend ${name}`));
    if (lifecycles) return lifecycles;
    throw new Error(`${url} does not export mount and unmount`);
  } catch (error) {
    // The URL may belong to a version the server no longer has: resolve afresh next time.
    forgetResolution(name);
    throw new MicrofrontendLoadError(microfrontendMessages.fetchFailed, error);
  }
}
