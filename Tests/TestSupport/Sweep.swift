import Foundation

/// How much of a long agreement sweep a test runs. The test command (`scripts/test.sh`)
/// runs a fixed sample of each, the same every run; `scripts/check-parity.sh` sets
/// `WORDCHECK_SWEEPS=full` and runs every word and every round, as before a release.
public enum Sweep {
    /// Whether this run sweeps everything (`WORDCHECK_SWEEPS=full`).
    public static let isFull = ProcessInfo.processInfo.environment["WORDCHECK_SWEEPS"] == "full"

    /// `full` in a full sweep, `sampled` otherwise.
    public static func size<T>(full: T, sampled: T) -> T { isFull ? full : sampled }

    /// Every element in a full sweep, otherwise every `stride`-th one from the first.
    public static func sample<C: Collection>(_ elements: C, every stride: Int) -> [C.Element] {
        let step = isFull ? 1 : max(1, stride)
        return elements.enumerated().compactMap { $0.offset % step == 0 ? $0.element : nil }
    }
}
