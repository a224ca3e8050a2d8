/// A random number generator that gives the same sequence for the same seed,
/// so the same seed starts the same game. Its state is `Codable`, so a saved
/// game goes on drawing the same roots after it is restored.
///
/// The algorithm is SplitMix64: fast, 64 bits of state, and good enough to pick
/// words; not for anything cryptographic.
public struct SeededGenerator: RandomNumberGenerator, Sendable, Hashable, Codable {
    private var state: UInt64

    /// A generator whose draws are fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
