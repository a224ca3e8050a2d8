/// A word list's suggestible words filed by their ``SoundKey``: what finds the words a
/// misspelling sounds like when it is too many letters away for ``NearWordSearch``
/// (`seige` → `siege` is near, `rember` → `remember` and `serinomy` → `ceremony` are not).
///
/// A lookup takes the typed word's key and every key one sound away from it (a sound
/// left out, added, changed, or two swapped) and gives the words filed under each,
/// with how far their key is. Only the words with a frequency are filed when the list
/// has frequencies (all suggestible words when it has none). Sorted keys with the
/// range of word numbers each holds: 4 bytes per word and 12 per distinct key, made in
/// one walk over the list's ranked words at the first suggestion.
struct SoundIndex: Sendable {
    let key: SoundKey
    /// The distinct packed keys, ascending.
    private let keys: [UInt64]
    /// Where each key's words start in `numbers` (one more entry than `keys`).
    private let starts: [UInt32]
    /// Word numbers, grouped by key.
    private let numbers: [UInt32]

    init(_ list: WordList, costs: EditCosts, key: SoundKey) {
        self.key = key
        var filed: [(key: UInt64, frequency: UInt16, number: UInt32)] = []
        filed.reserveCapacity(list.rankedNumbers.isEmpty ? list.count : list.rankedNumbers.count)
        var scratch: [UInt8] = [], sounds: [UInt8] = []
        let ranked = list.rankedNumbers, frequencies = list.rankedFrequencies
        var position = 0  // in the ranked numbers: words come in number order
        // The words with a frequency, when the list has them: a far misspelling is nearly
        // always of a word in use, and a rare word's key would only crowd the common ones.
        list.forEachWord(rankedOnly: !ranked.isEmpty) { number, bytes in
            guard list.isSuggestible(number) else { return }
            key.sounds(ofSpelling: String(decoding: bytes, as: UTF8.self).unicodeScalars, costs: costs, scratch: &scratch, into: &sounds)
            guard !sounds.isEmpty else { return }
            while position < ranked.count, ranked[position] < UInt32(number) { position += 1 }
            let frequency = position < ranked.count && ranked[position] == UInt32(number) ? frequencies[position] : 0
            filed.append((SoundKey.packed(sounds), frequency, UInt32(number)))
        }
        filed.sort {
            $0.key != $1.key ? $0.key < $1.key : $0.frequency != $1.frequency ? $0.frequency > $1.frequency : $0.number < $1.number
        }
        var keys: [UInt64] = [], starts: [UInt32] = []
        for (position, entry) in filed.enumerated() where keys.last != entry.key {
            keys.append(entry.key)
            starts.append(UInt32(position))
        }
        starts.append(UInt32(filed.count))
        self.keys = keys
        self.starts = starts
        numbers = filed.map(\.number)
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
        var found: [(number: Int, distance: Int, firstSound: UInt8)] = []
        var seen = Set<UInt64>()
        let sameKey = each.multipliedReportingOverflow(by: 4)
        func take(_ candidate: some Collection<UInt8>, distance: Int) {
            guard let first = candidate.first else { return }
            let packed = SoundKey.packed(candidate)
            guard seen.insert(packed).inserted, let range = range(of: packed) else { return }
            for position in range.prefix(distance > 0 ? each : sameKey.overflow ? .max : sameKey.partialValue) where found.count < most {
                found.append((Int(numbers[position]), distance, first))
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

    /// The positions in `numbers` of the words filed under `packed`.
    private func range(of packed: UInt64) -> Range<Int>? {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < packed { low = middle + 1 } else { high = middle }
        }
        guard low < keys.count, keys[low] == packed else { return nil }
        return Int(starts[low])..<Int(starts[low + 1])
    }
}
