/// How far one short name is from another, for messages that name what a typo meant
/// ("did you mean 'validate'?"): the CLI's commands and the service's request members.
public enum EditDistance {
    /// The edits that turn `a` into `b`, by bytes: a byte inserted, dropped or replaced, or
    /// two neighbours swapped, one each (Damerau–Levenshtein, restricted). Names longer
    /// than 64 bytes are `Int.max` apart: no name worth suggesting is that long.
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8), b = Array(b.utf8)
        guard a.count <= 64, b.count <= 64 else { return Int.max }
        var before = Array(0...b.count), previous = before
        for i in stride(from: 1, through: a.count, by: 1) {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
            }
            (before, previous) = (previous, current)
        }
        return previous[b.count]
    }
}
