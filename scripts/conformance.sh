#!/usr/bin/env bash
# The OCI distribution-spec conformance suites (../shared/peers/oci-conformance) against a fresh Arca.
#   scripts/conformance.sh [sqlite|postgres ...]   (default: sqlite; `npm run conformance` runs both)
# For each database: starts the server on an empty data dir (PostgreSQL: an empty database, on the
# server ARCA_TEST_DATABASE_URL names, else on a private cluster), creates a local docker repository,
# runs both suites, prints their lines and stops the server. Exits non-zero when any suite failed.
# The suites' reports stay in .tmp/conformance/<database>/.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

SUITES="$ROOT/../shared/peers/oci-conformance"
REPORTS="$ROOT/.tmp/conformance"
PASSWORD="Conformance-Passw0rd!"
REPO="docker-conformance"

if [ ! -x "$SUITES/run" ]; then
  echo "The conformance suites are missing: expected $SUITES/run." >&2
  exit 1
fi

SERVER_PID="" DATA_DIR="" FRESH_DB="" DATABASE_URL=""
cleanup() {
  if [ -n "$SERVER_PID" ]; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
    SERVER_PID=""
  fi
  if [ -n "$FRESH_DB" ]; then
    psql "$ARCA_TEST_DATABASE_URL" -qc "DROP DATABASE IF EXISTS \"$FRESH_DB\" WITH (FORCE)" >/dev/null 2>&1 || true
    FRESH_DB=""
  fi
  stop_postgres
  if [ -n "$DATA_DIR" ]; then rm -rf "$DATA_DIR"; DATA_DIR=""; fi
}
trap cleanup EXIT

# Sets DATABASE_URL to an empty database: a new one beside ARCA_TEST_DATABASE_URL's, else a
# private cluster's (not in a subshell: stop_postgres needs what start_postgres sets).
fresh_postgres() {
  if [ -z "${ARCA_TEST_DATABASE_URL:-}" ]; then
    start_postgres
    DATABASE_URL="$ARCA_TEST_DATABASE_URL"
    unset ARCA_TEST_DATABASE_URL
    return
  fi
  FRESH_DB="arca_conformance_$$_$RANDOM"
  psql "$ARCA_TEST_DATABASE_URL" -qc "CREATE DATABASE \"$FRESH_DB\"" >/dev/null
  DATABASE_URL="${ARCA_TEST_DATABASE_URL%/*}/$FRESH_DB"
}

# Starts the server and waits for its ready line; the log is kept for when it does not come.
start_server() {
  local database_url="$1" port="$2"
  DATA_DIR="$(mktemp -d /tmp/arca-conformance.XXXXXX)"
  ARCA_DATA_DIR="$DATA_DIR/data" ARCA_PORT="$port" ARCA_HOST=127.0.0.1 ARCA_DATABASE_URL="$database_url" \
    ARCA_ADMIN_PASSWORD="$PASSWORD" ARCA_SKIP_ONBOARDING=true ARCA_LOG_LEVEL=warn \
    node apps/server/src/main.ts >"$DATA_DIR/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 300); do
    if grep -q 'is ready at' "$DATA_DIR/server.log"; then return 0; fi
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then break; fi
    sleep 0.2
  done
  echo "The server did not start:" >&2
  cat "$DATA_DIR/server.log" >&2
  return 1
}

create_repository() {
  local base="$1"
  curl -sSf -u "admin:$PASSWORD" -X PUT -H 'content-type: application/json' \
    -d '{"rclass":"local","packageType":"docker"}' "$base/artifactory/api/repositories/$REPO" >/dev/null
}

# One database's run: prints the suites' lines and the time it took; the status is the suites'.
run_on() {
  local database="$1" port base status=0 started=$SECONDS
  DATABASE_URL=""
  case "$database" in
    sqlite) ;;
    postgres) fresh_postgres || return 1 ;;
    *) echo "Unknown database '$database': sqlite or postgres." >&2; return 2 ;;
  esac
  log "OCI conformance on $database"
  port="$(free_port)"
  base="http://127.0.0.1:$port"
  # Called in a condition, where errexit is off: each step's failure ends the run by hand.
  if ! start_server "$DATABASE_URL" "$port" || ! create_repository "$base"; then
    cleanup
    return 1
  fi
  rm -rf "${REPORTS:?}/$database"
  # The suites' optional checks of what Arca does (ADR 021), which `run` leaves off: automatic
  # cross-mounts (v1.1.1), upload cancel, the Docker-Content-Digest headers and the tag parameter.
  OCI_AUTOMATIC_CROSSMOUNT=1 OCI_API_BLOBS_UPLOAD_CANCEL=true OCI_API_BLOBS_DIGEST_HEADER=true \
    OCI_API_MANIFESTS_DIGEST_HEADER=true OCI_API_MANIFESTS_TAG_PARAM=true \
    "$SUITES/run" "$base" admin "$PASSWORD" "$REPO" "$REPORTS/$database" || status=$?
  echo "$database: $((SECONDS - started)) s"
  cleanup
  return "$status"
}

databases=("$@")
[ "${#databases[@]}" -gt 0 ] || databases=(sqlite)
failed=0
for database in "${databases[@]}"; do
  run_on "$database" || failed=1
done
exit "$failed"
