import Foundation
import Synchronization

/// Every word form a Hunspell dictionary accepts, with how common each is: the
/// source of completions, and a fast lookup that needs no libhunspell.
///
/// A list is a `.words` file next to its dictionary (`DictionaryDescriptor.wordListFile`),
/// written by `wordcheck words build` (`WordListBuilder` in SpellChecking): each stem
/// of the `.dic` file with every affix its flags allow, each form confirmed by
/// libhunspell, ranked by `wordfreq`'s frequencies. The bundled en_US, es_ES and it_IT
/// dictionaries come with theirs (`scripts/generate-word-lists.sh`); the builder writes
/// one for any other dictionary. Case variants (`Cease` for
/// `cease`) are not listed but recorded: two bits per word say whether libhunspell
/// accepts it capitalised and in capitals. Compounds (`21st`) and Italian elided
/// forms (`dell'anno`) are not listed: the file records the rules that build them
/// (and the other steps libhunspell takes around its lookups), so that
/// ``WordListChecker`` decides them without libhunspell (``decidesEveryWord``).
/// The file also records a digest of the `.aff` and `.dic` it was made from, which its
/// checksum covers, so a `HunspellChecker` uses it as its fast path only with those files
/// (`HunspellChecker.wordListStatus`).
///
/// The file holds a minimal automaton over the words' UTF-8 bytes, its edges in
/// prefix codes, so the 3.1 million Italian forms take 0.8 MB with their frequencies,
/// case bits and elided forms. Loading reads, checksums
/// and validates it (a few milliseconds); a list is immutable afterwards and
/// `Sendable`. ``contains(_:)`` walks one step per byte (about 100 ns), but only
/// answers for words as listed: Hunspell also accepts `Cease` and `l'acqua`, and
/// ``WordListChecker/isCorrect(_:)`` and `HunspellChecker.isCorrect(_:)` know which.
///
/// ```swift
/// let list = try WordList(contentsOf: checker.dictionary.wordListFile)
/// list.contains("agencies")                      // true
/// list.words(startingWith: "agen", limit: 3)     // ["agency", "agenda", "agent"], most common first
/// for word in list where word.count == 8 { ... } // every form, in byte order
/// ```
public struct WordList: Sendable, Sequence {
    /// Each edge: the byte (bits 0–7), "a word ends here" (bit 8), "last edge of
    /// its node" (bit 9), the target node's first edge (bits 10–31, 0 for none).
    let edges: [UInt32]
    /// How many words start with the bytes up to and including each edge.
    let wordsBelow: [UInt32]
    /// Two bits per word number: libhunspell accepts it capitalised (bit 0), in capitals (bit 1).
    let caseFlags: [UInt8]
    /// Direct tables for the first two bytes of a lookup, made from the edges at load.
    let dispatch: PrefixDispatch
    /// Whether every word of letters alone that libhunspell accepts is listed or a case
    /// variant of a listed word: no compounding, BREAK or ICONV rule can make one, and
    /// the generator follows all the affix rules the dictionary uses.
    let isClosedForLetterWords: Bool
    /// The same for words of letters and ASCII apostrophes (`agency's`): set only when, in
    /// addition, no affix adds an apostrophe the generator leaves out (Italian `dell'`)
    /// and no BREAK or ICONV pattern matches one.
    let isClosedForApostropheWords: Bool
    /// What lookups rarely need, behind one reference: a list is copied wherever a checker
    /// hands it on, and each array held inline costs a retain and a release per copy.
    let rarelyUsed: RarelyUsed

    final class RarelyUsed: Sendable {
        let rankedNumbers: [UInt32]
        let rankedFrequencies: [UInt16]
        let unsuggestedNumbers: [UInt32]
        let sourceDigest: [UInt8]
        let rules: SpellingRules
        let extras: Extras?
        let compoundParts: CompoundParts?
        /// ``WordList/numbers(rankedAtLeast:)``'s answers, by floor (a few at most).
        let commonNumbers = Mutex<[UInt16: [UInt32]]>([:])
        /// ``WordList/rankedIndex``, once made.
        let rankedIndex = Mutex<RankedIndex?>(nil)

        init(_ parts: Parts) {
            rankedNumbers = parts.rankedNumbers
            rankedFrequencies = parts.rankedFrequencies
            unsuggestedNumbers = parts.unsuggestedNumbers
            sourceDigest = parts.sourceDigest
            rules = parts.rules
            extras = parts.extras.map(Extras.init)
            compoundParts = parts.compoundParts
        }
    }

    /// The numbers of the words whose frequency is `floor` or more, ascending: made once
    /// for each floor (a list keeps those of the last four floors asked).
    @usableFromInline
    func numbers(rankedAtLeast floor: UInt16) -> [UInt32] {
        if let known = rarelyUsed.commonNumbers.withLock({ $0[floor] }) { return known }
        var numbers: [UInt32] = []
        for (position, frequency) in rankedFrequencies.enumerated() where frequency >= floor {
            numbers.append(rankedNumbers[position])
        }
        rarelyUsed.commonNumbers.withLock { cache in
            if cache.count >= 4 { cache.removeAll() }
            cache[floor] = numbers
        }
        return numbers
    }

    /// Each word number's position among ``rankedNumbers``, found without a search: made
    /// on first use (a quarter of a byte a word; empty for a list without frequencies), for
    /// walks that look up many words' frequencies.
    @usableFromInline
    var rankedIndex: RankedIndex {
        rarelyUsed.rankedIndex.withLock { index in
            if let index { return index }
            let made = RankedIndex(numbers: rankedNumbers, wordCount: isRanked ? count : 0)
            index = made
            return made
        }
    }

    /// Numbers (positions in byte order) of the words with a frequency, ascending.
    var rankedNumbers: [UInt32] { rarelyUsed.rankedNumbers }
    /// Their frequencies, 100 × Zipf.
    var rankedFrequencies: [UInt16] { rarelyUsed.rankedFrequencies }
    /// Numbers of the words suggestions never offer (forms of `NOSUGGEST` stems), ascending.
    var unsuggestedNumbers: [UInt32] { rarelyUsed.unsuggestedNumbers }
    /// The SHA-256 digest of the dictionary the list was made from (see ``DictionaryDigest``).
    package var sourceDigest: [UInt8] { rarelyUsed.sourceDigest }
    /// The rules libhunspell follows around its lookups, as the list's generator recorded
    /// them (see ``SpellingRules``).
    package var rules: SpellingRules { rarelyUsed.rules }
    /// Spellings the dictionary accepts that are neither listed forms nor their case
    /// variants (elided forms, the capitals of mixed-case names), when the list has any.
    package var extras: Extras? { rarelyUsed.extras }
    /// What the list knows of the dictionary's compounds, for a compounding dictionary
    /// whose non-compounds it can tell (see ``CompoundParts``).
    package var compoundParts: CompoundParts? { rarelyUsed.compoundParts }
    /// Whether the list holds the parts of its dictionary's compounds, and so refuses a word
    /// of letters that is no form and no compound of its forms without asking libhunspell
    /// (lists of compounding dictionaries such as German's, Dutch's, Swedish's).
    public var refusesNonCompounds: Bool { compoundParts != nil }

    /// The number of words.
    public let count: Int
}
