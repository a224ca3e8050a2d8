import Foundation
import Testing

@Suite struct LanguagesCommandTests {
    @Test func listsBundledAndEnvironmentDictionaries() throws {
        let folder = CLI.fixtures.appendingPathComponent("latin1").path
        let result = try CLI.run(["languages"], environment: ["WORDCHECK_DICTIONARY_PATH": folder])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        #expect(lines.first == ["xx_LATIN", "environment", folder])
        for name in ["en_US", "es_ES", "it_IT"] {
            #expect(lines.contains { $0.first == name && $0.dropFirst().first == "bundled" })
        }
    }

    /// A dictionary's word list is used only when it was made from the dictionary's own
    /// files; languages says so.
    @Test func wordListStatus() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-langs-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spanish = CLI.dictionaries.appendingPathComponent("es_ES/es_ES")
        for ext in ["aff", "dic"] {
            try FileManager.default.copyItem(atPath: spanish.path + "." + ext, toPath: folder.appendingPathComponent("xx_ES.\(ext)").path)
            try FileManager.default.copyItem(atPath: spanish.path + "." + ext, toPath: folder.appendingPathComponent("xx_OT.\(ext)").path)
        }
        try FileManager.default.copyItem(atPath: spanish.path + ".words", toPath: folder.appendingPathComponent("xx_ES.words").path)
        try FileManager.default.copyItem(atPath: CLI.dictionaries.appendingPathComponent("en_US/en_US.words").path,
                                         toPath: folder.appendingPathComponent("xx_OT.words").path)
        let result = try CLI.run(["languages"], environment: ["WORDCHECK_DICTIONARY_PATH": folder.path])
        #expect(result.stdout.contains("xx_ES  environment  \(folder.path)  (word list in use)\n"), "\(result.stdout)")
        #expect(result.stdout.contains("xx_OT  environment  \(folder.path)  (word list made from other files: not used)\n"))
        #expect(result.stdout.contains("en_US  bundled") && result.stdout.contains("(word list in use)"))
    }
}
