import {
  SUPPORT_BUNDLE_REFRESH_DELAY_MILLIS,
  type SupportBundle,
  type SupportBundleRequest,
  type SupportBundleService,
} from '@arca/contract';

/** A row standing in for a bundle whose create call has not come back yet (R15.03). */
export interface PlaceholderBundle extends SupportBundle {
  placeholder: true;
}

export interface BundleCreationState {
  /** Newest first, as the list shows them. */
  placeholders: readonly PlaceholderBundle[];
  /** R15.07: create calls still running, per service. */
  inProgress: Readonly<Partial<Record<SupportBundleService, number>>>;
}

export interface BundleCreationTrackerOptions {
  /** Reloads the list; the placeholders go once it has answered, so the new row replaces them. */
  reload: () => Promise<unknown>;
  delayMillis?: number;
  now?: () => number;
}

/** The id of the nth placeholder; its row's test id is `${testIds.supportZone.bundle}-${id}`. */
export const placeholderId = (n: number) => `pending-${n}`;

/**
 * The support zone's creation bookkeeping (packages-and-search.md §4): per-service counters,
 * placeholder rows, and the reload once every create call has come back. Kept out of React so the
 * timing can be driven with fake timers.
 */
export class BundleCreationTracker {
  #state: BundleCreationState = { placeholders: [], inProgress: {} };
  #listeners = new Set<() => void>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #made = 0;
  readonly #reload: () => Promise<unknown>;
  readonly #delayMillis: number;
  readonly #now: () => number;

  constructor(options: BundleCreationTrackerOptions) {
    this.#reload = options.reload;
    this.#delayMillis = options.delayMillis ?? SUPPORT_BUNDLE_REFRESH_DELAY_MILLIS;
    this.#now = options.now ?? Date.now;
  }

  /** The same object until something changes, as useSyncExternalStore wants. */
  readonly snapshot = (): BundleCreationState => this.#state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /**
   * Runs one create call with its placeholder and counter. A failure of any kind resolves to false
   * and says nothing (R15.11): the placeholder simply goes with the reload.
   */
  async track(request: SupportBundleRequest, create: () => Promise<boolean>): Promise<boolean> {
    const service = request.service ?? 'artifactory';
    this.#started(service, request);
    try {
      return await create();
    } catch {
      return false;
    } finally {
      this.#completed(service);
    }
  }

  /** Forgets the pending reload when the page goes away; listeners unsubscribe themselves. */
  dispose(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** R15.08 */
  #started(service: SupportBundleService, request: SupportBundleRequest): void {
    // A creation started inside the delay would otherwise lose its placeholder to the earlier reload.
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#made += 1;
    const placeholder: PlaceholderBundle = {
      id: placeholderId(this.#made),
      name: request.name ?? '',
      description: request.description ?? '',
      create_date: this.#now(),
      status: 'in progress',
      placeholder: true,
    };
    this.#set({
      placeholders: [placeholder, ...this.#state.placeholders],
      inProgress: { ...this.#state.inProgress, [service]: (this.#state.inProgress[service] ?? 0) + 1 },
    });
  }

  /** R15.09, R15.10 */
  #completed(service: SupportBundleService): void {
    const left = Math.max(0, (this.#state.inProgress[service] ?? 0) - 1);
    this.#set({ ...this.#state, inProgress: { ...this.#state.inProgress, [service]: left } });
    if (Object.values(this.#state.inProgress).some((count) => count > 0)) return;
    this.#timer = setTimeout(() => void this.#settle(), this.#delayMillis);
  }

  async #settle(): Promise<void> {
    this.#timer = undefined;
    const settled = new Set(this.#state.placeholders.map((placeholder) => placeholder.id));
    try {
      await this.#reload();
    } catch {
      // R15.11: a failed reload says nothing either; the placeholders still go.
    }
    // Placeholders of a creation that started while the list was reloading stay for its own reload.
    this.#set({ ...this.#state, placeholders: this.#state.placeholders.filter((p) => !settled.has(p.id)) });
  }

  #set(next: BundleCreationState): void {
    this.#state = next;
    for (const listener of this.#listeners) listener();
  }
}
