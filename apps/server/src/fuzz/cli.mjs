#!/usr/bin/env node
// `npm run fuzz`: checked here, in plain JavaScript, that Node runs TypeScript (Node 24) before
// cli.ts is loaded, as scripts/start.mjs does for `npm start`.
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(`arca: Node 24 is needed and this is ${process.version}: run 'npm ci' first, then try again.`);
  process.exit(1);
}
await import('./cli.ts');
