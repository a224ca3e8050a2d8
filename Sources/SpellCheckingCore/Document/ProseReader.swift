/// A line of a document as it is checked: its bytes with everything that is no prose
/// turned into spaces (byte for byte, so offsets are the line's), and, in source code, its
/// identifiers, whose parts are checked as words.
public struct LineProse: Sendable, Hashable {
    /// As long as the line; a byte that is no prose is a space.
    public var bytes: [UInt8]
    /// The identifiers of source code, as byte ranges of the line.
    public var identifiers: [Range<Int>]

    /// A line's prose and identifiers.
    public init(bytes: [UInt8], identifiers: [Range<Int>] = []) {
        self.bytes = bytes
        self.identifiers = identifiers
    }
}

/// Reads a document a line at a time and says what of each line is prose, by the
/// document's kind: markup skipped (``MarkupMask``), source code lexed (``SourceLexer``),
/// the lines git drops from a commit message left out, a Markdown front matter left out.
///
/// What a line leaves open is carried to the next, and two readers are equal when they
/// read what comes next alike: an editor keeps what a line gave, and reuses it while the
/// line and the reader before it are unchanged.
public struct ProseReader: Sendable, Hashable {
    /// The kind of document read.
    public let kind: DocumentKind
    private var mask: MarkupMask?
    private var lexer: SourceLexer?
    /// A commit message: past the scissors line or a diff, nothing is prose.
    private var dropping = false
    /// Lines of front matter still to leave out.
    private var frontMatterLeft: Int

    /// A reader at the start of a document of `kind`, whose first `frontMatterLines`
    /// lines are left out (``frontMatterLines(_:)`` says how many a Markdown document has).
    public init(kind: DocumentKind, frontMatterLines: Int = 0) {
        self.kind = kind
        frontMatterLeft = frontMatterLines
        switch kind {
        case .markup(let format): mask = MarkupMask(format: format)
        case .code(let syntax): lexer = SourceLexer(syntax: syntax)
        case .plain, .commitMessage: break
        }
    }

    /// The prose of `line` (one line, without its break), or nil when none of it is
    /// prose however it is written (a commit message's comment, front matter).
    ///
    /// A long line of plain text or source code may be read in pieces cut where a space
    /// is (``readsInPieces``), so that memory stays that of a piece: `endsLine` false for
    /// each piece but the last (a line comment or a string goes on into the next piece).
    public mutating func prose(ofLine line: some Collection<UInt8>, endsLine: Bool = true) -> LineProse? {
        if frontMatterLeft > 0 {
            frontMatterLeft -= 1
            return nil
        }
        switch kind {
        case .plain:
            return LineProse(bytes: line as? [UInt8] ?? Array(line))
        case .markup:
            var bytes = Array(line)
            var markup: [Bool] = []
            bytes.withUnsafeBufferPointer { mask!.mark($0, into: &markup) }
            for index in bytes.indices where markup[index] { bytes[index] = 0x20 }
            return LineProse(bytes: bytes)
        case .code:
            let (prose, identifiers) = lexer!.lex(line, endsLine: endsLine)
            return LineProse(bytes: prose, identifiers: identifiers)
        case .commitMessage:
            if line.starts(with: Self.scissors.utf8) || line.starts(with: "diff --git ".utf8) { dropping = true }
            if dropping || line.first == UInt8(ascii: "#") { return nil }
            return LineProse(bytes: line as? [UInt8] ?? Array(line))
        }
    }

    /// Whether a long line of this kind of document may be read in pieces: plain text and
    /// source code (markup and commit messages are read a whole line at a time).
    public var readsInPieces: Bool {
        switch kind {
        case .plain, .code: true
        case .markup, .commitMessage: false
        }
    }

    /// The line below which git drops a commit message (`git commit --verbose`).
    static let scissors = "# ------------------------ >8 ------------------------"

    /// How many lines a front matter that opens a Markdown document takes (`---` … `---`
    /// or `...`, or `+++` … `+++`), both fences included, or 0 when `firstLines` (the
    /// document's first lines) open with none. A fence closed past the first
    /// ``frontMatterWindow`` lines opens no front matter.
    public static func frontMatterLines<Line: Collection<UInt8>>(_ firstLines: some Sequence<Line>) -> Int {
        var opening: [UInt8]? = nil
        for (number, line) in firstLines.prefix(frontMatterWindow).enumerated() {
            let text = Array(line)
            guard let open = opening else {
                guard text == Array("---".utf8) || text == Array("+++".utf8) else { return 0 }
                opening = text
                continue
            }
            if text == open || (open == Array("---".utf8) && text == Array("...".utf8)) { return number + 1 }
        }
        return 0
    }

    /// The most lines a front matter may take (a reader that streams its text keeps this
    /// many lines at most before it knows).
    public static let frontMatterWindow = 256
}
