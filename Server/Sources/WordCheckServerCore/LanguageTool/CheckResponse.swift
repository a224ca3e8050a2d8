/// The body of `POST /v2/check`, with LanguageTool's field names: what its clients read.
package struct CheckResponse: Encodable, Sendable {
    package struct Software: Encodable, Sendable {
        package let name: String
        package let version: String
        package let buildDate: String
        package let apiVersion: Int
        package let premium: Bool
        package let status: String
    }

    package struct Warnings: Encodable, Sendable {
        /// True when matches or replacements were left out (``LanguageToolCheck/Limits``).
        package let incompleteResults: Bool
    }

    package struct LanguageInfo: Encodable, Sendable {
        package struct Detected: Encodable, Sendable {
            package let name: String
            package let code: String
            package let confidence: Double
            package let source: String
        }
        package let name: String
        package let code: String
        package let detectedLanguage: Detected
    }

    package struct Match: Encodable, Sendable {
        package struct Replacement: Encodable, Sendable {
            package let value: String
        }
        package struct Context: Encodable, Sendable {
            package let text: String
            package let offset: Int
            package let length: Int
        }
        package struct MatchType: Encodable, Sendable {
            package let typeName: String
        }
        package struct Rule: Encodable, Sendable {
            package struct Category: Encodable, Sendable {
                package let id: String
                package let name: String
            }
            package let id: String
            package let description: String
            package let issueType: String
            package let category: Category
        }
        package let message: String
        package let shortMessage: String
        package let replacements: [Replacement]
        /// UTF-16 code units from the start of the document (markup included for `data`).
        package let offset: Int
        package let length: Int
        package let context: Context
        package let sentence: String
        package let type: MatchType
        package let rule: Rule
        package let ignoreForIncompleteSentence: Bool
        package let contextForSureMatch: Int
    }

    package let software: Software
    package let warnings: Warnings
    package let language: LanguageInfo
    package let matches: [Match]
}

/// An entry of `GET /v2/languages`.
package struct LanguageEntry: Encodable, Sendable, Equatable {
    /// The name in English ("English (United States)").
    package let name: String
    /// The language code alone (`en`).
    package let code: String
    /// The code with its region and variants (`en-US`).
    package let longCode: String

    package init(name: String, code: String, longCode: String) {
        self.name = name
        self.code = code
        self.longCode = longCode
    }
}
