import {
  MICROFRONTEND_DEFAULT_ORDER,
  type MicrofrontendEntry,
  type MicrofrontendRegistration,
  type MicrofrontendRegistry,
  type MicrofrontendResolution,
  type MicrofrontendRoute,
  microfrontendPaths,
  microfrontendRouteKey,
} from '@arca/contract';
import type { Logger } from 'pino';
import { audited } from '../../lib/audit.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { BundledMicrofrontend } from './bundled-microfrontends.ts';
import { checkedRegistration, microfrontendRuleMessages } from './microfrontend-rules.ts';
import type { MicrofrontendsRepository, StoredMicrofrontend } from './microfrontends.repository.ts';

function entryOf(stored: StoredMicrofrontend): MicrofrontendEntry {
  return { name: stored.name, version: stored.version, order: stored.order, routes: stored.routes };
}

function storedOf(bundled: BundledMicrofrontend, removed: boolean): StoredMicrofrontend {
  const { name, version, entry, routes } = bundled.manifest;
  const order = bundled.manifest.order ?? MICROFRONTEND_DEFAULT_ORDER;
  return { name, version, url: `${microfrontendPaths.assets(name)}${entry}`, order, routes, bundled: true, removed };
}

function differs(a: StoredMicrofrontend, b: StoredMicrofrontend): boolean {
  return (
    a.version !== b.version ||
    a.url !== b.url ||
    a.order !== b.order ||
    JSON.stringify(a.routes) !== JSON.stringify(b.routes)
  );
}

/**
 * The first of these routes another listed micro-frontend of the same order renders, with that
 * one's name. Of two orders the lower renders the route (R27.20), so only a tie cannot be settled.
 */
async function takenRoute(
  registry: MicrofrontendsRepository,
  name: string,
  order: number,
  routes: readonly MicrofrontendRoute[],
): Promise<{ path: string; owner: string } | undefined> {
  const owners = new Map<string, string>();
  for (const other of await registry.list()) {
    if (other.removed || other.name === name || other.order !== order) continue;
    for (const route of other.routes) owners.set(microfrontendRouteKey(route.path), other.name);
  }
  for (const route of routes) {
    const owner = owners.get(microfrontendRouteKey(route.path));
    if (owner) return { path: route.path, owner };
  }
  return undefined;
}

/** A shipped build left out at start, and why. */
export interface SkippedBundle {
  name: string;
  problem: string;
}

/**
 * The micro-frontend registry: what the console mounts and where each entry module is. Builds
 * the server ships register themselves at start; administrators (or an installing companion
 * service) register others, and remove any.
 */
export class MicrofrontendsService {
  readonly #registry: MicrofrontendsRepository;
  readonly #audit: Logger;
  #bundled = new Map<string, BundledMicrofrontend>();

  constructor(deps: { registry: MicrofrontendsRepository; audit: Logger }) {
    this.#registry = deps.registry;
    this.#audit = deps.audit;
  }

  /**
   * Registers the shipped builds: a new one is added; one the registry holds from an earlier start
   * follows its build; one an administrator removed stays removed until its version changes; one
   * an administrator registered over stays theirs. Nodes starting together insert once. A build
   * whose route another listed micro-frontend of its order renders is left out, as a registration would be
   * refused, and returned with the reason.
   */
  async registerBundled(found: readonly BundledMicrofrontend[]): Promise<SkippedBundle[]> {
    const skipped: SkippedBundle[] = [];
    const registered: BundledMicrofrontend[] = [];
    for (const bundled of found) {
      const fresh = storedOf(bundled, false);
      const taken = await this.#registry.exclusive(async (registry) => {
        const stored = await registry.find(fresh.name);
        if (stored && !stored.bundled) return undefined;
        const follows = !stored || (stored.removed ? stored.version !== fresh.version : differs(stored, fresh));
        if (!follows) return undefined;
        const route = await takenRoute(registry, fresh.name, fresh.order, fresh.routes);
        if (!route) await registry.save(fresh);
        return route;
      });
      if (!taken) {
        registered.push(bundled);
        continue;
      }
      skipped.push({ name: fresh.name, problem: microfrontendRuleMessages.routeTaken(taken.path, taken.owner) });
    }
    this.#bundled = new Map(registered.map((bundled) => [bundled.manifest.name, bundled]));
    return skipped;
  }

  /** The shipped build of that name, whose files the server serves. */
  bundled(name: string): BundledMicrofrontend | undefined {
    return this.#bundled.get(name);
  }

  async #listed(name: string): Promise<StoredMicrofrontend> {
    const stored = await this.#registry.find(name);
    if (!stored || stored.removed) throw new NotFound(microfrontendRuleMessages.notFound(name));
    return stored;
  }

  /** Read before login: route sets are not secret, and the console tells a micro-frontend's path from a 404 by them. */
  async registry(): Promise<MicrofrontendRegistry> {
    const entries = await this.#registry.list();
    return { microfrontends: entries.filter((entry) => !entry.removed).map(entryOf) };
  }

  /**
   * The origins of micro-frontends registered at an address of their own (`https://host/…`), which
   * the console page's policy must allow scripts from; those served here need nothing.
   */
  async scriptOrigins(): Promise<string[]> {
    const origins = new Set<string>();
    for (const entry of await this.#registry.list()) {
      if (entry.removed || entry.url.startsWith('/')) continue;
      const parsed = URL.parse(entry.url);
      if (parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:')) origins.add(parsed.origin);
    }
    return [...origins].sort();
  }

  async resolve(name: string): Promise<MicrofrontendResolution> {
    const { version, url } = await this.#listed(name);
    return { name, version, url };
  }

  /** Registers or replaces; the entry is the administrator's from then on, so a start never overwrites it. */
  register(
    actor: Actor,
    name: string,
    input: MicrofrontendRegistration,
  ): Promise<{ created: boolean; entry: MicrofrontendEntry }> {
    return audited(this.#audit, actor, 'register micro-frontend', { repoKey: '', path: name }, async () => {
      requireAdmin(actor);
      const checked = checkedRegistration(name, input);
      const stored: StoredMicrofrontend = { name, ...checked, bundled: false, removed: false };
      // Checked and saved in one turn: two registrations racing for a route cannot both pass.
      return this.#registry.exclusive(async (registry) => {
        const taken = await takenRoute(registry, name, checked.order, checked.routes);
        if (taken) throw new Conflict(microfrontendRuleMessages.routeTaken(taken.path, taken.owner));
        const before = await registry.find(name);
        await registry.save(stored);
        return { created: !before || before.removed, entry: entryOf(stored) };
      });
    });
  }

  /**
   * A micro-frontend the server ships is only marked removed, as its build stays on disk and the
   * next start would register it again; any other is deleted.
   */
  unregister(actor: Actor, name: string): Promise<void> {
    return audited(this.#audit, actor, 'remove micro-frontend', { repoKey: '', path: name }, async () => {
      requireAdmin(actor);
      const stored = await this.#listed(name);
      const bundled = this.#bundled.get(name);
      if (bundled) await this.#registry.save(storedOf(bundled, true));
      else if (stored.bundled) await this.#registry.save({ ...stored, removed: true });
      else await this.#registry.delete(name);
    });
  }
}
