import Foundation
import Testing
import WordCheck

/// Writes compact JSON (`{"a":1}`) as a front end's writer would, for the tests to read.
struct CompactWriter: JSONReportWriter {
    var text = ""
    private var needsComma = false

    mutating func object(_ body: (inout CompactWriter) -> Void) {
        separate(); text += "{"; needsComma = false
        body(&self)
        text += "}"; needsComma = true
    }

    mutating func array<Items: Sequence>(_ items: Items, _ element: (inout CompactWriter, Items.Element) -> Void) {
        separate(); text += "["; needsComma = false
        for item in items { element(&self, item) }
        text += "]"; needsComma = true
    }

    mutating func key(_ name: StaticString) {
        separate(); text += "\"\(name)\":"; needsComma = false
    }

    mutating func string(_ value: String) {
        // JSONSerialization writes a string as JSON escapes it.
        let data = try! JSONSerialization.data(withJSONObject: [value], options: [.withoutEscapingSlashes])
        append(String(decoding: data.dropFirst().dropLast(), as: UTF8.self))
    }

    mutating func integer(_ value: Int) { append(String(value)) }
    mutating func number(_ value: Double) { append(String(value)) }
    mutating func bool(_ value: Bool) { append(String(value)) }
    mutating func null() { append("null") }

    private mutating func append(_ value: String) { separate(); text += value; needsComma = true }
    private mutating func separate() { if needsComma { text += "," } }

    static func text(_ report: some JSONReport) -> String {
        var writer = CompactWriter()
        report.write(to: &writer)
        return writer.text
    }
}

/// The reports the command line and the service both write: built from the libraries'
/// answers, written in their members' order, and the object `JSONEncoder` encodes.
@Suite struct JSONReportTests {
    /// `write(to:)` and `Encodable` give the same object: the same members, the same values, the same nulls.
    private func writesWhatItEncodes(_ report: some JSONReport, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let written = CompactWriter.text(report)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let encoded = try encoder.encode(report)
        let parsedWritten = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? NSObject
        let parsedEncoded = try JSONSerialization.jsonObject(with: encoded) as? NSObject
        // The same object; the order is the written one (JSONEncoder's is a dictionary's on Linux).
        #expect(parsedWritten != nil && parsedWritten == parsedEncoded, sourceLocation: sourceLocation)
    }

    private var awkward: String { "quote \" backslash \\ tab \t newline \n nul \u{0} é 😀" }

    @Test func validationReportsEveryVerdict() throws {
        let validator = try RootWordValidator(root: "agencies", checker: Checkers.english)
        let accepted = ValidationReport(validator.validate("cease"), validator: validator)
        #expect(CompactWriter.text(accepted)
            == #"{"word":"cease","root":"agencies","language":"en_US","accepted":true,"reason":null,"title":null,"message":null,"points":\#(accepted.points)}"#)
        #expect(accepted.accepted && accepted.points > 0)
        try writesWhatItEncodes(accepted)

        var reasons = Set<Rejection.Code>()
        for (word, used) in [("", []), ("ag", []), ("agencies", []), ("cezse", []), ("cease", ["cease"]), ("gacen", []), (awkward, [])] {
            let verdict = validator.validate(word, played: PlayedWords(used))
            guard case .failure(let rejection) = verdict else {
                Issue.record("\(word) was accepted")
                continue
            }
            let report = ValidationReport(verdict, validator: validator)
            #expect(!report.accepted && report.points == 0)
            #expect(report.word == rejection.word && report.root == "agencies" && report.language == "en_US")
            #expect(report.reason == rejection.code)
            #expect(report.title == rejection.title(in: .english) && report.message == rejection.message(in: .english))
            reasons.insert(rejection.code)
            try writesWhatItEncodes(report)
        }
        #expect(reasons == Set(Rejection.Code.allCases))
    }

    @Test func validationReportsSpeakTheGamesLanguage() throws {
        let validator = try RootWordValidator(root: "camiones", checker: Checkers.spanish)
        let verdict = validator.validate("xyz")
        let report = ValidationReport(verdict, validator: validator)
        #expect(report.language == "es_ES")
        #expect(report.message?.contains("«xyz»") == true)
        #expect(report == ValidationReport(verdict, root: "camiones", language: .spanish))
    }

    @Test func solutionReportsWhatTheSolverFinds() throws {
        let validator = try RootWordValidator(root: "gumdrops", checker: Checkers.english,
                                              rules: RootWordValidator.Rules(minimumLength: 5))
        let solutions = RootWordSolver(validator: validator, list: try Checkers.english.wordList()).solutions()
        let report = SolutionReport(solutions, validator: validator)
        #expect(!solutions.isEmpty)
        #expect(report.words.map(\.word) == solutions.map(\.word))
        #expect(report.words.map(\.points) == solutions.map(\.points))
        #expect(report.count == solutions.count)
        #expect(report.points == solutions.reduce(0) { $0 + $1.points })
        #expect(CompactWriter.text(report).hasPrefix(#"{"root":"gumdrops","language":"en_US","count":\#(solutions.count),"points":\#(report.points),"words":[{"word":"#))
        try writesWhatItEncodes(report)
        let none = SolutionReport(root: awkward, language: .italian, words: [])
        #expect(CompactWriter.text(none).hasSuffix(#""language":"it_IT","count":0,"points":0,"words":[]}"#))
        try writesWhatItEncodes(none)
    }

    @Test func suggestionReportsAskOnlyForMisspelledWords() throws {
        var asked: [String] = []
        let report = SuggestionReport(checking: ["libbro", "casa", "libbro", awkward], with: Checkers.italian, limit: 2) { word in
            asked.append(word)
            return ["uno", "due", "tre"]
        }
        #expect(asked == ["libbro", "libbro", awkward])
        #expect(report.language == "it_IT")
        #expect(report.results.map(\.word) == ["libbro", "casa", "libbro", awkward])
        #expect(report.results.map(\.correct) == [false, true, false, false])
        #expect(report.results.map(\.suggestions) == [["uno", "due"], [], ["uno", "due"], ["uno", "due"]])
        #expect(CompactWriter.text(report.results[1]) == #"{"word":"casa","correct":true,"suggestions":[]}"#)
        try writesWhatItEncodes(report)
        try writesWhatItEncodes(report.results[0])

        // By default, the checker's own suggestions, all of them.
        let checkers = SuggestionReport(checking: ["libbro"], with: Checkers.italian)
        #expect(checkers.results[0].suggestions == Checkers.italian.suggestions(for: "libbro"))
        #expect(checkers == SuggestionReport(language: .italian, results: checkers.results))
    }

    @Test func completionReportsLeaveOutAMissingLanguage() throws {
        let completions = try Checkers.english.completions(forPartialWord: "Agen", limit: 3)
        let named = CompletionReport(partial: "Agen", completions: completions, language: .english)
        let words = completions.map { "\"\($0)\"" }.joined(separator: ",")
        #expect(CompactWriter.text(named) == #"{"language":"en_US","partial":"Agen","completions":[\#(words)]}"#)
        try writesWhatItEncodes(named)
        let unnamed = CompletionReport(partial: awkward, completions: [], language: nil)
        #expect(CompactWriter.text(unnamed).hasPrefix(#"{"partial":"#))
        try writesWhatItEncodes(unnamed)
    }

    @Test func wordleSolverReportsTheNextGuessOrTheWholeGame() throws {
        let solver = try WordleSolver(answers: ["crane", "crate", "trace", "react", "caret", "cater"])
        let board = try Wordle(["crane=ggg.g"])
        let next = WordleSolverReport(next: solver.nextGuess(after: board), after: ["crane=ggg.g"], solver: solver, language: .english)
        #expect(CompactWriter.text(next) == #"{"puzzle":"wordle","query":"crane=ggg.g","language":"en_US","length":5,"hard":false,"#
            + #""next":{"guess":"crate","possibleAnswers":1,"expectedGuesses":1.0,"mostGuesses":1,"canWin":true}}"#)
        try writesWhatItEncodes(next)
        let none = WordleSolverReport(next: solver.nextGuess(after: try Wordle(["zzzzz=ggggg"])), after: [awkward], solver: solver,
                                      language: .english)
        #expect(CompactWriter.text(none).hasSuffix(#""next":null}"#))
        try writesWhatItEncodes(none)
        let evaluation = solver.evaluate()
        let game = WordleSolverReport(evaluation: evaluation, solver: solver, language: .english)
        #expect(CompactWriter.text(game).contains(#""evaluation":{"firstGuess":"\#(evaluation.firstGuess)","answers":6,"#))
        try writesWhatItEncodes(game)
    }

    @Test func boardMovesReportsWriteWhatTheyEncode() throws {
        let engine = BoardMoves(list: try WordListChecker(language: "es").wordList(), tiles: .spanish)
        let moves = try engine.moves(on: WordBoard(), rack: "[ch]ic?")
        let report = BoardMovesReport(moves: Array(moves.prefix(3)), total: moves.count, language: .spanish)
        #expect(CompactWriter.text(report).hasPrefix(#"{"language":"es_ES","count":\#(moves.count),"moves":[{"word":"#))
        try writesWhatItEncodes(report)
    }
}
