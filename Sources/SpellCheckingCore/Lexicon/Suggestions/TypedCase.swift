/// The case a word was typed in, given back to its suggestions: `Recieve` gets
/// `Receive`, `RECIEVE` gets `RECEIVE`, and a word in lower case gets each
/// suggestion as the dictionary spells it (`paris` → `Paris`).
package struct TypedCase {
    private enum Shape { case asListed, capitalised, capitals }
    private let shape: Shape

    package init(_ word: String) {
        let letters = word.unicodeScalars.filter { $0.properties.changesWhenCaseMapped }
        guard let first = letters.first else {
            shape = .asListed
            return
        }
        if letters.count >= 2, letters.allSatisfy({ $0.properties.isUppercase }) {
            shape = .capitals
        } else if first.properties.isUppercase, word.unicodeScalars.first(where: \.properties.isAlphabetic) == first {
            shape = .capitalised
        } else {
            shape = .asListed
        }
    }

    /// `candidate` (as listed) in this case.
    package func apply(to candidate: String) -> String {
        switch shape {
        case .asListed:
            return candidate
        case .capitals:
            return candidate.uppercased()
        case .capitalised:
            guard let first = candidate.first, first.isLowercase else { return candidate }
            return first.uppercased() + candidate.dropFirst()
        }
    }
}
