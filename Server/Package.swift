// swift-tools-version: 6.1
// WordCheck's HTTP service, kept in a package of its own so that Hummingbird,
// SwiftNIO and their kin never reach a package that depends on SpellChecking,
// WordValidator or WordCheck (see docs/SERVICE.md, "Why a program of its own").
//
//   swift run --package-path Server wordcheck-server --port 8081
//   swift test --package-path Server
import PackageDescription

let package = Package(
    name: "WordCheckServer",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "WordCheckServer", targets: ["WordCheckServer"]),
        .executable(name: "wordcheck-server", targets: ["wordcheck-server"]),
    ],
    dependencies: [
        .package(name: "WordCheck", path: ".."),
        // Without its default ConfigurationSupport trait: the service reads its options with
        // swift-argument-parser, and swift-configuration would only lengthen every build.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        // Hummingbird's own dependencies, named for the HTTP parser's errors (NIOHTTP1), the
        // connection limits' request parts (NIOHTTPTypes) and the tests' channel (NIOEmbedded).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        // /metrics, in Prometheus's text format.
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    ],
    targets: [
        // What the endpoints answer, without HTTP: LanguageTool's /v2/check, WordCheck's
        // /api/v1, request parameters, errors, JSON writing. No SwiftNIO, so callgrind
        // can count its instructions (wordcheck-server-bench).
        .target(
            name: "WordCheckServerCore",
            dependencies: [.product(name: "WordCheck", package: "WordCheck")]
        ),
        // The routes on Hummingbird 2, the JSON errors and the request log.
        .target(
            name: "WordCheckServer",
            dependencies: [
                "WordCheckServerCore",
                .product(name: "WordCheck", package: "WordCheck"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]
        ),
        // The executable: options, preloading, signals.
        .executableTarget(
            name: "wordcheck-server",
            dependencies: [
                "WordCheckServer",
                .product(name: "WordCheck", package: "WordCheck"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // For scripts/bench-server.sh: requests answered in process, counted by callgrind.
        .executableTarget(
            name: "wordcheck-server-bench",
            dependencies: ["WordCheckServerCore"]
        ),
        .testTarget(
            name: "WordCheckServerTests",
            dependencies: [
                "WordCheckServer",
                "WordCheckServerCore",
                // Requests go to the router in process (ServiceClient), so the tests need
                // neither HummingbirdTesting nor what it brings (AsyncHTTPClient, NIOSSL with
                // BoringSSL, swift-crypto, HTTP/2), most of what the tests' build used to compile.
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
