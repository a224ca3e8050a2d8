import HTTPTypes
import NIOCore
import NIOHTTPTypes
import Synchronization

/// The limits each connection is held to, on its event loop, after HTTP is decoded
/// (one instance per connection, added through `HTTP1Channel.Configuration`):
///
/// - **Room for new clients** (``ConnectionRegistry``): a connection that would pass the
///   cap on connections, or its address's cap, closes the connection that has waited
///   longest without a request in progress (idle between requests, or still sending
///   its headers) in the same scope; only when none is waiting is the new one closed.
///   Floods of idle or slow connections thus make room for the next client instead of
///   shutting it out.
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
    private var registered = false
    private var readTimer: Scheduled<Void>?
    private var answering = false
    private var pendingWrites = 0
    private var deferredClose: EventLoopPromise<Void>?
    private var closeDeferred = false

    init(requestReadTimeout: TimeAmount, registry: ConnectionRegistry) {
        self.requestReadTimeout = requestReadTimeout
        self.registry = registry
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if registry.admit(context.channel) {
            registered = true
        } else {
            context.close(promise: nil)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        readTimer?.cancel()
        readTimer = nil
        if registered {
            registry.remove(context.channel)
            registered = false
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            answering = true
            registry.setWaiting(context.channel, false)
            let loop = context.eventLoop.assumeIsolated()
            readTimer?.cancel()
            readTimer = loop.scheduleTask(in: requestReadTimeout) { [self] in
                readTimer = nil
                context.close(promise: nil)
            }
        case .end:
            readTimer?.cancel()
            readTimer = nil
        case .body:
            break
        }
        context.fireChannelRead(data)
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
            registry.setWaiting(context.channel, true)
        }
        pendingWrites += 1
        let written = promise ?? context.eventLoop.makePromise()
        written.futureResult.assumeIsolated().whenComplete { [self] _ in
            pendingWrites -= 1
            if pendingWrites == 0, closeDeferred {
                closeDeferred = false
                context.close(mode: .all, promise: deferredClose)
                deferredClose = nil
            }
        }
        context.write(data, promise: written)
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        guard mode == .all, pendingWrites > 0, context.channel.isActive else {
            context.close(mode: mode, promise: promise)
            return
        }
        // Bytes are still on their way to the kernel: close once they are there.
        if let promise {
            if let deferredClose { deferredClose.futureResult.cascade(to: promise) } else { deferredClose = promise }
        }
        closeDeferred = true
        context.flush()
    }
}

/// The open connections, each with its client's address and whether it waits for a
/// request; shared by every connection's ``ConnectionGuard``.
final class ConnectionRegistry: Sendable {
    /// Past this many open connections, a new one makes room (a few below the hard cap
    /// at which the server stops accepting).
    let limit: Int
    /// The most connections one address may hold open; 0 for no cap.
    let perAddress: Int

    private struct Entry {
        let channel: any Channel
        let address: String?
        /// When it began waiting for a request; nil while one is in progress.
        var waitingSince: ContinuousClock.Instant?
    }

    private struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        var perAddress: [String: Int] = [:]
    }

    private let state = Mutex(State())

    init(limit: Int, perAddress: Int) {
        self.limit = max(1, limit)
        self.perAddress = perAddress
    }

    /// Connections open now.
    var count: Int { state.withLock { $0.entries.count } }

    /// Counts `channel` in, closing the longest-waiting connection of its scope when a cap
    /// is reached; false (not counted) when every connection of that scope is busy.
    func admit(_ channel: any Channel) -> Bool {
        let address = channel.remoteAddress?.ipAddress
        var evicted: [any Channel] = []
        let admitted = state.withLock { state -> Bool in
            if let address, perAddress > 0, state.perAddress[address, default: 0] >= perAddress {
                guard let victim = Self.longestWaiting(in: state.entries, from: address) else { return false }
                if let dropped = Self.drop(victim, from: &state) { evicted.append(dropped) }
            }
            if state.entries.count >= limit {
                guard let victim = Self.longestWaiting(in: state.entries, from: nil) else { return false }
                if let dropped = Self.drop(victim, from: &state) { evicted.append(dropped) }
            }
            state.entries[ObjectIdentifier(channel)] = Entry(channel: channel, address: address, waitingSince: .now)
            if let address { state.perAddress[address, default: 0] += 1 }
            return true
        }
        for channel in evicted { channel.close(promise: nil) }
        return admitted
    }

    /// Marks `channel` as waiting for a request (true) or answering one (false).
    func setWaiting(_ channel: any Channel, _ waiting: Bool) {
        state.withLock { state in
            state.entries[ObjectIdentifier(channel)]?.waitingSince = waiting ? .now : nil
        }
    }

    /// Counts `channel` out (once it has closed).
    func remove(_ channel: any Channel) {
        state.withLock { state in _ = Self.drop(ObjectIdentifier(channel), from: &state) }
    }

    private static func longestWaiting(in entries: [ObjectIdentifier: Entry], from address: String?) -> ObjectIdentifier? {
        var found: (ObjectIdentifier, ContinuousClock.Instant)?
        for (key, entry) in entries {
            guard let since = entry.waitingSince, address == nil || entry.address == address else { continue }
            if found.map({ since < $0.1 }) ?? true { found = (key, since) }
        }
        return found?.0
    }

    @discardableResult
    private static func drop(_ key: ObjectIdentifier, from state: inout State) -> (any Channel)? {
        guard let entry = state.entries.removeValue(forKey: key) else { return nil }
        if let address = entry.address {
            let count = state.perAddress[address, default: 1] - 1
            state.perAddress[address] = count > 0 ? count : nil
        }
        return entry.channel
    }
}
