# Shared helpers for the project's shell scripts. Sourced, not run.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# npm scripts already put node_modules/.bin first; scripts run another way need it too, so
# `node` is the pinned Node 24 rather than the machine's own.
export PATH="$ROOT/node_modules/.bin:$PATH"

log() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

APT_UPDATED=""
apt_install() {
  if [ -z "$APT_UPDATED" ]; then as_root apt-get update -qq; APT_UPDATED=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    log "installing Chromium (Debian package) for the end-to-end tests"
    apt_install chromium
  fi
}

# The real package clients the format tests drive (npm comes with Node; Maven and a JDK are
# expected with their ~/.m2 cache, as Maven Central is not reachable from the test machines).
ensure_package_clients() {
  local missing=()
  command -v skopeo >/dev/null || missing+=(skopeo)
  command -v umoci >/dev/null || missing+=(umoci)
  command -v twine >/dev/null || missing+=(twine)
  command -v mvn >/dev/null || missing+=(maven)
  # pip installs sdists with the system Python, which needs wheel beside setuptools.
  dpkg -s python3-pip python3-wheel python3-setuptools >/dev/null 2>&1 || missing+=(python3-pip python3-wheel python3-setuptools)
  if [ "${#missing[@]}" -gt 0 ]; then
    log "installing package clients (Debian packages: ${missing[*]}) for the format tests"
    apt_install "${missing[@]}"
  fi
}

pg_bindir() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

# Starts a private PostgreSQL cluster in a temp dir on a free port and exports
# ARCA_TEST_DATABASE_URL; stop_postgres removes it again.
start_postgres() {
  if [ -z "$(pg_bindir)" ] || [ ! -x "$(pg_bindir)/initdb" ]; then
    log "installing PostgreSQL (Debian package) for the server tests"
    apt_install postgresql postgresql-contrib
  fi
  local bin; bin="$(pg_bindir)"
  PG_TMP="$(mktemp -d /tmp/arca-pg.XXXXXX)"
  PG_PORT="$(free_port)"
  local run=()
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres "$PG_TMP"
    run=(runuser -u postgres --)
  fi
  "${run[@]}" "$bin/initdb" -D "$PG_TMP/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >"$PG_TMP/initdb.log" 2>&1
  "${run[@]}" "$bin/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/server.log" -w \
    -o "-p $PG_PORT -k $PG_TMP -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
  "${run[@]}" "$bin/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres arca_test
  export ARCA_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/arca_test"
  PG_RUN=("${run[@]}")
  PG_BIN="$bin"
}

stop_postgres() {
  if [ -n "${PG_TMP:-}" ] && [ -d "$PG_TMP" ]; then
    "${PG_RUN[@]}" "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$PG_TMP"
  fi
}
