import Foundation

/// A set of forms held compactly while a build spells them out.
///
/// Each form is kept once, as its UTF-8 bytes after their count, in blocks of 4 MiB; an
/// open-addressing table of 8-byte slots points into the blocks, with a few bits of each
/// form's hash beside the pointer so that most probes need not read the bytes. A form
/// costs its bytes and 12 to 22 more (the table is a quarter to five eighths empty); in a
/// `Set<String>`, a form longer than 15 bytes is a heap object of its own, about 90 bytes
/// with its bucket. A dictionary whose rules make 20 million forms is refused in a
/// fraction of the memory (docs/DICTIONARIES.md).
///
/// The hash is keyed by a random seed per set, so no dictionary can choose forms that
/// collide. Forms come out in the order they went in.
struct FormSet: FormCollection {
    /// Each block holds whole records (count, then bytes); a form longer than a block gets
    /// one of its own.
    private var blocks: [[UInt8]] = []
    /// 0 for an empty slot; else the form's tag (the hash's top bits) and its position + 1.
    private var slots: [UInt64] = []
    /// The forms held.
    private(set) var count = 0
    /// The UTF-8 bytes of the forms held, added up.
    private(set) var bytes = 0
    private let seed = UInt64.random(in: .min ... .max)
    private let blockSize: Int
    /// The form being added, as UTF-8.
    private var scratch: [UInt8] = []

    /// Positions are a block's number and an offset in it: `offsetBits` bits of offset,
    /// `positionBits` in all, the rest of the slot for the tag.
    private static let offsetBits: UInt64 = 22
    private static let positionBits: UInt64 = 40
    private static let positionMask: UInt64 = (1 << positionBits) - 1
    /// The most blocks positions can tell apart.
    private static let maximumBlocks = 1 << Int(positionBits - offsetBits)

    /// An empty set; `blockSize` (at most 4 MiB, the default) is smaller only in tests.
    init(blockSize: Int = 1 << 22) {
        precondition(blockSize > 0 && blockSize <= 1 << Int(Self.offsetBits), "a FormSet block holds 1 byte to 4 MiB")
        self.blockSize = blockSize
    }

    /// Adds `form`. Returns false, and leaves the set as it was, only when the set cannot
    /// address another block (over a terabyte of forms: a build's limits stop long before).
    @discardableResult
    mutating func insert(_ form: [Unicode.Scalar]) -> Bool {
        var bytes = scratch
        scratch = []
        bytes.removeAll(keepingCapacity: true)
        for scalar in form { UTF8.encode(scalar) { bytes.append($0) } }
        let added = bytes.withUnsafeBufferPointer { insert(utf8: UnsafeRawBufferPointer($0)) }
        scratch = bytes
        return added
    }

    /// Adds the form spelt by `utf8`; false as for a form of scalars.
    @discardableResult
    mutating func insert(utf8: UnsafeRawBufferPointer) -> Bool {
        if (count + 1) * 4 > slots.count * 3 { grow() }
        let (index, tag, held) = find(utf8)
        if held { return true }
        guard let position = append(utf8) else { return false }
        slots[index] = tag | (position + 1)
        count += 1
        bytes += utf8.count
        return true
    }

    /// Whether the set holds the form spelt by `utf8`.
    func contains(utf8: UnsafeRawBufferPointer) -> Bool {
        count > 0 && find(utf8).held
    }

    /// The slot that holds `utf8` (`held`), or the empty slot where it would go, and its tag.
    private func find(_ utf8: UnsafeRawBufferPointer) -> (index: Int, tag: UInt64, held: Bool) {
        let hash = Self.hash(utf8, seed: seed)
        let tag = hash & ~Self.positionMask
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot == 0 { return (index, tag, false) }
            if slot & ~Self.positionMask == tag, equals(slot, utf8) { return (index, tag, true) }
            index = (index + 1) & mask
        }
    }

    /// Adds every form of `other`; false when one found no room (``insert(utf8:)``).
    mutating func formUnion(_ other: FormSet) -> Bool {
        var added = true
        other.forEach { form in if added { added = insert(utf8: form) } }
        return added
    }

    /// Calls `body` with each form's UTF-8 bytes, in the order they were added.
    func forEach(_ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        for block in blocks {
            try block.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let (length, start) = Self.length(in: bytes, at: offset)
                    try body(UnsafeRawBufferPointer(rebasing: bytes[start ..< start + length]))
                    offset = start + length
                }
            }
        }
    }

    /// The forms as strings, in the order they were added, but for those `excluded` holds.
    func strings(excluding excluded: FormSet? = nil) -> [String] {
        var found: [String] = []
        // (Room for every form only when none is left out: most may be.)
        if excluded == nil { found.reserveCapacity(count) }
        forEach { form in
            if excluded?.contains(utf8: form) != true { found.append(String(decoding: form, as: UTF8.self)) }
        }
        return found
    }

    // MARK: Storage

    /// Appends the record of `utf8` to the blocks; its position, or nil when there is no
    /// block number left for it.
    private mutating func append(_ utf8: UnsafeRawBufferPointer) -> UInt64? {
        var record = utf8.count
        var needed = utf8.count + 1
        while record >= 0x80 {
            record >>= 7
            needed += 1
        }
        if blocks.isEmpty || blocks[blocks.count - 1].count + needed > blockSize {
            guard blocks.count < Self.maximumBlocks else { return nil }
            var block: [UInt8] = []
            // A first block grows as it fills, so a small set stays small.
            block.reserveCapacity(blocks.isEmpty ? min(needed, blockSize) : max(needed, blockSize))
            blocks.append(block)
        }
        let number = blocks.count - 1
        let offset = blocks[number].count
        var length = utf8.count
        while length >= 0x80 {
            blocks[number].append(UInt8(length & 0x7F) | 0x80)
            length >>= 7
        }
        blocks[number].append(UInt8(length))
        blocks[number].append(contentsOf: utf8)
        return UInt64(number) << Self.offsetBits | UInt64(offset)
    }

    /// The count of the record at `offset` and where its bytes start.
    private static func length(in bytes: UnsafeRawBufferPointer, at offset: Int) -> (length: Int, start: Int) {
        var (length, shift, index) = (0, 0, offset)
        while true {
            let byte = bytes[index]
            length |= Int(byte & 0x7F) << shift
            index += 1
            if byte < 0x80 { return (length, index) }
            shift += 7
        }
    }

    /// Calls `body` with the bytes of the form `slot` points to.
    private func withForm<Result>(at slot: UInt64, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        let position = (slot & Self.positionMask) - 1
        let number = Int(position >> Self.offsetBits), offset = Int(position & ((1 << Self.offsetBits) - 1))
        return blocks[number].withUnsafeBytes { bytes in
            let (length, start) = Self.length(in: bytes, at: offset)
            return body(UnsafeRawBufferPointer(rebasing: bytes[start ..< start + length]))
        }
    }

    /// Whether the form `slot` points to is spelt `utf8`.
    private func equals(_ slot: UInt64, _ utf8: UnsafeRawBufferPointer) -> Bool {
        withForm(at: slot) { form in
            form.count == utf8.count && (form.isEmpty || memcmp(form.baseAddress!, utf8.baseAddress!, form.count) == 0)
        }
    }

    /// Doubles the table (from 16 slots), placing each form again by its hash.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: max(16, old.count * 2))
        let mask = slots.count - 1
        for slot in old where slot != 0 {
            let hash = withForm(at: slot) { Self.hash($0, seed: seed) }
            var index = Int(truncatingIfNeeded: hash) & mask
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }

    /// A 64-bit hash of `bytes`, keyed by `seed`: eight bytes at a time, multiplied and
    /// folded, then mixed so that every bit of the result depends on every byte.
    static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        var hash = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        for (shift, byte) in zip(stride(from: 0, to: 64, by: 8), bytes[offset...]) { tail |= UInt64(byte) << UInt64(shift) }
        hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
        hash ^= hash >> 31
        hash = hash &* 0xBF58_476D_1CE4_E5B9
        return hash ^ (hash >> 32)
    }
}
