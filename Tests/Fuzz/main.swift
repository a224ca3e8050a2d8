// libFuzzer's entry point for the parsers in TestSupport's FuzzTargets.
//
// scripts/fuzz.sh builds this with -sanitize=fuzzer, which links libFuzzer in; main
// then hands control to libFuzzer's driver (found at run time, so a plain build
// links too). Without libFuzzer, it replays the files given as arguments.
import Foundation
import Fuzzing

#if canImport(Glibc)
import Glibc
#endif

/// Which parser the bytes go to: WORDCHECK_FUZZ=words (the default), dictionary, engine, suggest or text.
let target = ProcessInfo.processInfo.environment["WORDCHECK_FUZZ"] ?? "words"

func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    if target == "dictionary" {
        FuzzTargets.dictionary(data, load: true)
    } else if target == "engine" {
        FuzzTargets.engine(data)
    } else if target == "suggest" {
        FuzzTargets.suggestions(data)
    } else if target == "text" {
        FuzzTargets.text(data)
    } else {
        FuzzTargets.wordList(data)
    }
    return 0
}

typealias FuzzerDriver = @convention(c) (
    UnsafeMutablePointer<CInt>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

if let symbol = dlsym(dlopen(nil, RTLD_NOW), "LLVMFuzzerRunDriver") {
    let driver = unsafeBitCast(symbol, to: FuzzerDriver.self)
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(driver(&argc, &argv) { fuzzOneInput($0, $1) })
}
for path in CommandLine.arguments.dropFirst() {
    if let data = FileManager.default.contents(atPath: path) {
        _ = data.withUnsafeBytes { fuzzOneInput($0.bindMemory(to: UInt8.self).baseAddress, data.count) }
    }
}
