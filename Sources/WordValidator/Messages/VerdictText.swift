import SpellCheckingCore

/// A verdict's words for the player: an accepted word's or a rejection's.
extension Result where Success == AcceptedWord, Failure == Rejection {
    /// The verdict's short title ("Word accepted", "Word not possible") in `language`.
    ///
    /// - Parameter language: English, Spanish or Italian by language code; any other language gets English.
    public func title(in language: Language) -> String {
        switch self {
        case .success(let accepted): accepted.title(in: language)
        case .failure(let rejection): rejection.title(in: language)
        }
    }

    /// The verdict's one sentence for the player in `language`.
    ///
    /// - Parameter language: English, Spanish or Italian by language code; any other language gets English.
    public func message(in language: Language) -> String {
        switch self {
        case .success(let accepted): accepted.message(in: language)
        case .failure(let rejection): rejection.message(in: language)
        }
    }
}

extension RootWordValidator {
    /// The short title of `verdict` in the game's ``language``.
    public func title(for verdict: Result<AcceptedWord, Rejection>) -> String {
        verdict.title(in: language)
    }

    /// The sentence for the player about `verdict`, in the game's ``language``.
    public func message(for verdict: Result<AcceptedWord, Rejection>) -> String {
        verdict.message(in: language)
    }
}

extension WordRound {
    /// The short title of `verdict` in the round's language (its checker's).
    public func title(for verdict: Result<AcceptedWord, Rejection>) -> String {
        validator.title(for: verdict)
    }

    /// The sentence for the player about `verdict`, in the round's language (its checker's).
    ///
    /// ```swift
    /// let verdict = round.submit("camión")
    /// print(round.message(for: verdict))  // in Spanish when the round's checker is
    /// ```
    public func message(for verdict: Result<AcceptedWord, Rejection>) -> String {
        validator.message(for: verdict)
    }
}

extension GameSession {
    /// The short title of `verdict` in the session's language (``Settings/language``).
    public func title(for verdict: Result<AcceptedWord, Rejection>) -> String {
        verdict.title(in: settings.language)
    }

    /// The sentence for the player about `verdict`, in the session's language (``Settings/language``).
    public func message(for verdict: Result<AcceptedWord, Rejection>) -> String {
        verdict.message(in: settings.language)
    }
}
