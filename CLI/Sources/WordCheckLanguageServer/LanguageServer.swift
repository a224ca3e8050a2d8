import Foundation
import LanguageServerProtocol
import Synchronization
import WordCheck

/// WordCheck's spelling language server: diagnostics for misspelled words, code actions that
/// replace them, learn them or ignore them, over the Language Server Protocol 3.17.
///
/// Messages are handled one at a time, in order, by ``handle(_:)`` (the thread that reads
/// them); documents are checked on a thread of their own, a change's check waiting the
/// `debounce` setting first, and a check that a newer version makes useless stops early.
/// Feed it with ``run(reading:)``, or message by message in tests.
public final class LanguageServer: Sendable {
    /// The commands `workspace/executeCommand` runs (each offered by a code action).
    public enum Command: String, CaseIterable, Sendable {
        /// Arguments: the word, and the dictionary (its name as a setting gives it; the document's first by default).
        case addToUserDictionary = "wordcheck.addToUserDictionary"
        /// Arguments: the word, and the URI of a document in the workspace folder.
        case addToWorkspaceDictionary = "wordcheck.addToWorkspaceDictionary"
        /// Arguments: the word, and the document's URI.
        case ignoreInDocument = "wordcheck.ignoreInDocument"
        /// Arguments: the misspelled word, the correction chosen for it, and the dictionary
        /// (as for ``addToUserDictionary``): sent by every "Replace with" action, so that the
        /// correction is offered first next time (``HunspellChecker/learnCorrection(_:as:)``).
        case learnCorrection = "wordcheck.learnCorrection"
    }

    private enum Phase: Sendable {
        case waiting, running, shutDown
    }

    private struct OpenDocument: Sendable {
        var languageId: String
        var version: Int?
        var document: TextDocument
        var kind: DocumentKind
        var ignored: Set<String> = []
        /// Bumped by every change: a check of an older generation is dropped.
        var generation = 0
        /// When the last change (or the opening) arrived, in uptime nanoseconds.
        var changedAt = DispatchTime.now().uptimeNanoseconds
        /// The findings last published, and the dictionaries that checked them (by a
        /// finding's `checker`): their names in the settings and as messages show them.
        var published: [Finding] = []
        var publishedDictionaries: [String] = []
        var publishedNames: [String] = []
        /// Whether the dictionaries were joined (a word no one accepts), not chosen per sentence.
        var publishedJoined = true

        /// The dictionary, by its name in the settings, that rejected `finding`.
        func dictionary(of finding: Finding) -> String {
            publishedDictionaries.indices.contains(finding.checker) ? publishedDictionaries[finding.checker] : publishedDictionaries.first ?? ""
        }

        /// The dictionaries that rejected `finding`, as its message names them (`en_US or es_ES`).
        func names(of finding: Finding) -> String {
            guard !publishedJoined, publishedNames.indices.contains(finding.checker) else { return publishedNames.joined(separator: " or ") }
            return publishedNames[finding.checker]
        }
    }

    private struct State: Sendable {
        var phase = Phase.waiting
        var encoding = PositionEncoding.utf16
        var initializationOptions: JSON? = nil
        var clientSettings = Settings()
        var folders: [WorkspaceFolder] = []
        var documents: [String: OpenDocument] = [:]
        var reported: Set<String> = []
        /// Whether the client asked for `$/logTrace` (`initialize`'s `trace`, then `$/setTrace`): "off", "messages" or "verbose".
        var trace = "off"
        /// Whether the client answers workspace/configuration, and how many times it was asked.
        var pullsConfiguration = false
        var configurationRequests = 0
        /// Until when no check is due (uptime nanoseconds): a client that answers
        /// workspace/configuration has its settings come after the documents it opens, so
        /// they wait for its first answer (or pushed settings), at most
        /// ``LanguageServer/configurationWait`` after `initialize`. Nil once they came.
        var configurationDeadline: UInt64?
        /// Documents waiting for a check, with when it is due (uptime nanoseconds).
        var pending: [String: UInt64] = [:]
        var checking = false
        var stopped = false
    }

    private let output: MessageWriter
    private let state = Mutex(State())
    private let wake = NSCondition()
    private let dictionaries: Dictionaries
    /// Suggestions by dictionary and word (the library's bounded cache).
    private let suggestions = SuggestionCache()
    /// The language chosen for each open document under `language: auto`.
    private let detected = Mutex<[String: String]>([:])
    /// How many words were learned: part of each line memo's fingerprint.
    private let learned = Mutex(0)
    /// Each open document's lines as last checked (the checking thread's alone).
    private let memos = Mutex<[String: LineMemo]>([:])

    private struct RegexProblem: Error, Sendable { let message: String }

    /// A server that sends its messages through `output`, keeping the words and corrections
    /// the user teaches it in `personalDictionary` (the user's own by default).
    public init(output: MessageWriter, personalDictionary: PersonalDictionary = PersonalDictionary()) {
        self.output = output
        dictionaries = Dictionaries(personal: personalDictionary)
        let worker = Thread { [weak self] in self?.checkLoop() }
        worker.name = "wordcheck-lsp-checks"
        worker.start()
    }

    deinit {
        stop()
    }

    /// Reads and handles messages until the input ends or `exit` comes; returns the exit
    /// status (0 after `shutdown`, else 1, as the specification says).
    public func run(reading reader: inout MessageReader) -> Int32 {
        while let item = reader.next() {
            switch item {
            case .message(let content):
                if let status = handle(content) {
                    stop()
                    return status
                }
            case .invalid(let reason):
                log("skipped input: \(reason)")
            }
            if !output.isOpen { break }
        }
        let status: Int32 = state.withLock { $0.phase == .shutDown } ? 0 : 1
        stop()
        return status
    }

    /// Stops the checking thread.
    public func stop() {
        wake.lock()
        state.withLock { $0.stopped = true }
        wake.broadcast()
        wake.unlock()
    }

    /// Handles one message's content; returns the exit status once `exit` came.
    @discardableResult
    public func handle(_ content: [UInt8]) -> Int32? {
        let message: Message
        do throws(ResponseError) {
            message = try Message(parsing: content)
        } catch {
            output.send(Message.response(id: nil, result: .failure(error)).json)
            return nil
        }
        switch message {
        case .request(let id, let method, let params):
            let result: Result<JSON, ResponseError>
            do throws(ResponseError) {
                result = .success(try respond(to: method, params: params))
            } catch {
                result = .failure(error)
            }
            output.send(Message.response(id: id, result: result).json)
        case .notification(let method, let params):
            if method == "exit" { return state.withLock { $0.phase == .shutDown } ? 0 : 1 }
            guard state.withLock({ $0.phase == .running }) else { return nil }
            notice(method, params: params)
        case .response(let id, let result):
            // The answer to a workspace/configuration request: the client's settings for "wordcheck".
            guard case .string(let name)? = id, name.hasPrefix(Self.configurationRequest) else { break }
            let waited = releaseConfigurationWait()
            if case .success(let items) = result, let settings = items.array?.first, settings.object?.isEmpty == false {
                applyClientSettings(settings)
            } else if waited {
                scheduleAll()
            }
        }
        return nil
    }

    // MARK: Requests

    private func respond(to method: String, params: JSON?) throws(ResponseError) -> JSON {
        let phase = state.withLock { $0.phase }
        if method == "initialize" {
            guard phase == .waiting else { throw .invalidRequest("initialize came twice") }
            return initialize(params)
        }
        switch phase {
        case .waiting: throw .serverNotInitialized
        case .shutDown: throw .invalidRequest("the server is shut down: only exit is left")
        case .running: break
        }
        switch method {
        case "shutdown":
            state.withLock { $0.phase = .shutDown; $0.pending = [:] }
            return .null
        case "textDocument/codeAction":
            return try codeActions(params)
        case "workspace/executeCommand":
            return try execute(params)
        case "textDocument/willSaveWaitUntil":
            return autocorrections(params)
        default:
            throw .methodNotFound(method)
        }
    }

    private func initialize(_ params: JSON?) -> JSON {
        let offered = params?["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        let encoding: PositionEncoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
        var folders: [WorkspaceFolder] = (params?["workspaceFolders"]?.array ?? []).compactMap { folder in
            folder["uri"]?.string.flatMap(Self.fileURL).map(WorkspaceFolder.init)
        }
        if folders.isEmpty, let root = params?["rootUri"]?.string.flatMap(Self.fileURL) ?? params?["rootPath"]?.string.map({ URL(fileURLWithPath: $0) }) {
            folders = [WorkspaceFolder(url: root)]
        }
        var problems: [String] = []
        let options = params?["initializationOptions"]
        let settings = Settings().merging(options, problems: &problems)
        state.withLock { state in
            state.phase = .running
            state.encoding = encoding
            state.initializationOptions = options
            state.clientSettings = settings
            state.trace = params?["trace"]?.string ?? "off"
            state.pullsConfiguration = params?["capabilities"]?["workspace"]?["configuration"]?.bool == true
            if state.pullsConfiguration {
                state.configurationDeadline = DispatchTime.now().uptimeNanoseconds + Self.configurationWait
            }
            state.folders = folders
        }
        for problem in problems { report("initializationOptions: \(problem)") }
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false], "willSaveWaitUntil": true],
                "codeActionProvider": ["codeActionKinds": ["quickfix"], "resolveProvider": false],
                "executeCommandProvider": ["commands": .array(Command.allCases.map { .string($0.rawValue) })],
                "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
            ],
            "serverInfo": ["name": "wordcheck", "version": .string(WordCheckRelease.current)],
        ]
    }

    // MARK: Notifications

    private func notice(_ method: String, params: JSON?) {
        switch method {
        case "textDocument/didOpen":
            guard let item = params?["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return }
            let languageId = item["languageId"]?.string ?? ""
            let document = OpenDocument(languageId: languageId, version: item["version"]?.integer, document: TextDocument(text),
                                        kind: DocumentKind(languageID: languageId, fileName: uri))
            state.withLock { $0.documents[uri] = document }
            schedule([uri], after: 0)
        case "textDocument/didChange":
            guard let uri = params?["textDocument"]?["uri"]?.string, let changes = params?["contentChanges"]?.array else { return }
            // The changes apply to a copy, kept only when every one of them is well formed:
            // a change without text, or with a range that is not one (negative or fractional
            // positions, a line past the document), leaves the document as it was.
            var refused: String?
            let delay: Int? = state.withLock { state in
                guard var open = state.documents[uri] else { return nil }
                for (number, change) in changes.enumerated() {
                    guard let text = change["text"]?.string else {
                        refused = "change \(number + 1) has no text"
                        return nil
                    }
                    let range: TextRange?
                    if let given = change["range"], given != .null {
                        guard let valid = TextRange(given), open.document.contains(valid) else {
                            refused = "change \(number + 1) has a range outside the document or not made of whole, non-negative numbers"
                            return nil
                        }
                        range = valid
                    } else {
                        range = nil
                    }
                    open.document.replace(range, with: text, in: state.encoding)
                }
                open.version = params?["textDocument"]?["version"]?.integer ?? open.version
                open.generation += 1
                open.changedAt = DispatchTime.now().uptimeNanoseconds
                state.documents[uri] = open
                return state.clientSettings.debounceMilliseconds
            }
            if let refused { refuse("didChange for \(uri) refused, the document kept as it was: \(refused)") }
            if let delay { schedule([uri], after: delay) }
        case "textDocument/didSave":
            // A saved project file or word list changes what every document's check sees.
            guard let uri = params?["textDocument"]?["uri"]?.string else { return }
            let name = uri.split(separator: "/").last.map(String.init) ?? ""
            if name == WorkspaceFolder.projectFile || name == WorkspaceFolder.wordsFile || WorkspaceFolder.cspellFiles.contains(name) {
                scheduleAll()
            }
        case "textDocument/didClose":
            guard let uri = params?["textDocument"]?["uri"]?.string else { return }
            state.withLock { state in
                state.documents[uri] = nil
                state.pending[uri] = nil
            }
            memos.withLock { $0[uri] = nil }
            detected.withLock { $0[uri] = nil }
            output.send(Message.notification(method: "textDocument/publishDiagnostics",
                                             params: ["uri": .string(uri), "diagnostics": []]).json)
        case "initialized":
            askForConfiguration()
        case "workspace/didChangeConfiguration":
            // Settings pushed with the notification; a client that pulls (settings null, or
            // none for wordcheck) is asked with workspace/configuration.
            let settings = params?["settings"]
            if let settings, settings != .null, settings.object?.isEmpty == false {
                releaseConfigurationWait()
                applyClientSettings(settings)
            }
            askForConfiguration()
        case "workspace/didChangeWorkspaceFolders":
            let added = (params?["event"]?["added"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(Self.fileURL) }
            let removed = Set((params?["event"]?["removed"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(Self.fileURL)?.standardizedFileURL.path })
            state.withLock { state in
                state.folders.removeAll { removed.contains($0.url.standardizedFileURL.path) }
                state.folders += added.map(WorkspaceFolder.init)
            }
            scheduleAll()
        case "$/setTrace":
            if let value = params?["value"]?.string { state.withLock { $0.trace = value } }
        default:
            break  // $/cancelRequest and the rest: nothing to do
        }
    }

    /// The id prefix of the server's workspace/configuration requests.
    static let configurationRequest = "wordcheck/configuration/"

    /// How long the documents of a client that answers workspace/configuration wait for
    /// its settings after `initialize` before they are checked with the settings known:
    /// eglot, for one, opens its documents before it sends them.
    static let configurationWait: UInt64 = 500_000_000

    /// Ends the wait for the client's settings; whether it was still on.
    @discardableResult
    private func releaseConfigurationWait() -> Bool {
        state.withLock { state in
            defer { state.configurationDeadline = nil }
            return state.configurationDeadline != nil
        }
    }

    /// Asks a client that answers workspace/configuration for the "wordcheck" section.
    private func askForConfiguration() {
        let number: Int? = state.withLock { state in
            guard state.pullsConfiguration else { return nil }
            state.configurationRequests += 1
            return state.configurationRequests
        }
        guard let number else { return }
        output.send(Message.request(id: .string(Self.configurationRequest + String(number)), method: "workspace/configuration",
                                    params: ["items": [["section": "wordcheck"]]]).json)
    }

    /// The client's settings are now `settings` (over `initializationOptions`); every document is checked again.
    private func applyClientSettings(_ settings: JSON) {
        detected.withLock { $0.removeAll() }
        var problems: [String] = []
        state.withLock { state in
            state.clientSettings = Settings().merging(state.initializationOptions, problems: &problems)
                .merging(settings, problems: &problems)
            state.reported = []
        }
        for problem in problems { report("settings: \(problem)") }
        scheduleAll()
    }

    // MARK: Code actions and commands

    private func codeActions(_ params: JSON?) throws(ResponseError) -> JSON {
        guard let uri = params?["textDocument"]?["uri"]?.string, let range = TextRange(params?["range"]) else {
            throw .invalidParams("textDocument/codeAction needs textDocument.uri and range")
        }
        // Only the kinds the client asks for: every action here is a quick fix.
        if let only = params?["context"]?["only"]?.array?.compactMap(\.string),
           !only.contains(where: { $0.isEmpty || $0 == "quickfix" || "quickfix".hasPrefix($0 + ".") }) {
            return []
        }
        struct Target { let range: TextRange; let word: String; let dictionary: String; let diagnostic: JSON }
        // Checked per sentence: the other languages' suggestions follow the word's own.
        let found: (targets: [Target], folder: Bool, others: [String])? = state.withLock { state in
            guard let open = state.documents[uri] else { return nil }
            let others = open.publishedJoined ? [] : open.publishedDictionaries
            let encoding = state.encoding
            var targets: [Target] = []
            let given = (params?["context"]?["diagnostics"]?.array ?? []).filter { $0["source"]?.string == "wordcheck" }
            if !given.isEmpty {
                for diagnostic in given {
                    guard let place = TextRange(diagnostic["range"]) else { continue }
                    let start = open.document.offset(of: place.start, in: encoding), end = open.document.offset(of: place.end, in: encoding)
                    let word = diagnostic["data"]?["word"]?.string ?? String(decoding: open.document.bytes[start..<end], as: UTF8.self)
                    let dictionary = diagnostic["data"]?["dictionary"]?.string ?? open.publishedDictionaries.first ?? ""
                    targets.append(Target(range: place, word: word, dictionary: dictionary, diagnostic: diagnostic))
                }
            } else {
                for finding in open.published {
                    let place = TextRange(start: open.document.position(ofOffset: finding.start, in: encoding),
                                          end: open.document.position(ofOffset: finding.end, in: encoding))
                    guard place.overlaps(range) else { continue }
                    let diagnostic = Self.diagnostic(finding, place, dictionary: open.dictionary(of: finding), names: open.names(of: finding),
                                                     settings: state.clientSettings)
                    targets.append(Target(range: place, word: finding.word, dictionary: open.dictionary(of: finding), diagnostic: diagnostic))
                }
            }
            return (targets, folder(for: uri, in: state) != nil, others)
        }
        guard let found else { return [] }
        let limit = state.withLock { $0.clientSettings.maxSuggestions }
        var actions: [JSON] = []
        for target in found.targets where !target.word.isEmpty && target.word.utf8.count <= 400 {
            let dictionary = target.dictionary.isEmpty ? "en" : target.dictionary
            // A correction the user chose often enough is the preferred fix; else the best suggestion.
            let usual = (try? dictionaries.checker(dictionary).get())?.autocorrection(for: target.word)
            var suggestions = Array(suggest(target.word, dictionary: dictionary).prefix(limit))
            for other in found.others where other != dictionary && suggestions.count < limit {
                for suggestion in suggest(target.word, dictionary: other) where suggestions.count < limit && !suggestions.contains(suggestion) {
                    suggestions.append(suggestion)
                }
            }
            for (index, suggestion) in suggestions.enumerated() {
                // Picking it records the choice (the client runs the command after the edit).
                let remember: JSON = ["title": "Remember this correction", "command": .string(Command.learnCorrection.rawValue),
                                      "arguments": [.string(target.word), .string(suggestion), .string(dictionary)]]
                actions.append([
                    "title": .string(suggestion == usual ? "Replace with '\(suggestion)' (your usual correction)" : "Replace with '\(suggestion)'"),
                    "kind": "quickfix",
                    "diagnostics": [target.diagnostic],
                    "isPreferred": .bool(usual.map { $0 == suggestion } ?? (index == 0)),
                    "edit": ["changes": [uri: [["range": target.range.json, "newText": .string(suggestion)]]]],
                    "command": remember,
                ])
            }
            func action(_ title: String, _ command: Command, _ arguments: [JSON]) -> JSON {
                ["title": .string(title), "kind": "quickfix", "diagnostics": [target.diagnostic],
                 "command": ["title": .string(title), "command": .string(command.rawValue), "arguments": .array(arguments)]]
            }
            let shown = (try? dictionaries.checker(dictionary).get().dictionary.name) ?? dictionary
            actions.append(action("Add '\(target.word)' to the user dictionary (\(shown))", .addToUserDictionary,
                                  [.string(target.word), .string(dictionary)]))
            if found.folder {
                actions.append(action("Add '\(target.word)' to the workspace's words (\(WorkspaceFolder.wordsFile))",
                                      .addToWorkspaceDictionary, [.string(target.word), .string(uri)]))
            }
            actions.append(action("Ignore '\(target.word)' in this document", .ignoreInDocument, [.string(target.word), .string(uri)]))
        }
        return .array(actions)
    }

    /// `textDocument/willSaveWaitUntil`: with `autocorrectOnSave`, an edit for each published
    /// misspelling that has a correction the user chose often enough; otherwise none.
    private func autocorrections(_ params: JSON?) -> JSON {
        guard let uri = params?["textDocument"]?["uri"]?.string else { return [] }
        let found: (findings: [(Finding, String)], document: TextDocument, encoding: PositionEncoding)? = state.withLock { state in
            guard state.clientSettings.autocorrectOnSave, let open = state.documents[uri] else { return nil }
            return (open.published.map { ($0, open.dictionary(of: $0)) }, open.document, state.encoding)
        }
        guard let found, !found.findings.isEmpty else { return [] }
        var edits: [JSON] = []
        for (finding, dictionary) in found.findings {
            // Published, so no configured dictionary accepts it; and still there: a finding of a
            // check older than the last change is left alone.
            guard case .success(let checker) = dictionaries.checker(dictionary.isEmpty ? "en" : dictionary),
                  finding.end <= found.document.bytes.count,
                  found.document.bytes[finding.start..<finding.end].elementsEqual(finding.word.utf8),
                  let correction = checker.autocorrection(for: finding.word) else { continue }
            let range = TextRange(start: found.document.position(ofOffset: finding.start, in: found.encoding),
                                  end: found.document.position(ofOffset: finding.end, in: found.encoding))
            edits.append(["range": range.json, "newText": .string(correction)])
        }
        return .array(edits)
    }

    private func suggest(_ word: String, dictionary: String) -> [String] {
        guard case .success(let checker) = dictionaries.checker(dictionary) else { return [] }
        return suggestions.suggestions(for: dictionary + "\u{0}" + word) { checker.suggestions(for: word) }
    }

    private func execute(_ params: JSON?) throws(ResponseError) -> JSON {
        guard let name = params?["command"]?.string else { throw .invalidParams("workspace/executeCommand needs a command") }
        guard let command = Command(rawValue: name) else { throw .invalidParams("unknown command '\(name)'") }
        let arguments = params?["arguments"]?.array ?? []
        guard let word = arguments.first?.string, !word.isEmpty, !word.contains(where: \.isNewline) else {
            throw .invalidParams("\(name) needs a word (one line) as its first argument")
        }
        let second = arguments.count > 1 ? arguments[1].string : nil
        switch command {
        case .learnCorrection:
            guard let correction = second, !correction.isEmpty else { throw .invalidParams("\(name) needs the correction as its second argument") }
            let dictionary = (arguments.count > 2 ? arguments[2].string : nil) ?? state.withLock { $0.clientSettings.languages.first } ?? "en"
            switch dictionaries.checker(dictionary) {
            case .failure(let error): throw .invalidParams("no dictionary '\(dictionary)': \(error)")
            case .success(let checker):
                do throws(SpellCheckingError) {
                    try checker.learnCorrection(word, as: correction)
                } catch {
                    throw .internalError("the correction of '\(word)' cannot be learned: \(error)")
                }
            }
            // The order of this word's suggestions changed.
            suggestions.removeAll()
        case .addToUserDictionary:
            let dictionary = second ?? state.withLock { $0.clientSettings.languages.first } ?? "en"
            switch dictionaries.checker(dictionary) {
            case .failure(let error): throw .invalidParams("no dictionary '\(dictionary)': \(error)")
            case .success(let checker):
                do throws(SpellCheckingError) {
                    try checker.learnWord(word)
                } catch {
                    throw .internalError("'\(word)' cannot be learned: \(error)")
                }
            }
            learned.withLock { $0 += 1 }
            scheduleAll()
        case .addToWorkspaceDictionary:
            guard let uri = second, let folder = state.withLock({ folder(for: uri, in: $0) }) else {
                throw .invalidParams("\(name) needs the URI of a document inside a workspace folder as its second argument")
            }
            do {
                try folder.addWord(word)
            } catch {
                throw .internalError("\(folder.url.appendingPathComponent(WorkspaceFolder.wordsFile).path) cannot be written: \(error)")
            }
            scheduleAll()
        case .ignoreInDocument:
            guard let uri = second else { throw .invalidParams("\(name) needs the document's URI as its second argument") }
            let known = state.withLock { state in
                guard state.documents[uri] != nil else { return false }
                state.documents[uri]!.ignored.insert(word.lowercased())
                return true
            }
            guard known else { throw .invalidParams("no open document \(uri)") }
            schedule([uri], after: 0)
        }
        return .null
    }

    // MARK: Checking

    private func schedule(_ uris: [String], after milliseconds: Int) {
        let due = DispatchTime.now().uptimeNanoseconds + UInt64(milliseconds) * 1_000_000
        wake.lock()
        state.withLock { state in
            // Not before the client's settings came, or the wait for them ended.
            let due = max(due, state.configurationDeadline ?? 0)
            for uri in uris where state.documents[uri] != nil { state.pending[uri] = due }
        }
        wake.signal()
        wake.unlock()
    }

    private func scheduleAll() {
        schedule(state.withLock { Array($0.documents.keys) }, after: 0)
    }

    /// Waits until no check is pending or running (for tests and benchmarks).
    public func waitUntilIdle() {
        while state.withLock({ !$0.pending.isEmpty || $0.checking }) { usleep(1000) }
    }

    private func checkLoop() {
        while true {
            wake.lock()
            var next: String? = nil
            while next == nil {
                let (stopped, earliest) = state.withLock { state in
                    (state.stopped, state.pending.min { $0.value < $1.value })
                }
                if stopped { wake.unlock(); return }
                guard let earliest else { wake.wait(); continue }
                let now = DispatchTime.now().uptimeNanoseconds
                if earliest.value > now {
                    _ = wake.wait(until: Date().addingTimeInterval(Double(earliest.value - now) / 1e9))
                    continue
                }
                next = state.withLock { state in
                    // Taken only if still due (a change may have pushed it back meanwhile).
                    guard let due = state.pending[earliest.key], due <= now else { return nil }
                    state.pending[earliest.key] = nil
                    state.checking = true
                    return earliest.key
                }
            }
            wake.unlock()
            check(next!)
            state.withLock { $0.checking = false }
        }
    }

    private func check(_ uri: String) {
        let began = DispatchTime.now().uptimeNanoseconds
        guard let (request, generation) = prepare(uri) else { return }
        let checker = DocumentChecker()
        let memo = memos.withLock { memos in
            if let known = memos[uri] { return known }
            let made = LineMemo()
            memos[uri] = made
            return made
        }
        let found = checker.findings(request, memo: memo) {
            state.withLock { $0.documents[uri]?.generation != generation || $0.stopped }
        }
        guard let found else { return }
        // Past the limit, the first maxProblems are shown, and the user is told once.
        let limit = request.settings.maxProblems
        let findings = Array(found.prefix(limit))
        if found.count > limit {
            report("\(uri): more than \(limit) misspellings; the first \(limit) are shown (the maxProblems setting)")
        }
        state.withLock { state in
            guard var open = state.documents[uri], open.generation == generation else { return }
            open.published = findings
            open.publishedDictionaries = request.dictionaryNames
            open.publishedNames = request.checkers.map(\.dictionary.name)
            open.publishedJoined = request.languages == .anyOf
            state.documents[uri] = open
            let diagnostics = findings.map { finding in
                Self.diagnostic(finding, TextRange(start: open.document.position(ofOffset: finding.start, in: state.encoding),
                                                   end: open.document.position(ofOffset: finding.end, in: state.encoding)),
                                dictionary: open.dictionary(of: finding), names: open.names(of: finding), settings: request.settings)
            }
            var params: [String: JSON] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
            if let version = open.version { params["version"] = .int(version) }
            let message = Message.notification(method: "textDocument/publishDiagnostics", params: .object(params)).json
            if state.trace != "off" {
                // How long the check took, and how long since the change arrived (the debounce included).
                let now = DispatchTime.now().uptimeNanoseconds
                let note = String(format: "checked %@ (version %@): %d lines, %d misspellings, %.3f ms; %.3f ms since the change",
                                  uri, open.version.map(String.init) ?? "-", open.document.lineCount, findings.count,
                                  Double(now - began) / 1e6, Double(now - min(now, open.changedAt)) / 1e6)
                output.send(Message.notification(method: "$/logTrace", params: ["message": .string(note)]).json)
            }
            output.send(message)
        }
    }

    /// What a check of `uri` needs: its text, its settings (the client's, then the project
    /// file's, then the document's own directive for its languages) and its dictionaries.
    private func prepare(_ uri: String) -> (CheckRequest, Int)? {
        guard let (open, clientSettings, folder) = state.withLock({ state -> (OpenDocument, Settings, WorkspaceFolder?)? in
            guard let open = state.documents[uri] else { return nil }
            return (open, state.clientSettings, folder(for: uri, in: state))
        }) else { return nil }
        var problems: [String] = []
        var settings = clientSettings
        var words = Set<String>()
        if let folder {
            let project = folder.projectSettings()
            if let problem = project.problem { problems.append(problem) }
            settings = settings.merging(project.json, problems: &problems)
            words.formUnion(folder.cspellWords().map { $0.lowercased() })
            words.formUnion(folder.words().map { $0.lowercased() })
        }
        // A document's own directive names its languages; several, it is checked per sentence
        // (as `wordcheck check` reads the same file).
        if let languages = DocumentDirective.languages(in: open.document.bytes) {
            settings.languages = languages
            if languages.count > 1 { settings.languagesPerSentence = true }
        }
        words.formUnion(settings.words.map { $0.lowercased() })
        words.formUnion(open.ignored)
        var checkers: [HunspellChecker] = []
        var names: [String] = []
        // auto (the bundled languages), or several with languagesPerSentence: each sentence in
        // its own; the document's language (the one that accepts the most of its first 64 KiB,
        // chosen once while the document is open, and again after a settings change) for a
        // paragraph too short to tell.
        let isAuto = settings.languages.map({ $0.lowercased() }) == ["auto"]
        if isAuto {
            settings.languages = Language.bundled.map(\.identifier)
        }
        let perSentence = isAuto || (settings.languagesPerSentence && settings.languages.count > 1)
        for name in settings.languages {
            switch dictionaries.checker(name) {
            case .success(let checker):
                checkers.append(checker)
                names.append(name)
            case .failure(let error):
                problems.append("no dictionary for '\(name)': \(error)")
            }
        }
        var patterns: [Regex<AnyRegexOutput>] = []
        for pattern in settings.ignorePatterns {
            switch regex(pattern) {
            case .success(let regex): patterns.append(regex)
            case .failure(let problem): problems.append(problem.message)
            }
        }
        for problem in problems { report(problem) }
        var languages = LanguageChoice.anyOf
        if perSentence, checkers.count > 1 {
            let known = detected.withLock { $0[uri] }.flatMap { names.firstIndex(of: $0) }
            let overall = known ?? LanguageDetection.best(for: String(decoding: open.document.bytes.prefix(64 << 10), as: UTF8.self),
                                                          among: checkers)?.index ?? 0
            if known == nil { detected.withLock { $0[uri] = names[overall] } }
            languages = .perSentence(overall: overall)
        }
        let request = CheckRequest(document: open.document, kind: open.kind, settings: settings, dictionaryNames: names,
                                   checkers: checkers, languages: languages, accepted: words, patterns: patterns,
                                   learned: learned.withLock { $0 })
        return (request, open.generation)
    }

    /// `pattern` compiled (on the checking thread, for each check: a `Regex` is not to be
    /// shared between threads, and a few patterns compile in microseconds).
    private func regex(_ pattern: String) -> Result<Regex<AnyRegexOutput>, RegexProblem> {
        do {
            return .success(try Regex(pattern))
        } catch {
            return .failure(RegexProblem(message: "ignorePatterns: '\(pattern)' is not a regular expression: \(error)"))
        }
    }

    private static func diagnostic(_ finding: Finding, _ range: TextRange, dictionary: String, names: String, settings: Settings) -> JSON {
        [
            "range": range.json,
            "severity": .int(settings.severity),
            "source": "wordcheck",
            "code": "misspelling",
            "message": .string("'\(finding.word)' is not in the \(names) dictionary"),
            "data": ["word": .string(finding.word), "dictionary": .string(dictionary)],
        ]
    }

    // MARK: Helpers

    /// The workspace folder holding `uri` (the deepest), or the only one when there is one.
    private func folder(for uri: String, in state: State) -> WorkspaceFolder? {
        guard let path = Self.fileURL(uri)?.standardizedFileURL.path else { return state.folders.count == 1 ? state.folders[0] : nil }
        return state.folders
            .filter { path.hasPrefix($0.url.standardizedFileURL.path.hasSuffix("/") ? $0.url.standardizedFileURL.path : $0.url.standardizedFileURL.path + "/") }
            .max { $0.url.path.count < $1.url.path.count }
    }

    static func fileURL(_ uri: String) -> URL? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url
    }

    /// Tells the user once (per setting change) about a problem: a window message and a log line.
    private func report(_ problem: String) {
        let isNew = state.withLock { $0.reported.insert(problem).inserted }
        guard isNew else { return }
        log(problem)
        output.send(Message.notification(method: "window/showMessage", params: ["type": 2, "message": .string("wordcheck: \(problem)")]).json)
    }

    /// Tells the user that a notification was refused (it has no answer to carry an error):
    /// an error message and a log line, each time.
    private func refuse(_ problem: String) {
        log(problem)
        output.send(Message.notification(method: "window/showMessage", params: ["type": 1, "message": .string("wordcheck: \(problem)")]).json)
    }

    private func log(_ line: String) {
        FileHandle.standardError.write(Data("wordcheck lsp: \(line)\n".utf8))
    }
}
