#!/usr/bin/env bash
# Emacs drives the built wordcheck as its hunspell program, and sees what it sees
# with hunspell itself: ispell.el recognises it as hunspell from its banner (-vv),
# finds the dictionaries with -D, and flyspell marks the same words in English,
# Spanish and Italian texts, both through -a (a short text) and through -l (over
# 1,000 characters). With --suggestions hunspell, ispell's corrections are
# hunspell's too; with WordCheck's own engine, the expected correction comes first.
# Then Neovim, headless, runs `wordcheck lsp` as its language server and shows its
# diagnostics for a Markdown file where the LSP tests expect them.
# Installs emacs-nox and neovim (apt) when missing. Run by scripts/test.sh.
#
# Usage: scripts/check-editors.sh [WORDCHECK]   (default: built as scripts/wordcheck builds it, in .build/release)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
WORDCHECK_BOOTSTRAP_EXTRAS="emacs-nox neovim ${WORDCHECK_BOOTSTRAP_EXTRAS:-}" "$root/scripts/bootstrap.sh"
. "$root/scripts/support/shell/shared-build.sh"
wordcheck=${1:-$(built_wordcheck)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Both programs find the bundled dictionaries by name through DICPATH, so they load the same files.
export DICPATH="$root/dictionaries/en_US:$root/dictionaries/es_ES:$root/dictionaries/it_IT"
export HOME="$work" XDG_DATA_HOME="$work/data" LANG=C.UTF-8

short_en="Ths is a tset of the sytem, hello wrld."
short_es="El niño comió manzanas, pero escibió mal la palabra camion."
short_it="L'acqua dell'anno è buona, perché la citta è bella e andatto."
long_en="The committe will recieve the report on Wensday, and the goverment has already seperated the budjet. "
long_es="La reunion de mañana sera en la biblioteca, y los estudiantes traeran sus cuadernos y lapices. "
long_it="La riunione di domani sara nella biblioteca, e gli studenti porterano i loro quaderni e le matite. "

failures=0
run() {  # speaker dictionary text [extra arguments]
    SPELLER=$1 DICT=$2 TEXT=$3 EXTRA=${4:-} emacs --batch -Q -l "$root/scripts/support/harnesses/emacs-flyspell.el" 2>/dev/null
}
compare() {  # what dictionary text
    local expected ours
    expected=$(run hunspell "$2" "$3")
    ours=$(run "$wordcheck" "$2" "$3" "--suggestions hunspell")
    if [ "$expected" != "$ours" ]; then
        echo "check-editors: $1 ($2) differs from hunspell:" >&2
        diff <(echo "$expected") <(echo "$ours") >&2 || true
        failures=$((failures + 1))
    elif ! grep -q '^hunspell: yes$' <<<"$ours" || ! grep -q '^dictionaries: en_US es_ES it_IT$' <<<"$ours" \
        || ! grep -q '^marked: .' <<<"$ours"; then
        echo "check-editors: $1 ($2): Emacs did not take wordcheck for hunspell, or found nothing:" >&2
        echo "$ours" >&2
        failures=$((failures + 1))
    fi
}
for dictionary in en_US es_ES it_IT; do
    code=${dictionary%_*}
    short="short_$code" long="long_$code"
    printf '%s\n' "${!short}" >"$work/short-$dictionary.txt"
    for _ in $(seq 15); do printf '%s' "${!long}"; done >"$work/long-$dictionary.txt"
    echo >>"$work/long-$dictionary.txt"
    compare "a short text through -a" "$dictionary" "$work/short-$dictionary.txt"
    compare "a long text through -l" "$dictionary" "$work/long-$dictionary.txt"
done
# WordCheck's own engine: the first correction Emacs offers for "Ths" is "This".
own=$(run "$wordcheck" en_US "$work/short-en_US.txt")
if ! grep -q '^corrections for Ths: This, ' <<<"$own"; then
    echo "check-editors: WordCheck's corrections in Emacs are not the expected ones:" >&2
    echo "$own" >&2
    failures=$((failures + 1))
fi
# Neovim, headless, with wordcheck lsp as its language server: the diagnostics of a Markdown
# file with emoji before a word, at the places the LSP tests expect (Neovim turns the
# server's UTF-16 positions into byte columns).
mkdir -p "$work/project"
cat >"$work/project/notes.md" <<'MD'
---
title: A Somethign
---
# The titel 😀

Text with `cdoe`, a [lnik](https://exampel.com) and 😀😀 a tset.
MD
expected="3:6: 'titel' is not in the en_US dictionary
5:21: 'lnik' is not in the en_US dictionary
5:63: 'tset' is not in the en_US dictionary"
seen=$(cd "$work/project" && SERVER="$wordcheck lsp" FILE=notes.md ROOT="$work/project" \
    nvim --headless --clean -u NONE -c "luafile $root/scripts/support/harnesses/neovim-lsp.lua" </dev/null 2>"$work/nvim.err") || true
if [ "$seen" != "$expected" ]; then
    echo "check-editors: Neovim's diagnostics from wordcheck lsp are not the expected ones:" >&2
    diff <(echo "$expected") <(echo "$seen") >&2 || true
    cat "$work/nvim.err" >&2
    failures=$((failures + 1))
fi
# docs/LSP.md's Neovim 0.7 snippet, as a user pastes it into init.lua, with `wordcheck` on PATH.
awk '/^Neovim \(0\.7/ { found = 1 } found && /^```lua/ { inside = 1; next } inside && /^```/ { exit } inside' \
    "$root/docs/LSP.md" >"$work/snippet.lua"
if [ ! -s "$work/snippet.lua" ]; then
    echo "check-editors: docs/LSP.md has no Neovim snippet after 'Neovim (0.7'" >&2
    failures=$((failures + 1))
else
    seen=$(cd "$work/project" && PATH="$(dirname "$wordcheck"):$PATH" SNIPPET="$work/snippet.lua" FILE=notes.md \
        timeout 60 nvim --headless --clean -u NONE -c "luafile $root/scripts/support/harnesses/neovim-readme.lua" </dev/null 2>"$work/nvim.err") || true
    if [ "$seen" != "$expected" ]; then
        echo "check-editors: docs/LSP.md's Neovim 0.7 snippet does not give wordcheck lsp's diagnostics:" >&2
        diff <(echo "$expected") <(echo "$seen") >&2 || true
        cat "$work/nvim.err" >&2
        failures=$((failures + 1))
    fi
fi
if [ "$failures" -gt 0 ]; then
    echo "check-editors: $failures check(s) failed" >&2
    exit 1
fi
echo "check-editors: Emacs sees wordcheck as hunspell, with the same results in en_US, es_ES and it_IT; Neovim shows wordcheck lsp's diagnostics, set up by hand and by docs/LSP.md's Neovim 0.7 snippet" >&2
