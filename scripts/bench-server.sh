#!/usr/bin/env bash
# Load test of wordcheck-server on loopback with wrk: requests per second, p50 and
# p99 latency and errors for /v2/check (a 1 KB paragraph, warm, with fresh random
# strings, and with three realistic typos of dictionary words on every request) and
# /api/v1/validate, at 1, 16 and 64 connections; then 60 s at 64 connections with the
# RSS sampled every second (memory must stay flat); then the latency of normal checks
# (4 connections) while the service is abused (scripts/support/bench/service-abuse.py:
# 2,000 idle connections, 500 slowloris headers, 500 slow bodies, two clients looping
# heavy German checks); then the callgrind instructions of a request's own work
# (wordcheck-server-bench, without HTTP: validate, check and check-typos).
# Writes docs/BENCHMARKS.md's service section (between its markers) and prints it.
#
# Usage: scripts/bench-server.sh [SECONDS-PER-RUN]   (default 10; about 10 minutes in all)
#        scripts/bench-server.sh --open-loop [SECONDS-PER-RUN]
#   --open-loop: instead, open-loop latency at fixed offered rates, the measurement that
#   holds on two cores: the server pinned to one core and the generator
#   (scripts/support/bench/open-loop.py: each request timed from when it was due, so a
#   slow answer is counted whole) to the other, for check-typos (three new typos a
#   request, never repeated), validate and suggest; p50, p99 and p99.9 per rate, the
#   highest rate whose p99 stays under 20 ms, and the instructions a request costs.
#   Writes docs/BENCHMARKS.md's open-loop section (about 8 minutes).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
open_loop=0
if [ "${1:-}" = "--open-loop" ]; then open_loop=1; shift; fi
seconds=${1:-10}
WORDCHECK_BOOTSTRAP_EXTRAS="wrk valgrind curl hunspell-de-de ${WORDCHECK_BOOTSTRAP_EXTRAS:-}" "$root/scripts/bootstrap.sh"
cd "$root"
swift build -c release --package-path Server --product wordcheck-server >&2
swift build -c release --package-path Server --product wordcheck-server-bench >&2
server="$(swift build -c release --package-path Server --show-bin-path)/wordcheck-server"
driver="$(swift build -c release --package-path Server --show-bin-path)/wordcheck-server-bench"
lua="$root/scripts/support/bench/service-load.lua"
work=$(mktemp -d)
pid=
launcher=()
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

start() {  # logs to $work/server.log (one line per request, as in production)
    "${launcher[@]}" "$server" --port 0 "$@" 2>"$work/server.log" &
    pid=$!
    for _ in $(seq 300); do
        port=$(grep -o 'listening on http://[0-9.]*:[0-9]*' "$work/server.log" 2>/dev/null | sed 's/.*://' || true)
        [ -n "$port" ] && return 0
        sleep 0.1
    done
    echo "bench-server: the server did not start: $(tail -3 "$work/server.log")" >&2
    exit 1
}
stop() { kill -TERM "$pid"; wait "$pid" 2>/dev/null || true; pid=; }
rss() { awk '/^VmRSS/ {print $2}' "/proc/$pid/status"; }
hwm() { awk '/^VmHWM/ {print $2}' "/proc/$pid/status"; }

# One wrk run: prints "rps p50 p99 errors".
load() {  # workload connections seconds
    WORDS_FILE="$root/dictionaries/en_US/en_US.dic" BENCH_DATA="$root/scripts/support/bench" WORKLOAD=$1 wrk -t "$(( $2 < 2 ? 1 : 2 ))" -c "$2" -d "${3}s" --latency -s "$lua" "http://127.0.0.1:$port" >"$work/wrk.txt"
    python3 - "$work/wrk.txt" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
def ms(value, unit):
    return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]
rps = float(re.search(r"Requests/sec:\s+([0-9.]+)", text).group(1))
p50 = ms(*re.search(r"50%\s+([0-9.]+)(us|ms|s)", text).groups())
p99 = ms(*re.search(r"99%\s+([0-9.]+)(us|ms|s)", text).groups())
errors = sum(int(n) for n in re.findall(r"(?:connect|read|write|timeout) (\d+)", text))
bad = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
errors += int(bad.group(1)) if bad else 0
print(f"{rps:.0f} {p50:.2f} {p99:.2f} {errors}")
PY
}

# Instructions per request: wordcheck-server-bench answers N requests as the endpoints
# do, without HTTP (valgrind 3.19 cannot run SwiftNIO), under callgrind; the difference
# between two counts of requests, divided by it, leaves loading out. check-typos (three
# new typos of en_US words per request, from a fixed seed) starts from 100 requests, so
# that the suggestion indexes built at the first suggestion are in both counts.
callgrind_total() {  # workload count
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$driver" "$1" "$2" "$root/scripts/support/bench" \
        ${3:+"$3"} >/dev/null 2>&1
    callgrind_annotate "$work/callgrind.out" 2>/dev/null | awk '/PROGRAM TOTALS/ && !done {gsub(",", "", $1); print $1; done = 1}'
}
instructions() {  # prints "workload instructions; ..." for validate, check and check-typos
    local per_request="" run base total per
    for run in "validate 0 2000" "check 0 2000" "check-typos 100 400 $root/dictionaries/en_US/en_US.dic"; do
        set -- $run
        base=$(callgrind_total "$1" "$2" "${4:-}")
        total=$(callgrind_total "$1" "$3" "${4:-}")
        per=$(( (total - base) / ($3 - $2) ))
        per_request+="$1 $per; "
        echo "bench-server: $1: $per instructions per request (without HTTP)" >&2
    done
    echo "${per_request%; }"
}
# Writes `section` between docs/BENCHMARKS.md's markers named `name`.
write_section() {  # name title section
    printf '%s\n' "$3" | python3 "$root/scripts/support/python/write_section.py" "$root/docs/BENCHMARKS.md" "$1" "$2"
}

if [ "$open_loop" = 1 ]; then
    command -v taskset >/dev/null || { echo "bench-server: taskset is needed (util-linux)" >&2; exit 69; }
    # The server on core 1, the generator on core 0.
    launcher=(taskset -c 1)
    start --lang en_US
    generator=(taskset -c 0 python3 "$root/scripts/support/bench/open-loop.py")
    table="| workload | offered/s | answered/s | p50 ms | p99 ms | p99.9 ms | errors | sent late |"$'\n'"| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
    best=""
    for plan in "check-typos 100 400 800 1200 1600 2400" "validate 500 1000 2000 4000 6000" "suggest 100 400 800 1200 1600"; do
        set -- $plan
        workload=$1; shift
        "${generator[@]}" "$port" "$workload" 50 2 7 "$root/dictionaries/en_US/en_US.dic" "$root/scripts/support/bench" >/dev/null  # warm-up
        highest=none
        for rate in "$@"; do
            read -r offered answered p50 p99 p999 errors late < <("${generator[@]}" "$port" "$workload" "$rate" "$seconds" "$rate" \
                "$root/dictionaries/en_US/en_US.dic" "$root/scripts/support/bench")
            table+=$'\n'"| $workload | $offered | $answered | $p50 | $p99 | $p999 | $errors | $late |"
            echo "bench-server: $workload at $rate/s: p50 $p50 ms, p99 $p99 ms, p99.9 $p999 ms, $errors errors, $late sent late" >&2
            # A rate holds when p99 is under 20 ms, nothing failed and the generator kept pace (1% late at most).
            if awk -v p="$p99" -v e="$errors" -v l="$late" -v n="$(( rate * seconds ))" 'BEGIN { exit !(p < 20 && e == 0 && l <= n / 100) }'; then
                highest=$rate
            fi
        done
        best+="$workload $highest/s; "
    done
    stop
    per_request=$(instructions)
    cpu=$(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo || true)
    section="Measured on $(date -u +%Y-%m-%d): $cpu, $(nproc) cores, release build, loopback. The server is pinned to
core 1 (\`taskset -c 1\`) and the generator (\`scripts/support/bench/open-loop.py\`, Python asyncio) to core 0;
requests go out at the offered rate whether or not earlier ones were answered, each timed from when it was due,
$seconds s per rate after a 2 s warm-up. check-typos: the 1 KB paragraph with three of its words replaced by new
typos of dictionary words (a letter dropped, two swapped, a keyboard neighbour; seeded, never repeated in a run);
validate: ten Word Scramble plays in turn; suggest: three new typos a request. \"Sent late\" counts requests the
generator sent more than 1 ms after they were due: past about 1%, the generator, not the service, is the limit.

$table

- The highest offered rate whose p99 stays under 20 ms (no errors, the generator on time): ${best%; } (a
  rate at the top of a row's plan is a floor: the service may hold more).
- Instructions per request, the request's own work without HTTP (\`wordcheck-server-bench\` under callgrind,
  loading taken away): $per_request."
    write_section open-loop "The HTTP service at fixed offered rates" "$section"
    echo "$section"
    exit 0
fi

start
table="| workload | connections | requests/s | p50 ms | p99 ms | errors |"$'\n'"| --- | ---: | ---: | ---: | ---: | ---: |"
for workload in validate check check-fresh check-typos; do
    load "$workload" 16 3 >/dev/null  # warm-up
    for connections in 1 16 64; do
        read -r rps p50 p99 errors < <(load "$workload" "$connections" "$seconds")
        table+=$'\n'"| $workload | $connections | $rps | $p50 | $p99 | $errors |"
        echo "bench-server: $workload, $connections connections: $rps requests/s, p50 $p50 ms, p99 $p99 ms, $errors errors" >&2
    done
done
logged=$(wc -l <"$work/server.log")
peak_after_runs=$(hwm)

# 60 s at 64 connections, alternating workloads every 10 s, RSS sampled each second.
samples="$work/rss.txt"
: >"$samples"
(for _ in $(seq 60); do rss >>"$samples"; sleep 1; done) &
sampler=$!
for workload in check-fresh validate check check-fresh validate check; do load "$workload" 64 10 >/dev/null; done
wait "$sampler"
read -r first_rss last_rss max_rss < <(python3 -c "
import sys; v = [int(x) for x in open('$samples') if x.strip()]; k = len(v) // 6
print(sum(v[:k]) // k // 1024, sum(v[-k:]) // k // 1024, max(v) // 1024)")
peak=$(( $(hwm) / 1024 ))

# Normal checks while the service is abused: each abuse starts, settles for 3 s, and a
# 4-connection check run measures the latency of everyone else.
abuse_table="| while | requests/s | p50 ms | p99 ms | errors |"$'\n'"| --- | ---: | ---: | ---: | ---: |"
read -r rps p50 p99 errors < <(load check 4 "$seconds")
abuse_table+=$'\n'"| nothing else runs | $rps | $p50 | $p99 | $errors |"
for abuse in "idle 2000" "slowloris 500" "slowbody 500" "heavy 2"; do
    set -- $abuse
    python3 scripts/support/bench/service-abuse.py "$1" "$2" "$port" $((seconds + 6)) &
    abuser=$!
    sleep 3
    read -r rps p50 p99 errors < <(load check 4 "$seconds")
    wait "$abuser" || true
    abuse_table+=$'\n'"| $1 × $2 | $rps | $p50 | $p99 | $errors |"
    echo "bench-server: checks while $1 × $2: $rps requests/s, p50 $p50 ms, p99 $p99 ms, $errors errors" >&2
done
stop

per_request=$(instructions)

# (Each of these may stop early or exit non-zero, as wrk -v does: none may end the script.)
cpu=$(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo || true)
toolchain=$(swift --version 2>/dev/null | awk 'NR == 1' || true)
wrk_version=$( (wrk -v 2>&1 || true) | awk 'NR == 1 {print $2}')
section="Measured on $(date -u +%Y-%m-%d): $cpu, $(nproc) cores, $toolchain, wrk $wrk_version.
Release build, loopback, wrk on the same two cores as the server; the server logs one line per request
(to a file). $seconds s per run after a 3 s warm-up. Targets: validate ≥ 20,000 requests/s and check
≥ 2,000 requests/s, p99 under 20 ms at 64 connections, no errors; check-typos is the realistic one
(three new typos of dictionary words per request, each costing a suggestion search).

$table

Normal checks (the warm paragraph, 4 connections) while the service is abused
(\`scripts/support/bench/service-abuse.py\`; the server's defaults: idle timeout 30 s, body
read timeout 30 s, 256 connections per address, 5 s of work per request):

$abuse_table

- Requests logged during those runs: $logged (one line each).
- Memory over 60 s at 64 connections, workloads alternating every 10 s: RSS $first_rss MB in the first
  10 s, $last_rss MB in the last 10 s, at most $max_rss MB; peak RSS of the process $peak MB
  ($(( peak_after_runs / 1024 )) MB after the runs above).
- Instructions per request, the request's own work without HTTP (\`wordcheck-server-bench\` under callgrind,
  loading taken away): $per_request."
write_section service "The HTTP service under load" "$section"
echo "$section"
