import { CachedReads } from '../../db/cached-reads.ts';
import type { DataChanges } from '../../db/data-changes.ts';
import { andThen, type Eventually } from '../../lib/eventually.ts';
import { type Actor, actorKey } from '../auth/actor.ts';

/** What a front route found: the value, and whether it stands while the database is unchanged. */
export interface Finding<V> {
  value: V;
  /** False where an upstream took part (a remote repository, a virtual one that may read one). */
  lasting: boolean;
}

/** Enough for every hot file of an install several times over; a finding is a few hundred bytes. */
const FINDINGS_KEPT = 4096;

/**
 * What a front route found for one caller at one path — the file after resolution and
 * authorization, or the packument — kept while the database has not changed (CachedReads), so a
 * repeated read by the same caller meets no promise (ADR 025, third addendum). A permission
 * withdrawn, a file replaced or a token revoked is a change of the database, on this node or
 * another, after which everything is looked up again. What an upstream took part in is never
 * kept: it follows the upstream and the time, not the database.
 */
export class FrontFindings<V> {
  readonly #kept: CachedReads<Finding<V>>;

  constructor(changes: DataChanges, capacity = FINDINGS_KEPT) {
    this.#kept = new CachedReads(changes, capacity, (finding) => finding.lasting);
  }

  /** `path`: everything but the caller that the finding depends on. */
  find(actor: Actor, path: string, load: () => Promise<Finding<V>>): Eventually<V> {
    return andThen(this.#kept.get(`${actorKey(actor)}\0${path}`, load), (finding) => finding.value);
  }
}

/** Whether what a repository holds depends on the database alone: not a remote's or a virtual's. */
export function holdsLasting(repository: { rclass: string }): boolean {
  return repository.rclass === 'local' || repository.rclass === 'federated';
}
