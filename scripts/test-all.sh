#!/usr/bin/env bash
# The whole test suite: lint, types, units, console components, the server on SQLite and on
# PostgreSQL, and end-to-end journeys in Chromium. Installs Chromium, PostgreSQL and
# the package clients when missing.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

if [ ! -x node_modules/.bin/node ]; then
  echo "Dependencies are missing: run 'npm ci' first." >&2
  exit 1
fi
node -e 'if (+process.versions.node.split(".")[0] < 24) { console.error("Node 24 is needed; got " + process.version); process.exit(1) }'

REPORTS="$ROOT/.tmp/reports"
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
trap stop_postgres EXIT

log "lint and format"
biome ci .
node scripts/check-boundaries.mjs

log "types"
tsc -b

log "console build"
npm run build --silent

log "units, console components and the server on SQLite"
ensure_package_clients
vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/sqlite.json"

log "the server on PostgreSQL"
start_postgres
vitest run --project server --reporter=default --reporter=json --outputFile.json="$REPORTS/postgres.json"
stop_postgres

log "end-to-end in Chromium"
ensure_chromium
vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$REPORTS/e2e.json"

node scripts/test-summary.mjs "$REPORTS"
