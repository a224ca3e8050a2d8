import Foundation
import Hummingbird
import Prometheus
import Synchronization
import WordCheckServerCore

/// What `GET /metrics` shows, in Prometheus's text format: requests by route, method and
/// status, their latency, the errors by reason and the characters checked (LanguageTool's
/// `request_errors` and `characters`), the work running and waiting, open connections,
/// the dictionaries loaded (with each one's files' bytes, load time and the memory its
/// load took, the most allowed at once and how many were let go) and the process's
/// resident memory, and per language the suggestions answered from the cache or made anew.
///
/// Each service keeps its own registry (no process-wide metrics system is set up), so
/// several services in one process, as in the tests, count apart.
final class ServiceMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    /// The cache counts last added to the counters, by language.
    private let reported = Mutex<[String: (hits: Int, misses: Int)]>([:])
    /// The dictionaries let go, as last added to their counter.
    private let reportedUnloaded = Mutex(0)
    /// The languages whose file gauges the last exposition set.
    private let reportedFiles = Mutex<Set<String>>([])

    /// Counts the characters (UTF-16 code units, as LanguageTool counts them) of a text checked.
    func recordCharacters(_ count: Int) {
        characters.increment(by: Int64(max(0, count)))
    }

    /// Counts a request refused or failed, by its error's code (`invalidField`,
    /// `overloaded`, `internalError`, …): LanguageTool's `request_errors` by reason.
    func recordError(reason: String) {
        let counter = errors.withLock { errors in
            if let known = errors[reason] { return known }
            let made = registry.makeCounter(descriptor: Self.name("request_errors", "total", "Requests refused or failed, by reason (the error's code)."),
                                            labels: [("reason", reason)])
            // Bounded: the reasons are APIError's codes.
            if errors.count < 256 { errors[reason] = made }
            return made
        }
        counter.increment()
    }

    private let characters: Counter
    private let errors = Mutex<[String: Counter]>([:])

    init() {
        characters = registry.makeCounter(descriptor: Self.name("characters", "total",
                                                                "Characters of text checked (UTF-16 code units), as LanguageTool counts them."))
    }
    /// Latency buckets, 250 µs to 10 s.
    static let buckets: [Duration] = [
        .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
        .milliseconds(20), .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1),
        .seconds(2.5), .seconds(5), .seconds(10),
    ]

    private static func name(_ metric: String, _ unit: String, _ help: String) -> MetricNameDescriptor {
        MetricNameDescriptor(namespace: "wordcheck", metricName: metric, unitName: unit, helpText: help)
    }

    /// The route a path is counted under: an endpoint's path, or `other` (so that
    /// requests for random paths add no series).
    static func route(of path: String) -> String {
        WordCheckService.endpoints.contains { $0.path == path } || path == "/metrics" ? path : "other"
    }

    /// The gauges each loaded dictionary has: its files' bytes, its load's time, and the
    /// memory its load took.
    private static var dictionaryGauges: [MetricNameDescriptor] {
        [
            name("dictionary_file", "bytes", "The bytes of each loaded dictionary's files (.aff, .dic, word list)."),
            name("dictionary_load", "seconds", "How long each loaded dictionary took to load, its suggestion engine included."),
            name("dictionary_memory", "bytes", "How much the resident memory grew while each loaded dictionary loaded (an estimate)."),
        ]
    }

    /// Each route, method and status's counter and each route's histogram, made on first use.
    private let made = Mutex<[String: (Counter, DurationHistogram)]>([:])

    /// Counts one answered request.
    func record(path: String, method: String, status: Int, duration: Duration) {
        let route = Self.route(of: path)
        let key = "\(route) \(method) \(status)"
        let (counter, histogram) = made.withLock { made in
            if let known = made[key] { return known }
            let metrics = (
                registry.makeCounter(descriptor: Self.name("http_requests", "total", "Requests answered, by route, method and status."),
                                     labels: [("route", route), ("method", method), ("status", String(status))]),
                registry.makeDurationHistogram(descriptor: Self.name("http_request_duration", "seconds", "Time to answer a request, by route."),
                                               labels: [("route", route)], buckets: Self.buckets))
            // Bounded: routes are the endpoints' paths and `other`, statuses a few dozen.
            if made.count < 4_096 { made[key] = metrics }
            return metrics
        }
        counter.increment()
        histogram.record(duration)
    }

    /// The registry's text, with the gauges read now from `pool`, `connections` and `languages`.
    func exposition(pool: WorkPool, connections: ConnectionRegistry, languages: ServedLanguages, draining: Bool) -> [UInt8] {
        let load = pool.load
        registry.makeGauge(descriptor: Self.name("work_running", "", "Requests being worked on now.")).set(to: Double(load.running))
        registry.makeGauge(descriptor: Self.name("work_queued", "", "Requests waiting for a worker now.")).set(to: Double(load.waiting))
        registry.makeGauge(descriptor: Self.name("work_threads", "", "Requests that may be worked on at once.")).set(to: Double(pool.threads))
        registry.makeGauge(descriptor: Self.name("connections_open", "", "Connections open now.")).set(to: Double(connections.count))
        registry.makeGauge(descriptor: Self.name("draining", "", "1 once the service has been told to stop.")).set(to: draining ? 1 : 0)
        let loaded = languages.loaded
        registry.makeGauge(descriptor: Self.name("dictionaries_loaded", "", "Dictionaries loaded.")).set(to: Double(loaded.count))
        registry.makeGauge(descriptor: Self.name("dictionaries_maximum", "", "The most dictionaries loaded at once (--max-dictionaries)."))
            .set(to: Double(languages.maximumLoaded))
        let unloaded = languages.unloadedCount
        let unloadedBefore = reportedUnloaded.withLock { reported in
            defer { reported = unloaded }
            return reported
        }
        registry.makeCounter(descriptor: Self.name("dictionaries_unloaded", "total", "Dictionaries let go to stay within the maximum."))
            .increment(by: Int64(max(0, unloaded - unloadedBefore)))
        if let resident = ProcessMemory.residentBytes() {
            registry.makeGauge(descriptor: Self.name("process_resident_memory", "bytes", "The service's resident memory.")).set(to: Double(resident))
        }
        // A language let go has its gauges removed, so /metrics lists the dictionaries loaded now.
        let now = Set(loaded.map(\.language.identifier))
        for gone in reportedFiles.withLock({ reported in defer { reported = now }; return reported.subtracting(now) }) {
            for descriptor in Self.dictionaryGauges {
                registry.unregisterGauge(registry.makeGauge(descriptor: descriptor, labels: [("language", gone)]))
            }
        }
        for language in loaded {
            let identifier = language.language.identifier
            let labels = [("language", identifier)]
            registry.makeGauge(descriptor: Self.dictionaryGauges[0], labels: labels).set(to: Double(language.fileBytes))
            registry.makeGauge(descriptor: Self.dictionaryGauges[1], labels: labels)
                .set(to: Double(language.loadDuration.components.seconds) + Double(language.loadDuration.components.attoseconds) / 1e18)
            registry.makeGauge(descriptor: Self.dictionaryGauges[2], labels: labels).set(to: Double(language.residentGrowth ?? 0))
            let now = (hits: language.cacheHits.load(ordering: .relaxed), misses: language.cacheMisses.load(ordering: .relaxed))
            let before = reported.withLock { reported in
                defer { reported[identifier] = now }
                return reported[identifier] ?? (0, 0)
            }
            registry.makeCounter(descriptor: Self.name("suggestion_cache_hits", "total", "Suggestions answered from the cache, by language."),
                                 labels: labels).increment(by: Int64(max(0, now.hits - before.hits)))
            registry.makeCounter(descriptor: Self.name("suggestion_cache_misses", "total", "Suggestions made anew, by language."),
                                 labels: labels).increment(by: Int64(max(0, now.misses - before.misses)))
        }
        return registry.emitToBuffer()
    }
}
