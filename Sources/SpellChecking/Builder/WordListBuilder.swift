import Foundation
import SpellCheckingCore
import Synchronization

/// Builds the word list (`.words`) of any Hunspell dictionary, so that it gets WordCheck's
/// engine: exact verdicts without libhunspell for what the list decides, suggestions,
/// completions and the word-game solver.
///
/// The builder spells out every form the `.aff` rules can make from each `.dic` stem
/// (with its prefixes, suffixes, conditions and continuation classes) and keeps those
/// libhunspell accepts: it asks libhunspell about each one, but for the stems and
/// one-suffix forms whose acceptance follows from the rules alone. It records for
/// each whether libhunspell accepts it capitalised and in capitals (asking where the
/// answer does not follow from the word's own), keeps the spellings a
/// list cannot hold as forms (the capitals of mixed-case words, elided forms such as
/// Italian's `dell'anno`) in a nested list, and records the rules libhunspell follows around
/// its lookups, with `COMPLETE` when the list decides every word. The list records the
/// digest of the two files, and is used only with them.
///
/// ```swift
/// let dictionary = try DictionaryDescriptor(path: "/usr/share/hunspell/fr_FR")
/// let data = try WordListBuilder(dictionary: dictionary).build()
/// try data.write(to: dictionary.wordListFile)
/// ```
///
/// The files are checked as a checker checks them before libhunspell reads them, and the
/// work is bounded (``Limits``): a dictionary that would need more is refused with a typed
/// ``WordListBuildError``, never run away with. Cost: seconds to a few minutes on two
/// cores (en_US 2 s, es_ES 3–5 s, Debian's pt_BR, 10.5 million forms, 80 s and 1.1 GB;
/// ca, 9.5 million forms with elisions, 4 to 6 minutes and 2.0 GB). A dictionary far over
/// the limits is refused from a sample of its stems before any form is kept: Debian's
/// eight that make more than 20 million forms in 1 to 7 s and at most 0.75 GB
/// (docs/DICTIONARIES.md).
public struct WordListBuilder: Sendable {
    /// How much a build may take before it is refused.
    public struct Limits: Sendable, Equatable {
        /// The most candidate forms spelled out from the `.dic` stems (elided forms apart).
        public var candidateForms: Int
        /// The most elided forms (Italian's `dell'anno`) asked about.
        public var elidedForms: Int
        /// The most seconds the whole build may take.
        public var seconds: Double
        /// The most bytes (UTF-8) the candidate forms may take together: memory follows
        /// their bytes as well as their number. Forms longer than any list holds
        /// (``WordList/maximumWordLength``) are never spelled out.
        public var candidateBytes: Int

        /// 20 million forms, 50 million elided forms, an hour, 384 MiB of forms (pt_BR's
        /// 10.5 million forms take about a tenth of that; ca's 9.5 million as much).
        public static let standard = Limits(candidateForms: 20_000_000, elidedForms: 50_000_000, seconds: 3_600,
                                            candidateBytes: 384 << 20)

        /// Limits of your own.
        public init(candidateForms: Int, elidedForms: Int, seconds: Double, candidateBytes: Int = 384 << 20) {
            self.candidateForms = candidateForms
            self.elidedForms = elidedForms
            self.seconds = seconds
            self.candidateBytes = candidateBytes
        }
    }

    /// Where a build stands, handed to the progress closure.
    public struct Progress: Sendable, Equatable {
        /// The step under way.
        public enum Step: String, Sendable {
            /// Spelling out every form of every stem.
            case expanding = "spelling out forms"
            /// Asking libhunspell about each form.
            case confirming = "asking libhunspell"
            /// Asking about the forms' capitalised and upper-case spellings.
            case caseVariants = "asking about case variants"
            /// Asking about elided forms and the capitals of mixed-case words.
            case extras = "asking about elided and capitalised forms"
            /// Laying out and checking the file.
            case writing = "writing the list"
        }

        /// The step under way.
        public var step: Step
        /// Items done in this step.
        public var done: Int
        /// The items the step has, 0 when not known in advance.
        public var total: Int
    }

    /// The dictionary the list is built for.
    public let dictionary: DictionaryDescriptor
    /// 100 × Zipf frequency by lower-cased word, the words' ranks; empty for a list without ranks.
    public let frequencies: [String: UInt16]
    /// How much the build may take.
    public let limits: Limits

    /// A builder for `dictionary`, ranking its words by `frequencies` (see
    /// ``frequencies(of:)``: a list of the same language, such as a bundled one, lends its own).
    public init(dictionary: DictionaryDescriptor, frequencies: [String: UInt16] = [:], limits: Limits = .standard) {
        self.dictionary = dictionary
        self.frequencies = frequencies
        self.limits = limits
    }

    /// The frequencies of the words of `list`, by lower-cased word, for ranking a list built
    /// for other files of the same language (a system `en_GB` ranked by the bundled `en_US`).
    public static func frequencies(of list: WordList) -> [String: UInt16] {
        var found: [String: UInt16] = [:]
        for (word, frequency) in list.frequenciesByWord {
            let key = word.lowercased()
            found[key] = max(found[key] ?? 0, frequency)
        }
        return found
    }

    /// Builds the list and returns the bytes of its `.words` file, read back and validated.
    ///
    /// - Parameter progress: called now and then; return false to cancel the build.
    /// - Throws: ``WordListBuildError``.
    public func build(progress: @escaping (Progress) -> Bool = { _ in true }) throws(WordListBuildError) -> Data {
        try Run(builder: self, progress: progress).build()
    }
}

/// Why a word list could not be built.
public enum WordListBuildError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The dictionary's files are missing, unreadable or refused (the checker's own checks).
    case dictionary(SpellCheckingError)
    /// libhunspell could not load the files.
    case hunspellUnavailable(path: String)
    /// The dictionary needs more than a limit allows.
    case overLimit(path: String, reason: String)
    /// The progress closure asked to stop.
    case cancelled

    /// One line saying what went wrong.
    public var description: String {
        switch self {
        case .dictionary(let error): "\(error)"
        case .hunspellUnavailable(let path): "libhunspell could not load \(path)"
        case .overLimit(let path, let reason): "\(path) cannot be listed: \(reason)"
        case .cancelled: "the word list build was cancelled"
        }
    }
}

extension WordListBuilder {
    /// One build's state.
    final class Run {
        let builder: WordListBuilder
        let progress: (Progress) -> Bool
        let facts: DictionaryFiles.Facts
        let encoding: DictionaryEncoding
        let confirmer: FormConfirmer
        let affixText: String
        let dictionaryText: String
        var rules: AffixRules
        let started = ContinuousClock.now
        /// Whether forms whose verdict follows from the rules are settled without asking
        /// (``Settler``); tests turn it off to compare.
        var settlingForms = true
        /// Whether case variants whose verdict follows from the word's own are not asked
        /// (``caseVerdictsFollow()``); tests turn it off to compare.
        var followingCase = true
        var path: String { builder.dictionary.wordFile.path }

        init(builder: WordListBuilder, progress: @escaping (Progress) -> Bool) throws(WordListBuildError) {
            self.builder = builder
            self.progress = progress
            let descriptor = builder.dictionary
            do {
                facts = try DictionaryFiles.validate(affixFile: descriptor.affixFile, wordFile: descriptor.wordFile)
            } catch {
                throw .dictionary(error)
            }
            encoding = facts.affix.encoding
            guard let confirmer = FormConfirmer(contents: facts.contents, encoding: encoding) else {
                throw .hunspellUnavailable(path: descriptor.affixFile.path)
            }
            self.confirmer = confirmer
            affixText = DictionaryText.decode(facts.contents.affix, encoding)
            dictionaryText = DictionaryText.decode(facts.contents.words, encoding)
            rules = AffixRules(text: affixText)
        }

        /// Reports progress every 4,096 items (and at 0, and whenever `always`), checks the
        /// time limit; throws when cancelled.
        func report(_ step: Progress.Step, _ done: Int, of total: Int = 0, always: Bool = false) throws(WordListBuildError) {
            guard always || done & 4095 == 0 else { return }
            if ContinuousClock.now - started > .seconds(builder.limits.seconds) {
                throw .overLimit(path: path, reason: "the build took more than \(Int(builder.limits.seconds)) seconds")
            }
            if !progress(Progress(step: step, done: done, total: total)) { throw .cancelled }
        }

        /// libhunspell's verdict on each of `forms` (``FormConfirmer``, this build's own unless
        /// another is given), reported as `step` with `offset` forms done before them, of `total`.
        func confirmed(_ forms: [String], _ step: Progress.Step, offset: Int = 0, total: Int = 0,
                       using confirmer: FormConfirmer? = nil) throws(WordListBuildError) -> [Bool] {
            var failure: WordListBuildError?
            let answers = (confirmer ?? self.confirmer).accepted(forms) { done in
                do throws(WordListBuildError) {
                    try report(step, offset + done, of: total == 0 ? forms.count : total, always: true)
                    return true
                } catch {
                    failure = error
                    return false
                }
            }
            if let failure { throw failure }
            guard let answers else { throw .hunspellUnavailable(path: builder.dictionary.affixFile.path) }
            return answers
        }

        typealias Entry = (stem: [Unicode.Scalar], flags: Set<AffixRules.Flag>)
        typealias Expansion = (candidates: FormSet, unsuggested: FormSet, settled: FormSet)

        /// Every form `rules` make from the stems of `entries`, those of `NOSUGGEST` stems, and
        /// the forms `settling` settles: the second half of the stems on another thread
        /// where there are many.
        func expand(_ entries: [Entry], rules: AffixRules, nosuggest: Set<AffixRules.Flag>, settling: Settler?)
            throws(WordListBuildError) -> Expansion
        {
            let limit = builder.limits.candidateForms, byteLimit = builder.limits.candidateBytes
            let half = entries.count >= 4096 ? entries.count / 2 : entries.count
            let stop = Atomic(false)
            // The forms (and their bytes) both shares have made, so that together they stop at the limits.
            let made = Atomic(0), madeBytes = Atomic(0)
            let other = Mutex<(Expansion, exceeded: Bool)?>(nil)
            let group = DispatchGroup()
            if half < entries.count {
                DispatchQueue.global().async(group: group) {
                    let done = Self.expand(entries[half...], rules: rules, nosuggest: nosuggest, settling: settling,
                                           limit: limit, byteLimit: byteLimit, made: made, madeBytes: madeBytes, stop: stop) { _ in true }
                    other.withLock { $0 = done }
                }
            }
            var failure: WordListBuildError?
            var (merged, exceeded) = Self.expand(entries[..<half], rules: rules, nosuggest: nosuggest, settling: settling,
                                                 limit: limit, byteLimit: byteLimit, made: made, madeBytes: madeBytes, stop: stop) { index in
                do throws(WordListBuildError) {
                    try report(.expanding, index, of: half)
                    return true
                } catch {
                    failure = error
                    return false
                }
            }
            group.wait()
            if let failure { throw failure }
            if let (part, over) = other.withLock({ $0.take() }) {
                exceeded = exceeded || over || !merged.candidates.formUnion(part.candidates)
                    || !merged.unsuggested.formUnion(part.unsuggested) || !merged.settled.formUnion(part.settled)
            }
            if merged.candidates.bytes > byteLimit || madeBytes.load(ordering: .relaxed) > byteLimit {
                throw .overLimit(path: path, reason: "its forms take more than \(byteLimit) bytes")
            }
            guard !exceeded, merged.candidates.count <= limit else {
                throw .overLimit(path: path, reason: "its rules make more than \(limit) forms")
            }
            return merged
        }

        /// One share of ``expand(_:rules:nosuggest:settling:)``: stops when `keepGoing` (asked
        /// every 1,024 stems) says so, another share has stopped, or the forms all shares
        /// have made (`made`, which counts a form two shares both make twice) pass `limit`:
        /// a refused dictionary costs the memory and time of `limit` forms, not of one
        /// share's `limit`.
        static func expand(_ entries: ArraySlice<Entry>, rules: AffixRules, nosuggest: Set<AffixRules.Flag>, settling: Settler?,
                           limit: Int, byteLimit: Int, made: borrowing Atomic<Int>, madeBytes: borrowing Atomic<Int>,
                           stop: borrowing Atomic<Bool>, keepGoing: (Int) -> Bool) -> (Expansion, exceeded: Bool)
        {
            var mine: Expansion = (FormSet(), FormSet(), FormSet())
            var counted = 0, countedBytes = 0
            for (done, entry) in entries.enumerated() {
                if done & 1023 == 0 {
                    if stop.load(ordering: .relaxed) { break }
                    if !keepGoing(done) {
                        stop.store(true, ordering: .relaxed)
                        break
                    }
                }
                // A stem stops making forms where they would pass the limit (forms all shares
                // have made, this one's included), before they take the memory.
                let room = limit - made.load(ordering: .relaxed)
                let roomBytes = Swift.max(0, byteLimit - madeBytes.load(ordering: .relaxed))
                let withinLimit: Bool
                if !entry.flags.isDisjoint(with: nosuggest) {
                    var built = FormSet()
                    // (More than the forms kept and the room is more than the union can hold.)
                    withinLimit = rules.forms(of: entry.stem, flags: entry.flags, into: &built,
                                              maximum: mine.candidates.count + Swift.max(0, room), maximumBytes: roomBytes)
                        && mine.unsuggested.formUnion(built) && mine.candidates.formUnion(built)
                    // Forms that stopped at the bytes' limit are not kept: count them, so the
                    // refusal names the limit they passed.
                    if !withinLimit, built.bytes > roomBytes { madeBytes.add(built.bytes, ordering: .relaxed) }
                } else {
                    withinLimit = rules.forms(of: entry.stem, flags: entry.flags, into: &mine.candidates,
                                              maximum: mine.candidates.count + Swift.max(0, room), maximumBytes: roomBytes)
                }
                let total = made.add(mine.candidates.count - counted, ordering: .relaxed).newValue
                counted = mine.candidates.count
                let totalBytes = madeBytes.add(mine.candidates.bytes - countedBytes, ordering: .relaxed).newValue
                countedBytes = mine.candidates.bytes
                if total > limit || totalBytes > byteLimit || !withinLimit {
                    stop.store(true, ordering: .relaxed)
                    return (mine, true)
                }
                settling?.settle(stem: entry.stem, flags: entry.flags, into: &mine.settled)
            }
            return (mine, false)
        }

        /// Refuses, before any form is kept, a dictionary whose rules make far more forms
        /// than the limits allow: counts the forms of one stem in `stride` (spelled out one
        /// stem at a time and dropped) and refuses once those counts times `stride` pass
        /// twice a limit (the forms or their bytes). Counting stops there, so a dictionary
        /// of any size costs at most twice a limit's forms over `stride`, and the memory of
        /// one stem's forms (hu_HU: refused in seconds where spelling out 20 million forms
        /// took 10 s and 2.2 GB). A dictionary estimated below twice the limits goes on to
        /// the exact count of ``expand(_:rules:nosuggest:settling:)``; the margin keeps a
        /// dictionary within them (pt_BR's 10.5 million forms) from being refused by an
        /// unlucky sample.
        func refuseEarly(_ entries: [Entry], rules: AffixRules, stride: Int? = nil) throws(WordListBuildError) {
            // Small dictionaries are counted exactly by the expansion itself.
            let stride = stride ?? entries.count / 8192
            guard stride > 1 else { return }
            // (Limits of your own may be as large as Int allows: twice one is counted without overflow.)
            func twice(_ limit: Int) -> Int { 2 * min(limit, Int.max / 2) / stride + 1 }
            let formLimit = twice(builder.limits.candidateForms), byteLimit = twice(builder.limits.candidateBytes)
            var forms = 0, bytes = 0
            for index in Swift.stride(from: 0, to: entries.count, by: stride) {
                if index / stride & 255 == 0 { try report(.expanding, index, of: entries.count, always: true) }
                var found = FormSet(blockSize: 1 << 16)
                rules.forms(of: entries[index].stem, flags: entries[index].flags, into: &found,
                            maximum: formLimit - forms, maximumBytes: byteLimit - bytes)
                forms += found.count
                bytes += found.bytes
                if forms >= formLimit {
                    throw .overLimit(path: path, reason: "its rules make more than twice the limit of "
                                     + "\(builder.limits.candidateForms) forms (estimated from one stem in \(stride))")
                }
                if bytes >= byteLimit {
                    throw .overLimit(path: path, reason: "its forms take more than twice the limit of "
                                     + "\(builder.limits.candidateBytes) bytes (estimated from one stem in \(stride))")
                }
            }
        }

        func build() throws(WordListBuildError) -> Data {
            let nosuggest = rules.flags(of: "NOSUGGEST")
            let main = rules.keepingPrefixes(elisions: false)
            let eliding = rules.keepingPrefixes(elisions: true)
            let elidingFlags = Set(eliding.prefixes.filter { !$0.value.isEmpty }.keys)

            // Every stem's forms (elisions apart), and those of NOSUGGEST stems.
            var entries: [(stem: [Unicode.Scalar], flags: Set<AffixRules.Flag>)] = []
            var rules = self.rules
            var trimmed = Set<String>()
            DictionaryText.forEachEntry(ofDictionary: dictionaryText) { stem, written, wasTrimmed in
                entries.append((stem, rules.resolve(written)))
                if wasTrimmed { trimmed.insert(String(String.UnicodeScalarView(stem))) }
            }
            self.rules = rules
            // Forms libhunspell would accept by their first lookup are not asked (Settler).
            try refuseEarly(entries, rules: main)
            let settling = settlingForms ? settler(entries: entries, trimmed: trimmed) : nil
            var expansion = try expand(entries, rules: main, nosuggest: nosuggest, settling: settling)

            // The forms libhunspell accepts, in NFC.
            var forms = expansion.candidates.strings(excluding: expansion.settled)
            expansion.candidates = FormSet()
            // Words NFC respells are not what libhunspell accepted (a dictionary written
            // decomposed): their case variants are asked.
            // Packed as they come (two forms may compose to one word): sorting keeps each once.
            var words = PackedWords(), recomposed = Set<String>()
            func keep(_ form: String) {
                let word = CanonicalComposition.composed(form)
                // (String's == holds canonically equivalent spellings equal: compare bytes.)
                if !word.utf8.elementsEqual(form.utf8) { recomposed.insert(word) }
                words.append(word.utf8)
            }
            expansion.settled.forEach { keep(String(decoding: $0, as: UTF8.self)) }
            for (form, accepted) in zip(forms, try confirmed(forms, .confirming)) where accepted { keep(form) }
            // A word's number is its place in byte order. From here on the words are read
            // in that order, not kept twice.
            let ordered = words.sortedInByteOrder()
            words = PackedWords()
            func number(of word: String) -> Int? {
                ordered.position(ofSorted: Array(word.utf8))
            }
            let caseBits = try caseVariantBits(of: ordered, entries: entries, foundByLookup: expansion.settled,
                                                recomposed: recomposed)
            let properties = closedProperties(elides: !elidingFlags.isEmpty, entries: entries)
            // Every form the rules make, whatever its flags: the parts a compound may have.
            let reading = recomposed.isEmpty ? compoundPartsReading(closedProperties: properties) : nil
            let compoundParts = reading.map {
                (words: Self.compoundParts(of: forms, and: expansion.settled, listed: ordered),
                 minimumLength: $0.minimumLength, simplifiedTriple: $0.simplifiedTriple)
            }
            (expansion.settled, forms) = (FormSet(), [])
            let (extras, elisionSets) = try extraWords(ordered: ordered, entries: entries, main: main, eliding: eliding,
                                                        elidingFlags: elidingFlags)
            let ruleText = spellingRules(elisionSets: elisionSets, entries: entries)

            try report(.writing, 0)
            var contents = WordListContents(words: ordered)
            contents.digest = facts.digest
            contents.properties = properties
            contents.compoundParts = compoundParts
            contents.caseBits = caseBits
            contents.frequencies = ranks(of: ordered, number: number(of:))
            contents.unsuggested = expansion.unsuggested.strings().compactMap { number(of: CanonicalComposition.composed($0)) }
            contents.extras = extras
            contents.rules = ruleText
            do {
                let bytes = Data(try contents.serialised())
                // Read back with the reader's own checks: a list that would be refused is never written.
                _ = try WordList(data: bytes, name: path)
                return bytes
            } catch let refusal as WordListContents.Refusal {
                throw .overLimit(path: path, reason: refusal.reason)
            } catch {
                throw .overLimit(path: path, reason: "the list built does not read back: \(error)")
            }
        }

        /// The nested list of extra spellings (the capitals of mixed-case words libhunspell
        /// accepts, and each elided form as its body, a NUL and its set of heads' number) and
        /// the sets of heads, numbered in the order their first body comes in byte order.
        func extraWords(ordered: PackedWords, entries: [(stem: [Unicode.Scalar], flags: Set<AffixRules.Flag>)],
                        main: AffixRules, eliding: AffixRules, elidingFlags: Set<AffixRules.Flag>)
            throws(WordListBuildError) -> (bytes: [UInt8], sets: [[String]])
        {
            // The capitals of mixed-case words (McDonald), in the case mapping the reader uses.
            var capitals = Set<String>()
            for bytes in ordered {
                let word = String(decoding: bytes, as: UTF8.self)
                let scalars = Array(word.unicodeScalars)
                guard [.mixed, .mixedCapitalised].contains(HunspellCase(scalars)) else { continue }
                let upper = String(String.UnicodeScalarView(scalars.map(HunspellCase.upper)))
                if upper != word { capitals.insert(upper) }
            }
            var entriesOut = Set<[UInt8]>()
            let capitalList = Array(capitals)
            for (capital, accepted) in zip(capitalList, try confirmed(capitalList, .extras)) where accepted {
                entriesOut.insert(Array(CanonicalComposition.composed(capital).utf8))
            }
            // Elided forms, stem by stem, asked a million at a time: never a set of every
            // elided form (Italian has 31 million); a form two stems make is asked twice.
            var headsOf: [String: Set<String>] = [:]
            var asked = 0
            var batch: [String] = []
            func settle() throws(WordListBuildError) {
                for (form, accepted) in zip(batch, try confirmed(batch, .extras, offset: asked - batch.count)) where accepted {
                    let word = CanonicalComposition.composed(form)
                    if capitals.contains(word) {
                        entriesOut.insert(Array(word.utf8))
                        continue
                    }
                    let scalars = Array(word.unicodeScalars)
                    guard let apostrophe = scalars.firstIndex(of: "'"), apostrophe + 1 < scalars.count else { continue }
                    let head = String(String.UnicodeScalarView(scalars[...apostrophe]))
                    headsOf[String(String.UnicodeScalarView(scalars[(apostrophe + 1)...])), default: []].insert(head)
                }
                batch.removeAll(keepingCapacity: true)
            }
            for entry in entries where !elidingFlags.isEmpty && !entry.flags.isDisjoint(with: elidingFlags) {
                var built = Set<String>(), elided = Set<String>()
                let room = builder.limits.elidedForms - asked
                main.forms(of: entry.stem, flags: entry.flags, into: &built)
                let withinLimit = eliding.forms(of: entry.stem, flags: entry.flags, into: &elided, maximum: room + built.count)
                elided.subtract(built)
                asked += elided.count
                guard withinLimit, asked <= builder.limits.elidedForms else {
                    throw .overLimit(path: path, reason: "its rules make more than \(builder.limits.elidedForms) elided forms")
                }
                batch += elided
                if batch.count >= 1_000_000 { try settle() }
            }
            try settle()
            var setNumbers: [Set<String>: Int] = [:]
            var sets: [[String]] = []
            for body in headsOf.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                let heads = headsOf[body]!
                let number: Int
                if let known = setNumbers[heads] {
                    number = known
                } else {
                    number = sets.count + 1
                    guard number <= 255 else {
                        throw .overLimit(path: path, reason: "its elided forms need more than 255 sets of elision prefixes")
                    }
                    setNumbers[heads] = number
                    sets.append(heads.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
                }
                entriesOut.insert(Array(body.utf8) + [0, UInt8(number)])
            }
            guard !entriesOut.isEmpty else { return ([], sets) }
            let nested = WordListContents(words: PackedWords(entriesOut).sortedInByteOrder())
            do {
                return (try nested.serialised(nested: true), sets)
            } catch {
                throw .overLimit(path: path, reason: "its extra words: \(error.reason)")
            }
        }

        /// The frequencies of the words of `ordered` (in byte order), by number: a capitalised or
        /// upper-case word whose lower case is listed leaves the rank to it. `number` is a
        /// word's number, nil for a word not listed.
        func ranks(of ordered: PackedWords, number: (String) -> Int?) -> [Int: UInt16] {
            guard !builder.frequencies.isEmpty else { return [:] }
            var ranked: [Int: UInt16] = [:]
            for (index, bytes) in ordered.enumerated() {
                let word = String(decoding: bytes, as: UTF8.self)
                let lower = word.lowercased()
                // (The listed words are NFC, no two canonically equivalent: `lower` is listed
                // when its NFC is.)
                if word != lower && number(CanonicalComposition.composed(lower)) != nil { continue }
                if let frequency = builder.frequencies[lower], frequency > 0 { ranked[index] = frequency }
            }
            return ranked
        }
    }
}

/// The case mapping the list's case bits use: ASCII, and Latin-1's letters À to þ but × and ÷
/// (ß has no capital of one character).
enum SimpleCase {
    static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 || (0xC0...0xFE).contains(scalar.value) && ![0xD7, 0xDF, 0xF7].contains(scalar.value)
    }

    /// The scalars of a UTF-8 word, or nil when one is not simple (``isSimple(_:)``): ASCII,
    /// and two-byte sequences from C3 80 (À) to C3 BE (þ).
    static func scalars(ofUTF8 bytes: ArraySlice<UInt8>) -> [Unicode.Scalar]? {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte < 0x80 {
                scalars.append(Unicode.Scalar(byte))
                index += 1
                continue
            }
            guard byte == 0xC3, index + 1 < bytes.endIndex else { return nil }
            let scalar = Unicode.Scalar(0xC0 | (bytes[index + 1] & 0x3F))
            guard (0x80...0xBE).contains(bytes[index + 1]), isSimple(scalar) else { return nil }
            scalars.append(scalar)
            index += 2
        }
        return scalars
    }

    static func upper(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        guard (0x61...0x7A).contains(value) || (0xE0...0xFE).contains(value) && value != 0xF7 else { return scalar }
        return Unicode.Scalar(value - 0x20)!
    }
}
