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

    @Test func wordGamesAnswerAsTheLibrary() async throws {
        let checker = try HunspellChecker(language: .english)
        let list = try checker.wordList()
        let bee = try SpellingBee(letters: "acehlnp", center: "a", maximumAnswers: 1_000)
        let rack = try LetterRack("retain??", values: .english, maximumAnswers: 1_000)
        let pattern = try WordPattern("c?t", maximumAnswers: 1_000)
        let board = try Wordle(["crane=..y.g", "spilt=....."], hardMode: true, maximumAnswers: 1_000)
        let grid = try Boggle("seat/rlnd/tiqua/cohe", maximumAnswers: 1_000)
        // The service answers from the language's vocabulary, curated exclusions included.
        let english = GameVocabulary.standard(for: .english)
        let expected: [(path: String, body: String, words: [String], points: [Int?])] = [
            ("bee", #"{"letters": "acehlnp", "center": "a"}"#, bee.words(in: list, vocabulary: english).map(\.word),
             bee.words(in: list, vocabulary: english).map(\.points)),
            ("rack", #"{"tiles": "retain??"}"#, rack.words(in: list, vocabulary: english).map(\.word),
             rack.words(in: list, vocabulary: english).map(\.points)),
            ("find", #"{"pattern": "c?t", "allWords": true}"#, pattern.words(in: list, vocabulary: .all).map(\.word), []),
            ("wordle", #"{"guesses": ["crane=..y.g", "spilt=....."], "hard": true}"#, board.words(in: list, vocabulary: english).map(\.word), []),
            ("boggle", #"{"grid": "seat/rlnd/tiqua/cohe"}"#, grid.words(in: list, vocabulary: english).map(\.word),
             grid.words(in: list, vocabulary: english).map(\.points)),
        ]
        try await withClient { client in
            for game in expected {
                let answer = try await client.post("/api/v1/" + game.path, json: game.body)
                #expect(answer.status == .ok, "\(game.path)")
                let object = answer.object
                let words = try #require(object["words"] as? [[String: Any]], "\(game.path)")
                #expect(words.map { $0["word"] as? String } == game.words, "\(game.path)")
                if !game.points.isEmpty { #expect(words.map { $0["points"] as? Int } == game.points, "\(game.path)") }
                #expect(object["puzzle"] as? String == game.path && object["language"] as? String == "en_US")
                #expect(object["count"] as? Int == game.words.count && !game.words.isEmpty)
            }
            // Board moves: wordcheck board's object, the library's moves.
            let engine = BoardMoves(list: list, vocabulary: english, tiles: .english)
            let moves = try engine.moves(on: try WordBoard(), rack: "retain?")
            let boardAnswer = try await client.post("/api/v1/board", json: #"{"rack": "retain?", "limit": 3}"#)
            #expect(boardAnswer.status == .ok)
            let listed = try #require(boardAnswer.object["moves"] as? [[String: Any]])
            #expect(listed.map { $0["word"] as? String } == moves.prefix(3).map(\.word))
            #expect(listed.map { $0["score"] as? Int } == moves.prefix(3).map(\.score))
            #expect(boardAnswer.object["count"] as? Int == moves.count && boardAnswer.object["language"] as? String == "en_US")
            let solved = try await client.post("/api/v1/solve", json: #"{"root": "agencies", "allWords": true}"#).object
            let all = RootWordSolver(validator: try RootWordValidator(root: "agencies", checker: checker), list: list, vocabulary: .all)
            #expect(solved["count"] as? Int == all.solutions().count)
            let limited = try await client.post("/api/v1/find", json: #"{"pattern": "a*", "limit": 5}"#).object
            #expect(limited["count"] as? Int == 5 && limited["truncated"] as? Bool == true && limited["total"] == nil)
        }
    }

    /// A limit, the default one included, keeps the best words of the whole ranked answer
    /// and says that it cut: a rack with blanks spells thousands of words.
    @Test func puzzleLimitsKeepTheBestWordsAndSaySo() async throws {
        let list = try HunspellChecker(language: .english).wordList()
        let whole = try LetterRack("retain??", values: .english, maximumAnswers: LetterRack.answerLimit)
            .answers(in: list, vocabulary: .standard(for: .english))
        #expect(whole.words.count > WordCheckAPI.defaultPuzzleAnswers)
        try await withClient { client in
            for (body, limit) in [(#"{"tiles": "retain??"}"#, WordCheckAPI.defaultPuzzleAnswers), (#"{"tiles": "retain??", "limit": 3}"#, 3)] {
                let object = try await client.post("/api/v1/rack", json: body).object
                let words = try #require(object["words"] as? [[String: Any]])
                #expect(words.map { $0["word"] as? String } == whole.words.prefix(limit).map(\.word), "\(body)")
                #expect(object["count"] as? Int == limit && object["total"] as? Int == whole.words.count, "\(body)")
                #expect(object["truncated"] as? Bool == true && object["points"] as? Int == whole.totalPoints, "\(body)")
            }
            let all = try await client.post("/api/v1/rack", json: #"{"tiles": "retain??", "limit": 10000}"#).object
            #expect(all["truncated"] as? Bool == false && all["count"] as? Int == whole.words.count)
        }
    }

    @Test func badPuzzlesAre400sNamingTheirField() async throws {
        let long = String(repeating: "a", count: 201)
        let cases: [(path: String, body: String, field: String)] = [
            ("bee", #"{"letters": "abcdefg", "center": "z"}"#, "center"),
            ("bee", #"{"letters": "ab1", "center": "a"}"#, "letters"),
            ("bee", #"{"letters": "\#(long)", "center": "a"}"#, "letters"),
            ("rack", #"{"tiles": "??????????????????????????????"}"#, "tiles"),
            ("find", #"{"pattern": "*****"}"#, "pattern"),
            ("find", #"{"pattern": ""}"#, "pattern"),
            ("find", #"{"pattern": "\#(String(repeating: "?", count: 150))"}"#, "pattern"),
            ("find", #"{"pattern": "c?t", "limit": 0}"#, "limit"),
            ("find", #"{"pattern": "c?t", "limit": 10001}"#, "limit"),
            ("wordle", #"{"guesses": ["crane=..y"]}"#, "guesses"),
            ("wordle", #"{"guesses": []}"#, "guesses"),
            ("boggle", #"{"grid": "\#((0..<20).map { _ in String(repeating: "a", count: 20) }.joined(separator: "/"))"}"#, "grid"),
            ("boggle", #"{"grid": "abc/de"}"#, "grid"),
            ("boggle", #"{"grid": "abc/def", "minimumLength": 0}"#, "minimumLength"),
            ("board", #"{"rack": "ab1"}"#, "rack"),
            ("board", #"{"rack": "abcdefgh"}"#, "rack"),
            ("board", #"{"rack": "abc", "board": "../.."}"#, "board"),
            ("board", #"{"rack": "abc", "squares": "..x/..."}"#, "squares"),
            ("board", #"{"rack": "abc", "by": "luck"}"#, "by"),
            ("board", #"{"rack": "abc", "limit": 0}"#, "limit"),
        ]
        try await withClient { client in
            for bad in cases {
                let answer = try await client.post("/api/v1/" + bad.path, json: bad.body)
                #expect(answer.status == .badRequest && answer.errorCode == "invalidField", "\(bad.path) \(bad.body)")
                let message = (answer.object["error"] as? [String: Any])?["message"] as? String
                #expect(message?.contains("'\(bad.field)'") == true, "\(bad.path) \(bad.body): \(message ?? "")")
            }
            try #expect(await client.post("/api/v1/bee", json: #"{"letters": "abc"}"#).errorCode == "missingField")
            try #expect(await client.post("/api/v1/rack", json: #"{"tiles": "abc", "blanks": 2}"#).errorCode == "unknownField")
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
            // A misspelt required member is named with the one meant, not reported missing.
            let misspeltRequired: [(path: String, body: String, member: String, meant: String)] = [
                ("suggest", #"{"word": "helo"}"#, "word", "words"),
                ("spell", #"{"wrods": ["helo"]}"#, "wrods", "words"),
                ("validate", #"{"roots": "agencies", "word": "cease"}"#, "roots", "root"),
                ("complete", #"{"partail": "agen"}"#, "partail", "partial"),
                ("rack", #"{"tile": "retain"}"#, "tile", "tiles"),
                ("boggle", #"{"grids": "seat/rlnd/tiqa/cohe"}"#, "grids", "grid"),
            ]
            for bad in misspeltRequired {
                let answer = try await client.post("/api/v1/" + bad.path, json: bad.body)
                #expect(answer.errorCode == "unknownField", "\(bad.path) \(bad.body)")
                #expect((answer.object["error"] as? [String: Any])?["message"] as? String
                        == "'\(bad.member)' is not a member of this request; did you mean '\(bad.meant)'?", "\(bad.path)")
            }
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
