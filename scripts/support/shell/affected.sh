# Sourced by scripts/test.sh for --quick: which test suites a change touches. Needs $root.
#
#   changed_files BASE   the files the change touches, one a line: the working tree
#                        against BASE, with the untracked files git does not ignore;
#                        when that is nothing and BASE is HEAD, the last commit's files.
#   affected_suites      reads changed_files' lines and prints a line per suite to run,
#                        "root NAME" or "cli NAME" (the package whose tests hold it),
#                        or "root *" / "cli *" for the whole of that package's tests,
#                        and on stderr why each file leads where it does.
#
# A test file leads to the suites it declares. A source file of the libraries or of the
# CLI leads to every test file that names it (its file name, or a type it declares or
# extends, as a whole word) and to the test files named after it (Spell.swift:
# SpellCommandTests.swift); one that no test names leads to its module's test targets.
# Anything else that the libraries' or the CLI's tests read (Package.swift, dictionaries,
# fixtures) leads to all of that package's tests; the service, benchmarks, scripts and
# documents lead to none (the phases of scripts/test.sh check those).

changed_files() {  # base
    local base=$1 files
    files=$(cd "$root" && { git diff --name-only "$base" --; git ls-files --others --exclude-standard; } | sort -u)
    if [ -z "$files" ] && [ "$base" = HEAD ]; then
        files=$(cd "$root" && git diff --name-only HEAD~1 HEAD -- 2>/dev/null || true)
    fi
    printf '%s\n' "$files" | sed '/^$/d'
}

# The suites a test file declares: a type marked @Suite, or a type or extension whose
# name ends in Tests.
suites_in() {  # file
    awk '
        /^[[:space:]]*@Suite/ { marked = 1 }
        match($0, /^[[:space:]]*(@Suite[^)]*\)?[[:space:]]*)?(final class|class|struct|enum|extension)[[:space:]]+[A-Za-z0-9_]+/) {
            line = substr($0, RSTART, RLENGTH)
            n = split(line, parts, /[[:space:]]+/)
            name = parts[n]
            if (marked || name ~ /Tests$/) print name
            marked = 0
            next
        }
        !/^[[:space:]]*(\/\/|$)/ && !/^[[:space:]]*@/ { marked = 0 }
    ' "$root/$1" | sort -u
}

# The names a source file is known by: its file name and the types it declares or extends at the top level (not nested ones, whose names are often common words).
names_in() {  # file
    {
        basename "$1" .swift
        grep -oE '^(public |package |internal |fileprivate |private |final |@[A-Za-z]+ )*(class|struct|enum|protocol|actor|extension) [A-Za-z_][A-Za-z0-9_]*' "$root/$1" \
            | awk '{ print $NF }'
    } | sort -u
}

# The test targets of a source module, when no test names the file.
module_tests() {  # file
    case $1 in
    Sources/SpellCheckingCore/*) echo "root SpellCheckingTests"; echo "root WordListCheckerTests" ;;
    Sources/SpellChecking/*) echo "root SpellCheckingTests" ;;
    Sources/WordValidator/*) echo "root WordValidatorTests" ;;
    Sources/WordCheck/*) echo "root WordCheckTests" ;;
    CLI/Sources/wordcheck/*) echo "cli wordcheckTests" ;;
    CLI/Sources/*) echo "cli LanguageServerTests" ;;
    esac
}

affected_suites() {
    local file package tests pattern found
    while IFS= read -r file; do
        case $file in
        Tests/*.swift | CLI/Tests/*.swift)
            package=root; [ "${file#CLI/}" = "$file" ] || package=cli
            if [ -f "$root/$file" ]; then
                found=$(suites_in "$file")
                [ -n "$found" ] || found='*'  # a helper file: every suite may use it
                echo "  $file: its suites" >&2
                printf '%s\n' "$found" | sed "s/^/$package /"
            else
                echo "  $file: removed, so all of $package's tests" >&2
                echo "$package *"
            fi
            ;;
        Sources/*.swift | CLI/Sources/*.swift)
            if [ ! -f "$root/$file" ]; then
                echo "  $file: removed, so all the tests" >&2
                echo "root *"; echo "cli *"
                continue
            fi
            pattern=$(names_in "$file" | paste -sd'|' -)
            found=""
            for tests in "$root"/Tests/*/ "$root"/CLI/Tests/*/; do
                package=root; [ "${tests#"$root"/CLI/}" = "$tests" ] || package=cli
                while IFS= read -r test_file; do
                    [ -n "$test_file" ] || continue
                    found+=$(suites_in "${test_file#"$root"/}" | sed "s/^/$package /")$'\n'
                done < <(
                    grep -rlwE --include='*.swift' "$pattern" "$tests"
                    find "$tests" -name "$(basename "$file" .swift)*Tests.swift"
                )
            done
            found=$(printf '%s' "$found" | sed '/^$/d' | sort -u)
            if [ -n "$found" ]; then
                echo "  $file: the suites that name ${pattern//|/, }" >&2
            else
                found=$(module_tests "$file")
                echo "  $file: no test names it, so its module's tests" >&2
            fi
            printf '%s\n' "$found"
            ;;
        Server/* | Benchmarks/* | scripts/* | docs/* | deploy/* | *.md | .ci/* | .gitignore) ;;
        CLI/*)
            echo "  $file: all of the CLI's tests" >&2
            echo "cli *"
            ;;
        *)
            echo "  $file: all the tests" >&2
            echo "root *"; echo "cli *"
            ;;
        esac
    done | sort -u
}
