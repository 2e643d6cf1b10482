import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import {
  SUPPORT_BUNDLE_LIMITS,
  type SupportBundle,
  type SupportBundleRequest,
  supportBundleMessages,
} from '@arca/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Conflict, Invalid, NotFound, TooManyRequests } from '../../lib/errors.ts';
import { ZipWriter } from '../../lib/zip-writer.ts';
import { type BundleParameters, type BundleSources, writeBundleContents } from './bundle-contents.ts';
import type { BundleRow, SupportBundlesRepository } from './support-bundles.repository.ts';

/** What a caller of the bundle calls learns about where the bundle lives. */
export type LocatedBundle = BundleRow;

export interface SupportBundlesDeps {
  bundles: SupportBundlesRepository;
  sources: BundleSources;
  nodeId: string;
  log: FastifyBaseLogger;
}

const BUNDLE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MILLIS = 86_400_000;

/**
 * Support bundles of this node: made one at a time in the background, a few waiting at most,
 * each a zip in data/support; the newest SUPPORT_BUNDLE_LIMITS.kept are kept.
 */
export class SupportBundlesService {
  readonly #deps: SupportBundlesDeps;
  readonly #dir: string;
  #queue: Promise<void> = Promise.resolve();
  #pending = 0;

  constructor(deps: SupportBundlesDeps) {
    this.#deps = deps;
    this.#dir = join(deps.sources.config.dataDir, 'support');
  }

  /** Bundles this node was making when it last stopped are failures now. */
  async recover(): Promise<void> {
    await this.#deps.bundles.failUnfinished(this.#deps.nodeId);
  }

  /** Bundles a node that died was making are failures: no one will finish them. Resolves to how many. */
  abandonedBy(nodeId: string): Promise<number> {
    return this.#deps.bundles.failUnfinished(nodeId);
  }

  /** Waits until every queued bundle is done (tests and shutdown). */
  idle(): Promise<void> {
    return this.#queue;
  }

  async list(): Promise<SupportBundle[]> {
    return (await this.#deps.bundles.list()).map(wireOf);
  }

  /** A bundle by id; ids that cannot be one are not found, without a lookup. */
  async find(id: string): Promise<LocatedBundle> {
    const row = BUNDLE_ID.test(id) ? await this.#deps.bundles.find(id) : undefined;
    if (!row) throw new NotFound(supportBundleMessages.notFound(id));
    return row;
  }

  isLocal(bundle: LocatedBundle): boolean {
    return bundle.node_id === this.#deps.nodeId;
  }

  async create(request: SupportBundleRequest): Promise<BundleRow> {
    const parameters = checkedParameters(request);
    if (this.#pending >= SUPPORT_BUNDLE_LIMITS.maxPending) throw new TooManyRequests(supportBundleMessages.busy, 10);
    const created = Date.now();
    const id = `${new Date(created).toISOString().replace(/[-:]/g, '').slice(0, 15)}-${randomBytes(4).toString('hex')}`;
    const row: BundleRow = {
      bundle_id: id,
      name: checkedText(request.name, 'name', SUPPORT_BUNDLE_LIMITS.nameMaxLength) || `Support bundle ${id}`,
      description: checkedText(request.description, 'description', SUPPORT_BUNDLE_LIMITS.descriptionMaxLength),
      status: 'in progress',
      node_id: this.#deps.nodeId,
      size: null,
      error: null,
      created_at: created,
    };
    // The place in the queue is taken before the first await, so concurrent requests see it.
    this.#pending++;
    try {
      await this.#deps.bundles.insert(row);
    } catch (error) {
      this.#pending--;
      throw error;
    }
    this.#queue = this.#queue.then(() => this.#make(id, parameters)).finally(() => this.#pending--);
    return row;
  }

  /** The zip of a finished bundle of this node. */
  async archive(bundle: LocatedBundle): Promise<{ stream: ReadStream; size: number }> {
    if (bundle.status !== 'success') throw new Conflict(supportBundleMessages.notReady(bundle.bundle_id));
    const path = this.#path(bundle.bundle_id);
    const size = await stat(path).then(
      (s) => s.size,
      () => {
        throw new NotFound(supportBundleMessages.notFound(bundle.bundle_id));
      },
    );
    return { stream: createReadStream(path), size };
  }

  /** Removes a bundle of this node, or the record of one whose node is gone. */
  async delete(bundle: LocatedBundle): Promise<void> {
    if (bundle.status === 'in progress' && this.isLocal(bundle)) {
      throw new Conflict(supportBundleMessages.notReady(bundle.bundle_id));
    }
    await this.#deps.bundles.delete(bundle.bundle_id);
    if (this.isLocal(bundle)) await rm(this.#path(bundle.bundle_id), { force: true });
  }

  #path(id: string): string {
    return join(this.#dir, `${id}.zip`);
  }

  async #make(id: string, parameters: BundleParameters): Promise<void> {
    const path = this.#path(id);
    try {
      await mkdir(this.#dir, { recursive: true });
      const output = createWriteStream(path, { flags: 'wx', mode: 0o600 });
      const zip = new ZipWriter(output);
      await writeBundleContents(zip, parameters, this.#deps.sources);
      await zip.finish();
      await finished(output);
      await this.#deps.bundles.finish(id, { status: 'success', size: (await stat(path)).size, error: null });
      await this.#prune();
    } catch (error) {
      this.#deps.log.error({ err: error, bundle: id }, 'support bundle failed');
      await rm(path, { force: true });
      await this.#deps.bundles
        .finish(id, { status: 'failure', size: null, error: error instanceof Error ? error.message : String(error) })
        .catch(() => undefined);
    }
  }

  /** Keeps this node's newest finished bundles. */
  async #prune(): Promise<void> {
    const own = (await this.#deps.bundles.list()).filter((row) => this.isLocal(row) && row.status !== 'in progress');
    for (const row of own.slice(SUPPORT_BUNDLE_LIMITS.kept)) await this.delete(row);
  }
}

export function wireOf(row: BundleRow): SupportBundle {
  return {
    id: row.bundle_id,
    name: row.name,
    description: row.description,
    create_date: row.created_at,
    status: row.status,
  };
}

function checkedText(value: unknown, field: string, max: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > max)
    throw new Invalid(`${field} must be text of at most ${max} characters`);
  return value.trim();
}

/** A whole number given as a number or as digits (R15.05 coerces on the console; scripts may not). */
function wholeNumber(value: unknown, fallback: number, max: number, message: string): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > max) throw new Invalid(message);
  return number;
}

function dayOf(value: unknown, field: string, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
    throw new Invalid(supportBundleMessages.badDate(field));
  }
  return time;
}

/** Every item is optional: logs from yesterday to today, configuration, system, one dump. */
function checkedParameters(request: SupportBundleRequest): BundleParameters {
  if (request.service !== undefined && request.service !== 'artifactory') {
    throw new Invalid(supportBundleMessages.serviceNotHere(String(request.service)));
  }
  const p = request.parameters ?? {};
  const today = Math.floor(Date.now() / DAY_MILLIS) * DAY_MILLIS;
  const from = dayOf(p.logs?.start_date, 'logs.start_date', today - DAY_MILLIS);
  const to = dayOf(p.logs?.end_date, 'logs.end_date', today);
  if (from > to) throw new Invalid(supportBundleMessages.dateOrder);
  return {
    configuration: p.configuration !== false,
    system: p.system !== false,
    logs: { include: p.logs?.include !== false, from, to },
    threadDump: {
      count: wholeNumber(
        p.thread_dump?.count,
        1,
        SUPPORT_BUNDLE_LIMITS.maxThreadDumps,
        supportBundleMessages.threadDumpCount,
      ),
      intervalMillis: wholeNumber(
        p.thread_dump?.interval,
        0,
        SUPPORT_BUNDLE_LIMITS.maxThreadDumpIntervalMillis,
        supportBundleMessages.threadDumpInterval,
      ),
    },
  };
}
