# A throwaway S3 server for the tests: a one-node Ceph cluster (one monitor, one OSD on memstore,
# one RADOS Gateway) from Debian's packages, in a temp dir on free ports. Sourced by lib.sh, which
# provides log, apt_install and free_port. docs/cluster-s3-harness.md says what it costs and its limits.
#
#   start_ceph_rgw   exports ARCA_TEST_S3_ENDPOINT, ARCA_TEST_S3_ACCESS_KEY, ARCA_TEST_S3_SECRET_KEY
#                    and ARCA_TEST_S3_REGION;
#   stop_ceph_rgw    kills the three daemons and removes the dir (memstore: the data goes with them).

# What the OSD reports as its capacity. Memstore keeps objects in the OSD's memory, so this is a
# ceiling, not a reservation: only what the tests store is held.
ARCA_CEPH_MEMSTORE_BYTES="${ARCA_CEPH_MEMSTORE_BYTES:-4294967296}"

ensure_ceph() {
  if ! command -v ceph-mon >/dev/null || ! command -v ceph-osd >/dev/null || ! command -v radosgw >/dev/null; then
    log "installing Ceph (Debian packages ceph-mon, ceph-osd, radosgw) for the S3 blob store tests"
    apt_install ceph-common ceph-mon ceph-osd radosgw
  fi
  command -v curl >/dev/null || apt_install curl
}

# The cluster's own CLI calls, pointed at its ceph.conf; none may hang when a daemon is down.
ceph_cli() { ceph -c "$CEPH_RGW_TMP/ceph.conf" --connect-timeout 10 "$@"; }

write_ceph_conf() {
  local dir="$1" fsid="$2" mon_port="$3" rgw_port="$4"
  # cephx with one keyring holding every daemon's key (auth "none" leaves the gateway unable to
  # authenticate to the monitor: -13). Every path a daemon writes to is inside the temp dir, so
  # nothing lands in /var/lib/ceph, /var/log/ceph or /var/run/ceph.
  cat >"$dir/ceph.conf" <<CONF
[global]
fsid = $fsid
mon host = [v2:127.0.0.1:$mon_port]
public addr = 127.0.0.1
keyring = $dir/keyring
run dir = $dir/run
admin socket = $dir/run/\$name.asok
pid file = $dir/run/\$name.pid
log file = $dir/log/\$name.log
mon cluster log file = $dir/log/cluster.log
crash dir = $dir/crash
log to stderr = false
err to stderr = true
# One OSD holds every placement group alone: one copy, failure domain the OSD itself, and few
# placement groups per pool so the gateway's pools stay under the per-OSD limit.
osd pool default size = 1
osd pool default min size = 1
mon allow pool size one = true
mon allow pool delete = true
osd crush chooseleaf type = 0
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
mon warn on pool no redundancy = false
# Quiet warnings that say nothing about a throwaway cluster: no old clients reclaim ids, and the
# monitor's store is tiny (it still stops below "mon data avail crit", 5% of the disk free).
mon warn on insecure global id reclaim allowed = false
mon data avail warn = 10
# The monitor gathers changes for up to a second before committing them. The gateway creates its
# pools one after another at start and at first use, each waiting on a commit: at 0.1 s, the
# cluster starts in 3 s instead of 20.
paxos propose interval = 0.1

[mon]
mon data = $dir/mon/\$cluster-\$id

[osd]
osd data = $dir/osd/\$cluster-\$id
osd objectstore = memstore
memstore device bytes = $ARCA_CEPH_MEMSTORE_BYTES

[client.rgw]
rgw frontends = beast endpoint=127.0.0.1:$rgw_port
rgw data = $dir/rgw
# Fail within a minute, not the default five, when the monitor cannot be reached.
client mount timeout = 60
# A deleted object's tail (all but its first 4 MiB) waits for the garbage collector, by default
# for two hours and then an hourly pass; memstore holds it in memory until then.
rgw gc obj min wait = 10
rgw gc processor period = 20
CONF
}

# One keyring for the whole cluster: the monitor imports it at --mkfs, so every daemon's key and
# capabilities exist before the daemon starts.
write_ceph_keyring() {
  local keyring="$1/keyring"
  ceph-authtool --create-keyring "$keyring" --gen-key -n mon. --cap mon 'allow *' &&
    ceph-authtool "$keyring" --gen-key -n client.admin --cap mon 'allow *' --cap osd 'allow *' --cap mgr 'allow *' &&
    ceph-authtool "$keyring" --gen-key -n osd.0 --cap mon 'allow profile osd' --cap osd 'allow *' --cap mgr 'allow profile osd' &&
    ceph-authtool "$keyring" --gen-key -n client.rgw --cap mon 'allow rw' --cap osd 'allow rwx' --cap mgr 'allow rw'
}

# Polls "$@" every half second until it succeeds or the seconds run out.
wait_until() {
  local seconds="$1"; shift
  local deadline=$((SECONDS + seconds))
  until "$@" >/dev/null 2>&1; do
    if [ "$SECONDS" -ge "$deadline" ]; then return 1; fi
    sleep 0.5
  done
}
ceph_osd_up() { ceph_cli osd dump 2>/dev/null | grep -q '^osd\.0 up'; }
ceph_rgw_answers() { curl -sf -o /dev/null "http://127.0.0.1:$1/"; }

# A request to the gateway signed with the test user's keys.
ceph_rgw_s3_curl() {
  curl -sf --aws-sigv4 "aws:amz:$ARCA_TEST_S3_REGION:s3" -H 'x-amz-content-sha256: UNSIGNED-PAYLOAD' \
    --user "$ARCA_TEST_S3_ACCESS_KEY:$ARCA_TEST_S3_SECRET_KEY" "$@"
}

# The gateway creates the pools for bucket indexes, objects and multipart uploads at their first
# use, each a wait on the monitor: a bucket, an object and a multipart upload made and dropped
# here pay for that before the first test does, and prove the new user's keys.
ceph_rgw_warm_up() {
  local bucket="$ARCA_TEST_S3_ENDPOINT/arca-warm-up" upload
  ceph_rgw_s3_curl -o /dev/null -X PUT "$bucket" &&
    ceph_rgw_s3_curl -o /dev/null -X PUT --data-binary warm "$bucket/object" &&
    upload="$(ceph_rgw_s3_curl -X POST "$bucket/object?uploads=" | sed -n 's:.*<UploadId>\(.*\)</UploadId>.*:\1:p')" &&
    [ -n "$upload" ] &&
    ceph_rgw_s3_curl -o /dev/null -X DELETE "$bucket/object?uploadId=$upload" &&
    ceph_rgw_s3_curl -o /dev/null -X DELETE "$bucket/object" &&
    ceph_rgw_s3_curl -o /dev/null -X DELETE "$bucket"
}

start_ceph_rgw() {
  ensure_ceph
  CEPH_RGW_TMP="$(mktemp -d /tmp/arca-ceph.XXXXXX)"
  mkdir -p "$CEPH_RGW_TMP"/{run,log,crash,mon/ceph-a,osd/ceph-0,rgw}
  if ! boot_ceph_rgw "$CEPH_RGW_TMP" >"$CEPH_RGW_TMP/log/start.log" 2>&1; then
    echo "The Ceph cluster for the S3 tests did not start; the end of its logs ($CEPH_RGW_TMP/log):" >&2
    tail -n 20 "$CEPH_RGW_TMP"/log/*.log >&2 || true
    stop_ceph_rgw
    return 1
  fi
}

# Each step waits for the one before: monitor, then OSD, then gateway, then its user.
boot_ceph_rgw() {
  local dir="$1"
  local fsid osd_uuid mon_port rgw_port
  fsid="$(cat /proc/sys/kernel/random/uuid)"
  osd_uuid="$(cat /proc/sys/kernel/random/uuid)"
  mon_port="$(free_port)"
  rgw_port="$(free_port)"
  write_ceph_conf "$dir" "$fsid" "$mon_port" "$rgw_port"
  local conf=(-c "$dir/ceph.conf")
  local access_key secret_key
  access_key="$(openssl rand -hex 10)"
  secret_key="$(openssl rand -hex 20)"

  write_ceph_keyring "$dir" &&
    monmaptool --create --fsid "$fsid" --addv a "[v2:127.0.0.1:$mon_port]" "$dir/monmap" &&
    ceph-mon "${conf[@]}" --mkfs -i a --monmap "$dir/monmap" --keyring "$dir/keyring" &&
    ceph-mon "${conf[@]}" -i a &&
    wait_until 30 ceph_cli mon stat &&
    [ "$(ceph_cli osd new "$osd_uuid")" = 0 ] &&
    ceph-osd "${conf[@]}" -i 0 --mkfs --osd-uuid "$osd_uuid" &&
    ceph-osd "${conf[@]}" -i 0 &&
    wait_until 60 ceph_osd_up &&
    radosgw "${conf[@]}" -n client.rgw &&
    wait_until 90 ceph_rgw_answers "$rgw_port" &&
    radosgw-admin "${conf[@]}" user create --uid=arca-test --display-name="Arca tests" \
      --access-key="$access_key" --secret-key="$secret_key" >"$dir/log/user.json" || return 1

  export ARCA_TEST_S3_ENDPOINT="http://127.0.0.1:$rgw_port"
  export ARCA_TEST_S3_ACCESS_KEY="$access_key"
  export ARCA_TEST_S3_SECRET_KEY="$secret_key"
  # The gateway checks a signature with whatever region it names; us-east-1 is the one the AWS SDK
  # creates buckets in without a location constraint.
  export ARCA_TEST_S3_REGION=us-east-1
  ceph_rgw_warm_up
}

stop_ceph_rgw() {
  if [ -n "${CEPH_RGW_TMP:-}" ] && [ -d "$CEPH_RGW_TMP" ]; then
    local pidfile pid pids=()
    for pidfile in "$CEPH_RGW_TMP"/run/*.pid; do
      [ -f "$pidfile" ] && pid="$(cat "$pidfile")" && [ -n "$pid" ] && pids+=("$pid")
    done
    # SIGKILL, not SIGTERM: on a clean shutdown memstore would first write every object to disk,
    # only for the dir to be removed.
    if [ "${#pids[@]}" -gt 0 ]; then
      kill -KILL "${pids[@]}" 2>/dev/null || true
      # Waits (up to 10 s) until each has exited, so their ports and memory are free on return.
      local deadline=$((SECONDS + 10))
      for pid in "${pids[@]}"; do
        while kill -0 "$pid" 2>/dev/null && [ "$SECONDS" -lt "$deadline" ]; do sleep 0.1; done
      done
    fi
    rm -rf "$CEPH_RGW_TMP"
  fi
  CEPH_RGW_TMP=""
  unset ARCA_TEST_S3_ENDPOINT ARCA_TEST_S3_ACCESS_KEY ARCA_TEST_S3_SECRET_KEY ARCA_TEST_S3_REGION
}
