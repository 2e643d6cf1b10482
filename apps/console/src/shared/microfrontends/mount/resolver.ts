import { MICROFRONTEND_CACHE_LIFE_MS, microfrontendRoutes } from '@arca/contract';
import { call } from '../../http/index.ts';

/** Where a resolved entry is kept, per micro-frontend name. */
export const RESOLVER_STORAGE_PREFIX = 'arca.microfrontend.';

interface CachedResolution {
  url: string;
  version: string;
  resolvedAt: number;
}

function read(name: string, now: number): CachedResolution | undefined {
  try {
    const raw = localStorage.getItem(`${RESOLVER_STORAGE_PREFIX}${name}`);
    if (raw === null) return undefined;
    const cached = JSON.parse(raw) as Partial<CachedResolution>;
    if (typeof cached.url !== 'string' || typeof cached.resolvedAt !== 'number') return undefined;
    // R9.04: an entry lives a week; a clock set back does not make it live for ever.
    const age = now - cached.resolvedAt;
    return age >= 0 && age < MICROFRONTEND_CACHE_LIFE_MS ? (cached as CachedResolution) : undefined;
  } catch {
    return undefined;
  }
}

function write(name: string, entry: CachedResolution): void {
  try {
    localStorage.setItem(`${RESOLVER_STORAGE_PREFIX}${name}`, JSON.stringify(entry));
  } catch {
    // Storage may be full or blocked: the next load asks the server again.
  }
}

/** Drops a cached entry, e.g. when its URL no longer loads (a newer version replaced it). */
export function forgetResolution(name: string): void {
  try {
    localStorage.removeItem(`${RESOLVER_STORAGE_PREFIX}${name}`);
  } catch {
    // Nothing cached to forget.
  }
}

/**
 * R9.04, R9.05: a micro-frontend's entry URL by name, from local storage while the entry is less
 * than a week old, else from the server's registry. A failed resolve returns nothing: the loader
 * then falls back to the micro-frontend's own import.
 */
export async function resolveMicrofrontend(name: string, now = Date.now()): Promise<string | undefined> {
  const cached = read(name, now);
  if (cached) return cached.url;
  try {
    const resolved = await call(microfrontendRoutes.resolve, { params: { name }, priority: 'low' });
    write(name, { url: resolved.url, version: resolved.version, resolvedAt: now });
    return resolved.url;
  } catch {
    return undefined;
  }
}
