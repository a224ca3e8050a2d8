import HTTPTypes
import NIOCore
import NIOHTTPTypes
import Synchronization

/// The limits each connection is held to, on its event loop, after HTTP is decoded
/// (one instance per connection, added through `HTTP1Channel.Configuration`):
///
/// - **Room for new clients** (``ConnectionRegistry``): a connection that would pass the
///   cap on connections, or its address's cap, closes another of the same scope: of
///   those not being answered, the one that has been waiting for a request (idle, or
///   still sending its headers) or sending its body the longest; only when every one
///   is being answered is the new one closed. Floods of idle or slow connections
///   thus make room for the next client instead of shutting it out.
/// - **A request must arrive whole in time**: from its head, the rest (its body) within
///   the request read timeout, or the connection is closed. (Headers sent a byte at a time
///   fall to Hummingbird's idle timeout, which runs from the connection's opening or its
///   last response until a request's head has arrived whole.)
/// - **A client that closes its side while its request is being answered has gone**: the
///   connection is closed, so the request's work stops (``WorkBudget``).
/// - **A response is never cut off by a close**: a close asked for while response bytes
///   are still queued in the process (Hummingbird closes after the last response when
///   the server stops) waits until they have all been handed to the kernel, which sends
///   them. The server's drain deadline bounds the wait.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let requestReadTimeout: TimeAmount
    private let registry: ConnectionRegistry
    private var state: ConnectionRegistry.State?
    private var readTimer: Scheduled<Void>?
    private var answering = false
    /// Whether a request's head has come and its end not yet.
    private var reading = false
    private var deferredClose: EventLoopPromise<Void>?
    private var closeDeferred = false
    /// Set once the handler has left the pipeline: its context is not used after.
    private var removed = false

    init(requestReadTimeout: TimeAmount, registry: ConnectionRegistry) {
        self.requestReadTimeout = requestReadTimeout
        self.registry = registry
    }

    func handlerAdded(context: ChannelHandlerContext) {
        state = registry.admit(context.channel)
        if state == nil { context.close(promise: nil) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        removed = true
        readTimer?.cancel()
        readTimer = nil
        if let state {
            registry.remove(state)
            self.state = nil
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            answering = true
            reading = true
            state?.enter(.reading)
        case .end:
            reading = false
            state?.enter(.answering)
            readTimer?.cancel()
            readTimer = nil
        case .body:
            break
        }
        context.fireChannelRead(data)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        // A request still arriving once what the socket held is read gets its deadline
        // (one that arrived whole in one read, as most do, needs no timer).
        if reading, readTimer == nil {
            readTimer = context.eventLoop.assumeIsolated().scheduleTask(in: requestReadTimeout) { [self] in
                readTimer = nil
                context.close(promise: nil)
            }
        }
        context.fireChannelReadComplete()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .inputClosed = event as? ChannelEvent, answering {
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            answering = false
            state?.enter(.waiting)
        }
        context.write(data, promise: promise)
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        guard mode == .all, context.channel.isActive, Self.queuedBytes(context) > 0 else {
            context.close(mode: mode, promise: promise)
            return
        }
        // Bytes are still on their way to the kernel: close once they are there.
        if let promise {
            if let deferredClose { deferredClose.futureResult.cascade(to: promise) } else { deferredClose = promise }
        }
        guard !closeDeferred else { return }
        closeDeferred = true
        context.flush()
        closeWhenWritten(context)
    }

    /// Bytes written to the connection and not yet handed to the kernel.
    private static func queuedBytes(_ context: ChannelHandlerContext) -> Int {
        (try? context.channel.syncOptions?.getOption(.bufferedWritableBytes)) ?? 0
    }

    private func closeWhenWritten(_ context: ChannelHandlerContext) {
        guard !removed else {
            // The connection closed meanwhile, by the client or a timeout.
            deferredClose?.succeed(())
            deferredClose = nil
            return
        }
        guard context.channel.isActive, Self.queuedBytes(context) > 0 else {
            closeDeferred = false
            context.close(mode: .all, promise: deferredClose)
            deferredClose = nil
            return
        }
        context.eventLoop.assumeIsolated().scheduleTask(in: .milliseconds(10)) { [self] in closeWhenWritten(context) }
    }
}

/// The open connections, each with its client's address and what it is doing (waiting
/// for a request, sending one, being answered), since when; shared by every
/// connection's ``ConnectionGuard``. A connection's own changes touch only its state's
/// atomics; the registry's lock is taken when a connection opens or closes.
final class ConnectionRegistry: Sendable {
    /// What a connection is doing.
    enum Phase: Int {
        /// Waiting for a request, or for the rest of its headers.
        case waiting = 0
        /// Sending a request's body.
        case reading = 1
        /// Being answered.
        case answering = 2
    }

    /// One connection's phase and when it began, in nanoseconds of the registry's clock.
    final class State: Sendable {
        let channel: any Channel
        let address: String?
        private let registry: ConnectionRegistry
        /// The phase in the low two bits, the nanoseconds above them.
        private let word = Atomic<Int64>(0)

        init(channel: any Channel, address: String?, registry: ConnectionRegistry) {
            self.channel = channel
            self.address = address
            self.registry = registry
            enter(.waiting)
        }

        func enter(_ phase: Phase) {
            word.store(registry.nanoseconds() << 2 | Int64(phase.rawValue), ordering: .relaxed)
        }

        /// The phase and when it began.
        var now: (phase: Phase, since: Int64) {
            let value = word.load(ordering: .relaxed)
            return (Phase(rawValue: Int(value & 3)) ?? .answering, value >> 2)
        }
    }

    /// Past this many open connections, a new one makes room (a few below the hard cap
    /// at which the server stops accepting).
    let limit: Int
    /// The most connections one address may hold open; 0 for no cap.
    let perAddress: Int
    private let started = ContinuousClock.now

    private struct Table {
        var states: [ObjectIdentifier: State] = [:]
        var perAddress: [String: Int] = [:]
    }

    private let table = Mutex(Table())

    init(limit: Int, perAddress: Int) {
        self.limit = max(1, limit)
        self.perAddress = perAddress
    }

    func nanoseconds() -> Int64 {
        let elapsed = ContinuousClock.now - started
        return elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
    }

    /// Connections open now.
    var count: Int { table.withLock { $0.states.count } }

    /// Counts `channel` in (its state, to report its phases and to remove it with),
    /// closing another connection of its scope when a cap is reached; nil (not counted)
    /// when every connection of that scope is being answered.
    func admit(_ channel: any Channel) -> State? {
        let state = State(channel: channel, address: channel.remoteAddress?.ipAddress, registry: self)
        var evicted: [any Channel] = []
        let admitted = table.withLock { table -> Bool in
            if let address = state.address, perAddress > 0, table.perAddress[address, default: 0] >= perAddress {
                guard let victim = Self.victim(in: table.states, from: address) else { return false }
                Self.drop(victim, from: &table)
                evicted.append(victim.channel)
            }
            if table.states.count >= limit {
                guard let victim = Self.victim(in: table.states, from: nil) else { return false }
                Self.drop(victim, from: &table)
                evicted.append(victim.channel)
            }
            table.states[ObjectIdentifier(state)] = state
            if let address = state.address { table.perAddress[address, default: 0] += 1 }
            return true
        }
        for channel in evicted { channel.close(promise: nil) }
        return admitted ? state : nil
    }

    /// Counts a connection out (once it has closed).
    func remove(_ state: State) {
        table.withLock { Self.drop(state, from: &$0) }
    }

    /// The connection to close for a new one: of those not being answered, the one that
    /// has been waiting for a request, or sending one, the longest; nil when all are
    /// being answered. (A client between two requests of its own has waited microseconds;
    /// an idle or slow one, seconds.)
    private static func victim(in states: [ObjectIdentifier: State], from address: String?) -> State? {
        var found: (state: State, since: Int64)?
        for state in states.values where address == nil || state.address == address {
            let (phase, since) = state.now
            guard phase != .answering else { continue }
            if found.map({ since < $0.since }) ?? true { found = (state, since) }
        }
        return found?.state
    }

    private static func drop(_ state: State, from table: inout Table) {
        guard table.states.removeValue(forKey: ObjectIdentifier(state)) != nil else { return }
        if let address = state.address {
            let count = table.perAddress[address, default: 1] - 1
            table.perAddress[address] = count > 0 ? count : nil
        }
    }
}
