// Resident set size read from /proc, in bytes. With `tree`, a process's descendants are added, for
// servers that run as a launcher plus workers.
import { readdirSync, readFileSync } from 'node:fs';

function statusField(pid, field) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status);
    return match ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN; // the process has gone
  }
}

/** Pids whose parent is `pid`, recursively. */
export function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = statusField(entry, 'PPid');
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(Number(entry));
  }
  const out = [];
  const walk = (p) => {
    for (const child of children.get(p) ?? []) {
      out.push(child);
      walk(child);
    }
  };
  walk(pid);
  return out;
}

/** RSS of `pid` in bytes (NaN when it has gone); with `tree`, plus its descendants'. */
export function readRss(pid, { tree = false } = {}) {
  const own = statusField(pid, 'VmRSS') * 1024;
  if (!tree) return own;
  return descendants(pid).reduce((sum, child) => {
    const rss = statusField(child, 'VmRSS') * 1024;
    return Number.isFinite(rss) ? sum + rss : sum;
  }, own);
}

/**
 * Samples `pid`'s RSS every `intervalMs` until `stop()`, which returns the samples (bytes) with
 * their min, median and max. Sampling starts with one immediate reading.
 */
export function sampleRss(pid, { intervalMs = 250, tree = false } = {}) {
  const samples = [];
  const take = () => {
    const rss = readRss(pid, { tree });
    if (Number.isFinite(rss)) samples.push(rss);
  };
  take();
  const timer = setInterval(take, intervalMs);
  timer.unref();
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      const sorted = [...samples].sort((a, b) => a - b);
      return {
        samples,
        min: sorted[0] ?? Number.NaN,
        median: sorted.length ? sorted[sorted.length >> 1] : Number.NaN,
        max: sorted[sorted.length - 1] ?? Number.NaN,
      };
    },
  };
}

export const MB = 1_000_000;
