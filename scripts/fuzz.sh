#!/usr/bin/env bash
# Runs a libFuzzer campaign on one of WordCheck's parsers for a given time.
#
#   scripts/fuzz.sh [words|dictionary|engine|suggest|text] [SECONDS]     (defaults: words, 60)
#
# words:      the .words reader and the walks completions and suggestions make (WordList).
# suggest:    the bundled en_US checker's suggestions for any bytes read as UTF-8.
# text:       any bytes read as UTF-8 text in every format (plain, Markdown, HTML,
#             LaTeX): the markup masks, the scanner, and hunspell -a's tokenizer; then
#             as a document of every kind (commit message, each programming language)
#             through the pipeline (Proofreader), in one language and two per sentence.
# dictionary: the checks made before libhunspell reads a dictionary; an input that
#             passes them is loaded by libhunspell and asked about a few words, so a
#             crash there means a check is missing. The input is the .aff, a NUL, the .dic.
# engine:     the same bytes straight into the Swift engine (DictionaryEngine), with none
#             of those checks: it must load or refuse any bytes and check words in bounded time.
#
# Builds Tests/Fuzz with -sanitize=fuzzer,address in .build-fuzz, seeds the corpus
# (.build-fuzz/corpus-TARGET, kept between runs) from the test fixtures, and stops
# after SECONDS. Crashing inputs are written to .build-fuzz/crashes/. Exit status:
# 0 when nothing was found, libFuzzer's non-zero status otherwise.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target=${1:-words}
seconds=${2:-60}
case "$target" in words|dictionary|engine|suggest|text) ;; *) echo "usage: scripts/fuzz.sh [words|dictionary|engine|suggest|text] [SECONDS]" >&2; exit 64 ;; esac
[[ "$seconds" =~ ^[0-9]+$ ]] && [ "$seconds" -ge 1 ] || { echo "fuzz.sh: SECONDS must be a whole number of at least 1" >&2; exit 64; }
"$root/scripts/bootstrap.sh"
cd "$root"
# Instrumented as -sanitize=fuzzer would, but linked with libFuzzer's no-main library:
# Tests/Fuzz/main.swift has a main of its own (it replays files in plain builds) and
# hands over to libFuzzer's driver, which it finds through the dynamic symbol table.
fuzzer_library=$(find "$(dirname "$(dirname "$(command -v swift)")")/lib/clang" -name 'libclang_rt.fuzzer_no_main-x86_64.a' | head -n 1)
[ -n "$fuzzer_library" ] || { echo "fuzz.sh: this toolchain has no libFuzzer (libclang_rt.fuzzer_no_main)" >&2; exit 69; }
swift build --scratch-path .build-fuzz --product wordcheck-fuzz \
    -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
    -Xlinker --whole-archive -Xlinker "$fuzzer_library" -Xlinker --no-whole-archive -Xlinker --export-dynamic -Xlinker -lstdc++
corpus=.build-fuzz/corpus-$target
mkdir -p "$corpus" .build-fuzz/crashes
fixtures=Tests/SpellCheckingTests/Fixtures
if [ "$target" = words ]; then
    cp "$fixtures"/*/*.words "$corpus"/
elif [ "$target" = suggest ]; then
    for word in recieve teh "don’t" perche "ẞtraße" "😀abc" "$(printf 'a%.0s' $(seq 1 120))"; do
        printf '%s' "$word" > "$corpus/$(printf '%s' "$word" | md5sum | cut -c1-12)"
    done
elif [ "$target" = text ]; then
    printf '# A tset\n[lnk](https://x.org) `cdoe`\n```\nwrld\n```\n<!-- x -->' > "$corpus/markdown"
    printf '<p title="a">Hello <b>wrld</b> &amp;</p><script>x</script>' > "$corpus/html"
    printf '\\section{Intro} $x$ \\cite{k} %% c\n\\begin{equation}a\\end{equation}' > "$corpus/latex"
    printf '/* a /* nested\n wrold */ "strng \\"esc" ${x} r#"raw"# `tmpl\nline` # shl\n"""\nmulti"""' > "$corpus/code"
    printf -- '---\ntitle: Helo\n---\n# Subjct\ndiff --git a b\nEl nino come. The cat sleps.' > "$corpus/documents"
else
    for aff in "$fixtures"/*/*.aff dictionaries/en_US/en_US.aff; do
        dic=${aff%.aff}.dic
        [ -f "$dic" ] || continue
        { cat "$aff"; printf '\0'; head -c 4000 "$dic"; } > "$corpus/$(basename "${aff%.aff}")"
    done
fi
WORDCHECK_FUZZ=$target ASAN_OPTIONS=detect_leaks=0 .build-fuzz/debug/wordcheck-fuzz "$corpus" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -artifact_prefix=.build-fuzz/crashes/ -print_final_stats=1
