#!/usr/bin/env bash
# The cluster's tests: starts the cluster of scripts/cluster.sh (webhooks may reach the tests'
# receiver on this machine), runs cluster/*.cluster.ts against it with vitest's arguments given
# here, and stops it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/cluster.sh"
cd "$ROOT"
trap stop_cluster EXIT
# The console is looked at in Chromium too, and the Helm chart checked with helm.
ensure_chromium
ensure_helm
export ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS=true
start_cluster
vitest run --config cluster/vitest.config.ts "$@"
