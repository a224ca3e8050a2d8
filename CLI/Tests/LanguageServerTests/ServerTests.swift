import Foundation
import LanguageServerProtocol
import Synchronization
import Testing
import WordCheck
import WordCheckLanguageServer

/// The server in this process, with what it sends collected.
final class Client: Sendable {
    final class Collected: Sendable { let messages = Mutex<[JSON]>([]) }
    let server: LanguageServer
    private let collected = Collected()
    private let nextID = Mutex(100)

    init(encodings: [String] = [], options: JSON = ["debounce": 0], root: URL? = nil, pullsConfiguration: Bool = false,
         personal: PersonalDictionary = PersonalDictionary()) throws {
        let collected = collected
        server = LanguageServer(output: MessageWriter { bytes in
            // One frame per call: the header, then the JSON.
            let text = String(decoding: bytes, as: UTF8.self)
            let body = text[text.range(of: "\r\n\r\n")!.upperBound...]
            collected.messages.withLock { $0.append(try! JSON.parse(Array(body.utf8))) }
            return true
        }, personalDictionary: personal)
        var params: [String: JSON] = ["capabilities": ["general": ["positionEncodings": .array(encodings.map { .string($0) })],
                                                       "workspace": ["configuration": .bool(pullsConfiguration)]],
                                      "initializationOptions": options]
        if let root { params["rootUri"] = .string(root.absoluteString) }
        _ = try request("initialize", .object(params))
        notify("initialized", [:])
    }

    deinit { server.stop() }

    func notify(_ method: String, _ params: JSON) {
        server.handle(Message.notification(method: method, params: params).json.serialized())
    }

    /// Sends a request and returns its answer.
    func request(_ method: String, _ params: JSON?) throws -> Result<JSON, ResponseError> {
        let id = nextID.withLock { $0 += 1; return $0 }
        server.handle(Message.request(id: .number(id), method: method, params: params).json.serialized())
        let answer = try #require(collected.messages.withLock { $0 }.last { $0["id"]?.integer == id })
        if let error = answer["error"] { return .failure(ResponseError(code: error["code"]!.integer!, message: error["message"]!.string!)) }
        return .success(answer["result"] ?? .null)
    }

    var messages: [JSON] { collected.messages.withLock { $0 } }

    /// The last diagnostics published for `uri`, once the server is idle.
    func diagnostics(_ uri: String) -> [JSON]? {
        server.waitUntilIdle()
        return messages.last { $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri }?["params"]?["diagnostics"]?.array
    }

    /// Opens a document and returns its diagnostics as (line, start, end, word).
    func open(_ uri: String, _ text: String, language: String = "") -> [Flag] {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": .string(language), "version": 1, "text": .string(text)]])
        return flags(uri)
    }

    func flags(_ uri: String) -> [Flag] {
        (diagnostics(uri) ?? []).map { diagnostic in
            let range = TextRange(diagnostic["range"])!
            return Flag(line: range.start.line, start: range.start.character, end: range.end.character,
                        word: diagnostic["data"]?["word"]?.string ?? "")
        }
    }
}

struct Flag: Hashable, CustomStringConvertible {
    let line, start, end: Int
    let word: String
    var description: String { "\(line):\(start)-\(end) \(word)" }
}

@Suite struct LifecycleTests {
    @Test func answersOnlyInTheRightOrder() throws {
        let server = LanguageServer(output: MessageWriter { _ in true })
        defer { server.stop() }
        let captured = Mutex<[JSON]>([])
        let watched = LanguageServer(output: MessageWriter { bytes in
            let text = String(decoding: bytes, as: UTF8.self)
            captured.withLock { $0.append(try! JSON.parse(Array(text[text.range(of: "\r\n\r\n")!.upperBound...].utf8))) }
            return true
        })
        defer { watched.stop() }
        func send(_ message: Message) -> Int32? { watched.handle(message.json.serialized()) }
        _ = send(.request(id: .number(1), method: "textDocument/codeAction", params: [:]))
        #expect(captured.withLock { $0.last?["error"]?["code"] } == -32002)
        _ = send(.request(id: .number(2), method: "initialize", params: ["capabilities": [:]]))
        #expect(captured.withLock { $0.last?["result"]?["capabilities"]?["positionEncoding"] } == "utf-16")
        _ = send(.request(id: .number(3), method: "initialize", params: ["capabilities": [:]]))
        #expect(captured.withLock { $0.last?["error"]?["code"] } == -32600)
        _ = send(.request(id: .number(4), method: "no/such", params: nil))
        #expect(captured.withLock { $0.last?["error"]?["code"] } == -32601)
        _ = send(.request(id: .number(5), method: "shutdown", params: nil))
        #expect(captured.withLock { $0.last?["result"] } == .null)
        _ = send(.request(id: .number(6), method: "textDocument/codeAction", params: [:]))
        #expect(captured.withLock { $0.last?["error"]?["code"] } == -32600)
        #expect(send(.notification(method: "exit", params: nil)) == 0)
        // exit without shutdown: 1
        #expect(server.handle(Message.notification(method: "exit", params: nil).json.serialized()) == 1)
    }

    @Test func negotiatesUTF8WhenOffered() throws {
        let client = try Client(encodings: ["utf-8", "utf-16"])
        let flags = client.open("file:///tmp/a.txt", "😀 teh")
        #expect(flags == [Flag(line: 0, start: 5, end: 8, word: "teh")])
        let utf16 = try Client(encodings: ["utf-32", "utf-16"])
        #expect(utf16.open("file:///tmp/a.txt", "😀 teh") == [Flag(line: 0, start: 3, end: 6, word: "teh")])
    }
}

@Suite struct DiagnosticsTests {
    @Test func markdownSkipsItsSyntax() throws {
        let client = try Client()
        let text = """
            ---
            title: Somethign
            ---
            # A titel

            Some `cdoe` and a [lnik](https://exampel.com/pathh) here, with 😀 a tset.

            ```swift
            let vlaue = 1
            ```
            <span class="clss">Text</span> and /usr/shaer/dict, 0xdeadbeef, #a1b2c3.
            """
        #expect(client.open("file:///tmp/a.md", text, language: "markdown") == [
            Flag(line: 3, start: 4, end: 9, word: "titel"),
            Flag(line: 5, start: 19, end: 23, word: "lnik"),
            Flag(line: 5, start: 68, end: 72, word: "tset"),
        ])
    }

    @Test func latexSkipsCommandsAndMath() throws {
        let client = try Client()
        let text = #"\section{Intrduction} We cite \cite{knuthh} and $x = \alpah$ in \emph{thsi} text."#
        #expect(client.open("file:///tmp/a.tex", text, language: "latex").map(\.word) == ["Intrduction", "thsi"])
    }

    @Test func commitMessagesSkipGitsLines() throws {
        let client = try Client()
        let text = "Fix the parsr\n\n# Plese enter the commit mesage\n# ------------------------ >8 ------------------------\nDo not tuch\n"
        #expect(client.open("file:///tmp/COMMIT_EDITMSG", text, language: "git-commit").map(\.word) == ["parsr"])
    }

    @Test(arguments: [
        ("swift", "a.swift", "// Thsi is fine\nlet parseRecieve = \"hello wrold\\n\" /* a nestd /* inner */ commnt */\nfunc x(_ HTTPRequst: Int) {}\n",
         ["Thsi", "Recieve", "wrold", "nestd", "commnt", "Requst"]),
        ("python", "a.py", "import os\n# a commnet\ndef load_fille(path):\n    '''Retrun it.'''\n    return os.path.join(path, \"3f2a9c1e-8b7d-4e6f-a1b2-c3d4e5f6a7b8\")\n",
         ["commnet", "fille", "Retrun"]),
        ("rust", "a.rs", "fn parse<'a>(s: &'a str) -> char { 'x' } // the lifetme\n",
         ["lifetme"]),
        ("go", "a.go", "package main\n// Serevr runs\nfunc runServr() { s := `raw strng` }\n",
         ["Serevr", "Servr", "strng"]),
        ("shellscript", "a.sh", "#!/bin/sh\necho \"Helo $HOME\" # a coment\nx=a#b\n",
         ["Helo", "coment"]),
        ("typescript", "a.ts", "const userNmae = `template ${notChekced} strng`; // ok\n",
         ["Nmae", "strng"]),
        ("json", "package.json", "{\"devDependencies\": {\"name\": \"a smal tool\"}, // a coment\n\"x\": 1}\n",
         ["smal", "coment"]),
        ("yaml", "ci.yml", "# Bulid the project\nname: \"Tset suite\"\nrunsOn: ubuntu-latest\n",
         ["Bulid", "Tset"]),
        ("sql", "q.sql", "SELECT nmae FROM users -- the usres table\n",
         ["nmae", "usres"]),
    ])
    func sourceCodeChecksCommentsStringsAndIdentifiers(language: String, file: String, text: String, words: [String]) throws {
        let client = try Client()
        #expect(client.open("file:///tmp/\(file)", text, language: language).map(\.word) == words)
    }

    @Test func neverReportsAddressesPathsOrHashes() throws {
        let client = try Client()
        let text = "see https://exampel.com/x, mail bob@exampel.org, open ~/docs/readme.md or C:\\Users\\bobb\\file.txt, "
            + "hash deadbeefcafe1234, id 3f2a9c1e-8b7d-4e6f-a1b2-c3d4e5f6a7b8, key SGVsbG8gV29ybGQhIFRoaXMgaXM= and/or frobz"
        #expect(client.open("file:///tmp/a.txt", text).map(\.word) == ["frobz"])
    }

    @Test func incrementalChangesRepublish() throws {
        let client = try Client()
        let uri = "file:///tmp/inc.txt"
        #expect(client.open(uri, "one line\nanother lne\n").map(\.word) == ["lne"])
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [
            ["range": TextRange(start: Position(line: 1, character: 8), end: Position(line: 1, character: 11)).json, "text": "line"],
            ["range": TextRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 3)).json, "text": "oen"],
        ]])
        #expect(client.flags(uri) == [Flag(line: 0, start: 0, end: 3, word: "oen")])
        let last = client.messages.last { $0["method"] == "textDocument/publishDiagnostics" }
        #expect(last?["params"]?["version"] == 2)
    }

    /// A change whose range is not a range of the document (negative, fractional, huge or
    /// not numbers at all, a line past the end), or that has no text, is refused with an
    /// error message, and the document stays as it was, the well-formed changes sent with
    /// it included: the audit's case and a seeded family around it.
    @Test func malformedChangesAreRefused() throws {
        let client = try Client()
        let uri = "file:///tmp/refused.txt"
        #expect(client.open(uri, "one lne\nsecond wrld\n").map(\.word) == ["lne", "wrld"])
        func position(_ line: JSON, _ character: JSON) -> JSON { ["line": line, "character": character] }
        let good: JSON = ["range": TextRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 3)).json, "text": "too"]
        var malformed: [JSON] = [
            ["range": ["start": position(-1, 0), "end": position(0, 1)], "text": "x"],
            ["range": ["start": position(0, .number(0.5)), "end": position(0, 1)], "text": "x"],
            ["range": ["start": position(0, 0), "end": position(.int(1 << 40), 0)], "text": "x"],
            ["range": ["start": position(0, 0), "end": position("1", 0)], "text": "x"],
            ["range": ["start": position(0, 0)], "text": "x"],
            ["range": "everything", "text": "x"],
            ["range": TextRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 1)).json],
        ]
        var random = SplitMix(seed: 65)
        for _ in 0..<40 {
            let line = [JSON.int(-Int.random(in: 1...1_000, using: &random)), .number(Double.random(in: 0.1...3.9, using: &random)),
                        .int(Int.random(in: 4...1_000_000, using: &random))].randomElement(using: &random)!
            let start = Bool.random(using: &random)
            let near = position(0, .int(Int.random(in: 0...3, using: &random)))
            malformed.append(["range": ["start": start ? position(line, 0) : near, "end": start ? near : position(line, 0)], "text": "x"])
        }
        for (index, change) in malformed.enumerated() {
            let before = client.messages.count
            client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(index + 2)],
                                                     "contentChanges": [good, change]])
            let said = client.messages[before...].filter { $0["method"] == "window/showMessage" }
            #expect(said.count == 1 && said.first?["params"]?["type"] == 1, "\(change)")
            #expect(said.first?["params"]?["message"]?.string?.contains("kept as it was") == true)
        }
        // Still the text it had: the good change sent with each malformed one was not applied.
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 100], "contentChanges": [
            ["range": TextRange(start: Position(line: 2, character: 0), end: Position(line: 2, character: 0)).json, "text": "end\n"],
        ]])
        #expect(client.flags(uri) == [Flag(line: 0, start: 4, end: 7, word: "lne"), Flag(line: 1, start: 7, end: 11, word: "wrld")])
        // Past a line's end is that line's end, as the specification says; the line after the last, at 0, is the end.
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 101], "contentChanges": [
            ["range": TextRange(start: Position(line: 0, character: 99), end: Position(line: 0, character: 99)).json, "text": " tset"],
            ["range": TextRange(start: Position(line: 4, character: 0), end: Position(line: 4, character: 0)).json, "text": "lsat"],
        ]])
        #expect(client.flags(uri).map(\.word) == ["lne", "tset", "wrld", "lsat"])
    }

    /// What a line gives is kept between checks; a line that moved, or whose markup state
    /// coming in changed (a code fence opened or closed above it), is judged anew.
    @Test func keptLinesFollowMovesAndMarkup() throws {
        let client = try Client()
        let uri = "file:///tmp/memo.md"
        func change(_ range: TextRange, _ text: String, version: Int) -> [Flag] {
            client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)],
                                                     "contentChanges": [["range": range.json, "text": .string(text)]]])
            return client.flags(uri)
        }
        func at(_ line: Int, _ character: Int) -> Position { Position(line: line, character: character) }
        #expect(client.open(uri, "```\ncdoe\n```\nA tset.\n", language: "markdown").map(\.word) == ["tset"])
        // The fence's opening line becomes prose: the line below it is prose now, and the
        // old closing fence opens a block that hides the last line.
        #expect(change(TextRange(start: at(0, 0), end: at(0, 3)), "Txt", version: 2) == [
            Flag(line: 0, start: 0, end: 3, word: "Txt"), Flag(line: 1, start: 0, end: 4, word: "cdoe")])
        // Two lines inserted above: every finding moves down with its line.
        #expect(change(TextRange(start: at(0, 0), end: at(0, 0)), "Fine.\nAlso wrng.\n", version: 3).map { "\($0.line) \($0.word)" }
                == ["1 wrng", "2 Txt", "3 cdoe"])
        // The fence closed again: the last line is prose once more.
        #expect(change(TextRange(start: at(2, 0), end: at(2, 3)), "```", version: 4).map { "\($0.line) \($0.word)" }
                == ["1 wrng", "5 tset"])
    }

    @Test func tracesEachCheckWhenAsked() throws {
        let client = try Client()
        client.notify("$/setTrace", ["value": "verbose"])
        _ = client.open("file:///tmp/trace.txt", "one tset")
        let trace = client.messages.last { $0["method"] == "$/logTrace" }?["params"]?["message"]?.string ?? ""
        #expect(trace.hasPrefix("checked file:///tmp/trace.txt (version 1): 1 lines, 1 misspellings, "))
    }

    @Test func settingsAndDirectivesChooseWhatIsAccepted() throws {
        let client = try Client(options: ["debounce": 0, "words": ["frobz"], "severity": "warning"])
        #expect(client.open("file:///tmp/s.txt", "frobz and blorp").map(\.word) == ["blorp"])
        #expect(client.diagnostics("file:///tmp/s.txt")?.first?["severity"] == 2)
        client.notify("workspace/didChangeConfiguration", ["settings": ["wordcheck": ["language": ["en", "es"], "minWordLength": 6]]])
        // Spanish words pass; blorp is short now; the initial words still hold.
        #expect(client.open("file:///tmp/t.txt", "the perro and gato frobz blorpish").map(\.word) == ["blorpish"])
        #expect(client.open("file:///tmp/d.txt", "wordcheck: lang=es\nEl perro y el gato perrrro").map(\.word) == ["perrrro"])
        // Several named: each sentence in its own (an English word in a Spanish sentence is found).
        let both = "wordcheck: lang=en,es\nWe walked to the market early in the morning. El gato duerme sobre la mesa de la kitchen todos los días."
        #expect(client.open("file:///tmp/both.txt", both).map(\.word) == ["kitchen"])
    }

    /// A client that answers workspace/configuration is asked after `initialized` and after
    /// each didChangeConfiguration without settings; its answer is applied.
    @Test func pullsTheClientsSettings() throws {
        let client = try Client(pullsConfiguration: true)
        let asked = client.messages.filter { $0["method"] == "workspace/configuration" }
        #expect(asked.count == 1)
        #expect(asked.first?["params"]?["items"] == [["section": "wordcheck"]])
        #expect(client.open("file:///tmp/pull.txt", "a blorp").map(\.word) == ["blorp"])
        client.server.handle(Message.response(id: asked[0]["id"].flatMap(RequestID.init), result: .success([["words": ["blorp"]]])).json.serialized())
        #expect(client.flags("file:///tmp/pull.txt").isEmpty)
        // A pushed change with no settings asks again; a null or empty answer changes nothing.
        client.notify("workspace/didChangeConfiguration", ["settings": nil])
        let again = client.messages.filter { $0["method"] == "workspace/configuration" }
        #expect(again.count == 2)
        client.server.handle(Message.response(id: again[1]["id"].flatMap(RequestID.init), result: .success([nil])).json.serialized())
        #expect(client.flags("file:///tmp/pull.txt").isEmpty)
        // A code action list asked only for refactorings is empty.
        let diagnostics = try #require(client.diagnostics("file:///tmp/pull.txt"))
        #expect(diagnostics.isEmpty)
        #expect(client.open("file:///tmp/only.txt", "a tset").count == 1)
        let only = try client.request("textDocument/codeAction", ["textDocument": ["uri": "file:///tmp/only.txt"],
            "range": TextRange(start: Position(line: 0, character: 2), end: Position(line: 0, character: 6)).json,
            "context": ["diagnostics": [], "only": ["refactor"]]]).get()
        #expect(only == [])
    }

    /// A client that answers workspace/configuration sends its settings after the documents
    /// it opens (eglot does): they are checked once, with its settings, not first with the
    /// defaults; a client that never answers gets its diagnostics after the wait.
    @Test func documentsWaitForTheClientsSettings() throws {
        let text = "El perro y el gato comen juntos en la cosina de la casa."
        for pushes in [false, true] {
            let client = try Client(pullsConfiguration: true)
            let asked = try #require(client.messages.first { $0["method"] == "workspace/configuration" })
            let uri = "file:///tmp/wait-\(pushes).txt"
            client.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "", "version": 1, "text": .string(text)]])
            usleep(100_000)
            if pushes {
                client.notify("workspace/didChangeConfiguration", ["settings": ["wordcheck": ["language": "es"]]])
            } else {
                client.server.handle(Message.response(id: asked["id"].flatMap(RequestID.init), result: .success([["language": "es"]])).json.serialized())
            }
            #expect(client.flags(uri).map(\.word) == ["cosina"], "pushed: \(pushes)")
            let published = client.messages.filter { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri }
            #expect(published.count == 1, "pushed: \(pushes)")
        }
        let silent = try Client(pullsConfiguration: true)
        #expect(silent.open("file:///tmp/silent.txt", "a tset").map(\.word) == ["tset"])
    }

    @Test func automaticLanguageChoosesPerDocument() throws {
        let client = try Client(options: ["debounce": 0, "language": "auto"])
        #expect(client.open("file:///tmp/es.txt", "El niño come manzanas en la cosina de su casa todos los días.").map(\.word) == ["cosina"])
        #expect(client.open("file:///tmp/it.txt", "Il bambino mangia le mele nella cucina di casa sua ogni gionro.").map(\.word) == ["gionro"])
        #expect(client.open("file:///tmp/en.txt", "The child eats apples in the kitchen of his huose every day.").map(\.word) == ["huose"])
        #expect(client.diagnostics("file:///tmp/it.txt")?.first?["message"] == "'gionro' is not in the it_IT dictionary")
        // A document that changes language mid-paragraph: each sentence in its own, and
        // each misspelling names the dictionary that rejected it (its quick fixes come from it).
        let mixed = "The child eats apples in the kitchen of his huose every day. El niño come manzanas en la cosina de su casa todos los días."
        #expect(client.open("file:///tmp/mixed.txt", mixed).map(\.word) == ["huose", "cosina"])
        let published = client.diagnostics("file:///tmp/mixed.txt") ?? []
        #expect(published.compactMap { $0["message"]?.string }
                == ["'huose' is not in the en_US dictionary", "'cosina' is not in the es_ES dictionary"])
        #expect(published.compactMap { $0["data"]?["dictionary"]?.string } == ["en_US", "es_ES"])
    }

    /// Several languages are joined (a word any accepts is correct), or with
    /// languagesPerSentence each sentence is checked in its own: then an English word
    /// typed in a Spanish sentence is a misspelling.
    @Test func severalLanguagesJoinedOrPerSentence() throws {
        let text = "We walked to the market early in the morning. El gato duerme sobre la mess de la cocina todos los días."
        let joined = try Client(options: ["debounce": 0, "language": ["en", "es"]])
        #expect(joined.open("file:///tmp/joined.txt", text).isEmpty)
        let perSentence = try Client(options: ["debounce": 0, "language": ["en", "es"], "languagesPerSentence": true])
        #expect(perSentence.open("file:///tmp/sentences.txt", text).map(\.word) == ["mess"])
        let diagnostics = try #require(perSentence.diagnostics("file:///tmp/sentences.txt"))
        #expect(diagnostics.first?["data"]?["dictionary"]?.string == "es")
        // Its quick fixes: the Spanish suggestions first, then the English ones.
        let actions = try perSentence.request("textDocument/codeAction", [
            "textDocument": ["uri": "file:///tmp/sentences.txt"], "range": diagnostics[0]["range"]!, "context": ["diagnostics": [diagnostics[0]]],
        ]).get().array ?? []
        let replacements = actions.compactMap { $0["edit"]?["changes"]?["file:///tmp/sentences.txt"]?.array?.first?["newText"]?.string }
        let spanish = try HunspellChecker(language: "es").suggestions(for: "mess")
        #expect(!replacements.isEmpty && Array(replacements.prefix(spanish.count)) == Array(spanish.prefix(replacements.count)))
    }

    @Test func aHugeDocumentStopsAtTheProblemLimit() throws {
        let client = try Client(options: ["debounce": 0, "maxProblems": 50])
        let text = String(repeating: "a tset of text\n", count: 200_000)  // 3 MB
        let flags = client.open("file:///tmp/big.txt", text)
        #expect(flags.count == 50)
        #expect(flags.last == Flag(line: 49, start: 2, end: 6, word: "tset"))
        // The user is told that the list was cut, once.
        let told = client.messages.filter { $0["method"] == "window/showMessage" }.compactMap { $0["params"]?["message"]?.string }
        #expect(told == ["wordcheck: file:///tmp/big.txt: more than 50 misspellings; the first 50 are shown (the maxProblems setting)"])
        // Exactly the limit: nothing was cut, nothing is said.
        let exact = try Client(options: ["debounce": 0, "maxProblems": 50])
        #expect(exact.open("file:///tmp/exact.txt", String(repeating: "a tset of text\n", count: 50)).count == 50)
        #expect(!exact.messages.contains { $0["method"] == "window/showMessage" })
    }
}

@Suite struct CodeActionTests {
    @Test func offersSuggestionsThenCommands() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = try Client(root: folder)
        let uri = folder.appendingPathComponent("notes.md").absoluteString
        _ = client.open(uri, "I recieve teh mail.\n")
        let diagnostics = try #require(client.diagnostics(uri))
        let actions = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(uri)], "range": diagnostics[0]["range"]!, "context": ["diagnostics": [diagnostics[0]]],
        ]).get().array ?? []
        #expect(actions.first?["title"] == "Replace with 'receive'")
        #expect(actions.first?["isPreferred"] == true)
        #expect(actions.first?["edit"]?["changes"]?[uri]?.array?.first?["newText"] == "receive")
        let commands = actions.filter { $0["edit"] == nil }.compactMap { $0["command"]?["command"]?.string }
        #expect(commands == ["wordcheck.addToUserDictionary", "wordcheck.addToWorkspaceDictionary", "wordcheck.ignoreInDocument"])
        // Each replacement records the choice when picked.
        #expect(actions.first?["command"]?["command"] == "wordcheck.learnCorrection")
        #expect(actions.first?["command"]?["arguments"] == ["recieve", "receive", "en"])
        // Without diagnostics in the context, the published ones under the range are used.
        let second = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(uri)], "range": TextRange(start: Position(line: 0, character: 11), end: Position(line: 0, character: 11)).json,
            "context": ["diagnostics": []],
        ]).get().array ?? []
        #expect(second.first?["title"] == "Replace with 'the'")

        _ = try client.request("workspace/executeCommand", ["command": "wordcheck.ignoreInDocument", "arguments": ["teh", .string(uri)]]).get()
        #expect(client.flags(uri).map(\.word) == ["recieve"])
        _ = try client.request("workspace/executeCommand", ["command": "wordcheck.addToWorkspaceDictionary", "arguments": ["recieve", .string(uri)]]).get()
        #expect(client.flags(uri).isEmpty)
        let list = try String(contentsOf: folder.appendingPathComponent(".wordcheck-words.txt"), encoding: .utf8)
        #expect(list == "recieve\n")
        // A bad command is an error, and the server goes on.
        #expect(throws: ResponseError.self) { try client.request("workspace/executeCommand", ["command": "wordcheck.nothing"]).get() }
        #expect(throws: ResponseError.self) { try client.request("workspace/executeCommand", ["command": "wordcheck.ignoreInDocument", "arguments": []]).get() }
    }

    /// A replacement picked in a quick fix is learned: offered first next time, the preferred
    /// fix once chosen often enough, and applied on save when the setting asks for it.
    @Test func learnsTheCorrectionsPicked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = try Client(options: ["debounce": 0, "autocorrectOnSave": true], personal: PersonalDictionary(folder: folder))
        let uri = folder.appendingPathComponent("notes.txt").absoluteString
        _ = client.open(uri, "We hte rain.\n")
        func fixes() throws -> [JSON] {
            let diagnostics = try #require(client.diagnostics(uri))
            return try client.request("textDocument/codeAction", [
                "textDocument": ["uri": .string(uri)], "range": diagnostics[0]["range"]!, "context": ["diagnostics": [diagnostics[0]]],
            ]).get().array?.filter { $0["edit"] != nil } ?? []
        }
        func save() throws -> [JSON] {
            try client.request("textDocument/willSaveWaitUntil", ["textDocument": ["uri": .string(uri)], "reason": 1]).get().array ?? []
        }
        #expect(try fixes().first?["title"] != "Replace with 'hate'")
        #expect(try save().isEmpty)
        for time in 1...LearnedCorrection.safeCount {
            _ = try client.request("workspace/executeCommand", ["command": "wordcheck.learnCorrection", "arguments": ["hte", "hate", "en"]]).get()
            let first = try #require(try fixes().first)
            #expect(first["edit"]?["changes"]?[uri]?.array?.first?["newText"] == "hate")
            #expect(first["isPreferred"] == true)
            #expect(first["title"] == (time == LearnedCorrection.safeCount ? "Replace with 'hate' (your usual correction)" : "Replace with 'hate'"))
        }
        let edits = try save()
        #expect(edits.count == 1 && edits.first?["newText"] == "hate")
        #expect(edits.first?["range"] == TextRange(start: Position(line: 0, character: 3), end: Position(line: 0, character: 6)).json)
        #expect(try PersonalDictionary(folder: folder).corrections(forDictionary: "en_US").first?.count == LearnedCorrection.safeCount)
        #expect(throws: ResponseError.self) {
            try client.request("workspace/executeCommand", ["command": "wordcheck.learnCorrection", "arguments": ["hte"]]).get()
        }
    }

    @Test func readsTheProjectFileAndCSpell() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"ignorePatterns": ["TICKET-[a-z]+"], "words": ["zorblat"], // comment"#.write(to: folder.appendingPathComponent(".wordcheck.json"), atomically: true, encoding: .utf8)
        try "\n}".write(to: folder.appendingPathComponent(".wordcheck.json"), atomically: false, encoding: .utf8)
        try #"{"ignorePatterns": ["TICKET-[a-z]+"], "words": ["zorblat"], /* c */ }"#.write(to: folder.appendingPathComponent(".wordcheck.json"), atomically: true, encoding: .utf8)
        try #"{"version": "0.2", "words": ["quuxly",], // cspell's own"# .appending("\n}").write(to: folder.appendingPathComponent("cspell.json"), atomically: true, encoding: .utf8)
        let client = try Client(root: folder)
        let uri = folder.appendingPathComponent("a.txt").absoluteString
        #expect(client.open(uri, "zorblat quuxly TICKET-abcd flimp").map(\.word) == ["flimp"])
    }
}

@Suite struct RobustnessTests {
    /// Random bytes, truncated messages, wrong types in every field: never a crash, and the
    /// server answers a good request afterwards.
    @Test func survivesRandomAndTruncatedMessages() throws {
        let client = try Client()
        var generator = SplitMix(seed: 42)
        let good: [JSON] = [
            Message.notification(method: "textDocument/didOpen", params: ["textDocument": ["uri": "file:///tmp/f.txt", "languageId": "markdown", "version": 1, "text": "teh `x` [a](b)"]]).json,
            Message.notification(method: "textDocument/didChange", params: ["textDocument": ["uri": "file:///tmp/f.txt", "version": 2],
                                                                           "contentChanges": [["range": ["start": ["line": 9, "character": 99], "end": ["line": 0, "character": 1]], "text": "é😀\r"]]]).json,
            Message.request(id: .number(1), method: "textDocument/codeAction", params: ["textDocument": ["uri": "file:///tmp/f.txt"], "range": ["start": ["line": 0, "character": 0], "end": ["line": 5, "character": 0]], "context": [:]]).json,
            Message.request(id: .string("x"), method: "workspace/executeCommand", params: ["command": "wordcheck.ignoreInDocument", "arguments": [1, nil]]).json,
            Message.notification(method: "workspace/didChangeConfiguration", params: ["settings": ["language": 5, "ignorePatterns": ["(("], "severity": "loud"]]).json,
        ]
        let junk: [JSON] = [nil, true, -1, .number(1e300), "", "x", [], [:], ["line": -5], .array([.null, .string("\u{0}")])]
        for _ in 0..<3000 {
            var bytes = good[Int(generator.next() % UInt64(good.count))].serialized()
            switch generator.next() % 4 {
            case 0: bytes = Array(bytes.prefix(Int(generator.next() % UInt64(bytes.count))))
            case 1: for _ in 0..<3 { bytes[Int(generator.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: generator.next()) }
            case 2:
                // A field's value replaced by junk of another type.
                if case .object(var members) = try JSON.parse(bytes), let key = members.keys.sorted().randomElement(using: &generator) {
                    members[key] = junk[Int(generator.next() % UInt64(junk.count))]
                    if var params = members["params"]?.object, let inner = params.keys.sorted().randomElement(using: &generator) {
                        params[inner] = junk[Int(generator.next() % UInt64(junk.count))]
                        members["params"] = .object(params)
                    }
                    bytes = JSON.object(members).serialized()
                }
            default: break
            }
            #expect(client.server.handle(bytes) == nil)
        }
        client.server.waitUntilIdle()
        #expect(try client.request("textDocument/codeAction", ["textDocument": ["uri": "file:///tmp/none"], "range": TextRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)).json]).get() == [])
    }
}

@Suite struct RunLoopTests {
    /// The messages framed, then the end of input, as a reader's source.
    func reader(_ messages: [Message]) -> MessageReader {
        var bytes: [UInt8] = []
        for message in messages {
            let body = message.json.serialized()
            bytes += Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        }
        var offset = 0
        return MessageReader { buffer in
            let count = min(buffer.count, bytes.count - offset)
            for index in 0..<count { buffer[index] = bytes[offset + index] }
            offset += count
            return count
        }
    }

    @Test func aVanishedClientEndsTheServer() {
        let initialize = Message.request(id: .number(1), method: "initialize", params: ["capabilities": [:]])
        // The input ends without shutdown: status 1; after shutdown: 0.
        var gone = reader([initialize, .notification(method: "textDocument/didOpen", params: ["textDocument": ["uri": "file:///a", "text": "teh"]])])
        #expect(LanguageServer(output: MessageWriter { _ in true }).run(reading: &gone) == 1)
        var done = reader([initialize, .request(id: .number(2), method: "shutdown", params: nil)])
        #expect(LanguageServer(output: MessageWriter { _ in true }).run(reading: &done) == 0)
        // Output that cannot be written (the client closed its end): the server stops reading.
        var endless = MessageReader { buffer in
            let body = Message.request(id: .number(1), method: "initialize", params: ["capabilities": [:]]).json.serialized()
            let frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
            for index in 0..<min(frame.count, buffer.count) { buffer[index] = frame[index] }
            return min(frame.count, buffer.count)
        }
        #expect(LanguageServer(output: MessageWriter { _ in false }).run(reading: &endless) == 1)
    }
}
