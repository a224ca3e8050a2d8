import Foundation
import Testing

@Suite struct LanguagesCommandTests {
    @Test func listsBundledAndEnvironmentDictionaries() throws {
        let folder = CLI.fixtures.appendingPathComponent("latin1").path
        let result = try CLI.run(["languages"], environment: ["WORDCHECK_DICTIONARY_PATH": folder])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        #expect(lines.first == ["xx_LATIN", "environment", folder, "(no", "word", "list:", "`wordcheck", "words", "build", "--lang", "xx_LATIN`", "makes", "one)"])
        for name in ["en_US", "es_ES", "it_IT"] {
            #expect(lines.contains { $0.first == name && $0.dropFirst().first == "bundled" })
        }
    }

    /// A dictionary's word list is used only when it was made from the dictionary's own
    /// files, and a bundled dictionary's files get the bundled list; languages says so.
    @Test func wordListStatus() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-langs-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spanish = CLI.dictionaries.appendingPathComponent("es_ES/es_ES")
        let english = CLI.dictionaries.appendingPathComponent("en_US/en_US.words")
        for name in ["xx_ES", "xx_OT", "xx_BU"] {
            for ext in ["aff", "dic"] {
                try FileManager.default.copyItem(atPath: spanish.path + "." + ext, toPath: folder.appendingPathComponent("\(name).\(ext)").path)
            }
        }
        try FileManager.default.copyItem(atPath: spanish.path + ".words", toPath: folder.appendingPathComponent("xx_ES.words").path)
        // xx_OT's files are no longer the bundled es_ES's: the English list beside them is not theirs.
        let other = folder.appendingPathComponent("xx_OT.dic")
        var words = try String(contentsOf: other, encoding: .utf8).components(separatedBy: "\n")
        words[0] = String(Int(words[0].prefix { $0.isNumber })! + 1)
        words.insert("qzxnuevo", at: 1)
        try words.joined(separator: "\n").write(to: other, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: english.path, toPath: folder.appendingPathComponent("xx_OT.words").path)
        // xx_BU's files are the bundled es_ES's: the bundled list answers, not the English one beside them.
        try FileManager.default.copyItem(atPath: english.path, toPath: folder.appendingPathComponent("xx_BU.words").path)
        let result = try CLI.run(["languages"], environment: ["WORDCHECK_DICTIONARY_PATH": folder.path])
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines.contains("xx_ES environment \(folder.path) (word list in use)"), "\(result.stdout)")
        #expect(lines.contains("xx_OT environment \(folder.path) (word list made from other files: not used)"))
        #expect(lines.contains("xx_BU environment \(folder.path) (word list in use)"))
        #expect(lines.contains { $0.hasPrefix("en_US bundled ") && $0.hasSuffix("(word list in use)") })
        #expect(try CLI.run(["spell", "--dictionary", folder.appendingPathComponent("xx_BU").path, "camión", "cease"]).stdout == "cease\n")
    }
}
