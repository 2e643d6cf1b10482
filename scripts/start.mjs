#!/usr/bin/env node
// `npm start`: builds the console and its micro-frontends when they have not been built yet, and the
// server's bundle when it is missing or older than a file it was built from, then runs the server in
// this process, which migrates the database, creates the first administrator and prints the URL.
// When the bundle cannot be built the server runs from its sources.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { requireNode24 } from './node-24.mjs';
import { serverEntry } from './server-bundle.mjs';

const root = resolve(import.meta.dirname, '..');
requireNode24("'npm start'");

/**
 * A young generation of 2 MB semi-spaces instead of up to 16 MB, which start-up grows and an idle
 * server never gives back. 1 MB keeps less while idle but promotes the short-lived objects of a
 * burst of requests into the old generation, which then holds more (ADR 022 has the figures).
 * package.json's start script gives them to Node; started otherwise, this script restarts itself
 * with them.
 */
const SERVER_NODE_OPTIONS = ['--max-semi-space-size=2'];

const builds = ['apps/console/dist/index.html', 'mfe/support/dist/microfrontend.json'];
if (!builds.every((file) => existsSync(resolve(root, file)))) {
  console.log('Building the console, its micro-frontends and the server (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { entry, built } = await serverEntry();
// After a build the bundler's code is loaded here: the server then starts in a fresh process image.
if (built || !SERVER_NODE_OPTIONS.every((option) => process.execArgv.includes(option))) {
  const options = [...new Set([...process.execArgv, ...SERVER_NODE_OPTIONS])];
  process.execve(process.execPath, [process.execPath, ...options, entry, ...process.argv.slice(2)]);
} else await import(pathToFileURL(entry).href);
