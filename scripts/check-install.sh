#!/usr/bin/env bash
# Installs wordcheck with scripts/install.sh into a temporary prefix from a copy
# of this checkout, moves the copy away (so nothing can be found through the
# build's source paths), and runs every subcommand of the installed binary, which
# must find its data in PREFIX/share/wordcheck, and `wordcheck serve`, which must run
# the installed wordcheck-server. Then a binary copied alone must say, in one line,
# that its data is missing (and serve, that wordcheck-server is).
#
# Usage: scripts/check-install.sh [--built-wordcheck DIR] [--built-server DIR]
#   Without options, install.sh builds both programs as a user's install does (release,
#   the Swift runtime linked in: about 6 minutes from scratch); with them, it installs the
#   programs already built in those bin folders (scripts/test.sh passes its own builds,
#   .build/release for wordcheck and Server/.build/debug for the service: seconds).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
built=()
while [ $# -gt 0 ]; do
    case $1 in
    --built-wordcheck | --built-server)
        [ $# -ge 2 ] && [ -d "$2" ] || { echo "check-install: $1 needs a build's bin folder" >&2; exit 64; }
        built+=("$1" "$(cd "$2" && pwd)")
        shift 2
        ;;
    *) echo "check-install: unknown argument '$1'" >&2; exit 64 ;;
    esac
done
# curl asks the installed service.
WORDCHECK_BOOTSTRAP_EXTRAS="curl ${WORDCHECK_BOOTSTRAP_EXTRAS:-}" "$root/scripts/bootstrap.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/checkout" "$work/home"
# The files of the checkout as it is (committed or not), without build products.
(cd "$root" && git ls-files -z --cached --others --exclude-standard | xargs -0 tar -cf - 2>/dev/null) | tar -xf - -C "$work/checkout"
"$work/checkout/scripts/install.sh" "${built[@]}" "$work/prefix" 2>"$work/install.log" || { cat "$work/install.log" >&2; exit 1; }
mv "$work/checkout" "$work/moved"
rm -rf "$work/moved/.build-install" "$work/moved/.build-install-server"

failures=0
fail() { echo "check-install: $*" >&2; failures=$((failures + 1)); }
wordcheck="$work/prefix/bin/wordcheck"
run() {  # expected-status input arguments...
    local expected=$1 input=$2
    shift 2
    local status=0
    printf '%s' "$input" | env -i PATH=/usr/bin:/bin HOME="$work/home" XDG_DATA_HOME="$work/home/data" LANG=C.UTF-8 \
        "$wordcheck" "$@" >"$work/out" 2>"$work/err" || status=$?
    if [ "$status" -ne "$expected" ]; then
        fail "wordcheck $* exited $status, not $expected: $(head -c 300 "$work/err")"
    elif [ -s "$work/err" ] && [ "$expected" -eq 0 ]; then
        fail "wordcheck $* wrote to stderr: $(head -c 300 "$work/err")"
    fi
}
printf 'CEA|SE: Stop\nAGEN|CIES: Offices\n' >"$work/level.txt"

run 0 "" --version
grep -q '^wordcheck ' "$work/out" || fail "--version printed $(cat "$work/out")"
run 0 "" languages
grep -q "^en_US  *bundled  .*$work/prefix/share/wordcheck/en_US" "$work/out" || fail "languages does not list the installed en_US: $(head -3 "$work/out")"
run 0 "" validate cease --root agencies
run 1 "" validate ceasee --root agencies
run 0 "" root --seed 1
run 0 "" root --lang it --length 9 --seed 2
run 0 $'cease\n:hint\n:quit\n' play --seed 1
run 0 "" solve gumdrops
run 0 "" level "$work/level.txt"
run 0 "" spell hello
run 1 $'hello\nwrld\n' spell
run 1 "Ths is a tset." check
run 1 "" suggest recieve
run 0 "" complete agen
run 0 "" complete --lang es arbo
run 0 "" learn zorblat
run 0 "" spell zorblat
run 0 "" unlearn zorblat
run 0 $'hello wrld\n' pipe
run 0 $'hello wrld\n' -a -d en_US
run 0 $'casa wrld\n' -l -d es_ES
[ "$(cat "$work/out")" = "wrld" ] || fail "-l printed $(cat "$work/out")"

# The service, through `wordcheck serve`, answers from the installed data and stops on SIGTERM.
env -i PATH=/usr/bin:/bin HOME="$work/home" "$wordcheck" serve --port 0 --log-level warning 2>"$work/serve.err" &
serve_pid=$!
port=
for _ in $(seq 300); do
    port=$(grep -o 'listening on http://127.0.0.1:[0-9]*' "$work/serve.err" | sed 's/.*://' || true)
    [ -n "$port" ] && break
    sleep 0.1
done
if [ -z "$port" ]; then
    fail "wordcheck serve did not start: $(head -c 300 "$work/serve.err")"
else
    answer=$(curl -s -X POST -d '{"root": "agencies", "word": "cease"}' "http://127.0.0.1:$port/api/v1/validate" || true)
    case "$answer" in *'"accepted":true'*) ;; *) fail "the installed service answered $answer" ;; esac
    answer=$(curl -s -d 'language=es&text=Una palabre' "http://127.0.0.1:$port/v2/check" || true)
    case "$answer" in *'"palabra"'*) ;; *) fail "the installed service's /v2/check answered $(printf '%s' "$answer" | head -c 200)" ;; esac
fi
kill -TERM "$serve_pid" 2>/dev/null || true
status=0
wait "$serve_pid" || status=$?
[ "$status" -eq 0 ] || fail "wordcheck serve exited $status after SIGTERM"

# A binary copied alone says where it looked for its data, once.
mkdir -p "$work/lone"
cp "$wordcheck" "$work/lone/wordcheck"
wordcheck="$work/lone/wordcheck"
for command in "root" "complete agen" "play"; do
    status=0
    # shellcheck disable=SC2086
    env -i PATH=/usr/bin:/bin HOME="$work/home" "$wordcheck" $command </dev/null >/dev/null 2>"$work/err" || status=$?
    if [ "$status" -ne 66 ] || [ "$(wc -l <"$work/err")" -ne 1 ] || ! grep -q "WordCheck's data .* is missing; looked in .*$work/lone/WordCheck_BundledEnglish.resources" "$work/err"; then
        fail "a lone binary's $command exited $status with: $(cat "$work/err")"
    fi
done
# Alone, serve cannot find wordcheck-server: one line, 69.
status=0
env -i PATH=/usr/bin:/bin HOME="$work/home" "$wordcheck" serve >/dev/null 2>"$work/err" || status=$?
if [ "$status" -ne 69 ] || [ "$(wc -l <"$work/err")" -ne 1 ]; then
    fail "a lone binary's serve exited $status with: $(cat "$work/err")"
fi
# spell may find a system dictionary instead: then it says which, once; else it fails as above.
status=0
env -i PATH=/usr/bin:/bin HOME="$work/home" "$wordcheck" spell hello >/dev/null 2>"$work/err" || status=$?
if [ "$(wc -l <"$work/err")" -ne 1 ] || ! grep -q "WordCheck's data .* is missing" "$work/err" \
    || { [ "$status" -ne 0 ] && [ "$status" -ne 66 ]; } || { [ "$status" -eq 0 ] && ! grep -q "; used /.* instead" "$work/err"; }; then
    fail "a lone binary's spell exited $status with: $(cat "$work/err")"
fi

if [ "$failures" -gt 0 ]; then
    echo "check-install: $failures check(s) failed" >&2
    exit 1
fi
echo "check-install: the installed wordcheck runs every command without the checkout, serve (the installed wordcheck-server) included; a lone binary says its data is missing" >&2
