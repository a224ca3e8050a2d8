#!/usr/bin/env bash
# Installs what WordCheck needs to build and test: libhunspell with its headers,
# pkg-config, the hunspell command (the reference the pipe-mode tests compare
# against), and python3 and a C compiler when missing (for the hostile-dictionary
# check). Safe to run again: it does nothing (and says nothing) when
# everything is already there.
#
#   Debian/Ubuntu: apt-get install libhunspell-dev pkg-config hunspell (sudo when not root)
#   macOS:         brew install hunspell pkg-config
#
# Set WORDCHECK_BOOTSTRAP_EXTRAS="hunspell wamerican ..." to install more
# Debian packages in the same step (the comparison scripts do).
set -euo pipefail

have_hunspell() {
    command -v pkg-config >/dev/null 2>&1 && pkg-config --exists hunspell
}

case "$(uname -s)" in
Linux)
    command -v apt-get >/dev/null 2>&1 || {
        if have_hunspell; then exit 0; fi
        echo "bootstrap: no apt-get here; install libhunspell (with headers) and pkg-config yourself" >&2
        exit 69
    }
    # hunspell (the command) is the reference the pipe-mode tests compare against.
    wanted=(libhunspell-dev pkg-config hunspell)
    # The hostile-dictionary check (scripts/test.sh) is a Python script that compiles
    # a small C harness against libhunspell.
    command -v python3 >/dev/null 2>&1 || wanted+=(python3)
    command -v cc >/dev/null 2>&1 || wanted+=(gcc libc6-dev)
    # scripts/test.sh times each phase's CPU with GNU time.
    [ -x /usr/bin/time ] || wanted+=(time)
    # shellcheck disable=SC2206
    wanted+=(${WORDCHECK_BOOTSTRAP_EXTRAS:-})
    missing=()
    for package in "${wanted[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' \
            || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && exit 0
    sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    echo "bootstrap: installing ${missing[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq >&2
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    ;;
Darwin)
    have_hunspell && exit 0
    command -v brew >/dev/null 2>&1 || { echo "bootstrap: install Homebrew first (https://brew.sh)" >&2; exit 69; }
    echo "bootstrap: installing hunspell pkg-config" >&2
    brew install --quiet hunspell pkg-config >&2
    ;;
*)
    have_hunspell && exit 0
    echo "bootstrap: unsupported system $(uname -s); install libhunspell and pkg-config yourself" >&2
    exit 69
    ;;
esac
