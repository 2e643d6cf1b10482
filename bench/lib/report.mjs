// Renders bench/results/latest.md from the runner's facts and the scenarios' results. Scenario
// modules use the small builders here (figure, target, times, percent) so that every file writes
// figures and targets the same way.
import { MISSES } from '../misses.mjs';
import { WHERE_TIME_GOES } from '../profiles.mjs';
import { summarize } from './stats.mjs';

/** A number for a table: thousands grouped, fewer decimals the larger it is. */
export function formatNumber(value) {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** 21.345 → '21.3×'. */
export const times = (value) => (Number.isFinite(value) ? `${formatNumber(value)}×` : '—');

/** 0.4123 → '41.2 %'. */
export const percent = (value) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)} %` : '—');

/** A figure: one value per run. */
export const figure = (label, unit, values) => ({ label, unit, values });

/** A target line; `met` is false for a NaN comparison so that a missing figure never passes. */
export const target = (label, value, met) => ({ label, value, met: Boolean(met) });

const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');

function figuresTable(figures) {
  const rows = figures.map((f) => {
    const s = summarize(f.values);
    const runs = f.values.map(formatNumber).join(', ');
    return `| ${cell(f.label)} | ${cell(f.unit)} | ${formatNumber(s.min)} | **${formatNumber(s.median)}** | ${formatNumber(s.max)} | ${runs} |`;
  });
  return ['| figure | unit | min | median | max | runs |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

function targetsTable(targets) {
  const rows = targets.map((t) => `| ${cell(t.label)} | ${cell(t.value)} | ${t.met ? 'met' : '**missed**'} |`);
  return ['| target | measured (medians) | |', '|---|---|---|', ...rows].join('\n');
}

/** Each missed target with what was measured about it and what would meet it (bench/misses.mjs). */
function missesSection(missed) {
  const out = ['## Misses: measured cause and fix', ''];
  for (const t of missed) {
    const known = MISSES[t.key];
    out.push(`### ${t.scenario}: ${t.label} (${t.value})`, '');
    if (known) out.push(`- **Cause:** ${known.cause}`, `- **Fix:** ${known.fix}`, '');
    else
      out.push(`- No cause is recorded for this miss in bench/misses.mjs yet: profile it (see bench/README.md).`, '');
  }
  return out;
}

/**
 * @param {{ startedAt: Date, finishedAt: Date, runs: number, command: string,
 *   machine: Record<string, string>, versions: Record<string, string>,
 *   scenarios: { name: string, title: string, seconds: number, loadBefore?: number, loadAfter?: number, result?: { figures: any[], targets: any[], notes?: string[] }, error?: string }[] }} report
 */
export function renderReport({ startedAt, finishedAt, runs, command, machine, versions, scenarios }) {
  const out = [];
  out.push('# Benchmark results', '');
  out.push(
    `\`${command}\`, ${startedAt.toISOString()} → ${finishedAt.toISOString()}, ${runs} run(s) per figure. ` +
      'Every figure is min / **median** / max over the runs; ratios and targets are computed from medians. ' +
      'Load generator and servers share this machine, so compare ratios measured in this run rather than ' +
      'absolute figures across machines; a load average per scenario well above the core count means other ' +
      'work shared the machine (see bench/README.md).',
    '',
  );
  out.push('## Machine', '');
  out.push(...Object.entries(machine).map(([k, v]) => `- ${k}: ${v}`), '');
  out.push('## Versions', '');
  out.push(...Object.entries(versions).map(([k, v]) => `- ${k}: ${v}`), '');

  const all = scenarios.flatMap((s) =>
    (s.result?.targets ?? []).map((t) => ({ ...t, scenario: s.title, key: `${s.name} / ${t.label}` })),
  );
  const missed = all.filter((t) => !t.met);
  out.push('## Summary', '');
  out.push(`${all.length - missed.length} of ${all.length} targets met.`);
  const failed = scenarios.filter((s) => s.error);
  if (failed.length) out.push(`${failed.length} scenario(s) did not finish: ${failed.map((s) => s.name).join(', ')}.`);
  out.push('');
  if (all.length) {
    out.push('| scenario | target | measured | |', '|---|---|---|---|');
    for (const t of all)
      out.push(`| ${cell(t.scenario)} | ${cell(t.label)} | ${cell(t.value)} | ${t.met ? 'met' : '**missed**'} |`);
    out.push('');
  }

  if (missed.length) out.push(...missesSection(missed));

  for (const s of scenarios) {
    out.push(`## ${s.title} (\`${s.name}\`, ${formatNumber(s.seconds)} s)`, '');
    if (Number.isFinite(s.loadBefore)) {
      out.push(`Load average (1 min): ${s.loadBefore.toFixed(2)} before, ${s.loadAfter.toFixed(2)} after.`, '');
    }
    if (s.error) out.push('**Did not finish:**', '', '```', s.error, '```', '');
    const result = s.result;
    if (result?.figures?.length) out.push(figuresTable(result.figures), '');
    if (result?.targets?.length) out.push(targetsTable(result.targets), '');
    for (const note of result?.notes ?? []) out.push(`- ${note}`);
    if (result?.notes?.length) out.push('');
    const profile = WHERE_TIME_GOES[s.name];
    if (profile) out.push(`**Where the time goes** (from a profile): ${profile}`, '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
