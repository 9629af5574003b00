import Foundation
import Waypoint

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The inspector's thread: accepts connections, reads requests, writes
/// changes and replies, all non-blocking, in one `poll` loop.
///
/// Everything here but the hub is touched by that thread alone, once
/// ``run()`` starts. Commands go to the main actor in a task; their replies
/// come back through the hub.
final class InspectorServer: @unchecked Sendable {
    // @unchecked Sendable: the instance is handed to its thread once, before
    // `run()` starts, and from then on only that thread touches its vars; the
    // lets are Sendable values or the hub, which is thread-safe.

    private struct Client {
        let id: Int
        let socket: Socket
        let connected: ContinuousClock.Instant
        var framer: LineFramer
        var session: ClientSession
        var outbox: Outbox
        /// Frames read but not handled yet: one command runs at a time.
        var backlog: ArraySlice<LineFramer.Frame> = []
        var commandInFlight = false
        /// Close once the outbox is written (after a refusal).
        var closing = false
        /// Gone: close now.
        var gone = false
        /// The version of the last change queued for this client.
        var seenVersion: UInt64 = 0
        /// Whether the hub counts this client as attached.
        var counted = false
    }

    private let listener: Socket
    private let wakeRead: Socket
    private let socketPath: String?
    private let hub: InspectorHub
    private let limits: InspectorLimits
    private let token: String
    private let coordinator: String
    private let hasDeepLinks: Bool
    private let execute: @MainActor @Sendable (InspectorCommand) -> InspectorEvent
    private let coding = LineCoding()
    private let clock = ContinuousClock()
    private var clients: [Client] = []
    /// Connections that were answered and closed for writing: what the peer
    /// still sends is read and dropped until it closes too, or a second passes,
    /// so that closing never resets a connection before the peer read the answer.
    private var lingering: [(socket: Socket, until: ContinuousClock.Instant)] = []
    private var nextID = 1
    private var readBuffer = [UInt8](repeating: 0, count: 64 * 1_024)
    /// Whether the main actor signalled since the hub was last taken.
    private var wakePending = true
    /// When the hub was last taken.
    private var batchStart: ContinuousClock.Instant

    init(
        listener: Socket,
        wake: Socket,
        socketPath: String?,
        hub: InspectorHub,
        limits: InspectorLimits,
        token: String,
        coordinator: String,
        hasDeepLinks: Bool,
        execute: @escaping @MainActor @Sendable (InspectorCommand) -> InspectorEvent
    ) {
        self.listener = listener
        self.wakeRead = wake
        self.socketPath = socketPath
        self.hub = hub
        self.limits = limits
        self.token = token
        self.coordinator = coordinator
        self.hasDeepLinks = hasDeepLinks
        self.execute = execute
        self.batchStart = ContinuousClock.now - limits.batchWindow
    }

    /// The loop, until the hub asks it to stop; then every connection and
    /// descriptor is closed.
    func run() {
        while step() {}
        // What was queued before the stop, then a goodbye, for a second at most
        // (a client that does not read loses the rest).
        let deadline = clock.now + .seconds(1)
        for index in clients.indices where clients[index].session.phase == .attached {
            if let bye = coding.line(InspectorEvent.bye("the app stopped inspecting")) {
                clients[index].outbox.push(bye)
            }
        }
        while clock.now < deadline {
            var waiting: [(Socket, Int16)] = []
            for index in clients.indices {
                flush(&clients[index])
                if !clients[index].gone, !clients[index].outbox.isEmpty {
                    waiting.append((clients[index].socket, Int16(POLLOUT)))
                }
            }
            if waiting.isEmpty { break }
            _ = Socket.poll(waiting, timeout: 50)
        }
        for client in clients {
            client.socket.close()
        }
        for (socket, _) in lingering {
            socket.close()
        }
        lingering.removeAll()
        clients.removeAll()
        listener.close()
        if let socketPath { _ = unlink(socketPath) }
        // The write end belongs to the hub, which closes it when it goes: the
        // main actor may still signal after this thread ends, and a closed
        // descriptor's number may already name someone else's socket.
        wakeRead.close()
        hub.markStopped()
    }

    /// One turn of the loop; `false` once stopping.
    private func step() -> Bool {
        var watched: [(Socket, Int16)] = [(listener, Int16(POLLIN)), (wakeRead, Int16(POLLIN))]
        for (socket, _) in lingering {
            watched.append((socket, Int16(POLLIN)))
        }
        let firstClient = watched.count
        for client in clients {
            var events: Int16 = 0
            if !client.closing, !client.commandInFlight, client.backlog.isEmpty, !isBackedUp(client) {
                events |= Int16(POLLIN)
            }
            if !client.outbox.isEmpty { events |= Int16(POLLOUT) }
            watched.append((client.socket, events))
        }
        let awaitingToken = clients.contains { $0.session.phase == .awaitingToken }
        // A wake that is not taken yet stays pending in the hub (the main actor
        // does not signal again), so wait for the rest of the batching window.
        var timeout: Int32 = awaitingToken || !lingering.isEmpty ? 50 : -1
        // Lines read but held back while a client's answers waited: handle them
        // as soon as it has read enough, without waiting for anything else.
        if clients.contains(where: { !$0.backlog.isEmpty && !$0.commandInFlight && !isBackedUp($0) }) { timeout = 0 }
        if wakePending {
            let remaining = (batchStart + limits.batchWindow - clock.now) / .milliseconds(1)
            let untilBatch = Int32(max(1, min(remaining.rounded(.up), 1_000)))
            timeout = timeout < 0 ? untilBatch : min(timeout, untilBatch)
        }
        let ready = Socket.poll(watched, timeout: timeout)
        if ready[1] != 0 {
            drainWakePipe()
            wakePending = true
        }

        // Changes are taken at most once per window: an app that changes in a
        // tight loop hands over its latest state now and then, not every
        // intermediate one, and the thread leaves the cores to the app.
        if wakePending, clock.now - batchStart >= limits.batchWindow {
            let taken = hub.take()
            if taken.stopping {
                distribute(taken)
                return false
            }
            wakePending = false
            batchStart = clock.now
            distribute(taken)
        }
        drainLingering(ready[2..<firstClient])
        if ready[0] & Int16(POLLIN) != 0 { acceptAll() }
        for index in clients.indices where index + firstClient < ready.count {
            let events = ready[index + firstClient]
            if events & Int16(POLLIN | POLLHUP | POLLERR) != 0 { read(&clients[index]) }
        }
        for index in clients.indices {
            handleBacklog(&clients[index])
            expire(&clients[index])
            flush(&clients[index])
        }
        clients.removeAll { client in
            guard client.gone || (client.closing && client.outbox.isEmpty) else { return false }
            if client.counted { hub.detachClient() }
            if client.gone { client.socket.close() } else { linger(client.socket) }
            return true
        }
        return true
    }

    private func drainWakePipe() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while case .moved = bytes.withUnsafeMutableBytes({ wakeRead.read(into: $0) }) {}
    }

    /// Queues the published changes and the replies.
    private func distribute(_ taken: InspectorHub.Taken) {
        if !taken.changes.isEmpty || taken.dropped > 0 {
            // Each change is encoded once, and only if someone takes it.
            var lines: [UInt64: [UInt8]] = [:]
            for index in clients.indices where clients[index].session.phase == .attached {
                clients[index].outbox.noteMissed(taken.dropped)
                for change in taken.changes where change.version > clients[index].seenVersion {
                    guard let line = lines[change.version] ?? coding.line(InspectorEvent.change(change)) else {
                        continue
                    }
                    lines[change.version] = line
                    clients[index].outbox.pushChange(line)
                    clients[index].seenVersion = change.version
                }
            }
        }
        for (id, event) in taken.replies {
            guard let index = clients.firstIndex(where: { $0.id == id }) else { continue }
            clients[index].commandInFlight = false
            if let line = coding.line(event) { clients[index].outbox.push(line) }
        }
    }

    /// Closes a connection for writing and reads what is left, for a second at
    /// most; past as many lingering connections as clients, it closes at once.
    private func linger(_ socket: Socket) {
        guard lingering.count < limits.maxClients else {
            socket.close()
            return
        }
        socket.shutdownWriting()
        lingering.append((socket, clock.now + .seconds(1)))
    }

    /// Reads and drops what lingering connections sent; closes those that
    /// closed or whose second is over.
    private func drainLingering(_ events: ArraySlice<Int16>) {
        guard !lingering.isEmpty else { return }
        var bytes = [UInt8](repeating: 0, count: 4_096)
        let now = clock.now
        var kept: [(socket: Socket, until: ContinuousClock.Instant)] = []
        for (offset, entry) in lingering.enumerated() {
            var open = now < entry.until
            if open, events[events.startIndex + offset] != 0 {
                reading: while true {
                    switch bytes.withUnsafeMutableBytes({ entry.socket.read(into: $0) }) {
                    case .moved: continue
                    case .wouldBlock: break reading
                    case .closed:
                        open = false
                        break reading
                    }
                }
            }
            if open { kept.append(entry) } else { entry.socket.close() }
        }
        lingering = kept
    }

    private func acceptAll() {
        while let socket = listener.accept() {
            guard clients.count < limits.maxClients else {
                let refusal = InspectorEvent.refused(
                    InspectorError(.tooManyClients, "\(limits.maxClients) clients are attached already"))
                if let line = coding.line(refusal) { _ = line.withUnsafeBytes { socket.write($0) } }
                linger(socket)
                continue
            }
            clients.append(
                Client(
                    id: nextID,
                    socket: socket,
                    connected: clock.now,
                    framer: LineFramer(maxLength: limits.maxLineLength),
                    session: ClientSession(token: token),
                    outbox: Outbox(maxChanges: limits.maxWaitingChanges, maxBytes: limits.maxWaitingBytes)
                ))
            nextID += 1
        }
    }

    /// Reads what the client sent, once; its end of the stream closes it.
    private func read(_ client: inout Client) {
        let result = readBuffer.withUnsafeMutableBytes { client.socket.read(into: $0) }
        switch result {
        case .moved(let count):
            let frames = client.framer.feed(readBuffer[..<count])
            client.backlog = client.backlog.isEmpty ? frames[...] : client.backlog + frames
        case .wouldBlock:
            break
        case .closed:
            client.gone = true
        }
    }

    /// Handles the frames read, up to the next command.
    private func handleBacklog(_ client: inout Client) {
        while !client.gone, !client.closing, !client.commandInFlight, !isBackedUp(client),
            let frame = client.backlog.popFirst()
        {
            switch client.session.receive(frame, coding: coding) {
            case .attach:
                var welcome = InspectorEvent(.welcome)
                welcome.coordinator = coordinator
                welcome.deepLinks = hasDeepLinks
                if let line = coding.line(welcome) { client.outbox.push(line) }
                let latest = hub.attachClient()
                client.counted = true
                let initial = NavigationChange(snapshot: latest.snapshot, cause: .initial, version: latest.version)
                if let line = coding.line(InspectorEvent.change(initial)) { client.outbox.pushChange(line) }
                client.seenVersion = latest.version
            case .run(let command):
                client.commandInFlight = true
                let id = client.id
                let hub = self.hub
                let execute = self.execute
                Task { @MainActor in
                    hub.reply(to: id, execute(command))
                }
            case .answer(let event):
                if let line = coding.line(event) { client.outbox.push(line) }
            case .refuse(let event):
                if let line = coding.line(event) { client.outbox.push(line) }
                client.closing = true
                client.backlog.removeAll()
            }
        }
    }

    /// Whether a client's answers wait unread past the bound: it is not read
    /// (nor its lines handled) until it reads them, so that a client that
    /// sends and never reads cannot make the inspector hold more.
    private func isBackedUp(_ client: Client) -> Bool {
        client.outbox.waitingLineBytes > limits.maxWaitingBytes
    }

    /// Refuses a client that did not present its token in time.
    private func expire(_ client: inout Client) {
        guard client.session.phase == .awaitingToken, clock.now - client.connected > limits.tokenTimeout,
            let refusal = client.session.timedOut()
        else { return }
        if let line = coding.line(refusal) { client.outbox.push(line) }
        client.closing = true
    }

    /// Writes what the client's socket takes now.
    private func flush(_ client: inout Client) {
        while !client.gone {
            let bytes = client.outbox.pending { [coding] count in coding.line(InspectorEvent.missed(count)) ?? [] }
            guard !bytes.isEmpty else { return }
            switch bytes.withUnsafeBytes({ client.socket.write($0) }) {
            case .moved(let count): client.outbox.wrote(count)
            case .wouldBlock: return
            case .closed: client.gone = true
            }
        }
    }
}

extension InspectorEvent {
    /// The inspector stopped.
    static func bye(_ reason: String) -> InspectorEvent {
        var event = InspectorEvent(.bye)
        event.reason = reason
        return event
    }
}
