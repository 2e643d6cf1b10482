#!/usr/bin/env node
// Adds up the JSON reports of every test run into one closing line: 'tests: N passed, N failed',
// after the time each stage of the run took and the slowest test files, so that whoever wants
// the suite faster starts from a measurement.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SLOWEST_FILES = 15;
const dir = process.argv[2];
const root = join(import.meta.dirname, '..');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

const stagesFile = join(dir, 'stages.tsv');
if (existsSync(stagesFile)) {
  console.log('stage times:');
  for (const line of readFileSync(stagesFile, 'utf8').trim().split('\n')) {
    const [elapsed, name] = line.split('\t');
    console.log(`${seconds(Number(elapsed) * 1000)}  ${name}`);
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const files = [];
const totals = [];
for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
  const run = name.replace('.json', '');
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  totals.push(`${run.padEnd(10)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  const times = join(dir, `${run}.files`);
  if (existsSync(times))
    for (const file of JSON.parse(readFileSync(times, 'utf8')))
      files.push({ run, path: relative(root, file.path), ms: file.ms });
}

if (files.length > 0) {
  console.log(`the ${SLOWEST_FILES} slowest test files:`);
  for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_FILES))
    console.log(`${seconds(file.ms)}  ${file.run.padEnd(10)} ${file.path}`);
}
for (const line of totals) console.log(line);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
