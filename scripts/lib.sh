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

# The real package clients the format tests drive (npm comes with Node), and the Maven plugins
# the Maven client test needs, fetched once from Maven Central.
ensure_package_clients() {
  local missing=()
  command -v skopeo >/dev/null || missing+=(skopeo)
  command -v umoci >/dev/null || missing+=(umoci)
  command -v twine >/dev/null || missing+=(twine)
  command -v mvn >/dev/null || missing+=(maven)
  # The zip writer's test reads bundles back with unzip; TLS tests make their certificates with openssl.
  command -v unzip >/dev/null || missing+=(unzip)
  command -v openssl >/dev/null || missing+=(openssl)
  # pip installs sdists with the system Python, which needs wheel beside setuptools.
  dpkg -s python3-pip python3-wheel python3-setuptools >/dev/null 2>&1 || missing+=(python3-pip python3-wheel python3-setuptools)
  dpkg -s python3-venv >/dev/null 2>&1 || missing+=(python3-venv)
  if [ "${#missing[@]}" -gt 0 ]; then
    log "installing package clients (Debian packages: ${missing[*]}) for the format tests"
    apt_install "${missing[@]}"
  fi
  ensure_oras
  ensure_maven_repository
  ensure_current_pip
}

# Debian's pip (23.0) reads only PEP 658's names for a file's metadata; the PyPI client test also
# drives a pip that reads PEP 714's, installed from PyPI into a venv outside the clone, where a
# fresh clone (CI's) finds it again. The test reads the same path (pypi-client.test.ts).
CURRENT_PIP_VENV="$HOME/.cache/arca/pip-venv"
CURRENT_PIP_VERSION=26.3
ensure_current_pip() {
  if [ "$("$CURRENT_PIP_VENV/bin/python" -m pip --version 2>/dev/null | cut -d' ' -f2)" = "$CURRENT_PIP_VERSION" ]; then
    return 0
  fi
  log "installing pip $CURRENT_PIP_VERSION from PyPI into $CURRENT_PIP_VENV for the PyPI client test"
  rm -rf "$CURRENT_PIP_VENV"
  mkdir -p "$(dirname "$CURRENT_PIP_VENV")"
  /usr/bin/python3 -m venv "$CURRENT_PIP_VENV"
  "$CURRENT_PIP_VENV/bin/python" -m pip install --quiet --disable-pip-version-check "pip==$CURRENT_PIP_VERSION"
}

# oras has no npm or Debian package: it is built once from the Go module proxy into a folder
# outside the clone, where a fresh clone (CI's) finds it again, and that folder goes on the PATH
# of everything run after this. oras v1.3.6 needs Go 1.26.7 or newer.
ARCA_TOOLS_BIN="$HOME/.cache/arca/bin"
ORAS_MODULE=oras.land/oras/cmd/oras@v1.3.6
TOOLS_GO_MIN=1.26.7
# The Go the module proxy serves as a toolchain module (the zip `GOTOOLCHAIN` itself fetches), for
# a machine whose Go is missing or older: Debian's is 1.19, too old to build oras and helm or fetch a Go.
TOOLS_GO_TOOLCHAIN=1.26.8
version_at_least() { [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n 1)" = "$2" ]; }
go_for_tools() {
  if ! command -v go >/dev/null && [ -x /usr/local/go/bin/go ]; then export PATH="$PATH:/usr/local/go/bin"; fi
  if command -v go >/dev/null && version_at_least "$(go env GOVERSION | sed 's/^go//')" "$TOOLS_GO_MIN"; then
    command -v go
    return 0
  fi
  local dir="$HOME/.cache/arca/go$TOOLS_GO_TOOLCHAIN"
  if [ ! -x "$dir/bin/go" ]; then
    local name="v0.0.1-go$TOOLS_GO_TOOLCHAIN.linux-$(dpkg --print-architecture)"
    log "fetching Go $TOOLS_GO_TOOLCHAIN from the Go module proxy to build the test tools" >&2
    command -v curl >/dev/null || apt_install curl >&2
    local work
    work="$(mktemp -d)"
    curl -fsSL -o "$work/go.zip" "https://proxy.golang.org/golang.org/toolchain/@v/$name.zip"
    unzip -q "$work/go.zip" -d "$work"
    # Module zips keep no file modes: the go command marks the same files executable when it unpacks one.
    chmod +x "$work/golang.org/toolchain@$name"/bin/* "$work/golang.org/toolchain@$name"/pkg/tool/*/*
    mkdir -p "$(dirname "$dir")"
    mv "$work/golang.org/toolchain@$name" "$dir"
    rm -rf "$work"
  fi
  echo "$dir/bin/go"
}
ensure_oras() {
  export PATH="$ARCA_TOOLS_BIN:$PATH"
  if command -v oras >/dev/null; then return 0; fi
  local go
  go="$(go_for_tools)"
  log "building oras ($ORAS_MODULE) into $ARCA_TOOLS_BIN for the registry client tests"
  mkdir -p "$ARCA_TOOLS_BIN"
  GOTOOLCHAIN=local GOBIN="$ARCA_TOOLS_BIN" "$go" install "$ORAS_MODULE"
}

# helm, for the Helm chart's checks in the cluster's tests: built as oras is, into the same folder.
HELM_MODULE=helm.sh/helm/v3/cmd/helm@v3.22.0
ensure_helm() {
  export PATH="$ARCA_TOOLS_BIN:$PATH"
  if command -v helm >/dev/null; then return 0; fi
  local go
  go="$(go_for_tools)"
  log "building helm ($HELM_MODULE) into $ARCA_TOOLS_BIN for the Helm chart's checks"
  mkdir -p "$ARCA_TOOLS_BIN"
  GOTOOLCHAIN=local GOBIN="$ARCA_TOOLS_BIN" "$go" install "$HELM_MODULE"
}

# The Maven client test (maven-client.test.ts) points Maven's central mirror at the server under
# test, so every plugin it runs must already be in the local repository it copies. This primes
# that repository outside the clone, where a fresh clone finds it again, by running the test's
# goals once against Maven Central. The plugin versions are the test's: change them together.
MAVEN_REPOSITORY_CACHE="$HOME/.cache/arca/m2"
MAVEN_DEPLOY_PLUGIN_VERSION=3.1.4
MAVEN_RESOURCES_PLUGIN_VERSION=3.3.1
MAVEN_COMPILER_PLUGIN_VERSION=3.13.0
maven_priming_recipe() {
  echo "deploy:$MAVEN_DEPLOY_PLUGIN_VERSION resources:$MAVEN_RESOURCES_PLUGIN_VERSION compiler:$MAVEN_COMPILER_PLUGIN_VERSION"
}
maven_repository_primed() {
  [ "$(cat "$MAVEN_REPOSITORY_CACHE/primed" 2>/dev/null)" = "$(maven_priming_recipe)" ]
}
ensure_maven_repository() {
  if maven_repository_primed; then return 0; fi
  mkdir -p "$MAVEN_REPOSITORY_CACHE"
  # One priming at a time per machine; a run that waited finds the work done.
  (
    flock 9
    if maven_repository_primed; then exit 0; fi
    log "priming the Maven client test's plugins from Maven Central into $MAVEN_REPOSITORY_CACHE"
    # Fetched into a fresh folder and moved in whole once complete, so a cut download is fetched
    # again next time and never looks primed. What a cut run left is dropped first.
    rm -rf "$MAVEN_REPOSITORY_CACHE"/priming.*/
    local staging project
    staging="$(mktemp -d "$MAVEN_REPOSITORY_CACHE/priming.XXXXXX")"
    project="$(mktemp -d)"
    if ! prime_maven_repository "$staging/repository" "$project"; then
      rm -rf "$staging" "$project"
      echo "Priming the Maven repository from https://repo.maven.apache.org/maven2/ failed (output above)." >&2
      exit 1
    fi
    rm -f "$MAVEN_REPOSITORY_CACHE/primed"
    rm -rf "$MAVEN_REPOSITORY_CACHE/repository"
    mv "$staging/repository" "$MAVEN_REPOSITORY_CACHE/repository"
    rm -rf "$staging" "$project"
    maven_priming_recipe >"$MAVEN_REPOSITORY_CACHE/primed"
  ) 9>"$MAVEN_REPOSITORY_CACHE/priming.lock"
}

# Runs the test's Maven goals in a throwaway project: a deploy-file, then a consumer's build.
# Settings of its own keep the machine's Maven configuration out, and Maven Central keeps its id
# `central`, the id of the test's mirror, so Maven later takes these copies as that mirror's.
prime_maven_repository() {
  local repository="$1" project="$2"
  printf '<settings><localRepository>%s</localRepository></settings>\n' "$repository" >"$project/settings.xml"
  echo '<settings/>' >"$project/global-settings.xml"
  head -c 1024 /dev/urandom >"$project/probe.jar"
  cat >"$project/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.example</groupId>
  <artifactId>consumer</artifactId>
  <version>1.0.0</version>
  <properties><maven.compiler.release>17</maven.compiler.release></properties>
  <build><plugins>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>$MAVEN_RESOURCES_PLUGIN_VERSION</version></plugin>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>$MAVEN_COMPILER_PLUGIN_VERSION</version></plugin>
  </plugins></build>
</project>
POM
  local mvn=(mvn -B -q -s "$project/settings.xml" -gs "$project/global-settings.xml")
  (cd "$project" &&
    MAVEN_OPTS='' "${mvn[@]}" "org.apache.maven.plugins:maven-deploy-plugin:$MAVEN_DEPLOY_PLUGIN_VERSION:deploy-file" \
      -Durl="file://$project/deployed" -DrepositoryId=deployed -Dfile="$project/probe.jar" \
      -DgroupId=arca.priming -DartifactId=probe -Dversion=1.0.0 -Dpackaging=jar &&
    MAVEN_OPTS='' "${mvn[@]}" compile)
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

# start_ceph_rgw / stop_ceph_rgw: a throwaway S3 server (Ceph's RADOS Gateway) for the tests.
source "$ROOT/scripts/ceph-rgw.sh"
