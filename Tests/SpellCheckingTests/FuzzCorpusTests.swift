import Foundation
import Testing
import Fuzzing

/// A short, seeded run of the fuzz targets (`scripts/fuzz.sh` runs them with libFuzzer
/// for as long as you like): every fixture word list and dictionary, and hundreds of
/// seeded mutations of each, go through the parsers. Passing means no trap, no hang.
@Suite struct FuzzCorpusTests {
    /// SplitMix64: the same mutations on every run and every machine.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
    }

    /// One mutation of `bytes`: flipped bytes, an odd 32-bit value, a cut, a copied run, an odd number in the text.
    static func mutate(_ bytes: [UInt8], _ random: inout Seeded) -> [UInt8] {
        var bytes = bytes
        guard !bytes.isEmpty else { return [UInt8(truncatingIfNeeded: random.next())] }
        switch random.below(6) {
        case 0:
            for _ in 0...random.below(8) { bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next()) }
        case 1:
            let values: [UInt32] = [0, 1, 2, 0x3FF, 0x400, 0xFFFF_FFFF, 0x8000_0000, 0x7FFF_FFFF, 1 << 26, UInt32(bytes.count)]
            let value = values[random.below(values.count)]
            let offset = random.below(max(1, bytes.count - 3)) & ~3
            for shift in 0..<4 where offset + shift < bytes.count { bytes[offset + shift] = UInt8(truncatingIfNeeded: value >> (8 * shift)) }
        case 2:
            bytes.removeLast(random.below(bytes.count))
        case 3:
            let start = random.below(bytes.count)
            let run = bytes[start..<min(bytes.count, start + 1 + random.below(64))]
            bytes.insert(contentsOf: run, at: random.below(bytes.count))
        case 4:
            let numbers = ["0", "-1", "2147483647", "4294967296", "65536", "99999999999999999999", "1e9", "x"]
            if let digit = bytes.indices.filter({ bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }).randomElement(using: &random) {
                bytes.replaceSubrange(digit...digit, with: Array(numbers[random.below(numbers.count)].utf8))
            }
        default:
            let odd: [[UInt8]] = [[0], [0xFF], [0xC3], [0x0A], [0x0D, 0x0A], [0x09], [0x2F], [0x5B], Array("AM 1\n".utf8)]
            bytes.insert(contentsOf: odd[random.below(odd.count)], at: random.below(bytes.count))
        }
        return bytes
    }

    static func fixtures(_ suffix: String) -> [URL] {
        let folders = (try? FileManager.default.contentsOfDirectory(at: Fixtures.folder, includingPropertiesForKeys: nil)) ?? []
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == suffix }
        }.sorted { $0.path < $1.path }
    }

    /// Hands `target` each seed (when `withSeeds`) and `rounds` mutations of it, one after
    /// another, each fourth made from the seed afresh; one seeded generator for them all.
    static func mutations(of seeds: [[UInt8]], rounds: Int, state: UInt64, withSeeds: Bool = true, _ target: (Data) -> Void) {
        var random = Seeded(state: state)
        for seed in seeds {
            if withSeeds { target(Data(seed)) }
            var current = seed
            for round in 0..<rounds {
                current = mutate(round % 4 == 0 ? seed : current, &random)
                target(Data(current))
            }
        }
    }

    @Test func wordListsAndMutations() throws {
        let seeds = try Self.fixtures("words").map { try [UInt8](Data(contentsOf: $0)) }
        #expect(seeds.count >= 2)
        Self.mutations(of: seeds, rounds: 600, state: 1) { FuzzTargets.wordList($0) }
    }

    @Test func suggestionsForMutatedWords() {
        let seeds = ["recieve", "teh", "don’t", "perche", "ẞtraße", "😀abc", "l'acqa", String(repeating: "a", count: 120)]
        Self.mutations(of: seeds.map { Array($0.utf8) }, rounds: 60, state: 3, withSeeds: false) { FuzzTargets.suggestions($0) }
    }

    @Test func textInEveryFormatMutated() {
        let seeds = ["# A tset\n[lnk](https://x.org/a_(b)) `cdoe` ``a`b``\n```\nwrld\n```\n<!-- x\ny -->\n[r]: u",
                     "<p title=\"ñ\">Hello <b>wrld</b> &amp; &#x1F600;</p><script>if (a<b) x</script><style>p{}</style>",
                     "\\section{Intro} $x$ \\cite{k} % c\n\\begin{equation}a\\end{equation} \\é \\(y\\) $$z$$ \\href{u}{t}",
                     "/* a /* nested \r\n wrold */ \"strng \\\"esc\" ${x} 'c' r#\"raw\"# `tmpl\nline` # shl\n\"\"\"\nmulti\"\"\"",
                     "---\ntitle: Helo\n---\n# Subjct\n# ------------------------ >8 ------------------------\ndiff --git a b\nEl nino come. The cat sleps."]
        Self.mutations(of: seeds.map { Array($0.utf8) }, rounds: 120, state: 5, withSeeds: false) { FuzzTargets.text($0) }
    }

    /// The Swift engine on the fixture dictionaries, those of Hunspell's suite, and seeded
    /// mutations of each, without the checks libhunspell needs: no trap, no hang.
    @Test func engineOnDictionariesAndMutations() throws {
        var affixes = Self.fixtures("aff")
        if let suite = ProcessInfo.processInfo.environment["WORDCHECK_HUNSPELL_SUITE"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: suite).filter { $0.hasSuffix(".aff") }.sorted()
            affixes += names.map { URL(fileURLWithPath: suite).appendingPathComponent($0) }
        }
        let seeds = try Self.dictionarySeeds(affixes)
        #expect(seeds.count >= 5)
        Self.mutations(of: seeds, rounds: 40, state: 3) { FuzzTargets.engine($0) }
    }

    /// Each `.aff` with its `.dic`, as the dictionary targets take them: the `.aff`, a NUL, the `.dic`.
    static func dictionarySeeds(_ affixes: [URL]) throws -> [[UInt8]] {
        try affixes.compactMap { affix in
            let words = affix.deletingPathExtension().appendingPathExtension("dic")
            guard let dic = try? Data(contentsOf: words) else { return nil }
            return try [UInt8](Data(contentsOf: affix)) + [0] + [UInt8](dic)
        }
    }

    @Test func dictionariesAndMutations() throws {
        let seeds = try Self.dictionarySeeds(Self.fixtures("aff"))
        #expect(seeds.count >= 5)
        Self.mutations(of: seeds, rounds: 400, state: 2) { FuzzTargets.dictionary($0, load: false) }
    }
}
