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
