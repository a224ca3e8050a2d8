import WordCheck

/// A request the service refuses, answered with its HTTP status and a JSON body
/// `{"error": {"code": ..., "message": ...}}`.
///
/// Every refusal the service makes is one of these; a client can branch on ``code``,
/// which is stable, and show ``message``, which is for people. The status follows from
/// the code (``Code``); the errors of the libraries become refusals here, in one place.
public struct APIError: Error, Sendable, Equatable {
    /// What was wrong, as a stable identifier (all listed in `Server/openapi.json`).
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// The request names a language with no dictionary, or a malformed code (400).
        case unknownLanguage
        /// The language's dictionary is there but cannot be loaded (500).
        case dictionaryUnusable
        /// The JSON body lacks a member the endpoint needs (400).
        case missingField
        /// A member or parameter has a value the endpoint cannot take (400).
        case invalidField
        /// A JSON body has a member the endpoint does not take, such as a misspelt name (400).
        case unknownField
        /// The body does not parse as the JSON the endpoint takes (400).
        case invalidJSON
        /// A form body or query string has a malformed escape (400).
        case invalidForm
        /// The request is not UTF-8 (400).
        case invalidUTF8
        /// The body is over the limit (413).
        case bodyTooLarge
        /// No endpoint at the path (404).
        case notFound
        /// The endpoint does not take the method (405).
        case methodNotAllowed
        /// The request holds more words than one request may (400).
        case tooManyWords
        /// The dictionary has no word list, which completions and solving need (400).
        case noWordList
        /// Another refusal of the HTTP layer (its own 4xx status; 400 by default).
        case badRequest
        /// The service failed (500).
        case internalError
        /// The service has more work than it takes on; the `Retry-After` header says
        /// when to try again (503).
        case overloaded
        /// The client sent more requests or bytes than its limit for the period; the
        /// `Retry-After` header says when its period ends (429).
        case tooManyRequests
        /// The request's language is being loaded and was not ready within the request's
        /// time; the `Retry-After` header says when to ask again (503).
        case loading

        /// The HTTP status of every error with this code: the service's one table of them.
        package var status: HTTPStatus {
            switch self {
            case .unknownLanguage, .missingField, .invalidField, .unknownField, .invalidJSON, .invalidForm, .invalidUTF8,
                 .tooManyWords, .noWordList, .badRequest:
                .badRequest
            case .bodyTooLarge: .contentTooLarge
            case .notFound: .notFound
            case .methodNotAllowed: .methodNotAllowed
            case .dictionaryUnusable, .internalError: .internalServerError
            case .overloaded, .loading: .serviceUnavailable
            case .tooManyRequests: .tooManyRequests
            }
        }
    }

    /// The HTTP status code: 400, 404, 405, 413, 429, 500 or 503 (another 4xx for a refusal of the
    /// HTTP layer itself).
    public let statusCode: Int
    /// What was wrong, as a stable identifier.
    public let code: Code
    /// One sentence saying what was wrong.
    public let message: String
    /// The methods the path allows, sent as the `Allow` header of a 405.
    public let allowedMethods: [String]
    /// Seconds after which to try again, sent as the `Retry-After` header of a 429 or 503.
    public private(set) var retryAfter: Int?

    /// An error with `code`'s status.
    package init(_ code: Code, message: String, allowedMethods: [String] = []) {
        self.init(statusCode: code.status.rawValue, code: code, message: message, allowedMethods: allowedMethods)
    }

    private init(statusCode: Int, code: Code, message: String, allowedMethods: [String]) {
        self.statusCode = statusCode
        self.code = code
        self.message = message
        self.allowedMethods = allowedMethods
    }

    package static func unknownLanguage(_ language: String, reason: String) -> APIError {
        APIError(.unknownLanguage, message: "no dictionary for language '\(language)': \(reason)")
    }

    package static func missingField(_ name: String) -> APIError {
        APIError(.missingField, message: "the request has no '\(name)'")
    }

    /// `name` (a path such as `rules.minLength`) is no member of the request; `known`
    /// are the members its object takes, and the closest one is offered.
    package static func unknownField(_ name: String, known: [String]) -> APIError {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        let closest = known.map { ($0, EditDistance.between(last.lowercased(), $0.lowercased())) }
            .filter { $0.1 <= max(2, max(last.count, $0.0.count) / 3) || $0.0.lowercased().hasPrefix(last.lowercased()) }
            .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
        let hint = closest.map { "; did you mean '\($0)'?" } ?? " (it takes \(known.sorted().map { "'\($0)'" }.joined(separator: ", ")))"
        return APIError(.unknownField, message: "'\(name)' is not a member of this request\(hint)")
    }

    package static func invalidField(_ name: String, _ problem: String) -> APIError {
        APIError(.invalidField, message: "'\(name)' \(problem)")
    }

    package static func invalidJSON(_ detail: String) -> APIError {
        APIError(.invalidJSON, message: "the body is not the JSON this endpoint takes: \(detail)")
    }

    package static let invalidForm = APIError(.invalidForm, message: "the form has a '%' that is not followed by two hexadecimal digits")

    package static let invalidUTF8 = APIError(.invalidUTF8, message: "the request is not valid UTF-8")

    package static func bodyTooLarge(limit: Int) -> APIError {
        APIError(.bodyTooLarge, message: "the body is larger than \(limit) bytes")
    }

    package static func notFound(_ path: String) -> APIError {
        APIError(.notFound, message: "no endpoint at \(path)")
    }

    package static func methodNotAllowed(_ method: String, path: String, allowed: [String]) -> APIError {
        APIError(.methodNotAllowed, message: "\(path) does not take \(method) (it takes \(allowed.joined(separator: ", ")))",
                 allowedMethods: allowed)
    }

    package static func tooManyWords(limit: Int) -> APIError {
        APIError(.tooManyWords, message: "one request may hold at most \(limit) words")
    }

    package static let internalError = APIError(.internalError, message: "the service failed; the error is in its log")

    /// 429: the client is past its limit for the period, which ends in `seconds`.
    package static func tooManyRequests(retryAfter seconds: Int) -> APIError {
        var error = APIError(.tooManyRequests, message: "too many requests from this client; try again in \(seconds) s")
        error.retryAfter = seconds
        return error
    }

    /// 503: every worker is busy and the queue is full, or the request waited past its deadline.
    package static func overloaded(retryAfter seconds: Int) -> APIError {
        var error = APIError(.overloaded, message: "the service is busy; try again in \(seconds) s")
        error.retryAfter = seconds
        return error
    }

    /// 503: the dictionary of `language` is loading, off the request's path, and was not
    /// ready within the request's time.
    package static func loading(_ language: String, retryAfter seconds: Int) -> APIError {
        var error = APIError(.loading, message: "the dictionary for '\(language)' is loading; try again in \(seconds) s")
        error.retryAfter = seconds
        return error
    }

    // MARK: The libraries' errors and the HTTP layer's refusals

    /// The refusal for a language a request names (as `requested`) whose checker could
    /// not be made: 400 `unknownLanguage` for a malformed code or no dictionary, 500
    /// `dictionaryUnusable` for a dictionary that will not load.
    package init(_ error: SpellCheckingError, requestedLanguage requested: String) {
        switch error {
        case .invalidLanguage:
            self = .unknownLanguage(requested, reason: "it is not a language code such as en-US, es or it")
        case .dictionaryNotFound:
            self = .unknownLanguage(requested, reason: "GET /v2/languages lists the ones there are")
        case .variantNotFound(_, let available):
            self = .unknownLanguage(requested, reason: "this service has no dictionary for that variant, only "
                + available.joined(separator: ", ") + ", which it never uses in its place")
        default:
            self.init(.dictionaryUnusable, message: "the dictionary for '\(requested)' cannot be used: \(error.description)")
        }
    }

    /// The refusal for a root or rules the validator refuses: 400 `invalidField`, naming
    /// the member (`root`, `rules.minimumLength`) and the range it takes.
    package init(_ error: RootWordValidator.SetupError, maximumMinimumLength: Int) {
        switch error {
        case .emptyRoot: self = .invalidField("root", "must hold a word")
        case .invalidMinimumLength: self = .invalidField("rules.minimumLength", "must be from 1 to \(maximumMinimumLength)")
        case .tooManyBlanks: self = .invalidField("root", "must have at most \(RootWordValidator.maximumBlanks) blanks (?)")
        }
    }

    /// The refusal for a word-game query the library refuses: 400 `invalidField`, naming
    /// the member at fault (`lettersField` for the letters: `letters`, a rack's `tiles`) and saying why.
    package init(_ error: PuzzleError, lettersField: String = "letters") {
        let field = switch error {
        case .invalidLetters: lettersField
        case .centerNotAmongLetters: "center"
        case .invalidPattern: "pattern"
        case .invalidGuess: "guesses"
        case .invalidGrid: "grid"
        case .invalidBound(let name, _, _): name == "minimum length" ? "minimumLength" : "limit"
        }
        self = .invalidField(field, "is invalid: \(error.description)")
    }

    /// The refusal for a search in a dictionary with no word list (`error`): 400 `noWordList`.
    package static func noWordList(_ language: Language, _ error: SpellCheckingError) -> APIError {
        APIError(.noWordList, message: "the dictionary for \(language.identifier) has no word list to search: \(error.description)")
    }

    /// The answer to a refusal of the HTTP layer (a router or body limit) with `status`:
    /// 405 with the allowed methods for a known path (`allowedMethods` non-nil) and 404
    /// for another, 413 for a body over `maximumBodySize`, the same status with code
    /// `badRequest` for any other 4xx. Nil for any other status: a failure of the
    /// service, to log and answer with ``internalError``.
    package static func refusal(status: Int, reasonPhrase: String, method: String, path: String,
                                allowedMethods: [String]?, maximumBodySize: Int) -> APIError? {
        switch status {
        case HTTPStatus.notFound.rawValue:
            if let allowedMethods { return .methodNotAllowed(method, path: path, allowed: allowedMethods) }
            return .notFound(path)
        case HTTPStatus.contentTooLarge.rawValue:
            return .bodyTooLarge(limit: maximumBodySize)
        case 400..<500:
            return APIError(statusCode: status, code: .badRequest, message: reasonPhrase, allowedMethods: [])
        default:
            return nil
        }
    }

    /// The JSON body of this error.
    package var body: Body { Body(error: .init(code: code.rawValue, message: message)) }

    package struct Body: Encodable {
        package struct Detail: Encodable {
            package let code: String
            package let message: String
        }
        package let error: Detail
    }
}
