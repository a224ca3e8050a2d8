import Synchronization

/// A word list's suggestible words filed by their ``SoundKey``: what finds the words a
/// misspelling sounds like when it is too many letters away for ``NearWordSearch``
/// (`seige` → `siege` is near, `rember` → `remember` and `serinomy` → `ceremony` are not).
///
/// A lookup takes the typed word's key and every key one sound away from it (a sound
/// left out, added, changed, or two swapped) and gives the words filed under each,
/// with how far their key is. Only the words with a frequency are filed when the list
/// has frequencies (all suggestible words when it has none). Sorted keys with the
/// range of word numbers each holds: 4 bytes per word and 12 per distinct key, made in
/// one walk over the list's ranked words at the first lookup (``prepare()`` makes them
/// sooner): most misspellings are a slip of the fingers and never look here, and filing
/// en_US's words costs five times what loading the list does (about 300 million
/// instructions against 55).
struct SoundIndex: Sendable {
    let key: SoundKey
    private let filing: Filing

    /// The filed words, once made.
    private struct Filed: Sendable {
        /// The distinct packed keys, ascending.
        var keys: [UInt64] = []
        /// Where each key's words start in `numbers` (one more entry than `keys`).
        var starts: [UInt32] = []
        /// Word numbers, grouped by key.
        var numbers: [UInt32] = []
    }

    /// The list and costs the filing is made from, and the filing once made (shared by the copies).
    private final class Filing: Sendable {
        let list: WordList
        let costs: EditCosts
        let made = Mutex<Filed?>(nil)

        init(list: WordList, costs: EditCosts) {
            self.list = list
            self.costs = costs
        }

        /// The words filed by `key` (always the index's), made the first time (a
        /// concurrent caller waits for them).
        func filed(by key: SoundKey) -> Filed {
            made.withLock { made in
                if let made { return made }
                let filed = Self.file(list, costs: costs, key: key)
                made = filed
                return filed
            }
        }

        private static func file(_ list: WordList, costs: EditCosts, key: SoundKey) -> Filed {
            var filed: [(key: UInt64, frequency: UInt16, number: UInt32)] = []
            filed.reserveCapacity(list.rankedNumbers.isEmpty ? list.count : list.rankedNumbers.count)
            var scratch: [UInt8] = [], sounds: [UInt8] = []
            let ranked = list.rankedNumbers, frequencies = list.rankedFrequencies
            var position = 0  // in the ranked numbers: words come in number order
            // The words with a frequency, when the list has them: a far misspelling is nearly
            // always of a word in use, and a rare word's key would only crowd the common ones.
            list.forEachWord(rankedOnly: !ranked.isEmpty) { number, bytes in
                guard list.isSuggestible(number) else { return }
                key.sounds(ofSpelling: String(decoding: bytes, as: UTF8.self).unicodeScalars, costs: costs,
                           scratch: &scratch, into: &sounds)
                guard !sounds.isEmpty else { return }
                while position < ranked.count, ranked[position] < UInt32(number) { position += 1 }
                let frequency = position < ranked.count && ranked[position] == UInt32(number) ? frequencies[position] : 0
                filed.append((SoundKey.packed(sounds), frequency, UInt32(number)))
            }
            filed.sort {
                $0.key != $1.key ? $0.key < $1.key
                    : $0.frequency != $1.frequency ? $0.frequency > $1.frequency : $0.number < $1.number
            }
            var made = Filed()
            for (position, entry) in filed.enumerated() where made.keys.last != entry.key {
                made.keys.append(entry.key)
                made.starts.append(UInt32(position))
            }
            made.starts.append(UInt32(filed.count))
            made.numbers = filed.map(\.number)
            return made
        }
    }

    init(_ list: WordList, costs: EditCosts, key: SoundKey) {
        self.key = key
        filing = Filing(list: list, costs: costs)
    }

    /// Files the words now instead of at the first lookup; nothing the second time.
    func prepare() {
        _ = filing.filed(by: key)
    }

    /// Whether the words are filed yet (for tests).
    var isFiled: Bool {
        filing.made.withLock { $0 != nil }
    }

    /// The words whose key is `sounds` (distance 0) or, when `widely`, one sound away
    /// (distance 1), with that distance and the first sound of their key; each word once,
    /// at its nearer distance.
    ///
    /// A key's words come most frequent first, and a lookup takes at most `each` of a key
    /// one sound away, four times as many of the typed key, and `most` in all: the words
    /// a rarer word behind them would have to beat are common and near.
    func words(near sounds: [UInt8], widely: Bool, each: Int = 8, most: Int = 400)
        -> [(number: Int, distance: Int, firstSound: UInt8)] {
        let filed = filing.filed(by: key)
        var found: [(number: Int, distance: Int, firstSound: UInt8)] = []
        var seen = Set<UInt64>()
        let sameKey = each.multipliedReportingOverflow(by: 4)
        func take(_ candidate: some Collection<UInt8>, distance: Int) {
            guard let first = candidate.first else { return }
            let packed = SoundKey.packed(candidate)
            guard seen.insert(packed).inserted, let range = Self.range(of: packed, in: filed) else { return }
            for position in range.prefix(distance > 0 ? each : sameKey.overflow ? .max : sameKey.partialValue) where found.count < most {
                found.append((Int(filed.numbers[position]), distance, first))
            }
        }
        take(sounds, distance: 0)
        guard widely else { return found }
        var variant = sounds
        for index in sounds.indices {
            variant.remove(at: index)
            take(variant, distance: 1)
            variant.insert(sounds[index], at: index)
            for sound in key.sounds where sound != sounds[index] {
                variant[index] = sound
                take(variant, distance: 1)
            }
            variant[index] = sounds[index]
            if index + 1 < sounds.count, sounds[index] != sounds[index + 1] {
                variant.swapAt(index, index + 1)
                take(variant, distance: 1)
                variant.swapAt(index, index + 1)
            }
        }
        if sounds.count < SoundKey.maximumLength {
            for index in 0...sounds.count {
                for sound in key.sounds {
                    variant.insert(sound, at: index)
                    take(variant, distance: 1)
                    variant.remove(at: index)
                }
            }
        }
        return found
    }

    /// The positions in `filed.numbers` of the words filed under `packed`.
    private static func range(of packed: UInt64, in filed: Filed) -> Range<Int>? {
        var low = 0, high = filed.keys.count
        while low < high {
            let middle = (low + high) / 2
            if filed.keys[middle] < packed { low = middle + 1 } else { high = middle }
        }
        guard low < filed.keys.count, filed.keys[low] == packed else { return nil }
        return Int(filed.starts[low])..<Int(filed.starts[low + 1])
    }
}
