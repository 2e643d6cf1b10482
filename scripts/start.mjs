#!/usr/bin/env node
// `npm start`: builds the console and its micro-frontends when they have not been built yet,
// then runs the server, which migrates the database, creates the first administrator and prints
// the URL.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { requireNode24 } from './node-24.mjs';

const root = resolve(import.meta.dirname, '..');
requireNode24("'npm start'");

const builds = ['apps/console/dist/index.html', 'mfe/support/dist/microfrontend.json'];
if (!builds.every((file) => existsSync(resolve(root, file)))) {
  console.log('Building the console and its micro-frontends (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../apps/server/src/main.ts');
