import Foundation
import Testing

@Suite struct AnyDictionaryNameTests {
    @Test func aDictionaryWhoseNameIsNoLanguage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-any-name-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["condition", "sug2", "i58202", "my-words"] {
            for ext in ["aff", "dic"] {
                try FileManager.default.copyItem(at: CLI.fixtures.appendingPathComponent("plain/xx_PLAIN.\(ext)"),
                                                 to: folder.appendingPathComponent("\(name).\(ext)"))
            }
            let result = try CLI.run(["spell", "--dictionary", folder.appendingPathComponent(name).path, "alpha", "alphx"])
            #expect(result.status == 1, "\(name): \(result.stderr)")
            #expect(result.stdout == "alphx\n", "\(name)")
        }
    }

    @Test func aFolderIsNotADictionary() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("cli-no-dictionary-\(UUID())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let none = try CLI.run(["spell", "--dictionary", empty.path, "word"])
        #expect(none.status == 66)
        #expect(none.stderr == "wordcheck: \(empty.path) is a folder with no dictionary in it (no .dic file)\n")
        let plain = CLI.fixtures.appendingPathComponent("plain").path
        let some = try CLI.run(["spell", "--dictionary", plain, "word"])
        #expect(some.status == 66)
        #expect(some.stderr == "wordcheck: \(plain) is a folder: name one of its dictionaries, such as \(plain)/xx_PLAIN\n")
    }

    @Test func negativeNumbersGetAMessage() throws {
        let limit = try CLI.run(["complete", "--limit", "-1", "agen"])
        #expect(limit.status == 64)
        #expect(limit.stderr.contains("--limit must be at least 1"), "\(limit.stderr)")
        let length = try CLI.run(["root", "--length", "-8"])
        #expect(length.status == 64)
        #expect(length.stderr.contains("--length must be 7, 8 or 9"), "\(length.stderr)")
    }
}
