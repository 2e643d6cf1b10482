#!/usr/bin/env bash
# `npm run cluster`: Arca as a cluster on this machine — PostgreSQL, an S3 server (Ceph's RADOS
# Gateway), three nodes sharing both, and nginx in front of them — until Ctrl-C, which stops
# everything and throws the data away. A way to see the topology of docs/cluster.md at work, not
# a production setup: the S3 server keeps objects in memory and PostgreSQL runs without fsync.
#
# Sourced, it offers start_cluster / stop_cluster (the cluster tests start it this way).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

CLUSTER_NODES="${CLUSTER_NODES:-3}"
CLUSTER_BUCKET=arca-cluster

ensure_nginx() {
  if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
    log "installing nginx (Debian package) for the cluster's load balancer"
    apt_install nginx-light 2>/dev/null || apt_install nginx
  fi
}

# Every node behind one address: least busy first, a failed or stopping node's idempotent
# requests retried on the next, bodies streamed both ways (no size limit, no buffering).
write_nginx_conf() {
  local ports=("$@") servers="" port
  for port in "${ports[@]}"; do servers+="    server 127.0.0.1:$port max_fails=1 fail_timeout=2s;"$'\n'; done
  mkdir -p "$CLUSTER_DIR/nginx"
  cat >"$CLUSTER_DIR/nginx/nginx.conf" <<EOF
worker_processes 1;
pid $CLUSTER_DIR/nginx/nginx.pid;
error_log $CLUSTER_DIR/nginx/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $CLUSTER_DIR/nginx/body;
  proxy_temp_path $CLUSTER_DIR/nginx/proxy;
  fastcgi_temp_path $CLUSTER_DIR/nginx/fastcgi;
  uwsgi_temp_path $CLUSTER_DIR/nginx/uwsgi;
  scgi_temp_path $CLUSTER_DIR/nginx/scgi;
  upstream arca {
    least_conn;
$servers    keepalive 32;
  }
  server {
    listen 127.0.0.1:$CLUSTER_PORT;
    client_max_body_size 0;
    proxy_request_buffering off;
    proxy_buffering off;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host \$http_host;
    proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto \$scheme;
    proxy_set_header X-Forwarded-Host \$http_host;
    proxy_next_upstream error timeout http_502 http_503;
    proxy_read_timeout 600s;
    proxy_send_timeout 600s;
    location / { proxy_pass http://arca; }
  }
}
EOF
}

wait_for_ping() {
  local url="$1" deadline=$((SECONDS + 180))
  until curl -sf -o /dev/null "$url/artifactory/api/system/ping"; do
    if [ "$SECONDS" -ge "$deadline" ]; then echo "no answer from $url" >&2; return 1; fi
    sleep 0.5
  done
}

start_node() {
  local n="$1" port="$2"
  mkdir -p "$CLUSTER_DIR/node-$n"
  # A session of its own, so that stopping it stops npm and the server it started alike.
  (cd "$ROOT" && exec setsid env \
    ARCA_DATA_DIR="$CLUSTER_DIR/node-$n" ARCA_PORT="$port" ARCA_NODE_ID="node-$n" \
    ARCA_NODE_URL="http://127.0.0.1:$port" ARCA_BASE_URL="$CLUSTER_URL" ARCA_TRUSTED_PROXIES=127.0.0.1 \
    ARCA_DATABASE_URL="$ARCA_TEST_DATABASE_URL" ARCA_MASTER_KEY="$CLUSTER_MASTER_KEY" \
    ARCA_ADMIN_PASSWORD="$CLUSTER_ADMIN_PASSWORD" \
    ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS="${ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS:-false}" \
    ARCA_BLOB_STORE="s3://$CLUSTER_BUCKET" ARCA_S3_ENDPOINT="$ARCA_TEST_S3_ENDPOINT" \
    ARCA_S3_REGION="$ARCA_TEST_S3_REGION" ARCA_S3_ACCESS_KEY_ID="$ARCA_TEST_S3_ACCESS_KEY" \
    ARCA_S3_SECRET_ACCESS_KEY="$ARCA_TEST_S3_SECRET_KEY" \
    npm start --silent >"$CLUSTER_DIR/node-$n/console.log" 2>&1) &
  echo "$!" >"$CLUSTER_DIR/node-$n/pid"
}

# What a node needs to start again later (a test that stops one): `source "$CLUSTER_DIR/cluster.env"`,
# then `start_node <n> <port>`.
write_cluster_env() {
  local name
  for name in CLUSTER_DIR CLUSTER_URL CLUSTER_MASTER_KEY CLUSTER_ADMIN_PASSWORD CLUSTER_NODE_PORTS \
    ARCA_TEST_DATABASE_URL ARCA_TEST_S3_ENDPOINT ARCA_TEST_S3_REGION ARCA_TEST_S3_ACCESS_KEY ARCA_TEST_S3_SECRET_KEY; do
    printf 'export %s=%q\n' "$name" "${!name}"
  done >"$CLUSTER_DIR/cluster.env"
  if [ -n "${ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS:-}" ]; then
    printf 'export ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS=%q\n' "$ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS" >>"$CLUSTER_DIR/cluster.env"
  fi
  chmod 600 "$CLUSTER_DIR/cluster.env"
}

# Starts everything; exports CLUSTER_URL, CLUSTER_ADMIN_PASSWORD, CLUSTER_DIR and CLUSTER_NODE_PORTS.
start_cluster() {
  CLUSTER_DIR="$(mktemp -d /tmp/arca-cluster.XXXXXX)"
  ensure_nginx
  log "starting PostgreSQL and the S3 server"
  start_postgres
  start_ceph_rgw
  ceph_rgw_s3_curl -o /dev/null -X PUT "$ARCA_TEST_S3_ENDPOINT/$CLUSTER_BUCKET"
  CLUSTER_PORT="$(free_port)"
  export CLUSTER_URL="http://127.0.0.1:$CLUSTER_PORT"
  export CLUSTER_DIR
  export CLUSTER_MASTER_KEY="${CLUSTER_MASTER_KEY:-$(node -e "console.log(require('node:crypto').randomBytes(32).toString('base64'))")}"
  export CLUSTER_ADMIN_PASSWORD="${CLUSTER_ADMIN_PASSWORD:-$(node -e "console.log('Cl-' + require('node:crypto').randomBytes(12).toString('base64url'))")}"
  local ports=() n
  for n in $(seq 1 "$CLUSTER_NODES"); do ports+=("$(free_port)"); done
  export CLUSTER_NODE_PORTS="${ports[*]}"
  # The first node migrates the database and creates the administrator; the others join it.
  log "starting node-1 on port ${ports[0]}"
  start_node 1 "${ports[0]}"
  wait_for_ping "http://127.0.0.1:${ports[0]}"
  for n in $(seq 2 "$CLUSTER_NODES"); do
    log "starting node-$n on port ${ports[$((n - 1))]}"
    start_node "$n" "${ports[$((n - 1))]}"
  done
  for n in $(seq 2 "$CLUSTER_NODES"); do wait_for_ping "http://127.0.0.1:${ports[$((n - 1))]}"; done
  write_cluster_env
  write_nginx_conf "${ports[@]}"
  "$(command -v nginx || echo /usr/sbin/nginx)" -c "$CLUSTER_DIR/nginx/nginx.conf" -p "$CLUSTER_DIR/nginx"
  wait_for_ping "$CLUSTER_URL"
}

stop_cluster() {
  if [ -z "${CLUSTER_DIR:-}" ] || [ ! -d "$CLUSTER_DIR" ]; then return 0; fi
  local pidfile group deadline
  [ -f "$CLUSTER_DIR/nginx/nginx.pid" ] && kill "$(cat "$CLUSTER_DIR/nginx/nginx.pid")" 2>/dev/null || true
  for pidfile in "$CLUSTER_DIR"/node-*/pid; do
    [ -f "$pidfile" ] && kill -TERM -- "-$(cat "$pidfile")" 2>/dev/null || true
  done
  deadline=$((SECONDS + 15))
  for pidfile in "$CLUSTER_DIR"/node-*/pid; do
    [ -f "$pidfile" ] || continue
    group="$(cat "$pidfile")"
    while kill -0 -- "-$group" 2>/dev/null && [ "$SECONDS" -lt "$deadline" ]; do sleep 0.2; done
    kill -KILL -- "-$group" 2>/dev/null || true
  done
  stop_ceph_rgw
  stop_postgres
  rm -rf "$CLUSTER_DIR"
  CLUSTER_DIR=""
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  trap stop_cluster EXIT
  trap 'exit 130' INT TERM
  start_cluster
  log "Arca runs as a cluster of $CLUSTER_NODES nodes at $CLUSTER_URL/ui/"
  echo "   user admin, password $CLUSTER_ADMIN_PASSWORD"
  echo "   nodes on ports $CLUSTER_NODE_PORTS, logs and data in $CLUSTER_DIR; Ctrl-C stops everything"
  while true; do sleep 3600; done
fi
