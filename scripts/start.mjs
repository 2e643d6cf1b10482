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
import { serverRelaunch } from './server-process.mjs';

const root = resolve(import.meta.dirname, '..');
requireNode24("'npm start'");

const builds = ['apps/console/dist/index.html', 'mfe/support/dist/microfrontend.json'];
if (!builds.every((file) => existsSync(resolve(root, file)))) {
  console.log('Building the console, its micro-frontends and the server (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { entry, built } = await serverEntry();
// The server's Node options and malloc settings (server-process.mjs): package.json's start script
// gives the options, and Linux's malloc settings come by starting again with them. After a build the
// bundler's code is loaded here: the server then starts in a fresh process image too.
const relaunch =
  serverRelaunch(process.execArgv, process.env) ?? (built ? { execArgv: process.execArgv, env: process.env } : null);
if (relaunch) {
  const args = [...relaunch.execArgv, entry, ...process.argv.slice(2)];
  process.execve(process.execPath, [process.execPath, ...args], relaunch.env);
} else await import(pathToFileURL(entry).href);
