import SpellChecking

/// The texts a Word Scramble screen shows around the verdicts, in English,
/// Spanish or Italian (by language code; English for any other language).
public struct GameMessages: Sendable {
    private let catalog: MessageCatalog

    public init(language: Language) {
        catalog = MessageCatalog(language)
    }

    /// "Root word: agencies"
    public func rootWord(_ root: String) -> String {
        switch catalog.tongue {
        case .english: "Root word: \(root)"
        case .spanish: "Palabra raíz: \(root)"
        case .italian: "Parola di partenza: \(root)"
        }
    }

    /// How to play, in one line.
    public var instructions: String {
        switch catalog.tongue {
        case .english: "Type words made from its letters. :new for a new root word, :quit to stop."
        case .spanish: "Escribe palabras hechas con sus letras. :new para otra palabra raíz, :quit para terminar."
        case .italian: "Scrivi parole fatte con le sue lettere. :new per una nuova parola, :quit per finire."
        }
    }

    /// "Played: drops (5), gumdrop (7)", newest first; the label alone when nothing is played.
    public func played(_ words: PlayedWords) -> String {
        let label = switch catalog.tongue {
        case .english: "Played:"
        case .spanish: "Jugadas:"
        case .italian: "Giocate:"
        }
        let list = words.words.map { "\($0) (\($0.count))" }.joined(separator: ", ")
        return list.isEmpty ? label : "\(label) \(list)"
    }

    /// "Score: 4"
    public func score(_ points: Int) -> String {
        switch catalog.tongue {
        case .english: "Score: \(points)"
        case .spanish: "Puntos: \(points)"
        case .italian: "Punti: \(points)"
        }
    }
}
