#!/usr/bin/env node
// `npm run fuzz` (ADR 011): the project's own fuzzer, then schemathesis against a fresh instance,
// from one seed (FUZZ_SEED, or the time) printed by both. FUZZ_PASSES=own or FUZZ_PASSES=schemathesis
// runs one alone. Each writes its part of bench/results/fuzz.md; the exit code is 1 when either
// found anything.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { requireNode24 } from './node-24.mjs';

requireNode24("'npm run fuzz'");
const root = resolve(import.meta.dirname, '..');
const passes = {
  own: 'apps/server/src/fuzz/cli.ts',
  schemathesis: 'apps/server/src/fuzz/schemathesis/cli.ts',
};
const chosen = (process.env.FUZZ_PASSES || Object.keys(passes).join(','))
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = chosen.filter((name) => !(name in passes));
if (chosen.length === 0 || unknown.length > 0) {
  console.error(`arca fuzz: FUZZ_PASSES names '${unknown.join(',')}': use own, schemathesis or both, comma-separated.`);
  process.exit(1);
}
const env = { ...process.env, FUZZ_SEED: process.env.FUZZ_SEED || String(Date.now() % 2_147_483_647) };
let failed = false;
for (const name of chosen) {
  const pass = spawnSync(process.execPath, [resolve(root, 'scripts/run-ts.mjs'), passes[name]], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (pass.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
