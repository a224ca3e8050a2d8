import WordCheck

/// The words of a spelling match, in English, Spanish or Italian (English for the
/// other languages), as LanguageTool gives them in the language checked.
package struct SpellingMessages: Sendable {
    package let message: String
    package let shortMessage: String
    package let ruleDescription: String
    package let categoryName: String

    package init(_ language: Language) {
        switch language.code {
        case "es":
            message = "Posible error ortográfico."
            shortMessage = "Error ortográfico"
            ruleDescription = "Posible error ortográfico"
            categoryName = "Posible errata"
        case "it":
            message = "Possibile errore di ortografia."
            shortMessage = "Errore di ortografia"
            ruleDescription = "Possibile errore di ortografia"
            categoryName = "Possibile refuso"
        default:
            message = "Possible spelling mistake found."
            shortMessage = "Spelling mistake"
            ruleDescription = "Possible spelling mistake"
            categoryName = "Possible Typo"
        }
    }
}
