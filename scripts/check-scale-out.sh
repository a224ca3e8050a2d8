#!/usr/bin/env bash
# Scale-out under failure: HAProxy (Debian's) on loopback in front of three
# wordcheck-server replicas, with deploy/haproxy/haproxy.cfg. Under a steady wrk load
# of GET /v2/check, one replica is killed with SIGKILL and another is stopped with
# SIGTERM and started again. No request may fail: the balancer sends requests that met
# a dead replica to another, and its health checks take the dead one and the draining
# one out. Prints the figures (requests, errors, latency percentiles).
#
# Usage: scripts/check-scale-out.sh [--server PATH] [--seconds N]
#   (default: builds wordcheck-server in release; 20 seconds of load)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
WORDCHECK_BOOTSTRAP_EXTRAS="haproxy wrk ${WORDCHECK_BOOTSTRAP_EXTRAS:-}" "$root/scripts/bootstrap.sh"
cd "$root"
server= seconds=20
while [ $# -gt 0 ]; do
    case $1 in
    --server) [ $# -ge 2 ] || { echo "check-scale-out: --server needs a path" >&2; exit 64; }; server=$2; shift 2 ;;
    --seconds) [ $# -ge 2 ] && [ "$2" -ge 10 ] 2>/dev/null || { echo "check-scale-out: --seconds needs 10 or more" >&2; exit 64; }; seconds=$2; shift 2 ;;
    *) echo "check-scale-out: unknown argument '$1' (give --server PATH, --seconds N)" >&2; exit 64 ;;
    esac
done
if [ -z "$server" ]; then
    swift build -c release --package-path Server --product wordcheck-server >&2
    server="$(swift build -c release --package-path Server --show-bin-path)/wordcheck-server"
fi
[ -x "$server" ] || { echo "check-scale-out: no program at $server" >&2; exit 66; }
work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do { kill -9 "$pid" && wait "$pid"; } 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
# Starts replica $1 on port $2; its pid goes to $work/$1.pid.
start_replica() {
    "$server" --port "$2" --lang en_US --log-level warning --drain-delay 1 --drain-timeout 5 \
        --max-connections-per-address 0 2>"$work/$1.log" &
    echo $! >"$work/$1.pid"
    pids+=($!)
    for _ in $(seq 1 200); do
        grep -q "listening on" "$work/$1.log" 2>/dev/null && return 0
        sleep 0.1
    done
    echo "check-scale-out: replica $1 did not start: $(tail -3 "$work/$1.log")" >&2
    exit 1
}
declare -A ports
for name in a b c; do
    ports[$name]=$(free_port)
    start_replica "$name" "${ports[$name]}"
done
listen=$(free_port)
WORDCHECK_LISTEN="127.0.0.1:$listen" WORDCHECK_A="127.0.0.1:${ports[a]}" WORDCHECK_B="127.0.0.1:${ports[b]}" \
    WORDCHECK_C="127.0.0.1:${ports[c]}" haproxy -f deploy/haproxy/haproxy.cfg -db >"$work/haproxy.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 100); do
    curl -sf "http://127.0.0.1:$listen/health" >/dev/null 2>&1 && break
    sleep 0.1
done
curl -sf "http://127.0.0.1:$listen/health" >/dev/null || { echo "check-scale-out: haproxy did not answer: $(tail -5 "$work/haproxy.log")" >&2; exit 1; }

url="http://127.0.0.1:$listen/v2/check?language=en-US&text=An%20emoji%20before%20a%20tset%2C%20then%20anothr%20one."
wrk -t2 -c32 -d"${seconds}s" --latency "$url" >"$work/wrk.txt" 2>&1 &
load=$!
sleep $((seconds / 4))
{ kill -9 "$(cat "$work/a.pid")" && wait "$(cat "$work/a.pid")"; } 2>/dev/null || true
echo "check-scale-out: replica a killed with SIGKILL at $((seconds / 4)) s" >&2
sleep $((seconds / 4))
kill -TERM "$(cat "$work/b.pid")"
echo "check-scale-out: replica b stopped with SIGTERM at $((seconds / 2)) s" >&2
for _ in $(seq 1 100); do kill -0 "$(cat "$work/b.pid")" 2>/dev/null || break; sleep 0.1; done
start_replica b "${ports[b]}"
echo "check-scale-out: replica b started again" >&2
wait "$load"
cat "$work/wrk.txt"
requests=$(awk '/requests in/ { print $1 }' "$work/wrk.txt")
non2xx=$(awk '/Non-2xx/ { print $NF }' "$work/wrk.txt")
socket=$(awk '/Socket errors/ { gsub(",", ""); print $4 + $6 + $8 + $10 }' "$work/wrk.txt")
p99=$(awk '$1 == "99%" { print $2 }' "$work/wrk.txt")
echo "check-scale-out: ${requests:-0} requests in ${seconds} s, ${non2xx:-0} answered with an error, ${socket:-0} socket errors, p99 ${p99:-?}" >&2
if [ -z "$requests" ] || [ "$requests" -lt 1000 ] || [ "${non2xx:-0}" -ne 0 ] || [ "${socket:-0}" -ne 0 ]; then
    echo "check-scale-out: requests failed while a replica was killed and another restarted" >&2
    exit 1
fi
echo "check-scale-out: no request failed" >&2
