import { paths } from '../../shared/routing/paths.ts';

/** How the shortcuts dialog groups the shortcuts. */
export type ShortcutGroup = 'General' | 'Go to';

export type ShortcutAction = { kind: 'showShortcuts' } | { kind: 'navigate'; to: string };

/** One keyboard shortcut: the keys pressed one after another, what it does and who may use it. */
export interface Shortcut {
  keys: readonly string[];
  description: string;
  group: ShortcutGroup;
  action: ShortcutAction;
  /** Shortcuts to administration screens are offered to administrators only. */
  adminOnly?: boolean;
}

/** The second key of a sequence counts only when it follows the first within this time. */
export const SEQUENCE_TIMEOUT_MS = 1500;

/** The console's shortcuts (Grafana's `?` and `g` sequences), in the order the dialog lists them. */
export const shortcuts: readonly Shortcut[] = [
  { keys: ['?'], description: 'Show keyboard shortcuts', group: 'General', action: { kind: 'showShortcuts' } },
  { keys: ['g', 'h'], description: 'Home', group: 'Go to', action: { kind: 'navigate', to: paths.home() } },
  { keys: ['g', 'p'], description: 'Packages', group: 'Go to', action: { kind: 'navigate', to: paths.packages() } },
  {
    keys: ['g', 'a'],
    description: 'Artifacts',
    group: 'Go to',
    action: { kind: 'navigate', to: paths.artifactTree() },
  },
  {
    keys: ['g', 'u'],
    description: 'Users',
    group: 'Go to',
    action: { kind: 'navigate', to: paths.adminUsers() },
    adminOnly: true,
  },
  {
    keys: ['g', 'r'],
    description: 'Repositories',
    group: 'Go to',
    action: { kind: 'navigate', to: paths.adminRepositories() },
    adminOnly: true,
  },
  {
    keys: ['g', 's'],
    description: 'Administration',
    group: 'Go to',
    action: { kind: 'navigate', to: paths.adminMenu() },
    adminOnly: true,
  },
];

/** The shortcuts that apply to a visitor: everyone's, and the administration ones for administrators. */
export function shortcutsFor(admin: boolean): Shortcut[] {
  return shortcuts.filter((shortcut) => admin || !shortcut.adminOnly);
}

/** The keys typed so far of a sequence that may still complete, and when the last one came. */
export interface SequenceState {
  pending: readonly string[];
  at: number;
}

export const emptySequence: SequenceState = { pending: [], at: 0 };

function startsWith(keys: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= keys.length && prefix.every((key, index) => keys[index] === key);
}

function matchFrom(
  table: readonly Shortcut[],
  typed: readonly string[],
  now: number,
): { state: SequenceState; shortcut?: Shortcut } | undefined {
  const shortcut = table.find(({ keys }) => keys.length === typed.length && startsWith(keys, typed));
  if (shortcut) return { state: emptySequence, shortcut };
  if (table.some(({ keys }) => startsWith(keys, typed))) return { state: { pending: typed, at: now } };
  return undefined;
}

/**
 * Feeds one key press to the sequence: returns the shortcut it completes, if any, and what to
 * remember for the next key. A key that breaks a sequence may still start a new one, so `g g p`
 * goes to packages; a pending key older than the timeout is forgotten.
 */
export function advanceSequence(
  table: readonly Shortcut[],
  state: SequenceState,
  key: string,
  now: number,
): { state: SequenceState; shortcut?: Shortcut } {
  const pending = now - state.at <= SEQUENCE_TIMEOUT_MS ? state.pending : [];
  if (pending.length > 0) {
    const continued = matchFrom(table, [...pending, key], now);
    if (continued) return continued;
  }
  return matchFrom(table, [key], now) ?? { state: emptySequence };
}
