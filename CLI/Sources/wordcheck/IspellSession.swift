@_spi(CommandLineTool) import SpellChecking
import WordCheck

/// The ispell pipe protocol (`hunspell -a`) over lines of input, shared by
/// `wordcheck pipe` and `wordcheck -a`.
///
/// A word is correct when one of ``checkers`` accepts it (hunspell's `-d a,b`);
/// the first one splits lines into words and suggests. `*word` accepts the word
/// for the rest of the run and keeps it for ``save``, which `#` calls with the
/// words kept since the last `#`. aspell's `$$ra MISSPELLING,CORRECTION` records a
/// correction the user chose (``HunspellChecker/learnCorrection(_:as:)``), offered first
/// for that misspelling from then on.
struct IspellSession {
    /// The version hunspell's banner names: the libhunspell series WordCheck links
    /// and answers like (`libhunspell-1.7`).
    static let hunspellVersion = "1.7"

    /// The first line of `hunspell -a`, which editors read to recognise hunspell
    /// (Emacs matches `(but really Hunspell X.Y)`).
    static let banner = "@(#) International Ispell Version 3.2.06 (but really Hunspell \(hunspellVersion))"

    let checkers: [HunspellChecker]
    let method: SuggestionMethod
    let output: OutputBuffer
    /// Keeps the words of `*` lines; called by `#`.
    let save: ([String]) -> Void
    private var terse = false
    private var pending: [String] = []
    /// Suggestions already given in this run, by misspelled word: a word repeated on a line
    /// or in a file costs its search once. Emptied when full, and when a word is added
    /// (the lists may change).
    private let cachedSuggestions = SuggestionCache()

    /// The markup of the text lines (-H, -t, -X, and the protocol's `+` and `-`).
    private let format: TextFormat
    private var markup: MarkupMask

    init(checkers: [HunspellChecker], method: SuggestionMethod, format: TextFormat = .plain, output: OutputBuffer,
         save: @escaping ([String]) -> Void) {
        self.format = format
        self.markup = MarkupMask(format: format)
        precondition(!checkers.isEmpty, "an ispell session needs a checker")
        self.checkers = checkers
        self.method = method
        self.output = output
        self.save = save
    }

    /// Answers one input line (a command, or text to check), then flushes, so an editor
    /// waiting for the answer gets it at once.
    mutating func handle(_ line: String) {
        let primary = checkers[0]
        switch line.first {
        case "*":
            let word = String(line.dropFirst())
            if (try? primary.add(word)) != nil { pending.append(word) }
            cachedSuggestions.removeAll()
        case "@":
            primary.ignoreWord(String(line.dropFirst()))
        case "#":
            save(pending)
            pending.removeAll()
        case "!":
            terse = true
        case "%":
            terse = false
        case "+":
            markup = MarkupMask(format: .latex)  // TeX mode, as in ispell
        case "-":
            markup = MarkupMask(format: format)  // back to the mode the options chose
        case "~":
            break  // character-set selection: nothing to do
        case "$" where line.hasPrefix("$$ra "):
            // aspell's "store replacement": the pair is learned (an error leaves it unlearned, as aspell says nothing).
            let pair = line.dropFirst(5).split(separator: ",", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2, (try? primary.learnCorrection(pair[0], as: pair[1])) != nil { cachedSuggestions.removeAll() }
        case "^":
            // The ^ is not checked, but offsets still count it, as in hunspell -a.
            answer(markup.prose(ofLine: " " + line.dropFirst()))
        default:
            answer(markup.prose(ofLine: line))
        }
    }

    /// Answers a line that could not be decoded: `# line 0`, with the bytes as they came.
    func answerUndecodable(_ bytes: UnsafeBufferPointer<UInt8>) {
        (Array("# ".utf8) + bytes + Array(" 0".utf8)).withUnsafeBufferPointer { output.writeLine($0) }
        output.writeLine("")
    }

    private func answer(_ line: String) {
        for (word, offset, correct) in Self.words(in: line, checkers: checkers, method: method) {
            if correct {
                if !terse { output.writeLine("*") }
                continue
            }
            let suggestions = cachedSuggestions.suggestions(for: word) { checkers[0].suggestions(for: word, using: method) }
            output.writeLine(suggestions.isEmpty
                ? "# \(word) \(offset)"
                : "& \(word) \(suggestions.count) \(offset): \(suggestions.joined(separator: ", "))")
        }
        output.writeLine("")
    }

    /// The words of `line` as hunspell takes them, with offsets in Unicode scalars and
    /// whether any of `checkers` accepts (or the first ignores) them.
    static func words(in line: String, checkers: [HunspellChecker], method: SuggestionMethod) -> [(word: String, offset: Int, correct: Bool)] {
        var words: [(word: String, offset: Int, correct: Bool)] = []
        forEachWord(in: line, checkers: checkers, method: method) { words.append(($0, $1, $2)) }
        return words
    }

    /// ``words(in:checkers:method:)`` one at a time, with no array in between.
    static func forEachWord(in line: String, checkers: [HunspellChecker], method: SuggestionMethod,
                            _ body: (_ word: String, _ offset: Int, _ correct: Bool) -> Void) {
        // WordCheck's engine takes an elided word whole (dell'anno); hunspell's, as hunspell splits it.
        checkers[0].forEachPipeWord(in: line, joiningElisions: method == .wordList) { word, offset, correct in
            body(word, offset, correct || checkers.dropFirst().contains { $0.isCorrect(word) })
        }
    }
}
