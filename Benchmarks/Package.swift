// swift-tools-version: 6.1
// The benchmarks, kept in a package of their own so that the benchmark
// harness never reaches WordCheck's users.
//
//   scripts/bench.sh            ordo-one/benchmark suites (swift package benchmark)
//   scripts/bench-compare.sh    WordCheck against libhunspell, hunspell, nuspell, pyenchant
import PackageDescription

let package = Package(
    name: "WordCheckBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "WordCheck", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Reading the workload files that scripts/bench-data.sh writes.
        .target(
            name: "BenchmarkWorkloads",
            dependencies: [
                .product(name: "SpellChecking", package: "WordCheck"),
                .product(name: "WordValidator", package: "WordCheck"),
            ]
        ),
        // The in-process driver scripts/bench-compare.sh runs beside the C, C++ and Python ones.
        .executableTarget(
            name: "wordcheck-bench",
            dependencies: ["BenchmarkWorkloads"]
        ),
        .executableTarget(
            name: "WordCheckBenchmarks",
            dependencies: [
                "BenchmarkWorkloads",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/WordCheckBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
