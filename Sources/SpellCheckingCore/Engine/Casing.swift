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
    /// For UTF-8: the lower and upper case of the characters below ``tableSize`` (Latin
    /// through Latin Extended-B), which Unicode's properties are slow to give one by one.
    private let lowerScalars: [UInt32]
    private let upperScalars: [UInt32]
    private static let tableSize: UInt32 = 0x250

    init(_ affixes: AffixData) {
        isUTF8 = affixes.isUTF8
        turkic = affixes.usesTurkicCasing
        guard !affixes.isUTF8 else {
            lowerBytes = []
            upperBytes = []
            let turkic = turkic
            lowerScalars = (0..<Self.tableSize).map { Self.lower($0, turkic: turkic) }
            upperScalars = (0..<Self.tableSize).map { Self.upper($0, turkic: turkic) }
            return
        }
        lowerScalars = []
        upperScalars = []
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

    private func lower(unit: UInt32) -> UInt32 {
        guard isUTF8 else { return UInt32(lowerBytes[Int(unit)]) }
        return unit < Self.tableSize ? lowerScalars[Int(unit)] : Self.lower(unit, turkic: turkic)
    }

    private func upper(unit: UInt32) -> UInt32 {
        guard isUTF8 else { return UInt32(upperBytes[Int(unit)]) }
        return unit < Self.tableSize ? upperScalars[Int(unit)] : Self.upper(unit, turkic: turkic)
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
