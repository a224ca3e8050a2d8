/// What a document is written in, which decides what of it is prose.
///
/// Every front end reads a document through its kind: `wordcheck check` takes it from the
/// file's name (`--format` overrides), the language server from the editor's language
/// identifier, the service from the `format` parameter. One file gets one answer everywhere.
public enum DocumentKind: Sendable, Hashable {
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

    /// The kind an editor's language identifier names (LSP's `languageId`: `markdown`,
    /// `swift`, `git-commit`, …), else the kind of the file `fileName` names (a path or a
    /// URI: its last component), else plain.
    public init(languageID: String, fileName: String) {
        switch languageID.lowercased() {
        case "markdown", "mdx": self = .markup(.markdown)
        case "latex", "tex", "plaintex", "context": self = .markup(.latex)
        case "html", "xml", "xhtml", "svg": self = .markup(.html)
        case "plaintext", "text", "txt": self = .plain
        case "git-commit", "gitcommit", "git-rebase": self = .commitMessage
        default:
            if let syntax = SourceSyntax(languageID: languageID) {
                self = .code(syntax)
            } else {
                self.init(fileName: fileName)
            }
        }
    }

    /// The kind of the file `fileName` names (a path or a URI: its last component counts):
    /// by its extension (`.md`, `.html`, `.tex`, `.swift`, `.py`, …), or `COMMIT_EDITMSG`
    /// and git's other message files; plain for any other.
    public init(fileName: String) {
        let name = fileName.split(separator: "/").last.map(String.init) ?? fileName
        let dot = name.lastIndex(of: ".")
        let fileExtension = dot.map { String(name[name.index(after: $0)...]).lowercased() } ?? ""
        if let syntax = SourceSyntax(fileExtension: fileExtension) {
            self = .code(syntax)
        } else if name == "COMMIT_EDITMSG" || name == "MERGE_MSG" || name == "TAG_EDITMSG" {
            self = .commitMessage
        } else if let format = TextFormat(fileExtension: fileExtension) {
            self = format == .plain ? .plain : .markup(format)
        } else {
            self = .plain
        }
    }

    /// The kind `name` names, as `wordcheck check --format` and the service's `format`
    /// parameter take it: `plain`, `markdown`, `html`, `latex`, `commit`, or a programming
    /// language (`swift`, `python`, `c`, `javascript`, … as editors name them); nil for any other.
    public init?(name: String) {
        switch name.lowercased() {
        case "commit", "git-commit", "gitcommit": self = .commitMessage
        default:
            if let format = TextFormat(rawValue: name.lowercased()) {
                self = format == .plain ? .plain : .markup(format)
            } else if let syntax = SourceSyntax(languageID: name) ?? SourceSyntax.all.first(where: { $0.name == name.lowercased() }) {
                self = .code(syntax)
            } else {
                return nil
            }
        }
    }

    /// The name ``init(name:)`` takes back: `plain`, `markdown`, `html`, `latex`, `commit`,
    /// or the syntax's name.
    public var name: String {
        switch self {
        case .plain: "plain"
        case .markup(let format): format.rawValue
        case .commitMessage: "commit"
        case .code(let syntax): syntax.name
        }
    }

    /// The names ``init(name:)`` takes, for messages and help texts.
    public static let names = "plain, markdown, html, latex, commit, or a programming language (swift, python, c, javascript, go, rust, java, shell, ...)"

    /// Whether this is source code.
    public var isCode: Bool {
        if case .code = self { return true }
        return false
    }
}

/// How a programming language writes comments and strings, enough to lex it simply: a
/// line at a time, what is open (a block comment, a string) carried to the next line.
public struct SourceSyntax: Sendable, Hashable {
    /// The rules, shared: a syntax is copied with every reader of a document, line by line.
    private final class Rules: Sendable {
        let name: String
        let lineComments: [String]
        let blockComment: (open: String, close: String)?
        let blockCommentsNest: Bool
        let strings: [Delimiter]
        let shortCharacterLiterals: Bool
        let commentNeedsSpaceBefore: Bool

        init(name: String, lineComments: [String], blockComment: (open: String, close: String)?, blockCommentsNest: Bool,
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

    private let rules: Rules

    /// The name of the syntax (`swift`, `python`, `hash-commented` for YAML, Ruby and the like).
    public var name: String { rules.name }
    /// What opens a comment that runs to the line's end.
    var lineComments: [String] { rules.lineComments }
    /// What opens and closes a block comment, and whether they nest (Swift, Rust).
    var blockComment: (open: String, close: String)? { rules.blockComment }
    var blockCommentsNest: Bool { rules.blockCommentsNest }
    /// String delimiters, longest first: what opens, what closes, whether a backslash escapes.
    var strings: [Delimiter] { rules.strings }
    /// Whether `'` opens a character literal only when it closes within a character or
    /// an escape (C, Java, Go, Rust; a Rust lifetime `'a` is no literal).
    var shortCharacterLiterals: Bool { rules.shortCharacterLiterals }
    /// Whether a line comment must follow white space or start the line (shell's `#`).
    var commentNeedsSpaceBefore: Bool { rules.commentNeedsSpaceBefore }

    struct Delimiter: Sendable, Hashable {
        let open: String
        let close: String
        let escapes: Bool
    }

    public static func == (left: SourceSyntax, right: SourceSyntax) -> Bool { left.rules === right.rules || left.name == right.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    private static func cLike(_ name: String, strings: [Delimiter], nests: Bool = false, shortCharacters: Bool = true) -> SourceSyntax {
        SourceSyntax(name: name, lineComments: ["//"], blockComment: ("/*", "*/"), blockCommentsNest: nests,
                     strings: strings, shortCharacterLiterals: shortCharacters, commentNeedsSpaceBefore: false)
    }

    private static let quoted = Delimiter(open: "\"", close: "\"", escapes: true)

    /// Swift: nesting block comments, raw and multi-line strings.
    public static let swift = cLike("swift", strings: [Delimiter(open: "#\"\"\"", close: "\"\"\"#", escapes: false),
                                                Delimiter(open: "\"\"\"", close: "\"\"\"", escapes: true),
                                                Delimiter(open: "#\"", close: "\"#", escapes: false), quoted],
                             nests: true, shortCharacters: false)
    /// JavaScript and TypeScript: template literals and both quotes.
    public static let javascript = cLike("javascript", strings: [Delimiter(open: "`", close: "`", escapes: true), quoted,
                                                          Delimiter(open: "'", close: "'", escapes: true)],
                                  shortCharacters: false)
    /// Go: raw strings in backquotes.
    public static let go = cLike("go", strings: [Delimiter(open: "`", close: "`", escapes: false), quoted])
    /// Rust: nesting block comments, raw strings, lifetimes that are no literals.
    public static let rust = cLike("rust", strings: [Delimiter(open: "r#\"", close: "\"#", escapes: false), quoted], nests: true)
    /// C, C++, Objective-C and C#.
    public static let c = cLike("c", strings: [quoted])
    /// Java, Kotlin, Scala and Dart: text blocks.
    public static let java = cLike("java", strings: [Delimiter(open: "\"\"\"", close: "\"\"\"", escapes: true), quoted])
    /// Python: `#` comments, triple-quoted strings.
    public static let python = SourceSyntax(
        name: "python", lineComments: ["#"], blockComment: nil, blockCommentsNest: false,
        strings: [Delimiter(open: "\"\"\"", close: "\"\"\"", escapes: true), Delimiter(open: "'''", close: "'''", escapes: true),
                  quoted, Delimiter(open: "'", close: "'", escapes: true)],
        shortCharacterLiterals: false, commentNeedsSpaceBefore: false)
    /// Shell scripts: `#` comments after a space, strings in either quote.
    public static let shell = SourceSyntax(
        name: "shell", lineComments: ["#"], blockComment: nil, blockCommentsNest: false,
        strings: [quoted, Delimiter(open: "'", close: "'", escapes: false)],
        shortCharacterLiterals: false, commentNeedsSpaceBefore: true)

    /// JSON (with comments, as editors' settings files write it): strings are prose, keys included.
    public static let json = cLike("json", strings: [quoted], shortCharacters: false)
    /// Languages with `#` comments and quoted strings: YAML, TOML, Ruby, Perl, R, Make, Dockerfiles, INI.
    public static let hashCommented = SourceSyntax(
        name: "hash-commented", lineComments: ["#"], blockComment: nil, blockCommentsNest: false,
        strings: [quoted, Delimiter(open: "'", close: "'", escapes: true)],
        shortCharacterLiterals: false, commentNeedsSpaceBefore: true)
    /// Languages with `--` comments: SQL, Lua, Haskell.
    public static let dashCommented = SourceSyntax(
        name: "dash-commented", lineComments: ["--"], blockComment: nil, blockCommentsNest: false,
        strings: [quoted, Delimiter(open: "'", close: "'", escapes: true)],
        shortCharacterLiterals: false, commentNeedsSpaceBefore: false)
    /// PHP: C's comments and `#`, both quotes.
    public static let php = SourceSyntax(
        name: "php", lineComments: ["//", "#"], blockComment: ("/*", "*/"), blockCommentsNest: false,
        strings: [quoted, Delimiter(open: "'", close: "'", escapes: true)],
        shortCharacterLiterals: false, commentNeedsSpaceBefore: false)

    /// Every syntax there is.
    static let all: [SourceSyntax] = [.swift, .javascript, .go, .rust, .c, .java, .python, .shell, .json, .hashCommented, .dashCommented, .php]

    /// The syntax an editor's language identifier names (`swift`, `python`, `typescript`, `yaml`, …).
    public init?(languageID languageId: String) {
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

    /// The syntax a file's extension names (`swift`, `py`, `ts`, `yml`, …).
    public init?(fileExtension: String) {
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
        rules = Rules(name: name, lineComments: lineComments, blockComment: blockComment, blockCommentsNest: blockCommentsNest,
                      strings: strings, shortCharacterLiterals: shortCharacterLiterals, commentNeedsSpaceBefore: commentNeedsSpaceBefore)
    }
}
