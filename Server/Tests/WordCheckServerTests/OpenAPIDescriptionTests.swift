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
        // Every code an APIError can have.
        let used = Set(APIError.Code.allCases.map(\.rawValue))
        #expect(used.count >= 10)
        #expect(used.subtracting(described).isEmpty, "not described: \(used.subtracting(described))")
    }
}
