import Foundation
import Testing
import WordCheck

/// One version everywhere: the changelog's newest entry, the service's OpenAPI document
/// and `WordCheckRelease.current` (which `wordcheck --version` and the service report).
@Suite struct ReleaseTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theVersionIsTheSameEverywhere() throws {
        let changelog = try String(contentsOf: Self.checkout.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
        #expect(newest.dropFirst(3).split(separator: " ").first.map(String.init) == WordCheckRelease.current)
        let openAPI = try Data(contentsOf: Self.checkout.appendingPathComponent("Server/openapi.json"))
        let info = try #require((try JSONSerialization.jsonObject(with: openAPI) as? [String: Any])?["info"] as? [String: Any])
        #expect(info["version"] as? String == WordCheckRelease.current)
        #expect(WordCheckRelease.current.split(separator: ".").count == 3)
    }

    @Test func theLicenceIsThere() throws {
        let licence = try String(contentsOf: Self.checkout.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(licence.contains("Apache License") && licence.contains("Version 2.0, January 2004"))
    }
}
