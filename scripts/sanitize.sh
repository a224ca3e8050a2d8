#!/usr/bin/env bash
# Runs the test suite under ThreadSanitizer, then AddressSanitizer, each in its
# own build folder (.build-tsan, .build-asan). Slow: run it before changing
# anything that touches locks, handles or pointers.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/bootstrap.sh"
cd "$root"
export LSAN_OPTIONS="suppressions=$root/scripts/support/lsan.supp:print_suppressions=0"
for sanitizer in thread address; do
    echo "== swift test --sanitize=$sanitizer"
    flags=()
    # Synchronization.Mutex is invisible to TSan on Linux; see Sources/SpellChecking/ThreadSanitizerMutex.swift.
    [ "$sanitizer" = thread ] && flags=(-Xswiftc -DWORDCHECK_THREAD_SANITIZER)
    swift test --sanitize="$sanitizer" --scratch-path ".build-${sanitizer:0:1}san" "${flags[@]}" "$@"
done
