#!/usr/bin/env bash
# Runs the tests of the libraries and of the CLI package under ThreadSanitizer, then
# AddressSanitizer (with LeakSanitizer), each in its own build folders (.build-tsan and
# CLI/.build-tsan, .build-asan and CLI/.build-asan).
#
#   scripts/sanitize.sh [swift test arguments...]
#
# Each phase is time-boxed (WORDCHECK_SANITIZE_MINUTES, 40 by default) and the
# script stops at the first phase that fails. The CLI tests pass the sanitizer
# options on to the wordcheck processes they start; Swift's crash backtracer is
# off, so a crash ends the run at once instead of leaving a process behind. The
# lexicon parity tests sample every 40th word (WORDCHECK_PARITY_STRIDE).
# Takes about 40 minutes on two cores (the ThreadSanitizer phase about 25), so
# CI does not run it: it is the nightly check docs/LIMITS.md names. Exit status: that
# of the first failing phase (124 when one ran out of time), 0 when both pass.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/bootstrap.sh"
cd "$root"
minutes=${WORDCHECK_SANITIZE_MINUTES:-40}
export LSAN_OPTIONS="suppressions=$root/scripts/support/sanitizers/lsan.supp:print_suppressions=0"
export ASAN_OPTIONS="abort_on_error=1:detect_leaks=1"
export TSAN_OPTIONS="halt_on_error=1"
export SWIFT_BACKTRACE="enable=no"
# The lexicon parity tests compare millions of verdicts; under a sanitizer they
# compare every 40th word of each set (all of them in scripts/test.sh).
export WORDCHECK_PARITY_STRIDE=${WORDCHECK_PARITY_STRIDE:-40}
for sanitizer in thread address; do
    echo "== swift test --sanitize=$sanitizer (at most $minutes minutes)"
    flags=()
    # Synchronization.Mutex is invisible to TSan on Linux; see Sources/SpellChecking/ThreadSanitizerMutex.swift.
    [ "$sanitizer" = thread ] && flags=(-Xswiftc -DWORDCHECK_THREAD_SANITIZER)
    # The libraries' tests, then the CLI package's (the wordcheck binary they run is
    # built with the same sanitizer), within one time box.
    deadline=$((SECONDS + minutes * 60))
    timeout --kill-after=30 "$((deadline - SECONDS))s" \
        swift test --sanitize="$sanitizer" --scratch-path ".build-${sanitizer:0:1}san" "${flags[@]}" "$@"
    timeout --kill-after=30 "$((deadline - SECONDS))s" \
        swift test --package-path CLI --sanitize="$sanitizer" --scratch-path "CLI/.build-${sanitizer:0:1}san" "${flags[@]}" "$@"
done
