import Foundation
import Testing

/// Every command's `--help`, compared with the text kept in `Help/` (as
/// swift-argument-parser's example tests do), so a change to options, defaults
/// or wording shows up in review. After a deliberate change, run the tests with
/// `WORDCHECK_UPDATE_HELP=1` to rewrite the files, and read the diff.
@Suite struct HelpTextTests {
    static let commands = ["", "validate", "spell", "check", "suggest", "complete", "stem", "analyze", "learn", "unlearn", "pipe", "lsp",
                           "languages", "words", "words build", "words list", "words info", "root", "play", "solve", "level", "bee", "rack", "find", "wordle", "boggle", "board", "serve"]
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Help")

    static func help(_ command: String) throws -> String {
        let result = try CLI.run(command.split(separator: " ").map(String.init) + ["--help"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        return result.stdout
    }

    @Test(arguments: commands)
    func helpMatchesTheKeptText(command: String) throws {
        let text = try Self.help(command)
        let file = Self.folder.appendingPathComponent((command.isEmpty ? "wordcheck" : command.replacing(" ", with: "-")) + ".txt")
        if ProcessInfo.processInfo.environment["WORDCHECK_UPDATE_HELP"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let kept = try String(contentsOf: file, encoding: .utf8)
        #expect(text == kept, "wordcheck \(command) --help changed; see \(file.path)")
    }

    /// Every command names itself: without `commandName`, swift-argument-parser derives the
    /// name from the type's with `String(describing:)`, whose first use looks through every
    /// protocol conformance the process has, about 20 million instructions (a sixth of a
    /// `wordcheck` run that checks one word) on every start. Read from the sources, since
    /// the tests run the built program.
    @Test func everyCommandNamesItself() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/wordcheck").standardized
        var commands = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: sources.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: #/struct (\w+): (Async)?ParsableCommand \{\s*static let configuration = CommandConfiguration\(\s*(\w+):/#) {
                commands += 1
                #expect(match.output.3 == "commandName", "\(file): \(match.output.1) has no commandName")
            }
        }
        #expect(commands == Self.commands.count, "the commands in the sources are not the ones whose help is kept")
    }

    /// What the kept texts once got wrong, checked on every command whatever the files say.
    @Test(arguments: commands)
    func noRepeatedDefaultsOrBorrowedDescriptions(command: String) throws {
        let text = try Self.help(command)
        let flattened = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flattened.firstMatch(of: #/\(default: [^)]*\)\.? \(default:/#) == nil, "\(flattened)")
        #expect(text.hasPrefix("OVERVIEW: "))
        #expect(text.contains("USAGE: wordcheck"))
        if command == "unlearn" {
            #expect(text.hasPrefix("OVERVIEW: Forget"))
            #expect(!text.contains("OVERVIEW: Learn"))
        }
    }

    @Test func everyCommandHasAKeptText() throws {
        let kept = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".txt") }
        #expect(Set(kept) == Set(Self.commands.map { ($0.isEmpty ? "wordcheck" : $0.replacing(" ", with: "-")) + ".txt" }))
        // And every subcommand the tool lists is among them.
        let help = try Self.help("")
        let listed = help[(help.range(of: "SUBCOMMANDS:")?.upperBound ?? help.endIndex)...]
        let names = listed.split(separator: "\n").compactMap { $0.firstMatch(of: #/^  ([a-z]+)  /#)?.output.1 }
        #expect(names.count == Self.commands.filter { !$0.contains(" ") }.count - 1)
        for name in names { #expect(Self.commands.contains(String(name)), "\(name) has no kept help text") }
    }

    /// A mistyped command is named, with the command meant, before its arguments are parsed.
    @Test func aMistypedCommandIsNamed() throws {
        let typo = try CLI.run(["valdiate", "cease", "--root", "agencies"])
        #expect(typo.status == 64 && typo.stdout.isEmpty)
        #expect(typo.stderr == "wordcheck: unknown command 'valdiate'; did you mean 'validate'? (wordcheck --help lists them)\n")
        #expect(try CLI.run(["chekc"]).stderr.contains("did you mean 'check'?"))
        let unknown = try CLI.run(["xyzzy"])
        #expect(unknown.status == 64 && unknown.stderr == "wordcheck: unknown command 'xyzzy' (wordcheck --help lists the commands)\n")
        #expect(try CLI.run(["help", "spell"]).status == 0)
        #expect(try CLI.run(["spell", "cease"]).status == 0)
    }
}
