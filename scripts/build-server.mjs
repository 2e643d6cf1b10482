#!/usr/bin/env node
// `npm run build:server`, also the last step of `npm run build`: bundles the server into
// apps/server/dist (scripts/server-bundle.mjs says what and why).
import { buildServerBundle } from './server-bundle.mjs';

await buildServerBundle();
