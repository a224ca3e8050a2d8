/// The stems of a dictionary's `.dic` file, found by their bytes: libhunspell's hash
/// table, with its homonyms and its hidden capitalised copies.
///
/// A line is read as libhunspell 1.7.1 reads it: the morphological fields start at a tab
/// or at the blank before a `xx:` field; the flags follow the first `/` that is neither
/// the first byte nor escaped as `\/`; the `IGNORE` characters are taken out of the word.
/// A word in capitals (`NATO/S`) or of mixed case (`OpenOffice.org`) gets a hidden
/// capitalised copy (`Nato`, `Openoffice.org`) flagged ``AffixData/onlyUpperCaseFlag``,
/// which lets `NATO'S` and `OPENOFFICE.ORG` through and nothing else.
///
/// The words and flags are kept in two flat arrays and found through an open-addressing
/// table of their first entries, looked up by the bytes of one or two pieces (a stem is
/// often part of the word and an affix's strip string): no stem is built to look it up.
///
/// Cost: one pass over the file; 20 bytes per entry, the bytes of its word and flags, and
/// 4 bytes per bucket (twice as many buckets as words, rounded up to a power of two).
final class StemTable: Sendable {
    /// One line of the `.dic` (or a hidden copy): where its word and flags are kept.
    struct Entry: Sendable {
        let wordStart: Int32
        let wordCount: Int32
        /// Where the entry's flags are kept; changed only by a run-time removal (``applying(_:affixes:)``).
        var flagStart: Int32
        var flagCount: Int32
        /// Where the line's morphological fields are kept in `data`; a count of -1 for none.
        var dataStart: Int32 = 0
        var dataCount: Int32 = -1
        /// The next homonym (the same word on a later line), or -1.
        var next: Int32
    }

    /// Replacements the `.dic` declares with `ph:` fields (`pretty ph:prity`), after the
    /// `.aff`'s `REP` table: CHECKCOMPOUNDREP tries them as libhunspell does.
    let phoneticReplacements: [(pattern: [UInt8], replacement: [UInt8])]
    /// The dictionary's letter case, with the blocks of the characters its words use tabled.
    let casing: Casing
    /// What the words' characters allow of spellings other than NFC.
    let composition: CompositionScan
    private let words: [UInt8]
    private let flagStorage: [Flag]
    /// The morphological fields of the lines that have them, one after another.
    private let data: [UInt8]
    private let entries: [Entry]
    /// The first entry of each word, by its hash; -1 for an empty bucket.
    private let buckets: [Int32]
    private let mask: Int

    convenience init(_ bytes: [UInt8], affixes: AffixData) throws(SpellCheckingError) {
        // The lines are read one at a time; their number, counted first, sizes the table.
        var lineCount = 0
        var firstLine: ArraySlice<UInt8>?
        AffixData.forEachLine(of: bytes) { line in
            if firstLine == nil { firstLine = line }
            lineCount += 1
        }
        guard let firstLine, AffixData.number(firstLine) > 0 else {
            throw .notADictionary(path: "", reason: "the .dic file does not start with its number of words")
        }
        var builder = Builder(expected: lineCount, casing: Casing(affixes))
        var isFirst = true
        AffixData.forEachLine(of: bytes) { line in
            if isFirst { isFirst = false } else { builder.add(line: line, affixes: affixes) }
        }
        self.init(builder)
    }

    private init(_ builder: Builder) {
        words = builder.words
        phoneticReplacements = builder.replacements
        flagStorage = builder.flags
        data = builder.data
        entries = builder.entries
        buckets = builder.buckets
        mask = builder.mask
        casing = builder.casing
        composition = builder.composition
    }

    /// This table with `changes` made in order, as libhunspell makes them to its own (its
    /// hash manager's forbidden flag, ``AffixData/hiddenWordForbidden``, is the one given and
    /// taken). The arrays are copied once for all the changes: about a millisecond per
    /// 100,000 stems.
    func applying(_ changes: [DictionaryEngine.Change], affixes: AffixData) -> StemTable {
        guard !changes.isEmpty else { return self }
        var builder = Builder(continuing: self)
        for change in changes {
            switch change {
            case .add(let word): builder.addAtRunTime(word[...], affixes: affixes)
            case .remove(let word): builder.removeAtRunTime(word[...], forbidden: affixes.hiddenWordForbidden)
            }
        }
        return StemTable(builder)
    }

    /// ``first(_:_:)`` for a word whose bytes are lent in place.
    @inline(__always)
    func first(_ word: Joined) -> Int32? {
        var hash: UInt32 = 2_166_136_261
        for byte in word.head { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        for byte in word.tail { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        var bucket = Int(hash) & mask
        while true {
            let index = buckets[bucket]
            if index < 0 { return nil }
            let entry = entries[Int(index)]
            if Int(entry.wordCount) == word.count {
                var position = Int(entry.wordStart)
                var same = true
                for byte in word.head where same {
                    same = words[position] == byte
                    position += 1
                }
                for byte in word.tail where same {
                    same = words[position] == byte
                    position += 1
                }
                if same { return index }
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// FNV-1a over the bytes of `head` then `tail`.
    @inline(__always)
    static func hash(_ head: ArraySlice<UInt8>, _ tail: ArraySlice<UInt8>) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in head { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        for byte in tail { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash)
    }

    /// The first entry of the word spelled by `head` followed by `tail`, or nil.
    @inline(__always)
    func first(_ head: ArraySlice<UInt8>, _ tail: ArraySlice<UInt8> = []) -> Int32? {
        let length = head.count + tail.count
        var bucket = Self.hash(head, tail) & mask
        while true {
            let index = buckets[bucket]
            if index < 0 { return nil }
            let entry = entries[Int(index)]
            if Int(entry.wordCount) == length && spells(entry, head, tail) { return index }
            bucket = (bucket + 1) & mask
        }
    }

    @inline(__always)
    private func spells(_ entry: Entry, _ head: ArraySlice<UInt8>, _ tail: ArraySlice<UInt8>) -> Bool {
        var position = Int(entry.wordStart)
        for byte in head {
            if words[position] != byte { return false }
            position += 1
        }
        for byte in tail {
            if words[position] != byte { return false }
            position += 1
        }
        return true
    }

    /// Whether the entry carries `flag` (the null flag 0 too, as in libhunspell).
    @inline(__always)
    func has(_ index: Int32, _ flag: Flag) -> Bool {
        let entry = entries[Int(index)]
        var low = Int(entry.flagStart), high = low + Int(entry.flagCount)
        while low < high {
            let middle = (low + high) / 2
            if flagStorage[middle] < flag { low = middle + 1 } else { high = middle }
        }
        return low < Int(entry.flagStart) + Int(entry.flagCount) && flagStorage[low] == flag
    }

    /// The entry's flags, in the order libhunspell keeps them (sorted).
    func flagList(_ index: Int32) -> [Flag] {
        let entry = entries[Int(index)]
        return Array(flagStorage[Int(entry.flagStart)..<Int(entry.flagStart + entry.flagCount)])
    }

    /// Whether the entry has no flags at all.
    func hasNoFlags(_ index: Int32) -> Bool { entries[Int(index)].flagCount == 0 }

    /// The entry's word.
    func word(_ index: Int32) -> ArraySlice<UInt8> {
        let entry = entries[Int(index)]
        return words[Int(entry.wordStart)..<Int(entry.wordStart + entry.wordCount)]
    }

    /// The entry's morphological fields (`po:noun is:plur`), as libhunspell keeps them
    /// (an `AM` alias's text for its number); nil when the line has none.
    func fields(_ index: Int32) -> ArraySlice<UInt8>? {
        let entry = entries[Int(index)]
        guard entry.dataCount >= 0 else { return nil }
        return data[Int(entry.dataStart)..<Int(entry.dataStart + entry.dataCount)]
    }

    /// The next homonym of the entry, or nil.
    @inline(__always)
    func next(_ index: Int32) -> Int32? {
        let next = entries[Int(index)].next
        return next >= 0 ? next : nil
    }

    /// Builds the table line by line.
    private struct Builder {
        var words: [UInt8] = []
        var flags: [Flag] = []
        var data: [UInt8] = []
        var entries: [Entry] = []
        /// For the first entry of each word, its last homonym (so that many copies of one
        /// word, as a hostile `.dic` has, load in linear time).
        var lastHomonym: [Int32] = []
        var replacements: [(pattern: [UInt8], replacement: [UInt8])] = []
        var buckets: [Int32]
        var mask: Int
        /// The dictionary's letter case, with the blocks of the words' characters tabled.
        var casing: Casing
        /// What the words' characters allow of spellings other than NFC.
        var composition = CompositionScan()

        init(expected: Int, casing: Casing) {
            var size = 16
            while size < expected * 2 { size *= 2 }
            buckets = [Int32](repeating: -1, count: size)
            mask = size - 1
            self.casing = casing
            entries.reserveCapacity(expected)
        }

        /// A builder holding `table`'s entries, to add to them.
        init(continuing table: StemTable) {
            words = table.words
            flags = table.flagStorage
            data = table.data
            entries = table.entries
            replacements = table.phoneticReplacements
            buckets = table.buckets
            mask = table.mask
            casing = table.casing
            composition = table.composition
            // The last homonym of each word, found again from its first entry.
            lastHomonym = [Int32](repeating: -1, count: entries.count)
            for first in buckets where first >= 0 {
                var last = first
                while entries[Int(last)].next >= 0 { last = entries[Int(last)].next }
                lastHomonym[Int(first)] = last
            }
        }

        /// The first entry of the word spelled exactly `word`, or nil; and its bucket, or
        /// the empty one where the word would go.
        @inline(__always)
        private func firstEntry(_ word: ArraySlice<UInt8>) -> (entry: Int32?, bucket: Int) {
            var bucket = StemTable.hash(word, []) & mask
            while buckets[bucket] >= 0 {
                let entry = entries[Int(buckets[bucket])]
                if Int(entry.wordCount) == word.count && words[Int(entry.wordStart)..<Int(entry.wordStart + entry.wordCount)].elementsEqual(word) {
                    return (buckets[bucket], bucket)
                }
                bucket = (bucket + 1) & mask
            }
            return (nil, bucket)
        }

        /// ``DictionaryEngine/Change/add(_:)``.
        mutating func addAtRunTime(_ word: ArraySlice<UInt8>, affixes: AffixData) {
            guard var index = firstEntry(word).entry else {
                add(text: word, flags: FlagSet([]), description: [], affixes: affixes)
                return
            }
            while index >= 0 {
                if entryHas(entries[Int(index)], affixes.hiddenWordForbidden) { entries[Int(index)].flagCount = 0 }
                index = entries[Int(index)].next
            }
        }

        /// ``DictionaryEngine/Change/remove(_:)``.
        mutating func removeAtRunTime(_ word: ArraySlice<UInt8>, forbidden: Flag) {
            guard var index = firstEntry(word).entry else { return }
            while index >= 0 {
                let entry = entries[Int(index)]
                if !entryHas(entry, forbidden) {
                    let marked = (flags[Int(entry.flagStart)..<Int(entry.flagStart + entry.flagCount)] + [forbidden]).sorted()
                    entries[Int(index)].flagStart = Int32(flags.count)
                    entries[Int(index)].flagCount = Int32(marked.count)
                    flags += marked
                }
                index = entry.next
            }
        }

        mutating func add(line: ArraySlice<UInt8>, affixes: AffixData) {
            // The line is read in place (slices of the file's bytes): only a word written with
            // `\/` is copied to take the backslash out.
            let base = line.startIndex
            var text = line
            var description: ArraySlice<UInt8> = []
            if let offset = line.withUnsafeBufferPointer({ DictionaryLine.fieldsStart($0) }) {
                let start = base + offset
                description = text[start...]
                text = text[..<(start - 1)]
            }
            // The flags follow the first `/` that is not the first byte and not written `\/`.
            var slash = text.firstIndex(of: UInt8(ascii: "/"))
            while let found = slash {
                if found == base {
                    slash = text[(base + 1)...].firstIndex(of: UInt8(ascii: "/"))
                    if slash == nil { break }
                    continue
                }
                guard text[found - 1] == UInt8(ascii: "\\") else { break }
                text.remove(at: found - 1)
                slash = found < text.endIndex ? text[found...].firstIndex(of: UInt8(ascii: "/")) : nil
            }
            var wordFlags = FlagSet([])
            if let slash, slash != text.endIndex {
                wordFlags = affixes.flags(named: text[(slash + 1)...])
                text = text[..<slash]
            }
            add(text: text, flags: wordFlags, description: description, affixes: affixes)
        }

        /// Adds the stem `text` (as the line spells it: its `IGNORE` characters are taken out
        /// here) with its flags and morphological fields, and its hidden capitalised copy.
        @inline(__always)
        private mutating func add(text: ArraySlice<UInt8>, flags wordFlags: FlagSet, description: ArraySlice<UInt8>, affixes: AffixData) {
            let word = Self.stored(text, affixes)
            guard !word.isEmpty, word.count < Int(Int32.max) else { return }
            casing.tablePages(of: text)
            text.withUnsafeBufferPointer { composition.add(utf8: $0) }
            let shape = casing.shape(of: text)
            let fields = fieldsOf(description, affixes: affixes)
            // libhunspell keeps no fields for an empty description, and none for an AM number out of range.
            let kept: [UInt8]? = description.isEmpty || (affixes.usesMorphAliases && fields.isEmpty) ? nil : fields
            insert(word, flags: wordFlags.flags, fields: kept, hidden: false)
            let phonetic = Self.mentionsPhonetic(fields)
            if phonetic { addPhonetic(fields, word: Array(text), capitalized: shape == .capitalized, affixes: affixes) }
            // The hidden capitalised copy, for all-caps spellings of mixed-case and affixed words.
            if shape == .mixed || shape == .mixedCapitalized || (shape == .allCapitals && !wordFlags.isEmpty),
               !wordFlags.contains(affixes.hiddenWordForbidden) {
                // Capitalised as spelled, then stored (reversed after, as libhunspell's add_word reverses it).
                let capitalized = casing.capitalized(casing.lowercased(Array(text)))
                insert(Self.stored(capitalized[...], affixes), flags: FlagSet(wordFlags.flags + [AffixData.onlyUpperCaseFlag]).flags, fields: kept, hidden: true)
                if phonetic { addPhonetic(fields, word: capitalized, capitalized: true, affixes: affixes) }
            }
        }

        /// `spelling` as the table keeps it: without `IGNORE` characters, and reversed with `COMPLEXPREFIXES`.
        @inline(__always)
        private static func stored(_ spelling: ArraySlice<UInt8>, _ affixes: AffixData) -> ArraySlice<UInt8> {
            guard !affixes.ignored.isEmpty || affixes.complexPrefixes else { return spelling }
            var changed = affixes.removingIgnored(Array(spelling))
            if affixes.complexPrefixes { changed = affixes.reversed(changed) }
            return changed[...]
        }

        /// The morphological fields of a line: its own, or the `AM` alias it names.
        private func fieldsOf(_ description: ArraySlice<UInt8>, affixes: AffixData) -> [UInt8] {
            guard !description.isEmpty else { return [] }
            guard affixes.usesMorphAliases else {
                return affixes.complexPrefixes ? affixes.reversed(Array(description)) : Array(description)
            }
            let index = AffixData.number(description)
            guard (1...affixes.morphAliases.count).contains(index) else { return [] }
            let alias = affixes.morphAliases[index - 1]
            return affixes.complexPrefixes ? affixes.reversed(alias) : alias
        }

        /// The `ph:` fields of `fields` as replacements, as libhunspell's `add_word` makes them:
        /// `ph:prity` (prity → pretty), `ph:priti->pretti`, `ph:prity*` (prit → prett), and for a
        /// capitalised word the capitalised pattern too (in German and Hungarian also the word
        /// in lower case).
        /// Whether `fields` hold `ph:` anywhere: most lines with fields have none, and are
        /// not split into their fields for it.
        private static func mentionsPhonetic(_ fields: [UInt8]) -> Bool {
            fields.withUnsafeBufferPointer { bytes in
                guard bytes.count >= 3 else { return false }
                for index in 0..<(bytes.count - 2) where bytes[index] == UInt8(ascii: "p")
                    && bytes[index + 1] == UInt8(ascii: "h") && bytes[index + 2] == UInt8(ascii: ":") {
                    return true
                }
                return false
            }
        }

        private mutating func addPhonetic(_ fields: [UInt8], word: [UInt8], capitalized: Bool, affixes: AffixData) {
            let marker = Array("ph:".utf8)
            for field in AffixData.fields(fields[...]) where field.starts(with: marker) {
                var pattern = Array(field.dropFirst(3))
                guard !pattern.isEmpty else { continue }
                var wordPart = word
                if let arrow = pattern.firstRange(of: Array("->".utf8), from: 0), arrow > 0, arrow < pattern.count - 2 {
                    wordPart = Array(pattern[(arrow + 2)...])
                    pattern.removeSubrange(arrow...)
                }
                if pattern.last == UInt8(ascii: "*") {
                    var patternStrip = 1, wordStrip = 0
                    if affixes.isUTF8 {
                        while patternStrip < pattern.count && pattern[pattern.count - patternStrip - 1] & 0xC0 == 0x80 { patternStrip += 1 }
                        while wordStrip < wordPart.count && wordPart[wordPart.count - wordStrip - 1] & 0xC0 == 0x80 { wordStrip += 1 }
                    }
                    patternStrip += 1
                    wordStrip += 1
                    // libhunspell cuts the word part where the word itself would be cut.
                    let cut = word.count - wordStrip
                    if pattern.count > patternStrip && wordPart.count > wordStrip && cut >= 0 && cut <= wordPart.count {
                        pattern.removeLast(patternStrip)
                        wordPart.removeSubrange(cut..<min(wordPart.count, cut + wordStrip))
                    }
                }
                if capitalized, casing.shape(of: pattern) == .none {
                    let capitalizedPattern = casing.capitalized(pattern)
                    if !capitalizedPattern.isEmpty {
                        if affixes.languageCode == "de" || affixes.isHungarian {
                            replacements.append((pattern, casing.lowercased(wordPart)))
                        }
                        replacements.append((capitalizedPattern, wordPart))
                    }
                }
                replacements.append((pattern, wordPart))
            }
        }

        private func entryHas(_ entry: Entry, _ flag: Flag) -> Bool {
            flags[Int(entry.flagStart)..<Int(entry.flagStart + entry.flagCount)].contains(flag)
        }

        private mutating func insert(_ word: ArraySlice<UInt8>, flags wordFlags: [Flag], fields: [UInt8]?, hidden: Bool) {
            let (first, bucket) = firstEntry(word)
            let flagStart = Int32(flags.count)
            if let first {
                // A hidden copy never joins a word that is there; a real line takes over a hidden copy.
                if hidden { return }
                let last = lastHomonym[Int(first)]
                let lastEntry = entries[Int(last)]
                flags += wordFlags
                var entry = Entry(wordStart: lastEntry.wordStart, wordCount: lastEntry.wordCount, flagStart: flagStart,
                                  flagCount: Int32(wordFlags.count), next: -1)
                if entryHas(lastEntry, AffixData.onlyUpperCaseFlag) {
                    // The line takes the hidden copy's flags; the copy keeps its fields, as in libhunspell.
                    entry.dataStart = lastEntry.dataStart
                    entry.dataCount = lastEntry.dataCount
                    entries[Int(last)] = entry
                } else {
                    keep(fields, in: &entry)
                    entries[Int(last)].next = Int32(entries.count)
                    lastHomonym[Int(first)] = Int32(entries.count)
                    entries.append(entry)
                    lastHomonym.append(-1)
                }
                return
            }
            let wordStart = Int32(words.count)
            words += word
            flags += wordFlags
            buckets[bucket] = Int32(entries.count)
            lastHomonym.append(Int32(entries.count))
            var entry = Entry(wordStart: wordStart, wordCount: Int32(word.count), flagStart: flagStart,
                              flagCount: Int32(wordFlags.count), next: -1)
            keep(fields, in: &entry)
            entries.append(entry)
            if entries.count * 2 > buckets.count { grow() }
        }

        private mutating func keep(_ fields: [UInt8]?, in entry: inout Entry) {
            guard let fields, data.count + fields.count < Int(Int32.max) else { return }
            entry.dataStart = Int32(data.count)
            entry.dataCount = Int32(fields.count)
            data += fields
        }

        /// Doubles the buckets when the words outnumber the `.dic`'s lines (hidden copies).
        private mutating func grow() {
            let size = buckets.count * 2
            var grown = [Int32](repeating: -1, count: size)
            for index in buckets where index >= 0 {
                let entry = entries[Int(index)]
                var bucket = StemTable.hash(words[Int(entry.wordStart)..<Int(entry.wordStart + entry.wordCount)], []) & (size - 1)
                while grown[bucket] >= 0 { bucket = (bucket + 1) & (size - 1) }
                grown[bucket] = index
            }
            buckets = grown
            mask = size - 1
        }
    }
}

/// A `.dic` line as libhunspell 1.7.1's `load_tables` splits it, for the engine's table and
/// for the checks `SpellChecking` runs before libhunspell reads a file: one rule in both.
package enum DictionaryLine {
    /// Where the line's morphological fields start (the offset of their first byte), or nil
    /// for a line without them: after the blanks before the first field whose fourth byte
    /// is `:` (a word alone before them), or after the first tab, whichever comes first.
    package static func fieldsStart(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
        // One pass: the first tab, and the first colon with a blank three bytes before it.
        var firstTab: Int?
        var colonSeen = false
        // Eight bytes at a time while none is a tab or a colon (most lines have neither).
        var start = 0
        let ones: UInt64 = 0x0101_0101_0101_0101
        func holds(_ chunk: UInt64, _ byte: UInt8) -> Bool {
            let difference = chunk ^ (ones &* UInt64(byte))
            return (difference &- ones) & ~difference & (ones << 7) != 0
        }
        while start + 8 <= line.count {
            let chunk = UnsafeRawBufferPointer(line).loadUnaligned(fromByteOffset: start, as: UInt64.self)
            if holds(chunk, 0x09) || holds(chunk, UInt8(ascii: ":")) { break }
            start += 8
        }
        for index in start..<line.count {
            let byte = line[index]
            if byte == 0x09 {
                if firstTab == nil { firstTab = index }
            } else if byte == UInt8(ascii: ":"), !colonSeen, index > 3, line[index - 3] == 0x20 || line[index - 3] == 0x09 {
                colonSeen = true
                var field = index - 3
                while field > 0, line[field - 1] == 0x20 || line[field - 1] == 0x09 { field -= 1 }
                // A field with no word before it: only a tab, anywhere, starts fields.
                guard field > 0 else { continue }
                // A tab from here on comes after the fields' start.
                return firstTab.map { min($0 + 1, field + 1) } ?? field + 1
            }
        }
        return firstTab.map { $0 + 1 }
    }
}
