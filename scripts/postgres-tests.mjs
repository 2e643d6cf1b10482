#!/usr/bin/env node
// Prints the server test files that run differently on PostgreSQL: those that read the test
// database URL, themselves or through the modules they import (buildTestApp, the fault tests'
// server process, the backup helpers). The others never open PostgreSQL, so the PostgreSQL
// stage would only run them a second time.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SERVER = join(ROOT, 'apps/server/src');
const READS_DATABASE_URL = /ARCA_TEST_DATABASE_URL|testDatabaseUrl/;
const RELATIVE_IMPORT = /from\s+'(\.{1,2}\/[^']+)'/g;

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const verdicts = new Map();
/** Whether the file, or a module it imports by a relative path, reads the test database URL. */
function readsDatabaseUrl(file) {
  if (verdicts.has(file)) return verdicts.get(file);
  verdicts.set(file, false); // an import cycle adds nothing new
  const source = readFileSync(file, 'utf8');
  let reads = READS_DATABASE_URL.test(source);
  for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
    if (reads) break;
    const imported = resolve(dirname(file), specifier);
    if (existsSync(imported)) reads = readsDatabaseUrl(imported);
  }
  verdicts.set(file, reads);
  return reads;
}

const files = testFiles(SERVER).filter(readsDatabaseUrl);
if (files.length === 0) throw new Error('no server test reads the test database URL: the pattern is out of date');
console.log(files.map((file) => relative(ROOT, file)).join('\n'));
