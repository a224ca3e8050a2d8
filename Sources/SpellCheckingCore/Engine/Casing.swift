/// Letter case as libhunspell sees it: the shape of a word (``Shape``) and the changes of
/// case its checking tries, on words in the dictionary's encoding.
///
/// Characters are mapped one to one (`ß` stays `ß` in capitals, as in libhunspell); in
/// Turkish, Azeri and Crimean Tatar (`LANG tr`, `az`, `crh`) `i` and `ı` pair with `İ`
/// and `I`. An 8-bit dictionary's bytes are mapped through its character set.
struct Casing: Sendable {
    /// libhunspell's capitalisation types.
    enum Shape: Sendable, Equatable {
        /// No capital (`NOCAP`).
        case none
        /// Only the first letter is a capital (`INITCAP`).
        case capitalized
        /// Every letter is a capital (`ALLCAP`).
        case allCapitals
        /// Capitals elsewhere than first (`HUHCAP`).
        case mixed
        /// The first letter and another are capitals (`HUHINITCAP`).
        case mixedCapitalized
    }

    private let isUTF8: Bool
    private let turkic: Bool
    /// For an 8-bit set: each byte's lower and upper case byte.
    private let lowerBytes: [UInt8]
    private let upperBytes: [UInt8]
    /// For UTF-8: the lower and upper case of the Basic Multilingual Plane's characters in
    /// blocks of ``pageSize``, which Unicode's properties are slow to give one by one: Latin
    /// through Latin Extended-B from the start, and each block a dictionary's words use as
    /// they are loaded (``tablePages(of:)``). Other characters are looked up one by one.
    private var lowerScalars: [UInt32]
    private var upperScalars: [UInt32]
    /// Each block's place in the two tables, in blocks; -1 for a block not in them.
    private var pages: [Int16]
    private static let pageSize: UInt32 = 128
    private static let initialPages: UInt32 = 5

    init(_ affixes: AffixData) {
        isUTF8 = affixes.isUTF8
        turkic = affixes.usesTurkicCasing
        lowerScalars = []
        upperScalars = []
        guard !affixes.isUTF8 else {
            lowerBytes = []
            upperBytes = []
            pages = [Int16](repeating: -1, count: 0x10000 / Int(Self.pageSize))
            for page in 0..<Self.initialPages { addPage(page) }
            return
        }
        pages = []
        let table = affixes.charset.upperHalf
        func scalar(_ byte: Int) -> UInt32 { byte < 0x80 ? UInt32(byte) : UInt32(table[byte - 0x80]) }
        var byteOf: [UInt32: UInt8] = [:]
        for byte in 0..<256 where scalar(byte) != 0xFFFD { byteOf[scalar(byte)] = UInt8(byte) }
        var lower = [UInt8](repeating: 0, count: 256), upper = [UInt8](repeating: 0, count: 256)
        for byte in 0..<256 {
            let value = scalar(byte)
            lower[byte] = byteOf[Self.lower(value, turkic: turkic)] ?? UInt8(byte)
            upper[byte] = byteOf[Self.upper(value, turkic: turkic)] ?? UInt8(byte)
        }
        lowerBytes = lower
        upperBytes = upper
    }

    private mutating func addPage(_ page: UInt32) {
        pages[Int(page)] = Int16(lowerScalars.count / Int(Self.pageSize))
        let first = page * Self.pageSize, turkic = turkic
        lowerScalars.append(contentsOf: (first..<first + Self.pageSize).lazy.map { Self.lower($0, turkic: turkic) })
        upperScalars.append(contentsOf: (first..<first + Self.pageSize).lazy.map { Self.upper($0, turkic: turkic) })
    }

    /// Adds to the tables the blocks of the characters of `word` (UTF-8) not yet in them:
    /// called on the dictionary's words, so that the letters of its language are tabled.
    /// A block of 128 is read from the sequence's first two bytes; a block an ill-formed
    /// sequence names is tabled as well, which is harmless.
    mutating func tablePages(of word: ArraySlice<UInt8>) {
        guard isUTF8 else { return }
        var missing: UInt32? = nil
        word.withUnsafeBufferPointer { bytes in
            var index = ASCIIBytes.asciiChunks(bytes)
            while index < bytes.count {
                let lead = bytes[index]
                index += 1
                guard lead >= 0xC0, lead < 0xF0 else { continue }
                let page: UInt32
                if lead < 0xE0 {
                    page = UInt32(lead & 0x1F) >> 1
                } else {
                    guard index < bytes.count else { return }
                    page = UInt32(lead & 0x0F) << 5 | UInt32(bytes[index] & 0x3F) >> 1
                }
                if pages[Int(page)] < 0 { missing = page; return }
            }
        }
        // A word rarely brings a new block: the rest of it is read again once one is added.
        if let missing {
            addPage(missing)
            tablePages(of: word)
        }
    }

    static func lower(_ value: UInt32, turkic: Bool) -> UInt32 {
        if value < 0x80 {
            if turkic && value == 0x49 { return 0x131 }
            return (0x41...0x5A).contains(value) ? value + 0x20 : value
        }
        // U+0130's simple lower case (libhunspell's, in every language) is `i`.
        if value == 0x130 { return 0x69 }
        guard let scalar = Unicode.Scalar(value) else { return value }
        let mapped = scalar.properties.lowercaseMapping.unicodeScalars
        return mapped.count == 1 ? mapped.first!.value : value
    }

    static func upper(_ value: UInt32, turkic: Bool) -> UInt32 {
        if value < 0x80 {
            if turkic && value == 0x69 { return 0x130 }
            return (0x61...0x7A).contains(value) ? value - 0x20 : value
        }
        if turkic && value == 0x131 { return 0x49 }
        guard let scalar = Unicode.Scalar(value) else { return value }
        let mapped = scalar.properties.uppercaseMapping.unicodeScalars
        return mapped.count == 1 ? mapped.first!.value : value
    }

    /// The characters of `word`: scalars in UTF-8, bytes otherwise.
    func units(_ word: some Collection<UInt8>) -> [UInt32] {
        isUTF8 ? String(decoding: word, as: UTF8.self).unicodeScalars.map(\.value) : word.map { UInt32($0) }
    }

    /// Where `unit`'s case is in the tables, or nil when its block is not there.
    @inline(__always)
    private func tableIndex(_ unit: UInt32) -> Int? {
        guard unit < 0x10000 else { return nil }
        let page = pages[Int(unit / Self.pageSize)]
        return page < 0 ? nil : Int(page) * Int(Self.pageSize) + Int(unit % Self.pageSize)
    }

    private func lower(unit: UInt32) -> UInt32 {
        guard isUTF8 else { return UInt32(lowerBytes[Int(unit)]) }
        guard let index = tableIndex(unit) else { return Self.lower(unit, turkic: turkic) }
        return lowerScalars[index]
    }

    private func upper(unit: UInt32) -> UInt32 {
        guard isUTF8 else { return UInt32(upperBytes[Int(unit)]) }
        guard let index = tableIndex(unit) else { return Self.upper(unit, turkic: turkic) }
        return upperScalars[index]
    }

    /// The scalars of UTF-8 `bytes` as String decodes them (U+FFFD for each ill-formed
    /// sequence), without making a String: the well-formed text a dictionary holds is
    /// decoded here; anything else goes through String.
    private static func forEachScalar(of bytes: some Collection<UInt8>, _ body: (UInt32) -> Void) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): body(scalar.value)
            case .error: body(0xFFFD)
            case .emptyInput: return
            }
        }
    }

    private func bytes(_ units: [UInt32]) -> [UInt8] {
        guard isUTF8 else { return units.map { UInt8(truncatingIfNeeded: $0) } }
        var text = String.UnicodeScalarView()
        for unit in units { text.append(Unicode.Scalar(unit) ?? "\u{FFFD}") }
        return Array(String(text).utf8)
    }

    /// The shape of `word`, counted as libhunspell counts it (letters without case count as capitals
    /// when the rest are capitals).
    func shape(of word: some Collection<UInt8>) -> Shape {
        if isUTF8 && !turkic && word.allSatisfy({ $0 < 0x80 }) { return Self.asciiShape(of: word) }
        if !isUTF8 { return byteShape(of: word) }
        if let shape = word.withContiguousStorageIfAvailable({ utf8Shape(of: $0) }), let shape { return shape }
        var capitals = 0, neutral = 0, count = 0
        var firstIsCapital = false
        Self.forEachScalar(of: word) { unit in
            let lower = lower(unit: unit)
            if unit != lower { capitals += 1 }
            if upper(unit: unit) == lower { neutral += 1 }
            if count == 0 { firstIsCapital = unit != lower }
            count += 1
        }
        return Self.shape(capitals: capitals, neutral: neutral, count: count, firstIsCapital: firstIsCapital)
    }

    /// The shape of a word of `count` characters, `capitals` of them capitals and `neutral`
    /// of them without case, libhunspell's way.
    private static func shape(capitals: Int, neutral: Int, count: Int, firstIsCapital: Bool) -> Shape {
        guard capitals > 0 else { return .none }
        if capitals == 1 && firstIsCapital { return .capitalized }
        if capitals == count || capitals + neutral == count { return .allCapitals }
        if capitals > 1 && firstIsCapital { return .mixedCapitalized }
        return .mixed
    }

    /// ``shape(of:)`` for well-formed UTF-8 of one to three bytes a character, decoded in
    /// place; nil for anything else (four-byte or ill-formed sequences), which the general
    /// path decodes as String does.
    private func utf8Shape(of bytes: UnsafeBufferPointer<UInt8>) -> Shape? {
        var capitals = 0, neutral = 0, count = 0
        var firstIsCapital = false
        let decoded: Bool = lowerScalars.withUnsafeBufferPointer { lowerTable in
            upperScalars.withUnsafeBufferPointer { upperTable in
                pages.withUnsafeBufferPointer { pages in
                    var index = 0
                    while index < bytes.count {
                        guard let (unit, length) = ShortUTF8.scalar(in: bytes, at: index) else { return false }
                        index += length
                        let page = pages[Int(unit / Self.pageSize)]
                        let lower: UInt32, upper: UInt32
                        if page < 0 {
                            lower = Self.lower(unit, turkic: turkic)
                            upper = Self.upper(unit, turkic: turkic)
                        } else {
                            let at = Int(page) * Int(Self.pageSize) + Int(unit % Self.pageSize)
                            lower = lowerTable[at]
                            upper = upperTable[at]
                        }
                        if unit != lower { capitals += 1 }
                        if upper == lower { neutral += 1 }
                        if count == 0 { firstIsCapital = unit != lower }
                        count += 1
                    }
                    return true
                }
            }
        }
        guard decoded else { return nil }
        return Self.shape(capitals: capitals, neutral: neutral, count: count, firstIsCapital: firstIsCapital)
    }

    /// ``shape(of:)`` for an 8-bit dictionary's text, read byte by byte through its tables.
    private func byteShape(of word: some Collection<UInt8>) -> Shape {
        var capitals = 0, neutral = 0, count = 0
        var firstIsCapital = false
        lowerBytes.withUnsafeBufferPointer { lowerBytes in
            upperBytes.withUnsafeBufferPointer { upperBytes in
                for byte in word {
                    let lower = lowerBytes[Int(byte)]
                    let isCapital = byte != lower
                    if isCapital { capitals += 1 }
                    if upperBytes[Int(byte)] == lower { neutral += 1 }
                    if count == 0 { firstIsCapital = isCapital }
                    count += 1
                }
            }
        }
        return Self.shape(capitals: capitals, neutral: neutral, count: count, firstIsCapital: firstIsCapital)
    }

    /// ``shape(of:)`` for ASCII text, read byte by byte.
    private static func asciiShape(of word: some Collection<UInt8>) -> Shape {
        var capitals = 0, neutral = 0, count = 0
        var firstIsCapital = false
        for byte in word {
            let isCapital = (0x41...0x5A).contains(byte)
            if isCapital { capitals += 1 }
            if !isCapital && !(0x61...0x7A).contains(byte) { neutral += 1 }
            if count == 0 { firstIsCapital = isCapital }
            count += 1
        }
        return Self.shape(capitals: capitals, neutral: neutral, count: count, firstIsCapital: firstIsCapital)
    }

    func lowercased(_ word: [UInt8]) -> [UInt8] {
        if !isUTF8 { return word.map { lowerBytes[Int($0)] } }
        if !turkic, word.allSatisfy({ $0 < 0x80 }) { return word.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 } }
        return bytes(units(word).map { lower(unit: $0) })
    }

    /// `word` with its first character in capitals and the rest as they are.
    func capitalized(_ word: [UInt8]) -> [UInt8] {
        guard let first = word.first else { return word }
        if !isUTF8 { return [upperBytes[Int(first)]] + word.dropFirst() }
        if first < 0x80 && !(turkic && first == 0x69) {
            return [(0x61...0x7A).contains(first) ? first - 0x20 : first] + word.dropFirst()
        }
        var units = units(word)
        units[0] = upper(unit: units[0])
        return bytes(units)
    }

    /// Whether the character is a capital letter (its lower case differs).
    func isCapital(_ unit: UInt32) -> Bool { lower(unit: unit) != unit }

    /// Whether the character has no lower case of its own (upper(c) == c): CHECKCOMPOUNDCASE's test.
    func isUpperOrCaseless(_ unit: UInt32) -> Bool { upper(unit: unit) == unit }
}
