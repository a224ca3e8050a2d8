# Sourced by the scripts that run a Python tool from PyPI (check-deploy.sh, check-lsp.sh,
# check-service.sh).
#
#   tool_venv NAME PACKAGE==VERSION...   sets $venv to a virtual environment holding
#       those pins, made the first time (pip's output in $venv.log) and kept in the
#       user's cache, ${XDG_CACHE_HOME:-~/.cache}/wordcheck/venvs/NAME-KEY, KEY a digest of
#       the pins: a new clone uses it again instead of installing for a minute, and other
#       pins get another one. A lock lets one script make it while others wait; one that
#       was never finished is made again. Returns pip's status when it fails.
#   pypi_answers   whether PyPI answers within 15 s: after a failed tool_venv, tells an
#       install that failed (an error) from a machine that cannot reach PyPI (a skip).
tool_venv() {
    local name=$1
    shift
    local base="${XDG_CACHE_HOME:-$HOME/.cache}/wordcheck/venvs"
    venv="$base/$name-$(printf '%s\n' "$@" | sha256sum | cut -c1-16)"
    [ -e "$venv/.complete" ] && return 0
    mkdir -p "$base"
    (
        flock 9
        [ -e "$venv/.complete" ] && exit 0
        rm -rf "$venv"
        python3 -m venv "$venv" >"$venv.log" 2>&1 \
            && "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$@" >>"$venv.log" 2>&1 \
            && touch "$venv/.complete"
    ) 9>"$venv.lock"
}

pypi_answers() {
    python3 -c 'import urllib.request; urllib.request.urlopen("https://pypi.org/simple/pip/", timeout=15)' 2>/dev/null
}
