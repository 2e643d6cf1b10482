import type { Finding } from './pass-findings.ts';
import type { PassOutcome } from './run-pass.ts';

/** The heading the section starts with: a later run replaces everything from it to the end. */
export const SECTION_HEADING = '## Schemathesis';

export interface SchemathesisRun {
  at: Date;
  version: string;
  seed: number;
  database: string;
  operations: number;
  checks: string[];
  passes: PassOutcome[];
  /** Operations left out of a pass, each with why. */
  excluded: { operation: string; why: string }[];
  /** Failures of the run as a whole: the instance stopped answering, a pass lost its access or broke off. */
  runProblems: string[];
  /** Why no pass ran, when none could. */
  notRun?: string;
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ').replaceAll('`', "'");
}

function firstLine(text: string): string {
  return text.split('\n').find((line) => line.trim() !== '') ?? '';
}

/**
 * A check's message on one line: what (its first line) and where (the lines after it), up to the
 * first block it introduces with a colon (the schema, the value), which the request shows anyway.
 */
function condensed(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const blockAt = lines.findIndex((line, index) => index > 0 && line.endsWith(':'));
  const joined = (blockAt === -1 ? lines : lines.slice(0, blockAt)).join(' · ');
  return joined.length > 300 ? `${joined.slice(0, 300)}…` : joined;
}

/** Everything the run counts as failed: findings of the checks, answers that never came, the instance. */
export function failureCount(run: SchemathesisRun): number {
  return run.passes.reduce((sum, pass) => sum + pass.findings.length, 0) + run.runProblems.length;
}

function failureRows(run: SchemathesisRun): string[] {
  const groups = new Map<string, { pass: string; count: number; first: Finding }>();
  for (const pass of run.passes) {
    for (const finding of pass.findings) {
      const key = `${pass.name}\u0000${finding.operation}\u0000${finding.code}\u0000${condensed(finding.message)}`;
      const group = groups.get(key);
      if (group) group.count += 1;
      else groups.set(key, { pass: pass.name, count: 1, first: finding });
    }
  }
  const rows = [...groups.values()].map(
    ({ pass, count, first }) =>
      `| ${pass} | ${cell(first.operation)} | ${cell(`${first.code} ${first.title}: ${condensed(first.message)}`)} | ${count} | \`${cell(first.request)}\` | ${first.status ?? ''} \`${cell(first.body)}\` |`,
  );
  for (const problem of run.runProblems) rows.push(`| | | ${cell(problem)} | 1 | | |`);
  return rows;
}

/** The schemathesis section of bench/results/fuzz.md. */
export function schemathesisMarkdown(run: SchemathesisRun): string {
  const lines = [
    SECTION_HEADING,
    '',
    `The second, independent fuzzer (ADR 011): schemathesis ${run.version} against a fresh instance, from the API document it serves.`,
    '',
    `- date: ${run.at.toISOString()}`,
    `- seed: ${run.seed} (replay with \`FUZZ_SEED=${run.seed} FUZZ_PASSES=schemathesis npm run fuzz\`)`,
    `- database: ${run.database}`,
  ];
  if (run.notRun) {
    lines.push(`- not run: ${run.notRun}`, '');
    return `${lines.join('\n')}\n`;
  }
  const errors = run.passes.reduce((sum, pass) => sum + pass.toolErrors.length, 0);
  lines.push(
    `- operations in the document: ${run.operations}`,
    `- checks: ${run.checks.join(', ')}`,
    `- failures: ${failureCount(run)}; operations the fuzzer could not test: ${errors}`,
    '',
    '| pass | phases | examples per operation | cases | 2xx | 3xx | 4xx | 5xx | duration | ended |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
  );
  for (const pass of run.passes) {
    const count = (group: string) => pass.statuses[group] ?? 0;
    const ended = pass.stoppedAtTimeLimit ? 'at its time limit' : (pass.stopReason ?? `exit code ${pass.exitCode}`);
    lines.push(
      `| ${pass.name} | ${pass.options.phases.join(', ')} | ${pass.options.maxExamples} | ${pass.cases} | ${count('2xx')} | ${count('3xx')} | ${count('4xx')} | ${count('5xx')} | ${(pass.durationMs / 1000).toFixed(1)} s | ${ended} |`,
    );
  }
  lines.push('', '### Failures', '');
  const rows = failureRows(run);
  if (rows.length === 0) lines.push('None.');
  else
    lines.push(
      '| pass | operation | problem | times | first request | answer |',
      '|---|---|---|---:|---|---|',
      ...rows,
    );
  if (errors > 0) {
    lines.push('', '### Operations the fuzzer could not test', '', '| pass | operation | error |', '|---|---|---|');
    for (const pass of run.passes) {
      for (const error of pass.toolErrors) {
        lines.push(
          `| ${pass.name} | ${cell(error.label)} | ${cell(`${error.type}: ${firstLine(error.message).slice(0, 300)}`)} |`,
        );
      }
    }
  }
  // An anonymous pass is refused by the calls that need credentials: that is what it checks.
  const warnings = run.passes.flatMap((pass) =>
    Object.entries(pass.warnings)
      .filter(([kind]) => !(pass.options.basic === undefined && kind === 'missing_auth'))
      .map(
        ([kind, operations]) =>
          `- ${pass.name}, ${kind.replaceAll('_', ' ')} (${operations.length}): ${operations.slice(0, 8).join('; ')}${operations.length > 8 ? '; …' : ''}`,
      ),
  );
  if (warnings.length > 0) {
    lines.push(
      '',
      "### Schemathesis' warnings",
      '',
      'Where it could not reach far into a call (no failure, but less tested).',
      '',
      ...warnings,
    );
  }
  if (run.excluded.length > 0) {
    lines.push('', '### Left out', '');
    for (const { operation, why } of run.excluded) lines.push(`- \`${operation}\`: ${why}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The report with this section in place of the previous run's, or added after the project's own pass. */
export function withSection(report: string | undefined, section: string): string {
  if (report === undefined) return `# API fuzzing\n\n${section}`;
  const at = report.indexOf(`\n${SECTION_HEADING}\n`);
  const kept = at === -1 ? report : report.slice(0, at + 1);
  return `${kept.trimEnd()}\n\n${section}`;
}
