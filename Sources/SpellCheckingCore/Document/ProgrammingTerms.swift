/// Words that source code is full of and dictionaries lack: the keywords of the languages
/// the server lexes, the abbreviations programmers write (`args`, `ctx`, `utf`), and the
/// platforms and tools configuration files name in lower case (`ubuntu`, `docker`).
/// Accepted in source code only, lowercased.
public enum ProgrammingTerms {
    /// The terms, lowercased.
    public static let all: Set<String> = Set("""
        abs addr alloc arg argc args argv arr asm async attr attrs auth bool buf bytearray cfg char chmod chown \
        cls cmd cmp concat const constexpr ctx cwd decl def del dest dict dir dirs dst elif elem enum env eof \
        eol err errno exe expr extern fmt fn func funcs goto hashable html http https idx impl init inout int \
        iter json len lhs lib libs malloc memcpy mut msg namespace nil noexcept nonatomic noinspection nolint \
        noqa nullptr num obj param params pid pkg println printf proc ptr pwd realloc regex repr req res rhs \
        sizeof src stderr stdin stdio stdlib stdout str strlen struct stubs sudo sys tmp todo toml tuple typedef \
        typename typeof uint uid uri url usize utf util utils uuid val var varargs vec void xml yaml \
        fileprivate rethrows nonisolated deinit subscript associatedtype precondition inlinable \
        lambda nonlocal kwargs dataclass staticmethod classmethod isinstance endswith startswith \
        instanceof readonly keyof infer eslint tsconfig webpack npm jsx tsx \
        chan defer iota rune golang \
        crate impls dyn usize isize rustc cfg clippy \
        ifdef ifndef endif pragma typedef struct unsigned volatile inline stdint cstdint \
        fi esac elif echo grep sed awk xargs mkdir rmdir bashrc shellcheck \
        kotlin jvm javadoc \
        api apis config configs dev devs prod repo repos sdk ui io os cli gui ascii unicode \
        github gitlab ubuntu debian linux macos ios android docker kubernetes nginx postgres mysql sqlite
        """.split(whereSeparator: \.isWhitespace).map(String.init))
}
