/// What a text is written in: plain prose, or a markup whose syntax is not prose.
///
/// With a markup, the words of its syntax are skipped and the prose inside it is
/// checked, at its place in the original text:
///
/// - ``markdown``: fenced and inline code, link and image targets (`[text](target)`,
///   `<https://…>`, reference definitions), HTML tags and comments;
/// - ``html`` (and XML): tags with their attributes, comments, the contents of the
///   elements that hold code or no prose, as hunspell's `-H` skips them (`<script>`,
///   `<style>`, `<code>`, `<pre>`, `<samp>`, `<kbd>`, `<var>`, `<listing>`,
///   `<address>`), character references (`&amp;`);
/// - ``latex``: commands (`\section`, `\%`), comments, inline and display math, math
///   and verbatim environments, `\verb|…|`, dimensions (`1ex`, `0pt`), and the arguments
///   of commands that hold no prose (`\cite{…}`, `\ref{…}`, `\label{…}`,
///   `\usepackage{…}`, `\begin{…}`, `\url{…}`, `\input file`, …).
public enum TextFormat: String, Sendable, Hashable, CaseIterable {
    /// Prose alone: every word is checked.
    case plain
    /// Markdown (CommonMark and GitHub's).
    case markdown
    /// HTML or XML.
    case html
    /// LaTeX (and TeX).
    case latex

    /// The format a file's extension names (`md`, `markdown`; `html`, `htm`, `xhtml`,
    /// `xml`, `svg`; `tex`, `ltx`, `sty`, `cls`), or nil for any other.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "md", "markdown", "mdown", "mkd": self = .markdown
        case "html", "htm", "xhtml", "xml", "svg": self = .html
        case "tex", "ltx", "sty", "cls", "latex": self = .latex
        case "txt", "text": self = .plain
        default: return nil
        }
    }
}

/// Finds, line by line, the bytes of a text that are markup rather than prose; what spans
/// lines (a fenced block, a comment, display math) is carried from one line to the next.
///
/// Keep one for a whole text read in pieces, and pass it to
/// ``SpellChecker/locatedMisspellings(inText:masking:progress:)`` with each piece in turn.
/// Works on UTF-8 bytes: every marker is ASCII. Two masks are equal when they find the
/// same markup in whatever comes next, so an editor can keep what a line gave and
/// reuse it while the line and the mask before it are unchanged.
public struct MarkupMask: Sendable, Hashable {
    /// The markup this mask finds.
    public let format: TextFormat
    private var inFence: [UInt8]? = nil        // markdown: the fence that opened the block
    private var inComment = false              // markdown and html: inside <!-- -->
    private var inTag: UInt8? = nil            // html: inside a tag (0), or inside its quoted value (the quote)
    private var inRawElement: [UInt8]? = nil   // html: inside one of rawElements (the closing tag)
    private var inMath: [UInt8]? = nil         // latex: inside math or verbatim (what ends it)
    private var inCodeSpan: Int? = nil         // markdown: inside a code span begun on a line before (its run of backticks)

    /// A mask for a text in `format`, at its start.
    public init(format: TextFormat) {
        self.format = format
    }

    /// Marks in `markup` (as many entries as `line` has bytes) each byte of `line` that
    /// is markup, and carries what is still open to the next line.
    package mutating func mark(_ line: UnsafeBufferPointer<UInt8>, into markup: inout [Bool]) {
        markup = [Bool](repeating: false, count: line.count)
        switch format {
        case .plain: return
        case .markdown: markMarkdown(line, &markup)
        case .html: markHTML(line, &markup)
        case .latex: markLaTeX(line, &markup)
        }
        // Whole scalars only (a marker may end on a character's first byte, `\é`): the
        // bytes left are then UTF-8 still, as long as the line.
        var start = 0
        while start < line.count {
            var end = start + 1
            while end < line.count, line[end] & 0xC0 == 0x80 { end += 1 }
            if end - start > 1, markup[start..<end].contains(true) { Self.fill(&markup, start..<end) }
            start = end
        }
    }

    /// How ``prose(ofLine:keeping:)`` keeps offsets: one space for each Unicode scalar of
    /// markup (as `hunspell -a` counts), or one for each UTF-16 code unit (as LanguageTool
    /// and `NSRange` count).
    public enum Offsets: Sendable {
        /// A space for each Unicode scalar of markup.
        case unicodeScalars
        /// A space for each UTF-16 code unit of markup (two for a scalar outside the BMP).
        case utf16
    }

    /// `line` (one line, without its line break) with its markup turned into spaces, so
    /// that `offsets` are the same in both; what the line leaves open is carried to the next.
    public mutating func prose(ofLine line: String, keeping offsets: Offsets = .unicodeScalars) -> String {
        guard format != .plain else { return line }
        var markup: [Bool] = []
        var bytes = line
        bytes.withUTF8 { mark($0, into: &markup) }
        var prose = String.UnicodeScalarView()
        var offset = 0
        for scalar in line.unicodeScalars {
            if !markup[offset] {
                prose.append(scalar)
            } else {
                for _ in 0..<(offsets == .utf16 ? UTF16.width(scalar) : 1) { prose.append(" ") }
            }
            offset += UTF8.width(scalar)
        }
        return String(prose)
    }

    /// `text`, of any number of lines, with the markup of `format` turned into spaces so
    /// that `offsets` are the same in both. Lines end where the library counts them
    /// (``LineBreaks``), and the breaks are kept.
    public static func prose(of text: String, format: TextFormat, keeping offsets: Offsets) -> String {
        guard format != .plain else { return text }
        var mask = MarkupMask(format: format)
        var prose = ""
        var lineStart = text.startIndex
        for lineEnd in LineBreaks.of(text) + [text.endIndex] {
            prose += mask.prose(ofLine: String(text[lineStart..<lineEnd]), keeping: offsets)
            guard lineEnd < text.endIndex else { break }
            lineStart = text.index(after: lineEnd)
            prose += text[lineEnd..<lineStart]
        }
        return prose
    }

    // MARK: Helpers

    private static func starts(_ line: UnsafeBufferPointer<UInt8>, _ offset: Int, _ marker: String) -> Bool {
        var position = offset
        for byte in marker.utf8 {
            guard position < line.count, line[position] == byte else { return false }
            position += 1
        }
        return true
    }

    /// Where `marker` next starts at or after `offset`, if it does.
    private static func find(_ marker: String, in line: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int? {
        var position = offset
        while position < line.count {
            if starts(line, position, marker) { return position }
            position += 1
        }
        return nil
    }

    /// Where the next run of exactly `run` backticks starts, at or after `offset`.
    private static func closingRun(of run: Int, in line: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int? {
        var position = offset
        while position < line.count {
            guard line[position] == 0x60 else {
                position += 1
                continue
            }
            var length = 0
            while position + length < line.count, line[position + length] == 0x60 { length += 1 }
            if length == run { return position }
            position += length
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    private static func fill(_ markup: inout [Bool], _ range: Range<Int>) {
        for index in range where index < markup.count { markup[index] = true }
    }

    /// Inside an HTML comment (Markdown's too): marks it up to and past its `-->` and
    /// returns where the line goes on, or marks the rest of the line and returns nil
    /// when the comment runs on past it.
    private mutating func markComment(_ line: UnsafeBufferPointer<UInt8>, from offset: Int, _ markup: inout [Bool]) -> Int? {
        guard let end = Self.find("-->", in: line, from: offset) else {
            Self.fill(&markup, offset..<line.count)
            return nil
        }
        Self.fill(&markup, offset..<(end + 3))
        inComment = false
        return end + 3
    }

    // MARK: Markdown

    private mutating func markMarkdown(_ line: UnsafeBufferPointer<UInt8>, _ markup: inout [Bool]) {
        // A blockquote's markers (`> `, nested `> > `) come before its own lines' syntax.
        var quoted = 0
        while true {
            var position = quoted
            while position < line.count, position - quoted < 3, line[position] == 0x20 { position += 1 }
            guard position < line.count, line[position] == 0x3E else { break }
            position += 1
            if position < line.count, line[position] == 0x20 { position += 1 }
            quoted = position
        }
        Self.fill(&markup, 0..<quoted)
        var indent = quoted
        while indent < line.count, line[indent] == 0x20, indent - quoted < 4 { indent += 1 }
        let isBlank = indent == line.count
        // A code span left open by the line before goes on to its closing run (a blank line
        // ends the paragraph, and the span with it).
        if inCodeSpan != nil {
            if isBlank {
                inCodeSpan = nil
                return
            }
            markInline(line, &markup)
            return
        }
        // A fence (``` or ~~~, three or more) opens or closes a code block, itself code.
        if indent - quoted < 4, indent + 2 < line.count, line[indent] == 0x60 || line[indent] == 0x7E,
           line[indent + 1] == line[indent], line[indent + 2] == line[indent] {
            var length = 3
            while indent + length < line.count, line[indent + length] == line[indent] { length += 1 }
            let fence = [UInt8](repeating: line[indent], count: length)
            if let open = inFence {
                if fence.count >= open.count, open[0] == fence[0] { inFence = nil }
            } else {
                inFence = fence
            }
            Self.fill(&markup, 0..<line.count)
            return
        }
        if inFence != nil {
            Self.fill(&markup, 0..<line.count)
            return
        }
        // A reference definition, [label]: target "title": an identifier and an address.
        if indent - quoted < 4, indent < line.count, line[indent] == 0x5B, Self.find("]:", in: line, from: indent + 1) != nil {
            Self.fill(&markup, 0..<line.count)
            return
        }
        markInline(line, &markup)
    }

    /// The inline markup of a Markdown line: code spans (one left open goes on to the next
    /// line), link targets, HTML tags and comments, backslash escapes.
    private mutating func markInline(_ line: UnsafeBufferPointer<UInt8>, _ markup: inout [Bool]) {
        var offset = 0
        if let run = inCodeSpan {
            // The span begun on a line before: code up to its closing run.
            guard let close = Self.closingRun(of: run, in: line, from: 0) else {
                Self.fill(&markup, 0..<line.count)
                return
            }
            inCodeSpan = nil
            Self.fill(&markup, 0..<(close + run))
            offset = close + run
        }
        while offset < line.count {
            if inComment {
                guard let end = markComment(line, from: offset, &markup) else { return }
                offset = end
                continue
            }
            let byte = line[offset]
            if byte == 0x5C, offset + 1 < line.count {  // a backslash escape
                offset += 2
                continue
            }
            if byte == 0x60 {  // inline code: a run of backticks to the same run
                var run = 1
                while offset + run < line.count, line[offset + run] == 0x60 { run += 1 }
                guard let close = Self.closingRun(of: run, in: line, from: offset + run) else {
                    // Open at the line's end: the span may close on a line of the paragraph to come.
                    inCodeSpan = run
                    Self.fill(&markup, offset..<line.count)
                    return
                }
                Self.fill(&markup, offset..<(close + run))
                offset = close + run
                continue
            }
            if byte == 0x5D, offset + 1 < line.count, line[offset + 1] == 0x28 {  // ](target)
                var depth = 0, end = offset + 1
                while end < line.count {
                    if line[end] == 0x28 { depth += 1 }
                    if line[end] == 0x29 { depth -= 1; if depth == 0 { end += 1; break } }
                    end += 1
                }
                Self.fill(&markup, offset..<end)
                offset = end
                continue
            }
            if byte == 0x3C {  // <!-- comment -->, <tag ...>, <https://autolink>
                if Self.starts(line, offset, "<!--") {
                    inComment = true
                    Self.fill(&markup, offset..<(offset + 4))
                    offset += 4
                    continue
                }
                if offset + 1 < line.count, Self.isLetter(line[offset + 1]) || line[offset + 1] == 0x2F,
                   let end = Self.find(">", in: line, from: offset + 1) {
                    Self.fill(&markup, offset..<(end + 1))
                    offset = end + 1
                    continue
                }
            }
            offset += 1
        }
    }

    // MARK: HTML and XML

    private mutating func markHTML(_ line: UnsafeBufferPointer<UInt8>, _ markup: inout [Bool]) {
        var offset = 0
        while offset < line.count {
            if inComment {
                guard let end = markComment(line, from: offset, &markup) else { return }
                offset = end
                continue
            }
            if let quote = inTag {
                // Inside a tag: everything is markup until its `>` (not one inside a quoted value).
                let byte = line[offset]
                markup[offset] = true
                offset += 1
                if quote != 0 {
                    if byte == quote { inTag = 0 }
                } else if byte == 0x22 || byte == 0x27 {
                    inTag = byte
                } else if byte == 0x3E {
                    inTag = nil
                }
                continue
            }
            if let closing = inRawElement {
                // Code, or no prose: markup until the closing tag.
                var position = offset
                var found: Int?
                while position < line.count {
                    if line[position] == 0x3C, Self.startsIgnoringCase(line, position, closing) { found = position; break }
                    position += 1
                }
                guard let found else {
                    Self.fill(&markup, offset..<line.count)
                    return
                }
                Self.fill(&markup, offset..<found)
                inRawElement = nil
                offset = found
                continue
            }
            let byte = line[offset]
            if byte == 0x3C {
                if Self.starts(line, offset, "<!--") {
                    inComment = true
                    Self.fill(&markup, offset..<(offset + 4))
                    offset += 4
                    continue
                }
                if offset + 1 < line.count, Self.isLetter(line[offset + 1]) || [0x2F, 0x21, 0x3F].contains(line[offset + 1]) {
                    for name in Self.rawElements where Self.startsIgnoringCase(line, offset + 1, name)
                        && (offset + 1 + name.count == line.count || [0x3E, 0x20, 0x09, 0x2F, 0x0D].contains(line[offset + 1 + name.count])) {
                        inRawElement = Array("</".utf8) + name
                    }
                    inTag = 0
                    markup[offset] = true
                    offset += 1
                    continue
                }
            }
            if byte == 0x26 {  // &name; &#123; &#x1F;
                var end = offset + 1
                while end < line.count, end - offset <= 32, Self.isLetter(line[end]) || (line[end] >= 0x30 && line[end] <= 0x39) || line[end] == 0x23 {
                    end += 1
                }
                if end < line.count, line[end] == 0x3B, end > offset + 1 {
                    Self.fill(&markup, offset..<(end + 1))
                    offset = end + 1
                    continue
                }
            }
            offset += 1
        }
    }

    /// The elements whose contents are markup: code, and what hunspell's HTML reading skips.
    private static let rawElements = ["script", "style", "code", "pre", "samp", "kbd", "var", "listing", "address"].map { Array($0.utf8) }

    private static func startsIgnoringCase(_ line: UnsafeBufferPointer<UInt8>, _ offset: Int, _ marker: [UInt8]) -> Bool {
        guard offset + marker.count <= line.count else { return false }
        for (index, byte) in marker.enumerated() {
            let found = line[offset + index]
            if (isLetter(found) ? found | 0x20 : found) != byte { return false }
        }
        return true
    }

    // MARK: LaTeX

    /// Commands whose arguments hold no prose: their `[…]` and `{…}` groups are skipped.
    private static let commandsWithoutProse: Set<String> = [
        "cite", "citep", "citet", "citealp", "citeauthor", "citeyear", "nocite", "ref", "eqref", "pageref", "autoref",
        "cref", "Cref", "label", "usepackage", "documentclass", "RequirePackage", "begin", "end", "url", "href",
        "includegraphics", "input", "include", "includeonly", "bibliography", "bibliographystyle", "newcommand",
        "renewcommand", "providecommand", "newenvironment", "renewenvironment", "setlength", "addtolength",
        "setcounter", "addtocounter", "hspace", "vspace", "hypersetup", "graphicspath", "pagestyle", "thispagestyle",
        "pagenumbering", "newtheorem", "DeclareMathOperator", "lstinputlisting", "verb", "color", "textcolor",
        "definecolor", "geometry",
    ]

    /// Environments whose contents are math or code.
    private static let environmentsWithoutProse: Set<String> = [
        "equation", "equation*", "align", "align*", "alignat", "alignat*", "gather", "gather*", "multline", "multline*",
        "flalign", "flalign*", "eqnarray", "eqnarray*", "math", "displaymath", "verbatim", "verbatim*", "lstlisting",
        "minted", "comment", "tikzpicture",
    ]

    private mutating func markLaTeX(_ line: UnsafeBufferPointer<UInt8>, _ markup: inout [Bool]) {
        var offset = 0
        while offset < line.count {
            if let end = inMath {
                // Math or verbatim: markup until what closes it.
                let marker = String(decoding: end, as: UTF8.self)
                guard let found = Self.find(marker, in: line, from: offset) else {
                    Self.fill(&markup, offset..<line.count)
                    return
                }
                Self.fill(&markup, offset..<(found + end.count))
                inMath = nil
                offset = found + end.count
                continue
            }
            let byte = line[offset]
            switch byte {
            case 0x25:  // % comment to the end of the line
                Self.fill(&markup, offset..<line.count)
                return
            case 0x24:  // $ or $$ math
                let display = offset + 1 < line.count && line[offset + 1] == 0x24
                let width = display ? 2 : 1
                Self.fill(&markup, offset..<(offset + width))
                inMath = Array((display ? "$$" : "$").utf8)
                offset += width
            case 0x5C:  // a command, \( \[ math, or an escaped character
                guard offset + 1 < line.count else {
                    markup[offset] = true
                    offset += 1
                    continue
                }
                let next = line[offset + 1]
                if next == 0x28 || next == 0x5B {  // \( … \)  \[ … \]
                    Self.fill(&markup, offset..<(offset + 2))
                    inMath = Array((next == 0x28 ? "\\)" : "\\]").utf8)
                    offset += 2
                    continue
                }
                guard Self.isLetter(next) else {  // \%, \&, \\, \{, …
                    Self.fill(&markup, offset..<(offset + 2))
                    offset += 2
                    continue
                }
                var end = offset + 1
                while end < line.count, Self.isLetter(line[end]) || line[end] == 0x40 { end += 1 }
                if end < line.count, line[end] == 0x2A { end += 1 }
                let name = String(decoding: UnsafeBufferPointer(rebasing: line[(offset + 1)..<end]), as: UTF8.self)
                Self.fill(&markup, offset..<end)
                offset = end
                if name == "verb" || name == "verb*", offset < line.count {
                    // \verb|…|: any character but a letter or a space delimits the code.
                    let delimiter = line[offset]
                    var close = offset + 1
                    while close < line.count, line[close] != delimiter { close += 1 }
                    let stop = min(close + 1, line.count)
                    Self.fill(&markup, offset..<stop)
                    offset = stop
                    continue
                }
                if ["input", "include"].contains(name), offset < line.count, line[offset] == 0x20 {
                    // \input file (TeX's form, without braces): the file name is no prose.
                    var start = offset
                    while start < line.count, line[start] == 0x20 { start += 1 }
                    if start < line.count, line[start] != 0x7B {
                        var stop = start
                        while stop < line.count, ![0x20, 0x09, 0x25, 0x7D].contains(line[stop]) { stop += 1 }
                        Self.fill(&markup, offset..<stop)
                        offset = stop
                        continue
                    }
                }
                guard Self.commandsWithoutProse.contains(name.hasSuffix("*") ? String(name.dropLast()) : name) else { continue }
                // Its groups: [options] and {arguments} (one for \href, whose second is prose).
                var groups = 0
                while offset < line.count {
                    var position = offset
                    while position < line.count, line[position] == 0x20 { position += 1 }
                    guard position < line.count, line[position] == 0x7B || line[position] == 0x5B else { break }
                    let open = line[position], close: UInt8 = open == 0x7B ? 0x7D : 0x5D
                    var depth = 0, end = position
                    while end < line.count {
                        if line[end] == open { depth += 1 }
                        if line[end] == close { depth -= 1; if depth == 0 { end += 1; break } }
                        end += 1
                    }
                    if name == "begin", open == 0x7B {
                        let inner = String(decoding: UnsafeBufferPointer(rebasing: line[(position + 1)..<max(position + 1, end - 1)]), as: UTF8.self)
                        if Self.environmentsWithoutProse.contains(inner) { inMath = Array("\\end{\(inner)}".utf8) }
                    }
                    Self.fill(&markup, offset..<end)
                    offset = end
                    if open == 0x7B { groups += 1 }
                    if name == "href" && groups == 1 || name == "begin" && groups == 1 || name == "end" { break }
                    if inMath != nil { break }
                }
            case 0x30...0x39 where offset == 0 || !Self.isLetter(line[offset - 1]):
                // A dimension (1ex, 0pt, 2.5in, -1em) is no prose: TeX's units after a number.
                var end = offset
                while end < line.count, (line[end] >= 0x30 && line[end] <= 0x39) || line[end] == 0x2E { end += 1 }
                var unit = end
                while unit < line.count, Self.isLetter(line[unit]) { unit += 1 }
                let name = String(decoding: UnsafeBufferPointer(rebasing: line[end..<unit]), as: UTF8.self).lowercased()
                if Self.units.contains(name) { Self.fill(&markup, offset..<unit) }
                offset = max(unit, offset + 1)
            default:
                offset += 1
            }
        }
    }

    /// TeX's units of length, and its infinite glue (`fil`, `fill`, `filll`).
    private static let units: Set<String> = ["pt", "pc", "in", "bp", "cm", "mm", "dd", "cc", "sp", "em", "ex", "mu", "px",
                                             "fil", "fill", "filll", "true"]
}
