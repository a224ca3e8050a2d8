import Foundation
import Testing
import WordCheck
@testable import WordCheckServer
@testable import WordCheckServerCore

/// WordCheck's own endpoints (/api/v1), through the router, against the libraries' answers.
@Suite struct WordCheckAPITests {
    @Test func validateGivesTheLibrarysVerdictForEveryReason() async throws {
        let checker = try HunspellChecker(language: .english)
        let validator = try RootWordValidator(root: "agencies", checker: checker)
        // One word per rejection kind, and an accepted one.
        let plays: [(word: String, used: [String])] = [
            ("cease", []), ("  ", []), ("ag", []), ("agencies", []), ("cezse", []), ("cease", ["cease"]), ("gacen", []),
        ]
        try await withClient { client in
            var reasons = Set<String>()
            for play in plays {
                let used = "[" + play.used.map { "\"\($0)\"" }.joined(separator: ",") + "]"
                let answer = try await client.post("/api/v1/validate", json: #"{"root": "agencies", "word": "\#(play.word)", "used": \#(used)}"#)
                #expect(answer.status == .ok)
                let object = answer.object
                switch validator.validate(play.word, played: PlayedWords(play.used)) {
                case .success(let accepted):
                    #expect(object["accepted"] as? Bool == true)
                    #expect(object["points"] as? Int == accepted.points)
                    #expect(object["word"] as? String == accepted.word)
                    for field in ["reason", "title", "message"] { #expect(object[field] is NSNull, "\(field)") }
                case .failure(let rejection):
                    #expect(object["accepted"] as? Bool == false)
                    #expect(object["reason"] as? String == rejection.code.rawValue)
                    #expect(object["message"] as? String == rejection.message(in: .english))
                    #expect(object["title"] as? String == rejection.title(in: .english))
                    #expect(object["points"] as? Int == 0)
                    reasons.insert(rejection.code.rawValue)
                }
                #expect(object["root"] as? String == "agencies")
                #expect(object["language"] as? String == "en_US")
            }
            #expect(reasons == Set(Rejection.Code.allCases.map(\.rawValue)))
        }
    }

    @Test func validateTakesLanguageAndRules() async throws {
        try await withClient { client in
            let spanish = try await client.post("/api/v1/validate", json: #"{"root": "camiones", "word": "xyz", "language": "es"}"#).object
            #expect(spanish["language"] as? String == "es_ES")
            #expect(spanish["reason"] as? String == "impossible")
            #expect((spanish["message"] as? String)?.contains("«xyz»") == true)
            let short = try await client.post("/api/v1/validate", json: #"{"root": "agencies", "word": "age", "rules": {"minimumLength": 4}}"#).object
            #expect(short["reason"] as? String == "tooShort")
            let folded = try await client.post("/api/v1/validate", json: #"{"root": "camion", "word": "camión", "language": "es", "rules": {"foldsDiacritics": true}}"#).object
            #expect(folded["reason"] as? String == "isRoot")
        }
    }

    @Test func spellSuggestAndCompleteAnswerAsTheChecker() async throws {
        let checker = try HunspellChecker(language: .italian)
        try await withClient { client in
            let words = ["casa", "perche", "perché", "libbro", "L'acqua"]
            let spell = try await client.post("/api/v1/spell", json: #"{"language": "it", "words": ["casa", "perche", "perché", "libbro", "L'acqua"]}"#).object
            let results = try #require(spell["results"] as? [[String: Any]])
            let answered: [String?] = results.map { $0["word"] as? String }
            let verdicts: [Bool?] = results.map { $0["correct"] as? Bool }
            #expect(answered == words)
            #expect(verdicts == words.map { checker.isCorrect($0) })

            let suggest = try await client.post("/api/v1/suggest", json: #"{"language": "it", "words": ["libbro", "casa"], "limit": 3}"#).object
            let suggested = try #require(suggest["results"] as? [[String: Any]])
            #expect(suggested[0]["suggestions"] as? [String] == Array(checker.suggestions(for: "libbro").prefix(3)))
            #expect(suggested[1]["suggestions"] as? [String] == [])
            #expect(suggested[1]["correct"] as? Bool == true)

            let complete = try await client.post("/api/v1/complete", json: #"{"language": "it", "partial": "Cas", "limit": 5}"#).object
            #expect(complete["completions"] as? [String] == (try checker.completions(forPartialWord: "Cas", limit: 5)))
            #expect(complete["partial"] as? String == "Cas")
        }
    }

    @Test func solveListsWhatTheSolverFinds() async throws {
        let checker = try HunspellChecker(language: .english)
        let solutions = RootWordSolver(validator: try RootWordValidator(root: "gumdrops", checker: checker), list: try checker.wordList()).solutions()
        try await withClient { client in
            let object = try await client.post("/api/v1/solve", json: #"{"root": "gumdrops"}"#).object
            let words = try #require(object["words"] as? [[String: Any]])
            let answered: [String?] = words.map { $0["word"] as? String }
            let points: [Int?] = words.map { $0["points"] as? Int }
            #expect(answered == solutions.map(\.word))
            #expect(points == solutions.map(\.points))
            #expect(object["count"] as? Int == solutions.count)
            #expect(object["points"] as? Int == solutions.reduce(0) { $0 + $1.points })
        }
    }

    @Test func badBodiesNameTheirField() async throws {
        try await withClient { client in
            let missing = try await client.post("/api/v1/validate", json: #"{"word": "cease"}"#)
            #expect(missing.status == .badRequest && missing.errorCode == "missingField")
            #expect((missing.object["error"] as? [String: Any])?["message"] as? String == "the request has no 'root'")
            let wrongType = try await client.post("/api/v1/validate", json: #"{"root": "agencies", "word": 7}"#)
            #expect(wrongType.errorCode == "invalidField")
            #expect(((wrongType.object["error"] as? [String: Any])?["message"] as? String)?.contains("'word'") == true)
            let nested = try await client.post("/api/v1/solve", json: #"{"root": "agencies", "rules": {"minimumLength": "x"}}"#)
            #expect(((nested.object["error"] as? [String: Any])?["message"] as? String)?.contains("rules.minimumLength") == true)
            try #expect(await client.post("/api/v1/solve", json: #"{"root": "agencies", "rules": {"minimumLength": 0}}"#).errorCode == "invalidField")
            try #expect(await client.post("/api/v1/solve", json: #"{"root": "   "}"#).errorCode == "invalidField")
            try #expect(await client.post("/api/v1/spell", json: #"{"words": ["a"], "language": "zz"}"#).errorCode == "unknownLanguage")
            try #expect(await client.post("/api/v1/spell", json: #"["a"]"#).errorCode == "invalidField")
            try #expect(await client.post("/api/v1/spell", json: "{").errorCode == "invalidJSON")
            try #expect(await client.post("/api/v1/spell", json: "").errorCode == "invalidJSON")
            let invalid = try await client.send(.post, "/api/v1/spell", body: Array(#"{"words": [""#.utf8) + [0xFF] + Array(#""]}"#.utf8))
            #expect(invalid.errorCode == "invalidUTF8")
            try #expect(await client.post("/api/v1/complete", json: #"{"partial": "a", "limit": 0}"#).errorCode == "invalidField")
            try #expect(await client.post("/api/v1/suggest", json: #"{"words": ["a"], "limit": -1}"#).errorCode == "invalidField")
            let many = "[" + Array(repeating: "\"helo\"", count: WordCheckAPI.maximumSuggestWords + 1).joined(separator: ",") + "]"
            try #expect(await client.post("/api/v1/suggest", json: #"{"words": \#(many)}"#).errorCode == "tooManyWords")
        }
    }

    /// A member a request does not take is refused, named, with the one meant: a misspelt
    /// `lang` must not judge a Spanish word in English.
    @Test func unknownFieldsAreRefusedAndHealthSaysWhatIsLoaded() async throws {
        try await withClient { client in
            let typo = try await client.post("/api/v1/validate", json: #"{"root": "camiones", "word": "cimas", "lang": "es"}"#)
            #expect(typo.status == .badRequest && typo.errorCode == "unknownField")
            #expect((typo.object["error"] as? [String: Any])?["message"] as? String
                    == "'lang' is not a member of this request; did you mean 'language'?")
            let nested = try await client.post("/api/v1/solve", json: #"{"root": "agencies", "rules": {"minLength": 4}}"#)
            #expect(nested.errorCode == "unknownField")
            #expect((nested.object["error"] as? [String: Any])?["message"] as? String
                    == "'rules.minLength' is not a member of this request; did you mean 'minimumLength'?")
            let other = try await client.post("/api/v1/spell", json: #"{"words": ["hello"], "client": "test"}"#)
            #expect(((other.object["error"] as? [String: Any])?["message"] as? String)?.hasPrefix("'client' is not a member") == true)
            let right = try await client.post("/api/v1/validate", json: #"{"root": "camiones", "word": "cimas", "language": "es"}"#)
            #expect(right.status == .ok)
            let health = try await client.send(.get, "/health").object
            #expect(health["status"] as? String == "ok")
            #expect(health["languages"] as? [String] == ["en_US", "es_ES", "it_IT"])
        }
    }
}
