import Foundation

extension WordList {
    /// What a `.words` file's header says of it, once the whole file is checked: what
    /// `wordcheck words info` prints, and what scripts read instead of parsing the format
    /// (described in the article on the lexicon, in SpellChecking's documentation).
    public struct Info: Sendable, Hashable {
        /// The format version (9 for the lists this WordCheck reads).
        public var format: Int
        /// The digest of the dictionary files the list was made from, in hexadecimal.
        public var digest: String
        /// Listed words (forms).
        public var words: Int
        /// Edges of the automaton.
        public var edges: Int
        /// Words with a frequency.
        public var ranked: Int
        /// Words never suggested (`NOSUGGEST`).
        public var unsuggested: Int
        /// Whether every word of letters the dictionary accepts is listed or a case variant
        /// of a listed word (``WordList/decidesEveryWord`` needs this and complete rules).
        public var closedForLetterWords: Bool
        /// The same for words of letters and apostrophes.
        public var closedForApostropheWords: Bool
        /// The bytes of the extra words (capitals of mixed-case words, elided forms).
        public var extraWordBytes: Int
        /// The bytes of the spelling rules.
        public var ruleBytes: Int
        /// The bytes of the compound parts.
        public var compoundPartBytes: Int
        /// The bytes of the words of compound rules.
        public var compoundRuleWordBytes: Int
        /// The file's size in bytes.
        public var bytes: Int
    }

    /// The ``Info`` of the list in `url`, after reading it as ``init(contentsOf:)`` does.
    ///
    /// - Throws: what ``init(contentsOf:)`` throws.
    public static func info(ofFileAt url: URL) throws(SpellCheckingError) -> Info {
        // Read once: a list that checks out has its whole header.
        let data = try read(url).data
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            func number(_ offset: Int) -> Int { Int(u32(bytes, offset)) }
            let properties = number(64)
            return Info(format: number(8), digest: bytes[32..<64].map { String(format: "%02x", $0) }.joined(),
                        words: number(12), edges: number(16), ranked: number(20), unsuggested: number(68),
                        closedForLetterWords: properties & 1 != 0, closedForApostropheWords: properties & 2 != 0,
                        extraWordBytes: number(72), ruleBytes: number(76), compoundPartBytes: number(80),
                        compoundRuleWordBytes: number(84), bytes: data.count)
        }
    }
}
