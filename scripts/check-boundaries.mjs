#!/usr/bin/env node
// Console layering (STYLE §1): imports flow app → features → shared, no feature imports another,
// and only tests import the test helpers in test/.
// Biome checks the package layers; this checks the folders inside apps/console/src, which a
// specifier pattern cannot (a relative path does not say which feature it lands in).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../apps/console/src');
const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

/** 'app', 'shared', 'test', 'features/<name>', or undefined outside those folders. */
function layerOf(path) {
  const [top, sub] = relative(root, path).split('/');
  if (top === 'features') return sub ? `features/${sub}` : undefined;
  if (top === 'app' || top === 'shared' || top === 'test') return top;
  return undefined;
}

const isTestFile = (path) => /\.test\.tsx?$/.test(path);

function violation(file, from, to) {
  if (!from || !to || from === to) return undefined;
  if (to === 'test') return isTestFile(file) ? undefined : 'only tests import test/';
  if (from === 'test') return undefined;
  if (from === 'shared' && to !== 'shared') return 'shared/ never imports features/ or app/';
  if (from.startsWith('features/') && to === 'app') return 'a feature never imports app/';
  if (from.startsWith('features/') && to.startsWith('features/')) return 'no feature imports another feature';
  return undefined;
}

const problems = [];
for (const file of files(root)) {
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith('.')) continue;
    const reason = violation(file, layerOf(file), layerOf(resolve(dirname(file), specifier)));
    if (reason) problems.push(`${relative(process.cwd(), file)}: imports '${specifier}': ${reason}`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`boundaries: ${problems.length} import(s) cross a layer the wrong way`);
  process.exit(1);
}
console.log('boundaries: console layers import one way');
