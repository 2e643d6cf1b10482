#!/usr/bin/env node
// `node scripts/run-ts.mjs <tool.ts> [arguments]`: runs one of Arca's command-line tools (backup,
// restore, fuzz) once Node is known to run TypeScript. The tool reads its own arguments from argv[2].
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { requireNode24 } from './node-24.mjs';

requireNode24('try again');
const tool = resolve(import.meta.dirname, '..', process.argv[2] ?? '');
process.argv.splice(1, 2, tool);
await import(pathToFileURL(tool).href);
