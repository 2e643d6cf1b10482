// Order statistics over a list of numbers. Figures are reported as min / median / max over the runs;
// latency samples get percentiles by the nearest-rank method, which never invents a value.

const sorted = (values) => [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);

/** The p-th percentile (0–100) by nearest rank; NaN for an empty list. */
export function percentile(values, p) {
  const s = sorted(values);
  if (s.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * s.length);
  return s[Math.min(s.length, Math.max(1, rank)) - 1];
}

/** The median; the mean of the two middle values for an even count. */
export function median(values) {
  const s = sorted(values);
  if (s.length === 0) return Number.NaN;
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function mean(values) {
  const s = sorted(values);
  return s.length === 0 ? Number.NaN : s.reduce((a, b) => a + b, 0) / s.length;
}

/** { min, median, max, count } of the finite values. */
export function summarize(values) {
  const s = sorted(values);
  return {
    min: s.length ? s[0] : Number.NaN,
    median: median(s),
    max: s.length ? s[s.length - 1] : Number.NaN,
    count: s.length,
  };
}

/** a / b of two figures' medians, NaN when either is missing. */
export function ratio(a, b) {
  const x = Array.isArray(a) ? median(a) : a;
  const y = Array.isArray(b) ? median(b) : b;
  return Number.isFinite(x) && Number.isFinite(y) && y !== 0 ? x / y : Number.NaN;
}
