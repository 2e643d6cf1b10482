#!/usr/bin/env bash
# The whole test suite: lint, types, units, console components, the server on SQLite and on
# PostgreSQL, a cluster of nodes behind nginx, and end-to-end journeys in Chromium. Installs
# Chromium, PostgreSQL, Ceph's S3 gateway, nginx and the package clients when missing.
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
# Whatever the outcome, the run ends with the summary: stage times, slowest files, totals.
finish() {
  local status=$?
  stop_postgres
  stop_ceph_rgw
  stage ""
  node scripts/test-summary.mjs "$REPORTS" || status=1
  exit "$status"
}
trap finish EXIT

# Each stage's time goes to stages.tsv, and each test file's to <run>.files, for the summary.
STAGE="" STAGE_START=$SECONDS
stage() {
  if [ -n "$STAGE" ]; then printf '%s\t%s\n' "$((SECONDS - STAGE_START))" "$STAGE" >>"$REPORTS/stages.tsv"; fi
  STAGE="$*" STAGE_START=$SECONDS
  if [ -n "$STAGE" ]; then log "$STAGE"; fi
}
run_tests() {
  local run="$1"; shift
  ARCA_FILE_TIMES="$REPORTS/$run.files" vitest run "$@" --reporter=default --reporter=json \
    --outputFile.json="$REPORTS/$run.json" --reporter="$ROOT/scripts/file-times-reporter.mjs"
}

# Vitest runs one worker fewer than the cores: one on a two-core machine, where every file then
# waits for the one before it, though a server file spends much of its time waiting on sockets,
# child processes and databases, and each file has its own ports, data dir, schema and bucket.
# At least two workers, Vitest's default on larger machines.
WORKERS="$(node -e 'console.log(Math.max(2, require("node:os").availableParallelism() - 1))')"

stage "lint and format"
biome ci .
node scripts/check-boundaries.mjs

stage "types"
tsc -b

stage "console build"
npm run build --silent
# Each route's JavaScript as sent stays within apps/console/size-budget.json.
node scripts/console-size.mjs

stage "units, console components and the server on SQLite"
ensure_package_clients
# The S3 blob store's tests run against a real S3 server, on both databases: Ceph's RADOS Gateway
# (scripts/ceph-rgw.sh).
start_ceph_rgw
run_tests sqlite --maxWorkers="$WORKERS"

stage "the server on PostgreSQL"
start_postgres
# Only the files that open PostgreSQL: the others would run exactly as they did on SQLite.
mapfile -t POSTGRES_TESTS < <(node scripts/postgres-tests.mjs)
# Two halves side by side, each on a database of its own and one file at a time: files of one
# database share it, and Kysely's migrator lists every schema's tables before migrating, which
# fails when another file drops its schema meanwhile.
"${PG_RUN[@]}" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres arca_test_2
ARCA_TEST_DATABASE_URL="${ARCA_TEST_DATABASE_URL%/*}/arca_test_2" \
  run_tests postgres-2 --project server --maxWorkers=1 --shard=2/2 "${POSTGRES_TESTS[@]}" &
SECOND_HALF=$!
FIRST_STATUS=0 SECOND_STATUS=0
run_tests postgres-1 --project server --maxWorkers=1 --shard=1/2 "${POSTGRES_TESTS[@]}" || FIRST_STATUS=$?
wait "$SECOND_HALF" || SECOND_STATUS=$?
[ "$FIRST_STATUS" -eq 0 ] && [ "$SECOND_STATUS" -eq 0 ]
stop_postgres
stop_ceph_rgw

stage "a cluster of three nodes behind nginx"
# Its own PostgreSQL, S3 server, nodes and balancer (scripts/cluster.sh), started and stopped by the script.
ARCA_FILE_TIMES="$REPORTS/cluster.files" bash scripts/cluster-tests.sh --reporter=default --reporter=json \
  --outputFile.json="$REPORTS/cluster.json" --reporter="$ROOT/scripts/file-times-reporter.mjs"

stage "end-to-end in Chromium"
ensure_chromium
run_tests e2e --config e2e/vitest.config.ts

# Which real client, at which version, did what: read from the reports of this whole run.
stage "compatibility matrix"
node scripts/compat-matrix.mjs "$REPORTS"

