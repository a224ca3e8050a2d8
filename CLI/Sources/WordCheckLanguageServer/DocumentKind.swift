import SpellCheckingCore

/// What a document is written in, which decides what of it is prose: from the client's
/// `languageId`, else from the file's name.
enum DocumentKind: Sendable, Hashable {
    /// Every word is checked.
    case plain
    /// Markdown, HTML or LaTeX: their syntax is skipped (``TextFormat``); Markdown's front matter too.
    case markup(TextFormat)
    /// A git commit message: the lines git drops (`#` comments, everything below the
    /// scissors line, a diff) are skipped.
    case commitMessage
    /// Source code: comments and string literals are prose, identifiers are split into
    /// words, and everything else is skipped.
    case code(SourceSyntax)

    init(languageId: String, uri: String) {
        let name = uri.split(separator: "/").last.map(String.init) ?? uri
        let dot = name.lastIndex(of: ".")
        let fileExtension = dot.map { String(name[name.index(after: $0)...]).lowercased() } ?? ""
        switch languageId.lowercased() {
        case "markdown", "mdx": self = .markup(.markdown)
        case "latex", "tex", "plaintex", "context": self = .markup(.latex)
        case "html", "xml", "xhtml", "svg": self = .markup(.html)
        case "plaintext", "text", "txt": self = .plain
        case "git-commit", "gitcommit", "git-rebase": self = .commitMessage
        default:
            if let syntax = SourceSyntax(languageId: languageId) ?? SourceSyntax(fileExtension: fileExtension) {
                self = .code(syntax)
            } else if name == "COMMIT_EDITMSG" || name == "MERGE_MSG" || name == "TAG_EDITMSG" {
                self = .commitMessage
            } else if let format = TextFormat(fileExtension: fileExtension) {
                self = format == .plain ? .plain : .markup(format)
            } else {
                self = .plain
            }
        }
    }

    var isCode: Bool {
        if case .code = self { return true }
        return false
    }
}

/// How a programming language writes comments and strings, enough to lex it simply.
struct SourceSyntax: Sendable, Hashable {
    /// The name shown in documentation and tests.
    let name: String
    /// What opens a comment that runs to the line's end.
    let lineComments: [String]
    /// What opens and closes a block comment, and whether they nest (Swift, Rust).
    let blockComment: (open: String, close: String)?
    let blockCommentsNest: Bool
    /// String delimiters, longest first: what opens, what closes, whether a backslash escapes.
    let strings: [Delimiter]
    /// Whether `'` opens a character literal only when it closes within a character or
    /// an escape (C, Java, Go, Rust; a Rust lifetime `'a` is no literal).
    let shortCharacterLiterals: Bool
    /// Whether a line comment must follow white space or start the line (shell's `#`).
    let commentNeedsSpaceBefore: Bool

    struct Delimiter: Sendable, Hashable {
        let open: String
        let close: String
        let escapes: Bool
    }

    static func == (left: SourceSyntax, right: SourceSyntax) -> Bool { left.name == right.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    private static func cLike(_ name: String, strings: [Delimiter], nests: Bool = false, shortCharacters: Bool = true) -> SourceSyntax {
        SourceSyntax(name: name, lineComments: ["//"], blockComment: ("/*", "*/"), blockCommentsNest: nests,
                     strings: strings, shortCharacterLiterals: shortCharacters, commentNeedsSpaceBefore: false)
    }

    private static let quoted = Delimiter(open: "\"", close: "\"", escapes: true)

    static let swift = cLike("swift", strings: [Delimiter(open: "#\"\"\"", close: "\"\"\"#", escapes: false),
                                                Delimiter(open: "\"\"\"", close: "\"\"\"", escapes: true),
                                                Delimiter(open: "#\"", close: "\"#", escapes: false), quoted],
                             nests: true, shortCharacters: false)
    static let javascript = cLike("javascript", strings: [Delimiter(open: "`", close: "`", escapes: true), quoted,
                                                          Delimiter(open: "'", close: "'", escapes: true)],
                                  shortCharacters: false)
    static let go = cLike("go", strings: [Delimiter(open: "`", close: "`", escapes: false), quoted])
    static let rust = cLike("rust", strings: [Delimiter(open: "r#\"", close: "\"#", escapes: false), quoted], nests: true)
    static let c = cLike("c", strings: [quoted])
    static let java = cLike("java", strings: [Delimiter(open: "\"\"\"", close: "\"\"\"", escapes: true), quoted])
    static let python = SourceSyntax(
        name: "python", lineComments: ["#"], blockComment: nil, blockCommentsNest: false,
        strings: [Delimiter(open: "\"\"\"", close: "\"\"\"", escapes: true), Delimiter(open: "'''", close: "'''", escapes: true),
                  quoted, Delimiter(open: "'", close: "'", escapes: true)],
        shortCharacterLiterals: false, commentNeedsSpaceBefore: false)
    static let shell = SourceSyntax(
        name: "shell", lineComments: ["#"], blockComment: nil, blockCommentsNest: false,
        strings: [quoted, Delimiter(open: "'", close: "'", escapes: false)],
        shortCharacterLiterals: false, commentNeedsSpaceBefore: true)

    /// JSON (with comments, as editors' settings files write it): strings are prose, keys included.
    static let json = cLike("json", strings: [quoted], shortCharacters: false)
    /// Languages with `#` comments and quoted strings: YAML, TOML, Ruby, Perl, R, Make, Dockerfiles, INI.
    static let hashCommented = SourceSyntax(
        name: "hash-commented", lineComments: ["#"], blockComment: nil, blockCommentsNest: false,
        strings: [quoted, Delimiter(open: "'", close: "'", escapes: true)],
        shortCharacterLiterals: false, commentNeedsSpaceBefore: true)
    /// Languages with `--` comments: SQL, Lua, Haskell.
    static let dashCommented = SourceSyntax(
        name: "dash-commented", lineComments: ["--"], blockComment: nil, blockCommentsNest: false,
        strings: [quoted, Delimiter(open: "'", close: "'", escapes: true)],
        shortCharacterLiterals: false, commentNeedsSpaceBefore: false)
    /// PHP: C's comments and `#`, both quotes.
    static let php = SourceSyntax(
        name: "php", lineComments: ["//", "#"], blockComment: ("/*", "*/"), blockCommentsNest: false,
        strings: [quoted, Delimiter(open: "'", close: "'", escapes: true)],
        shortCharacterLiterals: false, commentNeedsSpaceBefore: false)

    init?(languageId: String) {
        switch languageId.lowercased() {
        case "json", "jsonc", "json5": self = .json
        case "yaml", "toml", "ruby", "perl", "r", "makefile", "dockerfile", "ini", "properties", "elixir", "nix", "cmake":
            self = .hashCommented
        case "sql", "lua", "haskell": self = .dashCommented
        case "php": self = .php
        case "swift": self = .swift
        case "python": self = .python
        case "javascript", "typescript", "javascriptreact", "typescriptreact", "js", "ts", "jsx", "tsx": self = .javascript
        case "go": self = .go
        case "rust": self = .rust
        case "c", "cpp", "c++", "objective-c", "objective-cpp", "cuda-cpp", "csharp", "cs": self = .c
        case "java", "kotlin", "scala", "dart": self = .java
        case "shellscript", "sh", "bash", "zsh", "shell": self = .shell
        default: return nil
        }
    }

    init?(fileExtension: String) {
        switch fileExtension {
        case "json", "jsonc", "json5": self = .json
        case "yaml", "yml", "toml", "rb", "pl", "pm", "r", "mk", "ini", "ex", "exs", "nix", "cmake": self = .hashCommented
        case "sql", "lua", "hs": self = .dashCommented
        case "php": self = .php
        case "swift": self = .swift
        case "py", "pyi": self = .python
        case "js", "mjs", "cjs", "ts", "mts", "cts", "jsx", "tsx": self = .javascript
        case "go": self = .go
        case "rs": self = .rust
        case "c", "h", "cc", "cpp", "cxx", "hpp", "hh", "hxx", "m", "mm", "cs": self = .c
        case "java", "kt", "kts", "scala", "dart": self = .java
        case "sh", "bash", "zsh": self = .shell
        default: return nil
        }
    }

    private init(name: String, lineComments: [String], blockComment: (open: String, close: String)?, blockCommentsNest: Bool,
                 strings: [Delimiter], shortCharacterLiterals: Bool, commentNeedsSpaceBefore: Bool) {
        self.name = name
        self.lineComments = lineComments
        self.blockComment = blockComment
        self.blockCommentsNest = blockCommentsNest
        self.strings = strings
        self.shortCharacterLiterals = shortCharacterLiterals
        self.commentNeedsSpaceBefore = commentNeedsSpaceBefore
    }
}
