import type { FuzzFailure, FuzzReport } from './fuzz-runner.ts';

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ').replaceAll('`', "'");
}

/** The fuzz pass as Markdown: when, the seed that replays it, cases per route, totals and failures. */
export function fuzzMarkdown(report: FuzzReport, at: Date, database: string): string {
  const lines = [
    '# API fuzzing',
    '',
    `- date: ${at.toISOString()}`,
    `- seed: ${report.seed} (replay with \`FUZZ_SEED=${report.seed} FUZZ_RUNS=${report.runs} npm run fuzz\`)`,
    `- cases per route and identity: ${report.runs}; identities: ${report.identities.join(', ')}`,
    `- database: ${database}`,
    `- routes: ${report.routes.length}; cases: ${report.totalCases}; duration: ${(report.durationMs / 1000).toFixed(1)} s`,
    `- failures: ${report.failures.length}; uncaught errors: ${report.uncaught.length}; ping after the pass: ${report.pingAfter}`,
    '',
  ];
  lines.push('## Failures', '');
  if (report.failures.length === 0 && report.uncaught.length === 0) lines.push('None.', '');
  else {
    // One row per route and problem, with how often it happened and the first request that showed it.
    const groups = new Map<string, { count: number; first: FuzzFailure }>();
    for (const failure of report.failures) {
      const key = `${failure.route}\u0000${failure.problem}`;
      const group = groups.get(key);
      if (group) group.count += 1;
      else groups.set(key, { count: 1, first: failure });
    }
    lines.push('| route | problem | times | first request (identity, input) | answer |', '|---|---|---:|---|---|');
    for (const { count, first } of groups.values()) {
      lines.push(
        `| ${cell(first.route)} | ${cell(first.problem)} | ${count} | ${first.identity}, ${first.kind}: \`${cell(first.request)}\` | \`${cell(first.body)}\` |`,
      );
    }
    for (const error of report.uncaught) lines.push(`| | uncaught | 1 | \`${cell(error.slice(0, 300))}\` | |`);
    lines.push('');
  }
  const totals: Record<string, number> = {};
  for (const route of report.routes) {
    for (const [group, count] of Object.entries(route.statuses)) totals[group] = (totals[group] ?? 0) + count;
  }
  lines.push(
    '## Answers by status class',
    '',
    ...['2xx', '3xx', '4xx', '5xx'].map((group) => `- ${group}: ${totals[group] ?? 0}`),
    '',
  );
  lines.push(
    '## Cases per route',
    '',
    '| method | route | cases | 2xx | 3xx | 4xx | 5xx |',
    '|---|---|---:|---:|---:|---:|---:|',
  );
  for (const route of report.routes) {
    const count = (group: string) => route.statuses[group] ?? 0;
    lines.push(
      `| ${route.method} | ${cell(route.url)} | ${route.cases} | ${count('2xx')} | ${count('3xx')} | ${count('4xx')} | ${count('5xx')} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
