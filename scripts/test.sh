#!/usr/bin/env bash
# The whole test command: every check WordCheck has, on one build of each package.
#
# Installs what the build needs (scripts/bootstrap.sh), then builds each of the three
# packages once (the libraries and their tests at the root and the CLI in CLI/ in
# release, into one folder, .build, where the solver's sweeps and the hundreds of
# wordcheck processes run up to 40 times faster; the service in Server/ in debug, where
# SwiftNIO and Hummingbird build in half the time and nothing is slow to run), and runs
# three lines of work side by side, each on its own package's build:
#   libraries  the root package's tests, the generated files (scripts/check-generated.sh),
#              the documentation with warnings as errors (scripts/build-docs.sh), the
#              README's two examples built as packages of their own, the second where
#              pkg-config cannot find hunspell (scripts/check-readme-example.sh), the
#              tests of the engine without C in a package built the same way
#              (scripts/check-without-hunspell.sh), and the DocC articles' samples
#              compiled (scripts/check-doc-samples.sh); its build comes first and
#              compiles the libraries, which the CLI's build then reuses;
#   cli        seeded malformed dictionaries through wordcheck
#              (scripts/check-hostile-dictionaries.py), Emacs driving it as its hunspell
#              program and Neovim using `wordcheck lsp` (scripts/check-editors.sh), the
#              CLI package's tests, and the language server through a real LSP client
#              (scripts/check-lsp.sh);
#   service    the Server package's tests, three replicas behind HAProxy losing one
#              to SIGKILL and restarting another under load (scripts/check-scale-out.sh),
#              the deployment recipes validated (scripts/check-deploy.sh), then, once
#              the CLI's build is done, the service end to end (scripts/check-service.sh)
#              and both programs installed into a temporary prefix and run without the
#              checkout (scripts/check-install.sh).
# Each phase's output goes to .build/test-logs/PHASE.log and is printed when the phase
# ends; a table of how long each phase took closes the run, with the tests counted.
#
# Usage: scripts/test.sh [--only PHASE]... [-- TEST-ARGUMENTS...]
#        scripts/test.sh --quick [--since REV] [-- TEST-ARGUMENTS...]
#   --only PHASE   run this phase (and the builds it needs) alone; may be repeated.
#                  Phases: root-tests generated docs hostile editors cli-tests lsp
#                  readme-example pure-example pure-tests doc-samples server-tests
#                  service install scale-out deploy
#   --quick        the inner loop between edits: only the suites of the libraries' and
#                  the CLI's tests that the change touches (scripts/support/shell/affected.sh
#                  says how it chooses them, and the run says why), on the existing builds,
#                  which it brings up to date; no bootstrap, no other phase
#   --since REV    with --quick: the change is everything since REV (default: the
#                  uncommitted change, or the last commit when there is none)
#   --slowest N    run the Swift tests one at a time (--no-parallel), so that each
#                  test's time is its own, and list the N slowest after the summary;
#                  with --only or --quick to time some of them
#   --list         print the phases and what each runs
#   after --       arguments for every package's tests, Swift Testing's (e.g. -- --filter
#                  LanguageTests; --skip, --no-parallel)
# Environment: WORDCHECK_TEST_SERIAL=1 runs the three lines one after another.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# The phases of each line, in the order they run; the summary lists them so, each after
# its line's build. A phase that runs must be listed here, and every phase listed here
# must be named in the header above (checked below), so neither can drift.
library_phases=(root-tests generated docs readme-example pure-example pure-tests doc-samples)
cli_phases=(hostile editors cli-tests lsp)
service_phases=(server-tests scale-out deploy service install)
phases=("${library_phases[@]}" "${cli_phases[@]}" "${service_phases[@]}")
builds=(bootstrap build-root build-cli build-server)
describe() {
    case $1 in
    root-tests) echo "the root package's tests in release (the libraries: SpellCheckingTests, WordValidatorTests, WordCheckTests)" ;;
    generated) echo "scripts/check-generated.sh (generated files match their generators)" ;;
    docs) echo "scripts/build-docs.sh (DocC with warnings as errors, every public symbol documented)" ;;
    readme-example) echo "scripts/check-readme-example.sh (the README's library example as a package of its own)" ;;
    pure-example) echo "scripts/check-readme-example.sh --without-hunspell (the README's example without libhunspell; ldd)" ;;
    pure-tests) echo "scripts/check-without-hunspell.sh (WordListCheckerTests and WordValidatorTests built without hunspell; ldd)" ;;
    doc-samples) echo "scripts/check-doc-samples.sh (the DocC articles' Swift samples compiled as a user's package)" ;;
    hostile) echo "scripts/check-hostile-dictionaries.py --seed 1 --count 300 (malformed dictionaries through wordcheck, and raw into the engine)" ;;
    editors) echo "scripts/check-editors.sh (Emacs drives wordcheck as its hunspell program; Neovim runs wordcheck lsp)" ;;
    lsp) echo "scripts/check-lsp.sh (wordcheck lsp through pytest-lsp: diagnostics, code actions, settings, malformed input, shutdown)" ;;
    cli-tests) echo "the CLI package's tests in release (the wordcheck binary, end to end)" ;;
    server-tests) echo "swift test --package-path Server (the service's routes and answers)" ;;
    service) echo "scripts/check-service.sh (language-tool-python, schemathesis, abuse and SIGTERM against wordcheck serve)" ;;
    install) echo "scripts/check-install.sh (both programs installed in a temporary prefix, run without the checkout)" ;;
    scale-out) echo "scripts/check-scale-out.sh (HAProxy before three replicas, one killed and one restarted under wrk's load: no request fails)" ;;
    deploy) echo "scripts/check-deploy.sh (deploy/'s Kubernetes manifests and Dockerfile through kubernetes-validate and checkov)" ;;
    esac
}

# The header's "Phases:" list and the phases above must name the same phases, and each
# must have a description.
header_phases=$(awk '
        on && !/^#          +[a-z]/ { exit }
        on { sub(/^#[[:space:]]*/, ""); print }
        /^#[[:space:]]+Phases:/ { on = 1; sub(/.*Phases:/, ""); print }' "$0" \
    | tr -s ' ' '\n' | sed '/^$/d' | sort)
if [ "$header_phases" != "$(printf '%s\n' "${phases[@]}" | sort)" ]; then
    echo "test.sh: the header's Phases: list and \$phases differ; mend one:" >&2
    diff <(echo "$header_phases") <(printf '%s\n' "${phases[@]}" | sort) >&2 || true
    exit 70
fi
for name in "${phases[@]}"; do
    [ -n "$(describe "$name")" ] || { echo "test.sh: phase $name has no description in describe()" >&2; exit 70; }
done

only=() quick=0 since=HEAD slowest=0
while [ $# -gt 0 ]; do
    case $1 in
    --quick) quick=1; shift ;;
    --slowest)
        [[ ${2:-} =~ ^[1-9][0-9]*$ ]] || { echo "test.sh: --slowest needs a count of tests" >&2; exit 64; }
        slowest=$2
        shift 2
        ;;
    --since)
        [ $# -ge 2 ] || { echo "test.sh: --since needs a revision" >&2; exit 64; }
        git -C "$root" rev-parse --verify --quiet "$2^{commit}" >/dev/null || { echo "test.sh: --since: no commit '$2'" >&2; exit 64; }
        since=$2
        shift 2
        ;;
    --only)
        [ $# -ge 2 ] || { echo "test.sh: --only needs a phase (see --list)" >&2; exit 64; }
        describe "$2" >/dev/null && [ -n "$(describe "$2")" ] || { echo "test.sh: no phase '$2' (see --list)" >&2; exit 64; }
        only+=("$2")
        shift 2
        ;;
    --list) for phase in "${phases[@]}"; do printf '%-15s %s\n' "$phase" "$(describe "$phase")"; done; exit 0 ;;
    -h | --help) awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 0 ;;
    --) shift; break ;;
    *) echo "test.sh: unknown argument '$1' (arguments for the tests go after --)" >&2; exit 64 ;;
    esac
done
test_arguments=("$@")
[ "$slowest" = 0 ] || test_arguments+=(--no-parallel)
[ "$quick" = 1 ] || [ "$since" = HEAD ] || { echo "test.sh: --since goes with --quick" >&2; exit 64; }
[ "$quick" = 0 ] || [ ${#only[@]} -eq 0 ] || { echo "test.sh: --quick chooses its own tests; leave out --only" >&2; exit 64; }

wanted() {  # phase
    [ ${#only[@]} -eq 0 ] && return 0
    local phase
    for phase in "${only[@]}"; do [ "$phase" = "$1" ] && return 0; done
    return 1
}
wanted_any() { local phase; for phase in "$@"; do wanted "$phase" && return 0; done; return 1; }

logs="$root/.build/test-logs"
rm -rf "$logs"
mkdir -p "$logs"
started=$EPOCHREALTIME

# Runs one phase: its output to its log, printed whole when it ends; its time, CPU
# time and status recorded in $logs/PHASE.time, PHASE.cpu and PHASE.status.
phase() {  # name command...
    local name=$1 begin status=0
    shift
    case " ${builds[*]} ${phases[*]} " in
    *" $name "*) ;;
    *) echo "test.sh: phase $name is not listed in \$phases or \$builds" >&2; return 70 ;;
    esac
    begin=$EPOCHREALTIME
    # GNU time counts the CPU of the command and of every process it waited for (the
    # bootstrap phase installs it when a machine has none).
    local timer=()
    [ ! -x /usr/bin/time ] || timer=(/usr/bin/time -f '%U %S' -o "$logs/$name.rusage")
    "${timer[@]}" "$@" >"$logs/$name.log" 2>&1 || status=$?
    local seconds
    seconds=$(awk -v a="$begin" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.0f", b - a }')
    echo "$seconds" >"$logs/$name.time"
    awk '/^[0-9.]+ [0-9.]+$/ { cpu = $1 + $2 } END { printf "%.0f\n", cpu }' "$logs/$name.rusage" 2>/dev/null >"$logs/$name.cpu" \
        || echo 0 >"$logs/$name.cpu"
    echo "$status" >"$logs/$name.status"
    {
        echo "=== $name: ${seconds} s ($(cat "$logs/$name.cpu") CPU-seconds), $([ "$status" -eq 0 ] && echo passed || echo "FAILED with status $status")"
        cat "$logs/$name.log"
    } | flock "$logs/.print" cat
    return "$status"
}

# Bootstrap first: every build needs libhunspell. Debian's word lists are for the
# lexicon parity tests, emacs-nox for the editor check, curl for the install check,
# aspell-en for the test that compares PHONE keys with aspell's (PhoneticTableTests).
[ "$quick" = 1 ] || phase bootstrap env WORDCHECK_BOOTSTRAP_EXTRAS="wamerican wspanish witalian emacs-nox curl aspell aspell-en ${WORDCHECK_BOOTSTRAP_EXTRAS:-}" \
    "$root/scripts/bootstrap.sh" || exit

# Hunspell's own test suite, which the engine's tests check word for word against
# libhunspell (fetched once, about 1 MB, into ~/.cache/wordcheck).
if [ -z "${WORDCHECK_HUNSPELL_SUITE:-}" ]; then
    WORDCHECK_HUNSPELL_SUITE=$("$root/scripts/support/shell/hunspell-suite.sh") || exit
fi
export WORDCHECK_HUNSPELL_SUITE

# The flags each package is built with: the same in every phase, so nothing builds twice.
# SwiftPM runs through scripts/support/shell/swiftpm (deterministic hashing, so the traits
# reach the compiler in one order; otherwise the next `swift build`, the documentation's,
# sees new command lines and compiles every module again, about two CPU-minutes).
# The CLI package builds into the root's folder with the root's flags, so the libraries
# compile once in release for both (about 80 CPU-seconds). SwiftPM lets one process use a
# folder at a time: the root's build (its tests) comes first, the CLI's after it, and the
# tests run their binaries directly, as `swift test` runs them (`swift test` would hold
# the folder for the whole run). The service builds in debug (SwiftNIO and Hummingbird
# build in half the time) without debug information (a tenth less to compile; a crash
# still names its functions).
# $root_build and $cli_build, and plan_for: the plan of the package built next.
. "$root/scripts/support/shell/shared-build.sh"
swiftpm=("$root/scripts/support/shell/swiftpm")
server_build=(--package-path Server -debug-info-format none)
cli_bin="$root/.build/release"
server_bin="$root/Server/.build/debug"
# A package's test binary runs as `swift test` runs it (Swift Testing; no colours in the
# log; deterministic hashing), with the arguments given after --.
test_run=(env NO_COLOR=1 SWIFT_DETERMINISTIC_HASHING=1)
testing=(--testing-library swift-testing "${test_arguments[@]}")
# Waits for a phase of another line to end; fails when it failed.
finished() {  # phase
    while [ ! -e "$logs/$1.status" ]; do sleep 1; done
    [ "$(cat "$logs/$1.status")" -eq 0 ]
}

libraries() {
    if root_wanted; then
        plan_for root
        phase build-root "${swiftpm[@]}" build "${root_build[@]}" --build-tests || return
    fi
    ! wanted root-tests || phase root-tests "${test_run[@]}" "$root/.build/release/WordCheckPackageTests.xctest" "${testing[@]}" || return
    ! wanted generated || phase generated scripts/check-generated.sh || return
    ! wanted docs || phase docs scripts/build-docs.sh || return
    # Packages of their own, each built in .build/scratch-packages.
    ! wanted readme-example || phase readme-example scripts/check-readme-example.sh || return
    ! wanted pure-example || phase pure-example scripts/check-readme-example.sh --without-hunspell || return
    ! wanted pure-tests || phase pure-tests scripts/check-without-hunspell.sh || return
    ! wanted doc-samples || phase doc-samples scripts/check-doc-samples.sh || return
}
root_wanted() { wanted_any root-tests docs; }
cli_wanted() { wanted_any hostile editors cli-tests lsp service install; }
cli() {
    cli_wanted || return 0
    # After the root's build, which compiles the libraries this one reuses (SpellCheckingCore
    # alone takes 46 CPU-seconds, on the way to the root's tests: the longest line).
    ! root_wanted || finished build-root || true
    plan_for CLI
    phase build-cli "${swiftpm[@]}" build "${cli_build[@]}" --build-tests || return
    # The engine's fuzz target, for the raw files, comes with the root's build when it ran
    # (otherwise the check builds it).
    local fuzz=()
    ! root_wanted || fuzz=(--fuzz "$root/.build/release/wordcheck-fuzz")
    ! wanted hostile || phase hostile python3 scripts/check-hostile-dictionaries.py --seed 1 --count 300 --wordcheck "$cli_bin/wordcheck" "${fuzz[@]}" || return
    ! wanted editors || phase editors scripts/check-editors.sh "$cli_bin/wordcheck" || return
    ! wanted cli-tests || phase cli-tests "${test_run[@]}" "$cli_bin/WordCheckCLIPackageTests.xctest" "${testing[@]}" || return
    ! wanted lsp || phase lsp scripts/check-lsp.sh "$cli_bin/wordcheck" || return
}
service() {
    wanted_any server-tests service install scale-out deploy || return 0
    phase build-server "${swiftpm[@]}" build "${server_build[@]}" --build-tests || return
    ! wanted server-tests || phase server-tests "${swiftpm[@]}" test "${server_build[@]}" --skip-build "${test_arguments[@]}" || return
    ! wanted scale-out || phase scale-out scripts/check-scale-out.sh --server "$server_bin/wordcheck-server" --seconds 12 || return
    ! wanted deploy || phase deploy scripts/check-deploy.sh || return
    # The service and install checks need wordcheck too: they wait for the cli line's build.
    if wanted_any service install; then
        finished build-cli || return 1
        ! wanted service || phase service scripts/check-service.sh --wordcheck "$cli_bin/wordcheck" --server "$server_bin/wordcheck-server" || return
        ! wanted install || phase install scripts/check-install.sh --built-wordcheck "$cli_bin" --built-server "$server_bin" || return
    fi
}

# --quick: the suites the change touches, on the builds already in .build, brought up
# to date (the CLI's first, then the root's).
quick() {
    . "$root/scripts/support/shell/affected.sh"
    local suites root_suites cli_suites arguments
    echo "test.sh --quick: the files changed since $since, and the tests each leads to:"
    suites=$(changed_files "$since" | affected_suites)
    root_suites=$(awk '$1 == "root" { print $2 }' <<<"$suites")
    cli_suites=$(awk '$1 == "cli" { print $2 }' <<<"$suites")
    if [ -z "$root_suites$cli_suites" ]; then
        echo "test.sh --quick: the change touches no test of the libraries or the CLI (the other phases check the rest)"
        return 0
    fi
    # Swift Testing's --filter: the suites (or test modules, which start a test's name)
    # by name, or nothing for all of them.
    suite_filter() {  # names
        grep -qxF '*' <<<"$1" || printf '%s\n' --filter "(^|\.)($(paste -sd'|' <<<"$1"))(/|\.|\$)"
    }
    echo "test.sh --quick: root: $(grep -qxF '*' <<<"$root_suites" && echo 'all' || echo ${root_suites:-none}); cli: $(grep -qxF '*' <<<"$cli_suites" && echo 'all' || echo ${cli_suites:-none})"
    local failed=0
    if [ -n "$cli_suites" ]; then
        plan_for CLI
        phase build-cli "${swiftpm[@]}" build "${cli_build[@]}" --build-tests || return
        mapfile -t arguments < <(suite_filter "$cli_suites")
        phase cli-tests "${test_run[@]}" "$cli_bin/WordCheckCLIPackageTests.xctest" "${arguments[@]}" "${testing[@]}" || failed=1
    fi
    if [ -n "$root_suites" ]; then
        plan_for root
        phase build-root "${swiftpm[@]}" build "${root_build[@]}" --build-tests || return
        mapfile -t arguments < <(suite_filter "$root_suites")
        phase root-tests "${test_run[@]}" "$root/.build/release/WordCheckPackageTests.xctest" "${arguments[@]}" "${testing[@]}" || failed=1
    fi
    return "$failed"
}

status=0
if [ "$quick" = 1 ]; then
    quick || status=1
elif [ "${WORDCHECK_TEST_SERIAL:-0}" = 1 ]; then
    libraries || status=1
    cli || status=1
    service || status=1
else
    libraries & libraries_pid=$!
    cli & cli_pid=$!
    service & service_pid=$!
    wait "$libraries_pid" || status=1
    wait "$cli_pid" || status=1
    wait "$service_pid" || status=1
fi

# The summary: each phase's time, each line's build before its phases, then the tests
# counted from each runner's own closing line.
total=$(awk -v a="$started" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.0f", b - a }')
echo
echo "test.sh: phases (seconds, and CPU-seconds; the three lines ran side by side on $(nproc) cores)"
for name in bootstrap build-root "${library_phases[@]}" build-cli "${cli_phases[@]}" build-server "${service_phases[@]}"; do
    [ -e "$logs/$name.status" ] || continue
    result=passed
    [ "$(cat "$logs/$name.status")" -eq 0 ] || result="FAILED ($(cat "$logs/$name.status"))"
    printf '  %-15s %5s %6s  %s\n' "$name" "$(cat "$logs/$name.time")" "$(cat "$logs/$name.cpu")" "$result"
    cpu_total=$((${cpu_total:-0} + $(cat "$logs/$name.cpu")))
done
printf '  %-15s %5s %6s\n' total "$total" "${cpu_total:-0}"
# Each runner's closing lines, as it prints them: Swift Testing's "Test run with N tests
# in M suites passed after ..." (or "... failed after ... with K issues", each failed test
# then named on a line "✘ Test name() failed after ..."), pytest's "N passed, K failed in
# S s", and the plain "N passed, K failed" (the hostile check's). A phase whose log has
# none of them (a build, a script that checks one thing) counts as one check.
passed=0 failed=0
for name in "${builds[@]}" "${phases[@]}"; do
    [ -e "$logs/$name.status" ] || continue
    read -r p f < <(awk '
        /Test run with [0-9]+ tests? .* (passed|failed) after/ { for (i = 1; i <= NF; i++) if ($i == "with") { n += $(i + 1); break }; seen = 1 }
        /✘ Test .* failed after/ && !/✘ Test run with/ { f++ }
        /^[0-9]+ passed, [0-9]+ failed/ { n += $1 + $3; f += $3; seen = 1 }
        /^=*[[:space:]]*[0-9]+ (passed|failed)(, [0-9]+ [a-z]+)* in [0-9.]+s/ {
            sub(/^=*[[:space:]]*/, "")
            for (i = 1; i < NF; i += 2) { c = $i + 0; w = $(i + 1); sub(/,$/, "", w)
                if (w == "passed") n += c; else if (w == "failed" || w == "errors" || w == "error") { n += c; f += c } }
            seen = 1 }
        END { if (seen) print n - f, f + 0; else print "-", "-" }' "$logs/$name.log")
    if [ "$p" = - ]; then
        if [ "$(cat "$logs/$name.status")" -eq 0 ]; then p=1 f=0; else p=0 f=1; fi
    elif [ "$(cat "$logs/$name.status")" -ne 0 ] && [ "$f" -eq 0 ]; then
        f=1  # the runner passed everything it counted, yet the phase failed
    fi
    passed=$((passed + p)) failed=$((failed + f))
done
if [ "$slowest" != 0 ]; then
    echo "test.sh: the $slowest slowest tests, run one at a time (seconds; a test with arguments counts all its cases)"
    for name in root-tests cli-tests server-tests pure-tests; do
        [ -e "$logs/$name.log" ] || continue
        sed -nE "s/^. Test (.*) (passed|failed) after ([0-9.]+) seconds.*/\3 $name \1/p" "$logs/$name.log" | grep -v ' run with '
    done | sort -rn | head -n "$slowest" | awk '{ printf "  %8.2f  %-12s", $1, $2; $1 = $2 = ""; sub(/^  /, ""); print " " $0 }'
fi
[ "$status" -eq 0 ] || [ "$failed" -gt 0 ] || failed=1
echo "test.sh: tests and checks (counted from each runner's closing line; a phase without one counts as one check)"
echo "$passed passed, $failed failed"
exit "$status"
