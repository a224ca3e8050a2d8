// swift-tools-version: 6.1
// The `wordcheck` command-line tool, kept in a package of its own so that
// swift-argument-parser never reaches a package that depends on SpellChecking,
// WordValidator or WordCheck (see docs/CONTRIBUTING.md). It depends on the
// libraries in the folder above by path.
//
//   swift run --package-path CLI wordcheck validate cease --root agencies
//   swift test --package-path CLI
import PackageDescription

let package = Package(
    name: "WordCheckCLI",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "wordcheck", targets: ["wordcheck"]),
    ],
    dependencies: [
        .package(name: "WordCheck", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .executableTarget(
            name: "wordcheck",
            dependencies: [
                .product(name: "WordCheck", package: "WordCheck"),
                // For the pipe protocol's tokenizer, SPI of SpellChecking's (pipeWords(in:)).
                .product(name: "SpellChecking", package: "WordCheck"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "WordCheckLanguageServer",
            ]
        ),
        // JSON-RPC and the Language Server Protocol's framing, positions and text edits:
        // Foundation-free, no WordCheck in it, tested on its own.
        .target(name: "LanguageServerProtocol"),
        // `wordcheck lsp`: the spelling language server, on the protocol layer and WordCheck.
        .target(
            name: "WordCheckLanguageServer",
            dependencies: ["LanguageServerProtocol", .product(name: "WordCheck", package: "WordCheck")]
        ),
        // The tests' own code compiles without optimisation even in release, where the
        // modules they test are optimised: it drives the binary and the server, and
        // optimising it took 33 of the build's CPU-seconds for none of the run's (36 either way).
        .testTarget(
            name: "LanguageServerTests",
            dependencies: ["LanguageServerProtocol", "WordCheckLanguageServer", .product(name: "WordCheck", package: "WordCheck")],
            swiftSettings: unoptimised
        ),
        // Runs the built binary and checks what it prints and how it exits.
        .testTarget(
            name: "wordcheckTests",
            dependencies: ["wordcheck"],
            // The kept --help texts, read from the source folder.
            exclude: ["Help"],
            swiftSettings: unoptimised
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// For the test targets: no optimisation in any configuration.
var unoptimised: [SwiftSetting] { [.unsafeFlags(["-Onone"])] }
