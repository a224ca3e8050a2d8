import SpellCheckingCore

/// The player-facing texts, in English, Spanish and Italian.
struct MessageCatalog {
    enum Tongue { case english, spanish, italian }

    let tongue: Tongue

    init(_ language: Language) {
        tongue = switch language.code {
        case "es": .spanish
        case "it": .italian
        default: .english
        }
    }

    func title(for rejection: Rejection) -> String {
        switch (rejection, tongue) {
        case (.empty, .english): "No word"
        case (.empty, .spanish): "Falta la palabra"
        case (.empty, .italian): "Nessuna parola"
        case (.tooShort, .english): "Word too short"
        case (.tooShort, .spanish): "Palabra demasiado corta"
        case (.tooShort, .italian): "Parola troppo corta"
        case (.isRoot, .english): "That's the root word"
        case (.isRoot, .spanish): "Es la palabra raíz"
        case (.isRoot, .italian): "È la parola di partenza"
        case (.impossible, .english): "Word not possible"
        case (.impossible, .spanish): "Palabra imposible"
        case (.impossible, .italian): "Parola impossibile"
        case (.unoriginal, .english): "Word used already"
        case (.unoriginal, .spanish): "Palabra ya usada"
        case (.unoriginal, .italian): "Parola già usata"
        case (.unreal, .english): "Word not recognised"
        case (.unreal, .spanish): "Palabra no reconocida"
        case (.unreal, .italian): "Parola non riconosciuta"
        }
    }

    func message(for rejection: Rejection) -> String {
        switch rejection {
        case .empty:
            return switch tongue {
            case .english: "Type a word first, then submit it."
            case .spanish: "Escribe una palabra antes de enviarla."
            case .italian: "Scrivi una parola prima di inviarla."
            }
        case .tooShort(_, let minimum):
            return switch tongue {
            case .english: "Words need at least \(minimum) \(minimum == 1 ? "letter" : "letters")."
            case .spanish: "Las palabras necesitan al menos \(minimum) \(minimum == 1 ? "letra" : "letras")."
            case .italian: "Le parole devono avere almeno \(minimum) \(minimum == 1 ? "lettera" : "lettere")."
            }
        case .isRoot(let root):
            return switch tongue {
            case .english: "Nice try! Look for words inside \(quoted(root)), not the word itself."
            case .spanish: "¡Buen intento! Busca palabras dentro de \(quoted(root)), no la palabra misma."
            case .italian: "Bel tentativo! Cerca parole dentro \(quoted(root)), non la parola stessa."
            }
        case .impossible(let word, let root, let missing):
            let letters = missing.joined(separator: ", ")
            return switch tongue {
            case .english: "You can't spell \(quoted(word)) from the letters of \(quoted(root)) (missing: \(letters))."
            // One missing letter takes the singular verb: falta, manca.
            case .spanish: "No puedes formar \(quoted(word)) con las letras de \(quoted(root)) (\(missing.count == 1 ? "falta" : "faltan"): \(letters))."
            case .italian: "Non puoi comporre \(quoted(word)) con le lettere di \(quoted(root)) (\(missing.count == 1 ? "manca" : "mancano"): \(letters))."
            }
        case .unoriginal(let word):
            return switch tongue {
            case .english: "You've found \(quoted(word)) already. Try something new!"
            case .spanish: "Ya encontraste \(quoted(word)). ¡Prueba con otra!"
            case .italian: "Hai già trovato \(quoted(word)). Prova con un'altra!"
            }
        case .unreal(let word, _):
            return switch tongue {
            case .english: "We couldn't find \(quoted(word)) in the dictionary."
            case .spanish: "No encontramos \(quoted(word)) en el diccionario."
            case .italian: "Non troviamo \(quoted(word)) nel dizionario."
            }
        }
    }

    func title(for rejection: PuzzleRejection) -> String {
        switch (rejection, tongue) {
        case (.empty, _): title(for: Rejection.empty)
        case (.tooShort(let word, let minimum), _): title(for: Rejection.tooShort(word: word, minimumLength: minimum))
        case (.unreal(let word, let language), _): title(for: Rejection.unreal(word: word, language: language))
        case (.notFromLetters, .english): "Word not possible"
        case (.notFromLetters, .spanish): "Palabra imposible"
        case (.notFromLetters, .italian): "Parola impossibile"
        case (.missingCenter, .english): "Missing centre letter"
        case (.missingCenter, .spanish): "Falta la letra central"
        case (.missingCenter, .italian): "Manca la lettera centrale"
        case (.notOnGrid, .english): "Not on the grid"
        case (.notOnGrid, .spanish): "No está en el tablero"
        case (.notOnGrid, .italian): "Non è sulla griglia"
        case (.wrongLength, .english): "Wrong length"
        case (.wrongLength, .spanish): "Longitud incorrecta"
        case (.wrongLength, .italian): "Lunghezza sbagliata"
        case (.ignoresHint, .english): "Use the revealed letters"
        case (.ignoresHint, .spanish): "Usa las letras descubiertas"
        case (.ignoresHint, .italian): "Usa le lettere scoperte"
        case (.noMatch, .english): "Doesn't fit the pattern"
        case (.noMatch, .spanish): "No encaja en el patrón"
        case (.noMatch, .italian): "Non corrisponde allo schema"
        }
    }

    func message(for rejection: PuzzleRejection) -> String {
        switch rejection {
        case .empty: return message(for: Rejection.empty)
        case .tooShort(let word, let minimum): return message(for: Rejection.tooShort(word: word, minimumLength: minimum))
        case .unreal(let word, let language): return message(for: Rejection.unreal(word: word, language: language))
        case .notFromLetters(let word, let letters, let missing):
            let list = missing.joined(separator: ", ")
            return switch tongue {
            case .english: "You can't spell \(quoted(word)) from the letters \(quoted(letters)) (missing: \(list))."
            case .spanish: "No puedes formar \(quoted(word)) con las letras \(quoted(letters)) (\(missing.count == 1 ? "falta" : "faltan"): \(list))."
            case .italian: "Non puoi comporre \(quoted(word)) con le lettere \(quoted(letters)) (\(missing.count == 1 ? "manca" : "mancano"): \(list))."
            }
        case .missingCenter(let word, let center):
            return switch tongue {
            case .english: "Every word must use the centre letter \(quoted(center)), and \(quoted(word)) doesn't."
            case .spanish: "Cada palabra debe usar la letra central \(quoted(center)), y \(quoted(word)) no la usa."
            case .italian: "Ogni parola deve usare la lettera centrale \(quoted(center)), e \(quoted(word)) non la usa."
            }
        case .notOnGrid(let word):
            return switch tongue {
            case .english: "\(quoted(word)) can't be traced through neighbouring cells without using one twice."
            case .spanish: "No se puede trazar \(quoted(word)) por casillas vecinas sin repetir ninguna."
            case .italian: "Non si può tracciare \(quoted(word)) per caselle vicine senza usarne una due volte."
            }
        case .wrongLength(let word, let length):
            return switch tongue {
            case .english: "Guesses have \(length) letters, and \(quoted(word)) doesn't."
            case .spanish: "Los intentos tienen \(length) letras, y \(quoted(word)) no."
            case .italian: "I tentativi hanno \(length) lettere, e \(quoted(word)) no."
            }
        case .ignoresHint(let word, let letter, let position?):
            return switch tongue {
            case .english: "In hard mode, letter \(position) must be \(quoted(letter)); \(quoted(word)) doesn't keep it."
            case .spanish: "En modo difícil, la letra \(position) debe ser \(quoted(letter)); \(quoted(word)) no la mantiene."
            case .italian: "In modalità difficile, la lettera \(position) deve essere \(quoted(letter)); \(quoted(word)) non la mantiene."
            }
        case .ignoresHint(let word, let letter, nil):
            return switch tongue {
            case .english: "In hard mode, guesses must use \(quoted(letter)); \(quoted(word)) doesn't."
            case .spanish: "En modo difícil, los intentos deben usar \(quoted(letter)); \(quoted(word)) no la usa."
            case .italian: "In modalità difficile, i tentativi devono usare \(quoted(letter)); \(quoted(word)) non la usa."
            }
        case .noMatch(let word, let pattern):
            return switch tongue {
            case .english: "\(quoted(word)) doesn't fill the pattern \(quoted(pattern))."
            case .spanish: "\(quoted(word)) no encaja en el patrón \(quoted(pattern))."
            case .italian: "\(quoted(word)) non corrisponde allo schema \(quoted(pattern))."
            }
        }
    }

    var acceptedTitle: String {
        switch tongue {
        case .english: "Word accepted"
        case .spanish: "Palabra aceptada"
        case .italian: "Parola accettata"
        }
    }

    func acceptedMessage(word: String, points: Int) -> String {
        switch tongue {
        case .english: "\(quoted(word)) scores \(points) \(points == 1 ? "point" : "points")."
        case .spanish: "\(quoted(word)) suma \(points) \(points == 1 ? "punto" : "puntos")."
        case .italian: "\(quoted(word)) vale \(points) \(points == 1 ? "punto" : "punti")."
        }
    }

    /// The language's quotation marks around `text`.
    private func quoted(_ text: String) -> String {
        tongue == .english ? "“\(text)”" : "«\(text)»"
    }
}
