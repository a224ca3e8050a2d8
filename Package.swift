// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "WordCheck",
    platforms: [.macOS(.v15)],
    products: [
        // The engine without C: WordListChecker and the bundled word lists. An app that
        // depends on this product alone never reaches libhunspell.
        .library(name: "SpellCheckingCore", targets: ["SpellCheckingCore"]),
        .library(name: "SpellChecking", targets: ["SpellChecking"]),
        .library(name: "WordValidator", targets: ["WordValidator"]),
        .library(name: "WordCheck", targets: ["WordCheck"]),
    ],
    // None: the command-line tool (CLI/), the HTTP service (Server/) and the benchmarks
    // (Benchmarks/) are packages of their own, so a package that uses the libraries
    // resolves nothing else.
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
        // Pure Swift, no C: the SpellChecker protocol, languages, errors, text scanning,
        // the lexicon (word lists, their lookups, suggestions, the solver's search) and
        // WordListChecker, the checker over a word list alone.
        .target(
            name: "SpellCheckingCore",
            dependencies: ["BundledDictionaries"]
        ),
        // The Hunspell backend (the only module that imports CHunspell), dictionary
        // discovery, personal dictionaries and the UIKit-shaped TextChecker; it
        // re-exports SpellCheckingCore.
        .target(
            name: "SpellChecking",
            dependencies: ["SpellCheckingCore", "CHunspell", "BundledDictionaries"]
        ),
        // Pure Swift on the SpellChecker protocol and the lexicon: the game's rules,
        // sessions, solver and levels. Checkers and root lists are passed in; it builds
        // and is tested without libhunspell.
        .target(
            name: "WordValidator",
            dependencies: ["SpellCheckingCore"]
        ),
        // Both libraries, wired: what needs a Hunspell checker or the bundled root
        // lists (GameSession(settings:), RootWordList.bundled). Re-exports both.
        .target(
            name: "WordCheck",
            dependencies: ["SpellChecking", "WordValidator", "BundledDictionaries"]
        ),
        // Test doubles and the SpellChecker conformance suite, on the pure-Swift core alone.
        .target(
            name: "TestSupport",
            dependencies: ["SpellCheckingCore"],
            path: "Tests/TestSupport"
        ),
        // The parsers of outside bytes, as fuzz targets: run by wordcheck-fuzz and FuzzCorpusTests.
        .target(
            name: "Fuzzing",
            dependencies: ["SpellChecking"],
            path: "Tests/Fuzzing"
        ),
        // libFuzzer's entry point for FuzzTargets; scripts/fuzz.sh builds it with -sanitize=fuzzer.
        .executableTarget(
            name: "wordcheck-fuzz",
            dependencies: ["Fuzzing"],
            path: "Tests/Fuzz"
        ),
        .testTarget(
            name: "SpellCheckingTests",
            // CHunspell too: the parity tests compare answers with libhunspell called directly.
            dependencies: ["SpellChecking", "CHunspell", "TestSupport", "Fuzzing"],
            exclude: ["Fixtures"]
        ),
        // WordValidator against a test double alone: no libhunspell in this target.
        .testTarget(
            name: "WordValidatorTests",
            dependencies: ["WordValidator", "TestSupport"]
        ),
        // The pure-Swift checker on the bundled lists, with the game on top: no CHunspell
        // reaches this target.
        .testTarget(
            name: "WordListCheckerTests",
            dependencies: ["SpellCheckingCore", "WordValidator", "TestSupport"]
        ),
        // The game on the real dictionaries: WordValidator wired to Hunspell by WordCheck.
        .testTarget(
            name: "WordCheckTests",
            dependencies: ["WordCheck", "TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
