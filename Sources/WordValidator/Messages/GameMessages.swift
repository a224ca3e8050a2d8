import SpellCheckingCore

/// The texts a Word Scramble screen shows around the verdicts, in English,
/// Spanish or Italian (by language code; English for any other language).
public struct GameMessages: Sendable {
    private let catalog: MessageCatalog

    /// The messages in `language` (English for a language without its own).
    public init(language: Language) {
        catalog = MessageCatalog(language)
    }

    /// "(7 letters)": an answer's length, after a level's clue.
    public func answerLength(_ count: Int) -> String {
        switch catalog.tongue {
        case .english: "(\(count) \(count == 1 ? "letter" : "letters"))"
        case .spanish: "(\(count) \(count == 1 ? "letra" : "letras"))"
        case .italian: "(\(count) \(count == 1 ? "lettera" : "lettere"))"
        }
    }

    /// "HAUNTD is not a word in en_US": a level's answer the dictionary rejects.
    public func notAWord(_ answer: String, dictionary: String) -> String {
        switch catalog.tongue {
        case .english: "\(answer) is not a word in \(dictionary)"
        case .spanish: "\(answer) no es una palabra de \(dictionary)"
        case .italian: "\(answer) non è una parola di \(dictionary)"
        }
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
        case .english: "Type words made from its letters. :hint for a hint, :words to end the round, :new for a new root word, :quit to stop, :help for this line."
        case .spanish: "Escribe palabras hechas con sus letras. :hint para una pista, :words para acabar la ronda, :new para otra palabra raíz, :quit para terminar, :help para esta línea."
        case .italian: "Scrivi parole fatte con le sue lettere. :hint per un aiuto, :words per chiudere il turno, :new per una nuova parola, :quit per finire, :help per questa riga."
        }
    }

    /// The answer to a command the game does not know (`:foo`), naming `:help`.
    public func unknownCommand(_ command: String) -> String {
        switch catalog.tongue {
        case .english: "\(command) is not a command. :help lists them."
        case .spanish: "\(command) no es una orden. :help las muestra."
        case .italian: "\(command) non è un comando. :help li elenca."
        }
    }

    /// The answer to a line that holds control characters, such as the escape sequences of
    /// arrow keys read where the terminal does no line editing: never judged as a word.
    public var controlCharacters: String {
        switch catalog.tongue {
        case .english: "Arrow keys and other control keys are not letters: type the word again."
        case .spanish: "Las flechas y las demás teclas de control no son letras: escribe la palabra de nuevo."
        case .italian: "Le frecce e gli altri tasti di controllo non sono lettere: riscrivi la parola."
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

    /// "Found 3 of 57 words"
    public func progress(_ progress: GameSession.Progress) -> String {
        switch catalog.tongue {
        case .english: "Found \(progress.found) of \(progress.possible) \(progress.possible == 1 ? "word" : "words")"
        case .spanish: "Encontradas \(progress.found) de \(progress.possible) \(progress.possible == 1 ? "palabra" : "palabras")"
        case .italian: "Trovate \(progress.found) su \(progress.possible) \(progress.possible == 1 ? "parola" : "parole")"
        }
    }

    /// "Hint: 6 letters, starting with “dr” (-1 point)"; the whole word once every letter is shown.
    public func hint(_ hint: GameSession.Hint?) -> String {
        guard let hint else {
            return switch catalog.tongue {
            case .english: "No hint: there is no word left to find."
            case .spanish: "Sin pista: no queda ninguna palabra por encontrar."
            case .italian: "Nessun aiuto: non resta nessuna parola da trovare."
            }
        }
        let points: String = switch catalog.tongue {
        case .english: hint.cost == 1 ? "point" : "points"
        case .spanish: hint.cost == 1 ? "punto" : "puntos"
        case .italian: hint.cost == 1 ? "punto" : "punti"
        }
        let cost = hint.cost == 0 ? "" : " (-\(hint.cost) \(points))"
        if hint.isComplete {
            return switch catalog.tongue {
            case .english: "Hint: the word is “\(hint.revealed)”\(cost)"
            case .spanish: "Pista: la palabra es «\(hint.revealed)»\(cost)"
            case .italian: "Aiuto: la parola è «\(hint.revealed)»\(cost)"
            }
        }
        return switch catalog.tongue {
        case .english: "Hint: \(hint.letterCount) letters, starting with “\(hint.revealed)”\(cost)"
        case .spanish: "Pista: \(hint.letterCount) letras, empieza por «\(hint.revealed)»\(cost)"
        case .italian: "Aiuto: \(hint.letterCount) lettere, comincia con «\(hint.revealed)»\(cost)"
        }
    }

    /// "Missed: gumdrop, grumps, ..." (best first), or that every word was found.
    public func missed(_ words: [AcceptedWord]) -> String {
        if words.isEmpty {
            return switch catalog.tongue {
            case .english: "You found every word!"
            case .spanish: "¡Encontraste todas las palabras!"
            case .italian: "Hai trovato tutte le parole!"
            }
        }
        let label = switch catalog.tongue {
        case .english: "Missed (\(words.count)):"
        case .spanish: "Sin encontrar (\(words.count)):"
        case .italian: "Mancate (\(words.count)):"
        }
        return "\(label) " + words.map(\.word).joined(separator: ", ")
    }

    /// "Score: 4"
    public func score(_ points: Int) -> String {
        switch catalog.tongue {
        case .english: "Score: \(points)"
        case .spanish: "Puntos: \(points)"
        case .italian: "Punti: \(points)"
        }
    }

    /// The score of the current root and of the whole game: "Score: 4 (game: 12)".
    public func score(_ points: Int, game total: Int) -> String {
        switch catalog.tongue {
        case .english: "Score: \(points) (game: \(total))"
        case .spanish: "Puntos: \(points) (partida: \(total))"
        case .italian: "Punti: \(points) (partita: \(total))"
        }
    }
}
