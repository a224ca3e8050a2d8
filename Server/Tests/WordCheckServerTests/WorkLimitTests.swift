import Foundation
import Hummingbird
import NIOCore
import NIOEmbedded
import Synchronization
import Testing
import WordCheck
@testable import WordCheckServer
@testable import WordCheckServerCore

/// Bounded work: deadlines give partial answers said to be incomplete, a client gone
/// stops the work, a full pool answers 503 with `Retry-After`, answers stay in proportion
/// to their requests, and connections make room for new clients.
@Suite struct WorkLimitTests {
    static let misspelt = (0..<40).map { "zq\(String(UnicodeScalar(UInt8(97 + $0 % 26))))x\($0 / 26 == 0 ? "" : "w")" }

    @Test func aSpentBudgetGivesMatchesWithoutReplacementsSaidToBeIncomplete() throws {
        let languages = try sharedService.get().languages
        let parameters = try ServiceClient.checkParameters([("language", "en"), ("text", Self.misspelt.joined(separator: " "))])
        let whole = try LanguageToolCheck.check(parameters, in: languages, budget: WorkBudget(duration: .seconds(60)))
        #expect(!whole.warnings.incompleteResults && whole.matches.count == 40)
        #expect(whole.matches.contains { !$0.replacements.isEmpty })
        let late = try LanguageToolCheck.check(parameters, in: languages, budget: WorkBudget(deadline: .now - .seconds(1)))
        #expect(late.warnings.incompleteResults)
        #expect(late.matches.map(\.offset) == whole.matches.map(\.offset))
        let noneReplaced = late.matches.allSatisfy { $0.replacements.isEmpty }
        #expect(noneReplaced)
        // A deadline reached midway: the first words keep their replacements, the rest get none.
        let calls = Counter()
        let midway = WorkBudget(duration: .seconds(60)) { calls.value.add(1, ordering: .relaxed).newValue > 10 }
        let partial = try LanguageToolCheck.check(parameters, in: languages, budget: midway)
        #expect(partial.warnings.incompleteResults && partial.matches.count == 40)
        #expect(partial.matches.prefix(10).map(\.replacements.count) == whole.matches.prefix(10).map(\.replacements.count))
        let restReplaced = partial.matches.dropFirst(10).contains { !$0.replacements.isEmpty }
        #expect(!restReplaced)
    }

    @Test func suggestSaysWhenItsTimeRanOut() throws {
        let languages = try sharedService.get().languages
        let request = SuggestRequest(language: "en", words: ["tset", "cease", "wrod"], limit: nil)
        let whole = try WordCheckAPI.suggest(request, in: languages)
        #expect(!whole.incompleteResults && !whole.report.results[0].suggestions.isEmpty)
        let late = try WordCheckAPI.suggest(request, in: languages, budget: WorkBudget(deadline: .now - .seconds(1)))
        #expect(late.incompleteResults)
        #expect(late.report.results.map(\.correct) == [false, true, false])
        let noneSuggested = late.report.results.allSatisfy { $0.suggestions.isEmpty }
        #expect(noneSuggested)
    }

    @Test func aCancelledBudgetIsSpent() {
        let budget = WorkBudget(duration: .seconds(60))
        #expect(!budget.isSpent)
        budget.cancel()
        #expect(budget.isSpent && budget.isCancelled)
        let gone = DrainingFlag()
        let watched = WorkBudget(duration: .seconds(60)) { gone.value.load(ordering: .relaxed) }
        #expect(!watched.isSpent)
        gone.value.store(true, ordering: .relaxed)
        #expect(watched.isSpent)
    }

    @Test func aFullPoolAnswers503AndAWaitPastTheDeadlineToo() async throws {
        let pool = WorkPool(threads: 1, queueLimit: 1)
        let release = DispatchSemaphore(value: 0)
        // One job holds the only thread; one waits; a third finds no room. (The test's
        // own task never blocks: it polls, so that the cooperative pool stays free.)
        async let holding: Int = pool.run(WorkBudget(duration: .seconds(60))) { _ in
            release.wait()
            return 1
        }
        while pool.load.running < 1 { try await Task.sleep(for: .milliseconds(1)) }
        async let waiting: Int = pool.run(WorkBudget(duration: .seconds(60))) { _ in 2 }
        while pool.load.waiting < 1 { try await Task.sleep(for: .milliseconds(1)) }
        await #expect(throws: APIError.overloaded(retryAfter: 1)) {
            try await pool.run(WorkBudget(duration: .seconds(60))) { _ in 3 }
        }
        release.signal()
        #expect(try await holding == 1)
        #expect(try await waiting == 2)
        // A job whose deadline passed before a thread was free is refused, not run.
        let ran = DrainingFlag()
        await #expect(throws: APIError.overloaded(retryAfter: 1)) {
            try await pool.run(WorkBudget(deadline: .now - .seconds(1))) { _ in ran.value.store(true, ordering: .relaxed) }
        }
        let didRun = ran.value.load(ordering: .relaxed)
        #expect(!didRun)
    }

    /// One slot: a second job never runs beside a young first one; it starts once the
    /// first has run long enough to count as heavy, which goes on beside it. (Checked by
    /// the pool's own count, not by times, which a loaded machine stretches.)
    @Test func heavyJobsGiveTheirSlotUp() async throws {
        let pool = WorkPool(threads: 4, queueLimit: 4, slots: 1, heavyAfter: .milliseconds(50))
        let release = DispatchSemaphore(value: 0)
        async let heavy: Int = pool.run(WorkBudget(duration: .seconds(60))) { _ in
            release.wait()
            return 1
        }
        while pool.load.running < 1 { try await Task.sleep(for: .milliseconds(1)) }
        let (young, running) = try await pool.run(WorkBudget(duration: .seconds(60))) { _ in (pool.youngJobs, pool.load.running) }
        #expect(young == 1, "only the light job itself holds the slot: the heavy one gave it up")
        #expect(running == 2, "the heavy job goes on beside it")
        release.signal()
        #expect(try await heavy == 1)
        // With slots for both, a second job does not wait for the first to turn heavy.
        let roomy = WorkPool(threads: 4, queueLimit: 4, slots: 2, heavyAfter: .seconds(60))
        async let first: Int = roomy.run(WorkBudget(duration: .seconds(60))) { _ in
            release.wait()
            return 1
        }
        while roomy.load.running < 1 { try await Task.sleep(for: .milliseconds(1)) }
        let bothYoung = try await roomy.run(WorkBudget(duration: .seconds(60))) { _ in roomy.youngJobs }
        #expect(bothYoung == 2)
        release.signal()
        #expect(try await first == 1)
    }

    @Test func theServiceAnswers503WithRetryAfterWhenFull() async throws {
        var configuration = WordCheckService.Configuration(languages: ["en_US"])
        configuration.workThreads = 1
        configuration.workQueue = 0
        let service = try WordCheckService(configuration: configuration, logger: sharedService.get().logger)
        let release = DispatchSemaphore(value: 0)
        async let holding: Int = service.pool.run(WorkBudget(duration: .seconds(60))) { _ in
            release.wait()
            return 1
        }
        while service.pool.load.running < 1 { try await Task.sleep(for: .milliseconds(1)) }
        try await withClient(service) { client in
            let refused = try await client.post("/api/v1/spell", json: #"{"words": ["cease"]}"#)
            #expect(refused.status == .serviceUnavailable && refused.errorCode == "overloaded")
            #expect(refused.headers[.retryAfter] == "1")
            // One word's validation is answered at once, on the request's own task.
            let validated = try await client.post("/api/v1/validate", json: #"{"root": "agencies", "word": "cease"}"#)
            #expect(validated.status == .ok)
        }
        release.signal()
        #expect(try await holding == 1)
    }

    @Test func healthSaysDrainingWith503() async throws {
        let service = try WordCheckService(configuration: .init(languages: ["en_US"]), logger: sharedService.get().logger)
        try await withClient(service) { client in
            #expect(try await client.send(.get, "/health").status == .ok)
            service.isDraining = true
            let draining = try await client.send(.get, "/health")
            #expect(draining.status == .serviceUnavailable && draining.object["status"] as? String == "draining")
        }
    }

    @Test func answersStayInProportionToTheirText() throws {
        let languages = try sharedService.get().languages
        // One long sentence of misspellings: each match would otherwise carry the sentence's 500 units.
        let text = (0..<4_000).map { Self.misspelt[$0 % Self.misspelt.count] }.joined(separator: " ")
        let parameters = try ServiceClient.checkParameters([("language", "en"), ("text", text)])
        let answer = try LanguageToolCheck.check(parameters, in: languages, budget: WorkBudget(deadline: .now - .seconds(1)))
        #expect(answer.matches.count == 4_000)
        let sentenceUnits = answer.matches.reduce(0) { $0 + $1.sentence.utf16.count }
        let cap = max(LanguageToolCheck.sentenceUnitsAlways, LanguageToolCheck.sentenceUnitsPerTextUnit * text.utf16.count)
        // Past the cap, a sentence is its word alone (at most 5 units here).
        #expect(sentenceUnits <= cap + 5 * answer.matches.count)
        #expect(answer.matches[100].sentence.utf16.count > 400)
        #expect(answer.matches.last.map { $0.sentence == Self.misspelt[(4_000 - 1) % Self.misspelt.count] } == true)
    }

    /// Connections from one address past its cap, and past the cap on all: the one that has
    /// waited longest without a request makes room; when every one is busy, the new one is refused.
    @Test func connectionsMakeRoomForNewClients() throws {
        func connection(_ address: String) throws -> EmbeddedChannel {
            let channel = EmbeddedChannel()
            try channel.connect(to: SocketAddress(ipAddress: address, port: 4000)).wait()
            return channel
        }
        let registry = ConnectionRegistry(limit: 4, perAddress: 2)
        let a1 = try connection("10.0.0.1"), a2 = try connection("10.0.0.1")
        let a1State = try #require(registry.admit(a1))
        let a2State = try #require(registry.admit(a2))
        a1State.enter(.answering)  // a1 is being answered; a2 waits
        let a3 = try connection("10.0.0.1")
        let a3State = try #require(registry.admit(a3))
        #expect(a1.isActive && !a2.isActive && registry.count == 2)
        _ = a2State
        // a3 has been sending its body longer than a4 has waited: a3 goes, never a1, being answered.
        a3State.enter(.reading)
        let a4 = try connection("10.0.0.1")
        let a4State = try #require(registry.admit(a4))
        #expect(a1.isActive && !a3.isActive && registry.count == 2)
        a4State.enter(.answering)
        #expect(registry.admit(try connection("10.0.0.1")) == nil, "every connection of the address is being answered")
        let b1 = try connection("10.0.0.2"), c1 = try connection("10.0.0.3")
        #expect(registry.admit(b1) != nil)
        #expect(registry.admit(c1) != nil && registry.count == 4)
        // Past the cap on all: the longest-waiting one of any address goes.
        let d1 = try connection("10.0.0.4")
        let d1State = try #require(registry.admit(d1))
        #expect(!b1.isActive && c1.isActive && a1.isActive && a4.isActive && registry.count == 4)
        registry.remove(d1State)
        #expect(registry.count == 3)
    }
}

/// A count shared with a closure.
final class Counter: Sendable {
    let value = Atomic(0)
}

/// `GET /metrics`: the requests answered, by route and status, and the service's gauges.
@Suite struct MetricsTests {
    @Test func requestsAndGaugesAreCounted() async throws {
        let service = try WordCheckService(configuration: .init(languages: ["en_US"]), logger: sharedService.get().logger)
        try await withClient(service) { client in
            _ = try await client.post("/v2/check", form: [("language", "en"), ("text", "a tset, a tset")])
            _ = try await client.post("/v2/check", form: [("language", "en"), ("text", "another tset")])
            _ = try await client.send(.get, "/no/such/path/\(UUID())")
            let answer = try await client.send(.get, "/metrics")
            #expect(answer.status == .ok && answer.headers[.contentType]?.hasPrefix("text/plain") == true)
            let lines = Set(answer.text.split(separator: "\n").map(String.init))
            #expect(lines.contains(#"wordcheck_http_requests_total{route="/v2/check",method="POST",status="200"} 2"#))
            #expect(lines.contains(#"wordcheck_http_requests_total{route="other",method="GET",status="404"} 1"#))
            #expect(lines.contains(#"wordcheck_http_request_duration_seconds_count{route="/v2/check"} 2"#))
            // tset: made once, then answered from the cache twice.
            #expect(lines.contains(#"wordcheck_suggestion_cache_misses_total{language="en_US"} 1"#))
            #expect(lines.contains(#"wordcheck_suggestion_cache_hits_total{language="en_US"} 2"#))
            #expect(lines.contains("wordcheck_dictionaries_loaded 1.0"))
            #expect(lines.contains("wordcheck_dictionaries_maximum 8.0"))
            #expect(lines.contains("wordcheck_dictionaries_unloaded_total 0"))
            #expect(lines.contains { $0.hasPrefix(#"wordcheck_dictionary_file_bytes{language="en_US"} "#) && !$0.hasSuffix(" 0.0") })
            #expect(lines.contains { $0.hasPrefix("wordcheck_process_resident_memory_bytes ") })
            #expect(lines.contains("wordcheck_work_threads \(Double(service.pool.threads))"))
            #expect(lines.contains("wordcheck_draining 0.0"))
            // LanguageTool's two: characters checked (14 and 12) and errors by reason.
            #expect(lines.contains("wordcheck_characters_total 26"))
            #expect(lines.contains(#"wordcheck_request_errors_total{reason="notFound"} 1"#))
            #expect(lines.contains { $0.hasPrefix(#"wordcheck_dictionary_load_seconds{language="en_US"} "#) && !$0.hasSuffix(" 0.0") })
            #expect(lines.contains { $0.hasPrefix(#"wordcheck_dictionary_memory_bytes{language="en_US"} "#) })
        }
    }

    /// deploy/grafana's dashboard asks only for metrics the service exports: every
    /// `wordcheck_` name in its queries (less a histogram's _bucket) is a family of /metrics.
    @Test func theDashboardUsesOnlyExportedMetrics() async throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("deploy/grafana/wordcheck-dashboard.json")
        let dashboard = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let panels = try #require(dashboard["panels"] as? [[String: Any]])
        let queries = panels.flatMap { ($0["targets"] as? [[String: Any]] ?? []).compactMap { $0["expr"] as? String } }
        #expect(panels.count >= 8 && queries.count >= panels.count)
        let asked = Set(queries.flatMap { $0.matches(of: /wordcheck_[a-z_]+/).map { String($0.output) } }
            .map { $0.replacing(/_(bucket|sum|count)$/, with: "") })
        let service = try WordCheckService(configuration: .init(languages: ["en_US"]), logger: sharedService.get().logger)
        try await withClient(service) { client in
            // Every kind of answer once, so that the metrics made on first use exist.
            _ = try await client.post("/v2/check", form: [("language", "en"), ("text", "a tset")])
            _ = try await client.post("/api/v1/spell", json: "{")
            let exposition = try await client.send(.get, "/metrics").text
            let families = Set(exposition.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("# TYPE ") else { return nil }
                return line.split(separator: " ").dropFirst(2).first.map(String.init)
            })
            #expect(!asked.isEmpty && asked.isSubset(of: families), "not exported: \(asked.subtracting(families).sorted())")
        }
    }
}

/// Per-client limits on requests and bytes in a period.
@Suite struct RateLimiterTests {
    @Test func requestsAndBytesPerWindow() {
        let start = ContinuousClock.now
        let limiter = RateLimiter(limits: .init(requests: 3, bytes: 1_000, period: .seconds(60)))
        #expect(limiter.admit("a", bytes: 100, now: start) == nil)
        #expect(limiter.admit("a", bytes: 100, now: start + .seconds(1)) == nil)
        #expect(limiter.admit("a", bytes: 100, now: start + .seconds(2)) == nil)
        #expect(limiter.admit("a", bytes: 0, now: start + .seconds(10)) == .seconds(50), "a fourth request waits for the window's end")
        #expect(limiter.admit("b", bytes: 900, now: start) == nil, "each address has its own window")
        #expect(limiter.admit("b", bytes: 200, now: start + .seconds(30)) == .seconds(30), "past the bytes")
        #expect(limiter.admit("b", bytes: 100, now: start + .seconds(30)) == nil, "a refused request is not counted")
        #expect(limiter.admit("a", bytes: 0, now: start + .seconds(60)) == nil, "a new window")
        #expect(RateLimiter(limits: .init(requests: 0, bytes: 0, period: .seconds(60))).admit("a", bytes: 1 << 30) == nil)
        // A declared length as large as Int allows is counted, not overflowed.
        let huge = RateLimiter(limits: .init(requests: 0, bytes: 1_000, period: .seconds(60)))
        #expect(huge.admit("c", bytes: 10, now: start) == nil)
        #expect(huge.admit("c", bytes: .max, now: start) == .seconds(60))
    }

    /// A body without a declared length is charged chunk by chunk, in the window its request opened.
    @Test func chunkedBodiesAreChargedAsTheyArrive() {
        let start = ContinuousClock.now
        let limiter = RateLimiter(limits: .init(requests: 10, bytes: 1_000, period: .seconds(60)))
        #expect(limiter.admit("a", bytes: 0, now: start) == nil)
        #expect(limiter.charge("a", bytes: 600, now: start + .seconds(1)) == nil)
        #expect(limiter.charge("a", bytes: 600, now: start + .seconds(20)) == .seconds(40), "the chunk past the limit")
        #expect(limiter.admit("a", bytes: 1, now: start + .seconds(21)) == .seconds(39), "and the client waits for the window's end")
        #expect(limiter.charge("a", bytes: .max, now: start + .seconds(22)) == .seconds(38), "counted, not overflowed")
        #expect(limiter.admit("a", bytes: 0, now: start + .seconds(60)) == nil, "a new window")
        #expect(RateLimiter(limits: .init(requests: 5, bytes: 0, period: .seconds(60))).charge("a", bytes: 1 << 40) == nil, "no byte limit")
    }

    @Test func clientsTrackedAreBounded() {
        let start = ContinuousClock.now
        let limiter = RateLimiter(limits: .init(requests: 1, bytes: 0, period: .seconds(10)), clientLimit: 100)
        for client in 0..<1_000 {
            #expect(limiter.admit("10.0.\(client / 256).\(client % 256)", bytes: 0, now: start) == nil)
            #expect(limiter.trackedClients <= 100)
        }
        // Windows that ended are forgotten first.
        #expect(limiter.admit("new", bytes: 0, now: start + .seconds(11)) == nil)
        #expect(limiter.trackedClients <= 100)
    }
}
