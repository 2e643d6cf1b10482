#!/usr/bin/env bash
# The services of the cluster figures (bench/scenarios/cluster.mjs), brought up and down by
# scripts/cluster.sh's own functions, so that the bench measures what `npm run cluster` runs:
# PostgreSQL, the S3 server (Ceph's RADOS Gateway), nginx and Arca nodes started as `npm start`.
#
# It starts the cluster with one node, adds a database per single-node set-up and a bucket for the
# single node on S3, and writes one JSON line to stdout with what the bench needs. Then it reads
# commands from stdin, one a line, and answers each with one line on stdout:
#   nodes N    nodes 1..N answer behind nginx (the others started or stopped)  → "ok N"
# When stdin closes (the bench is done, or has died) or on SIGINT/SIGTERM, stop_cluster stops and
# removes everything. Whatever the cluster's functions print goes to stderr.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/cluster.sh"
exec 3>&1 1>&2

SINGLE_BUCKET=arca-bench-single
SINGLE_DATABASES=(arca_bench_disk arca_bench_s3)

nginx_bin() { command -v nginx || echo /usr/sbin/nginx; }

# Ends node n's session (start_node wrote its leader's pid), as stop_cluster does.
stop_node() {
  local group deadline
  group="$(cat "$CLUSTER_DIR/node-$1/pid")"
  kill -TERM -- "-$group" 2>/dev/null || true
  deadline=$((SECONDS + 15))
  while kill -0 -- "-$group" 2>/dev/null && [ "$SECONDS" -lt "$deadline" ]; do sleep 0.2; done
  kill -KILL -- "-$group" 2>/dev/null || true
}

# nginx again with only the given nodes' ports: stopped and started rather than reloaded, so that no
# connection the next measurement opens meets a worker of the old configuration.
restart_nginx() {
  local conf="$CLUSTER_DIR/nginx/nginx.conf" deadline
  write_nginx_conf "$@"
  "$(nginx_bin)" -c "$conf" -p "$CLUSTER_DIR/nginx" -s quit
  deadline=$((SECONDS + 15))
  while [ -f "$CLUSTER_DIR/nginx/nginx.pid" ] && [ "$SECONDS" -lt "$deadline" ]; do sleep 0.1; done
  "$(nginx_bin)" -c "$conf" -p "$CLUSTER_DIR/nginx"
  wait_for_ping "$CLUSTER_URL"
}

set_nodes() {
  local want="$1" n
  for ((n = RUNNING + 1; n <= want; n++)); do
    [ -n "${PORTS[n - 1]:-}" ] || PORTS[n - 1]="$(free_port)"
    start_node "$n" "${PORTS[n - 1]}"
  done
  for ((n = RUNNING + 1; n <= want; n++)); do wait_for_ping "http://127.0.0.1:${PORTS[n - 1]}"; done
  restart_nginx "${PORTS[@]:0:want}"
  for ((n = want + 1; n <= RUNNING; n++)); do stop_node "$n"; done
  RUNNING="$want"
}

trap stop_cluster EXIT
trap 'exit 130' INT TERM
CLUSTER_NODES=1
start_cluster
read -r -a PORTS <<<"$CLUSTER_NODE_PORTS"
RUNNING="${#PORTS[@]}"
ceph_rgw_s3_curl -o /dev/null -X PUT "$ARCA_TEST_S3_ENDPOINT/$SINGLE_BUCKET"
for database in "${SINGLE_DATABASES[@]}"; do
  "${PG_RUN[@]}" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres "$database"
done

printf '{"url":"%s","adminPassword":"%s","postgres":"postgres://postgres@127.0.0.1:%s","s3":{"endpoint":"%s","region":"%s","accessKeyId":"%s","secretAccessKey":"%s","bucket":"%s"},"nginx":"%s","dir":"%s"}\n' \
  "$CLUSTER_URL" "$CLUSTER_ADMIN_PASSWORD" "$PG_PORT" "$ARCA_TEST_S3_ENDPOINT" "$ARCA_TEST_S3_REGION" \
  "$ARCA_TEST_S3_ACCESS_KEY" "$ARCA_TEST_S3_SECRET_KEY" "$SINGLE_BUCKET" \
  "$("$(nginx_bin)" -v 2>&1 | sed 's:^nginx version\: ::')" "$CLUSTER_DIR" >&3

while read -r command argument; do
  case "$command" in
    nodes)
      set_nodes "$argument"
      echo "ok $argument" >&3
      ;;
    *)
      echo "unknown command: $command" >&2
      exit 1
      ;;
  esac
done
