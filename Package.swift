// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "WordCheck",
    // The Apple platforms where the Synchronization module (Mutex) is; the pure products
    // (SpellCheckingCore, WordValidator) are meant for iOS apps as well.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        // The engine without C: WordListChecker and the bundled word lists. An app that
        // depends on this product alone never reaches libhunspell.
        .library(name: "SpellCheckingCore", targets: ["SpellCheckingCore"]),
        .library(name: "SpellChecking", targets: ["SpellChecking"]),
        .library(name: "WordValidator", targets: ["WordValidator"]),
        .library(name: "WordCheck", targets: ["WordCheck"]),
    ],
    // The bundled languages, each a trait: an app that needs English alone depends with
    // `traits: ["English"]` and carries neither the Spanish nor the (GPL-3) Italian files.
    // The default is one trait, AllLanguages, not the three: SwiftPM 6.3 hands a package's
    // traits to the compiler in a Set's order, which changes from one process to the next,
    // so with several on, a dependent app's build recompiled every module of this package
    // whenever SwiftPM made its plan again. One trait has one order.
    traits: [
        .trait(name: "English", description: "Bundle en_US (SCOWL's permissive licence): dictionary, word list, root words; 2.7 MB."),
        .trait(name: "Spanish", description: "Bundle es_ES (GPL-3+, LGPL-3+ or MPL-1.1+): dictionary, word list, root words; 3.3 MB."),
        .trait(name: "Italian", description: "Bundle it_IT (GPL-3): dictionary, word list, root words; 5.2 MB."),
        .trait(name: "AllLanguages", description: "Bundle English, Spanish and Italian, as the three traits would (the default)."),
        .default(enabledTraits: ["AllLanguages"]),
    ],
    // No dependencies: the command-line tool (CLI/), the HTTP service (Server/) and the
    // benchmarks (Benchmarks/) are packages of their own, so a package that uses the
    // libraries resolves nothing else.
    targets: [
        // libhunspell, found through pkg-config. Install it with scripts/bootstrap.sh.
        .systemLibrary(
            name: "CHunspell",
            pkgConfig: "hunspell",
            providers: [.apt(["libhunspell-dev"]), .brew(["hunspell"])]
        ),
        // Where the bundled dictionaries are found at run time; each language's folder
        // (dictionary, word list, root words) is the resource of a target of its own,
        // linked when its trait, or AllLanguages, is on.
        .target(
            name: "BundledDictionaries",
            dependencies: [
                .target(name: "BundledEnglish", condition: .when(traits: ["English", "AllLanguages"])),
                .target(name: "BundledSpanish", condition: .when(traits: ["Spanish", "AllLanguages"])),
                .target(name: "BundledItalian", condition: .when(traits: ["Italian", "AllLanguages"])),
            ],
            path: "dictionaries",
            exclude: ["PROVENANCE.md", "WORDS.md", "ROOTS.md", "GAME-VOCABULARY.md", "Bundles", "en_US", "es_ES", "it_IT"],
            sources: ["BundledDictionaries.swift"]
        ),
        bundledLanguage("BundledEnglish", folder: "en_US", stub: "English"),
        bundledLanguage("BundledSpanish", folder: "es_ES", stub: "Spanish"),
        bundledLanguage("BundledItalian", folder: "it_IT", stub: "Italian"),
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
        // sessions, solver and levels. Checkers and root lists are passed in (it reads
        // only the bundled game exclusions); it builds and is tested without libhunspell.
        .target(
            name: "WordValidator",
            dependencies: ["SpellCheckingCore", "BundledDictionaries"]
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

/// The target whose resource is one bundled dictionary's folder (`dictionaries/en_US`).
func bundledLanguage(_ name: String, folder: String, stub: String) -> Target {
    .target(
        name: name,
        path: "dictionaries",
        exclude: ["PROVENANCE.md", "WORDS.md", "ROOTS.md", "GAME-VOCABULARY.md", "BundledDictionaries.swift"]
            + ["English", "Spanish", "Italian"].filter { $0 != stub }.map { "Bundles/\($0).swift" }
            + ["en_US", "es_ES", "it_IT"].filter { $0 != folder },
        sources: ["Bundles/\(stub).swift"],
        resources: [.copy(folder)]
    )
}
