/// The body of `POST /v2/check`, with LanguageTool's field names: what its clients read.
struct CheckResponse: Encodable, Sendable {
    struct Software: Encodable, Sendable {
        let name: String
        let version: String
        let buildDate: String
        let apiVersion: Int
        let premium: Bool
        let status: String
    }

    struct Warnings: Encodable, Sendable {
        /// True when matches or replacements were left out (``LanguageToolCheck/Limits``).
        let incompleteResults: Bool
    }

    struct LanguageInfo: Encodable, Sendable {
        struct Detected: Encodable, Sendable {
            let name: String
            let code: String
            let confidence: Double
            let source: String
        }
        let name: String
        let code: String
        let detectedLanguage: Detected
    }

    struct Match: Encodable, Sendable {
        struct Replacement: Encodable, Sendable {
            let value: String
        }
        struct Context: Encodable, Sendable {
            let text: String
            let offset: Int
            let length: Int
        }
        struct MatchType: Encodable, Sendable {
            let typeName: String
        }
        struct Rule: Encodable, Sendable {
            struct Category: Encodable, Sendable {
                let id: String
                let name: String
            }
            let id: String
            let description: String
            let issueType: String
            let category: Category
        }
        let message: String
        let shortMessage: String
        let replacements: [Replacement]
        /// UTF-16 code units from the start of the document (markup included for `data`).
        let offset: Int
        let length: Int
        let context: Context
        let sentence: String
        let type: MatchType
        let rule: Rule
        let ignoreForIncompleteSentence: Bool
        let contextForSureMatch: Int
    }

    let software: Software
    let warnings: Warnings
    let language: LanguageInfo
    let matches: [Match]
}

/// An entry of `GET /v2/languages`.
struct LanguageEntry: Encodable, Sendable, Equatable {
    /// The name in English ("English (United States)").
    let name: String
    /// The language code alone (`en`).
    let code: String
    /// The code with its region and variants (`en-US`).
    let longCode: String
}
