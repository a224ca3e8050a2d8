// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "WordCheck",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SpellChecking", targets: ["SpellChecking"]),
        .library(name: "WordValidator", targets: ["WordValidator"]),
        .executable(name: "wordcheck", targets: ["wordcheck"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libhunspell, found through pkg-config. Install it with scripts/bootstrap.sh.
        .systemLibrary(
            name: "CHunspell",
            pkgConfig: "hunspell",
            providers: [.apt(["libhunspell-dev"]), .brew(["hunspell"])]
        ),
        // The en_US, es_ES and it_IT dictionaries with their word lists, and the root-word
        // lists, shipped as resources.
        .target(
            name: "BundledDictionaries",
            path: "dictionaries",
            exclude: ["PROVENANCE.md", "WORDS.md"],
            sources: ["BundledDictionaries.swift"],
            resources: [.copy("en_US"), .copy("es_ES"), .copy("it_IT"), .copy("roots")]
        ),
        .target(
            name: "SpellChecking",
            dependencies: ["CHunspell", "BundledDictionaries"]
        ),
        // Pure Swift: sees spell checking through the SpellChecker protocol; a
        // GameSession restored from disk makes a HunspellChecker for its language.
        .target(
            name: "WordValidator",
            dependencies: ["SpellChecking", "BundledDictionaries"]
        ),
        .executableTarget(
            name: "wordcheck",
            dependencies: [
                "SpellChecking",
                "WordValidator",
                // To say where it looked when WordCheck's data is missing.
                "BundledDictionaries",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Test doubles shared by the test targets.
        .target(
            name: "TestSupport",
            dependencies: ["SpellChecking"],
            path: "Tests/TestSupport"
        ),
        // libFuzzer's entry point for FuzzTargets; scripts/fuzz.sh builds it with -sanitize=fuzzer.
        .executableTarget(
            name: "wordcheck-fuzz",
            dependencies: ["TestSupport"],
            path: "Tests/Fuzz"
        ),
        .testTarget(
            name: "SpellCheckingTests",
            // CHunspell too: the parity tests compare answers with libhunspell called directly.
            dependencies: ["SpellChecking", "CHunspell", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "WordValidatorTests",
            dependencies: ["WordValidator", "SpellChecking", "TestSupport"]
        ),
        .testTarget(
            name: "wordcheckTests",
            dependencies: ["wordcheck"],
            // The kept --help texts, read from the source folder.
            exclude: ["Help"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
