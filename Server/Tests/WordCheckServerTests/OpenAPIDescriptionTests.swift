import Foundation
import Testing
@testable import WordCheckServer
@testable import WordCheckServerCore

/// Server/openapi.json against the service: the same paths and methods, and every
/// error code the service can send listed in the Error schema. (The service's answers
/// are checked against the schemas by scripts/check-service.sh.)
@Suite struct OpenAPIDescriptionTests {
    private func description() throws -> [String: Any] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("openapi.json")
        let data = try Data(contentsOf: url)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func pathsAndMethodsAreTheServices() throws {
        let paths = try #require(try description()["paths"] as? [String: [String: Any]])
        #expect(Set(paths.keys) == Set(WordCheckService.endpoints.map(\.path)))
        for endpoint in WordCheckService.endpoints {
            let described = Set(paths[endpoint.path]?.keys.map { $0.uppercased() } ?? [])
            // HEAD is answered wherever GET is; it is described only where it means more.
            let served = Set(endpoint.methods.map(\.rawValue))
            #expect(described.isSubset(of: served), "\(endpoint.path)")
            #expect(served.subtracting(described).isSubset(of: ["HEAD"]), "\(endpoint.path)")
        }
    }

    @Test func everyErrorCodeIsDescribed() throws {
        let schemas = try #require((try description()["components"] as? [String: Any])?["schemas"] as? [String: Any])
        let error = try #require(schemas["Error"] as? [String: Any])
        let detail = try #require((error["properties"] as? [String: Any])?["error"] as? [String: Any])
        let code = try #require((detail["properties"] as? [String: Any])?["code"] as? [String: Any])
        let described = Set(try #require(code["enum"] as? [String]))
        // The codes named in the sources: every APIError(... code: "x") and static factory.
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var used = Set<String>()
        for module in ["WordCheckServer", "WordCheckServerCore"] {
            let files = FileManager.default.enumerator(at: sources.appendingPathComponent(module), includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in text.matches(of: /code: "([A-Za-z0-9]+)"/) { used.insert(String(match.1)) }
            }
        }
        #expect(used.count >= 10)
        #expect(used.subtracting(described).isEmpty, "not described: \(used.subtracting(described))")
    }
}
