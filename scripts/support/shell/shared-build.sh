# Sourced by the scripts that build into the checkout's own build folder, .build: the
# root package with its tests (scripts/test.sh, scripts/build-docs.sh,
# scripts/check-parity.sh) and the CLI package (scripts/test.sh, scripts/wordcheck, and
# the checks and benches that run wordcheck when not given one), which share it so that
# the libraries compile once in release for both. Needs $root, the checkout.
#
#   $root_build, $cli_build   the flags of the two builds: the root's, with
#                             -enable-testing for its tests, and the CLI's, the same
#                             into the root's folder. Every build in .build uses them:
#                             other flags would compile every module again.
#   plan_for root|CLI   run before a build of that package in .build.
#   built_wordcheck     builds wordcheck so (build messages on stderr) and prints its
#                       path: for the scripts that run it without being given one.
#
# SwiftPM keeps one build plan per configuration (.build/release.yaml) and plans again
# only when the files that plan lists change. The root package's plan does not list the
# CLI's files, so a build of the CLI right after one of the root would reuse the root's
# plan and build nothing of the CLI, even after a change to it. plan_for removes a plan
# made for the other package; the build then plans again and compiles only what changed
# (the compiled modules stay).
root_build=(-c release -Xswiftc -enable-testing)
cli_build=("${root_build[@]}" --package-path "$root/CLI" --scratch-path "$root/.build")

plan_for() {
    local plan="$root/.build/release.yaml" made_for=root
    [ -f "$plan" ] || return 0
    # The CLI's plan lists its Package.swift among the files it watches; the root's does not.
    if grep -qF -e "\"$root/CLI/Package.swift\"" -e "\"$(cd "$root" && pwd -P)/CLI/Package.swift\"" "$plan"; then
        made_for=CLI
    fi
    [ "$made_for" = "$1" ] || rm -f "$plan"
}

built_wordcheck() {
    plan_for CLI
    "$root/scripts/support/shell/swiftpm" build "${cli_build[@]}" --product wordcheck >&2 || return
    echo "$root/.build/release/wordcheck"
}
