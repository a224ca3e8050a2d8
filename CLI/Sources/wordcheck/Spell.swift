import ArgumentParser
import WordCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Spell: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spell",
        abstract: "Print the misspelled words.",
        discussion: """
            Each WORD argument, or each line of standard input when no WORD is given, \
            is one word: nothing is split, but spaces and tabs around it and a UTF-8 \
            byte order mark at the start of the input are not part of it. Misspelled \
            words are printed one per line, in input order. Blank input lines are skipped. Standard input is streamed, \
            so input of any length runs in constant memory. A line that is not valid \
            UTF-8 counts as misspelled: it is printed as it came and reported on stderr.

            A language WordCheck bundles (en, es, it and their regions) is checked \
            with its word list alone, libhunspell never loaded; the verdicts are \
            libhunspell's, learned words included.

            Exit status: 0 when every word is correct, 1 when any is misspelled.
            """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Argument(help: "Words to check. Without any, standard input is read, one word per line.")
    var words: [String] = []

    func run() throws {
        try reportingFailures {
            let checker = try dictionary.makeWordChecker()
            let output = OutputBuffer()
            var allCorrect = true
            if words.isEmpty {
                try Self.forEachInputWord(output: output) { word, line in
                    if !checker.isCorrect(word) {
                        output.writeLine(line)
                        allCorrect = false
                    }
                } invalid: { line in
                    output.writeLine(line)
                    allCorrect = false
                }
            } else {
                for word in words where !checker.isCorrect(word) {
                    output.writeLine(word)
                    allCorrect = false
                }
            }
            output.flush()
            if !allCorrect { throw ExitCode(.misspelledOrRejected) }
        }
    }

    /// Reads standard input one word a line (``word(in:isFirstLine:)``; empty lines are
    /// skipped): `body` gets each word and the line's bytes it came from; a line that is not
    /// UTF-8 goes to `invalid`, after which `output` is flushed and a one-line message
    /// naming the line is written to standard error.
    static func forEachInputWord(output: OutputBuffer, _ body: (String, UnsafeBufferPointer<UInt8>) -> Void,
                                 invalid: (UnsafeBufferPointer<UInt8>) -> Void) throws {
        var reader = LineReader(descriptor: STDIN_FILENO)
        var lineNumber = 0
        try reader.forEachLine { whole in
            lineNumber += 1
            let line = word(in: whole, isFirstLine: lineNumber == 1)
            if line.isEmpty { return }
            guard let word = validUTF8(line) else {
                invalid(line)
                output.flush()
                StandardError.write("wordcheck: stdin line \(lineNumber) is not valid UTF-8\n")
                return
            }
            body(word, line)
        }
    }

    /// The word on an input line: without the spaces and tabs around it, and without a
    /// UTF-8 byte order mark when it is the first line.
    static func word(in line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool) -> UnsafeBufferPointer<UInt8> {
        var start = 0, end = line.count
        if isFirstLine, line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF { start = 3 }
        while start < end, line[start] == 0x20 || line[start] == 0x09 { start += 1 }
        while end > start, line[end - 1] == 0x20 || line[end - 1] == 0x09 { end -= 1 }
        return UnsafeBufferPointer(rebasing: line[start..<end])
    }
}
