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
/// ``run()`` starts. Attachments and commands go to the main actor in tasks
/// (commands one at a time, for all clients, in the order they came); what
/// they return comes back through the hub.
///
/// Two pools: connections in their handshake (at most
/// ``InspectorLimits/maxHandshakes``, the one that waited longest dropped for
/// a new one, each line at most ``InspectorLimits/maxHandshakeLineLength``
/// bytes) and attached clients (at most ``InspectorLimits/maxClients``; one
/// more that proves it knows the token is refused), so connections without
/// the token cannot keep a client with it out. What waits for all clients
/// beyond each one's latest state is bounded together
/// (``InspectorLimits/maxQueuedBytes``).
final class InspectorServer: @unchecked Sendable {
    // @unchecked Sendable: the instance is handed to its thread once, before
    // `run()` starts, and from then on only that thread touches its vars; the
    // lets are Sendable values,
    // the hub (thread-safe) and the app (main-actor isolated, used only in
    // main-actor tasks).

    private struct Client {
        let id: Int
        let socket: Socket
        let connected: ContinuousClock.Instant
        var framer: LineFramer
        var session: ClientSession
        var outbox: Outbox
        /// Waiting on the main actor (its attachment or a command): its next
        /// lines wait.
        var busy = false
        /// Close once the outbox is written (after a refusal).
        var closing = false
        /// Gone: close now.
        var gone = false
        /// The version of the last change queued for this client.
        var seenVersion: UInt64 = 0
        /// Whether it proved it knows the token and takes one of the attached
        /// clients' places (from its proof, while the main actor attaches it).
        var holdsPlace = false
        /// Whether the main actor attached it: it gets changes, and the main
        /// actor must be told when it goes.
        var attached = false

        var isOpen: Bool { !gone && !closing }
    }

    private let listener: Socket
    private let wakeRead: Socket
    private let socketPath: String?
    private let hub: InspectorHub
    private let app: InspectedApp
    private let limits: InspectorLimits
    private let token: String
    private let coordinator: String
    private let hasDeepLinks: Bool
    private let coding = LineCoding()
    /// The last change queued (or the newest state a client attached with):
    /// what the next change's delta is made from; `nil` after changes were
    /// dropped before the thread took them.
    private var previous: NavigationChange?
    private let clock = ContinuousClock()
    private var clients: [Client] = []
    /// The clients that hold an attached client's place.
    private var places = 0
    /// Commands read and not started yet: one runs at a time, for all clients.
    private var commands: [(client: Int, command: InspectorCommand)] = []
    private var commandRunning = false
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
        app: InspectedApp,
        limits: InspectorLimits,
        token: String,
        coordinator: String,
        hasDeepLinks: Bool
    ) {
        self.listener = listener
        self.wakeRead = wake
        self.socketPath = socketPath
        self.hub = hub
        self.app = app
        self.limits = limits
        self.token = token
        self.coordinator = coordinator
        self.hasDeepLinks = hasDeepLinks
        self.batchStart = ContinuousClock.now - limits.batchWindow
    }

    /// The loop, until the hub asks it to stop; then every connection and
    /// descriptor is closed.
    func run() {
        while step() {}
        // What was queued before the stop, then a goodbye, for a second at most
        // (a client that does not read loses the rest).
        let deadline = clock.now + .seconds(1)
        for index in clients.indices where clients[index].attached && clients[index].isOpen {
            queue(.bye("the app stopped inspecting"), to: &clients[index])
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
            if isReadable(client), !client.framer.holdsInput { events |= Int16(POLLIN) }
            if !client.outbox.isEmpty { events |= Int16(POLLOUT) }
            watched.append((client.socket, events))
        }
        let handshaking = clients.contains { $0.session.isHandshaking }
        var timeout: Int32 = handshaking || !lingering.isEmpty ? 50 : -1
        // Lines read but held back while a client waited: handle them as soon
        // as it can take them, without waiting for anything else.
        if clients.contains(where: { $0.framer.holdsInput && isReadable($0) }) { timeout = 0 }
        if wakePending {
            // A wake that is not taken yet stays pending in the hub (the main
            // actor does not signal again for changes), so wait for the rest of
            // the batching window; anything urgent signals again.
            let remaining = (batchStart + limits.batchWindow - clock.now) / .milliseconds(1)
            let untilBatch = hub.isUrgent ? 0 : Int32(max(1, min(remaining.rounded(.up), 1_000)))
            timeout = timeout < 0 ? untilBatch : min(timeout, untilBatch)
        }
        let ready = Socket.poll(watched, timeout: timeout)
        if ready[1] != 0 {
            drainWakePipe()
            wakePending = true
        }

        // Changes are taken at most once per window: an app that changes in a
        // tight loop hands over its latest state now and then, not every
        // intermediate one, and the thread leaves the cores to the app. What is
        // urgent (a reply, an attachment, the stop) is taken at once, with the
        // changes before it.
        if wakePending, hub.isUrgent || clock.now - batchStart >= limits.batchWindow {
            let taken = hub.take()
            wakePending = false
            batchStart = clock.now
            distribute(taken.events)
            if taken.stopping { return false }
        }
        drainLingering(ready[2..<firstClient])
        for index in clients.indices where index + firstClient < ready.count {
            let events = ready[index + firstClient]
            if events & Int16(POLLIN | POLLHUP | POLLERR) != 0 { read(&clients[index]) }
        }
        if ready[0] & Int16(POLLIN) != 0 { acceptAll() }
        for index in clients.indices {
            handleFrames(&clients[index])
            expire(&clients[index])
            flush(&clients[index])
        }
        startNextCommand()
        keepToBudget()
        clients.removeAll { client in
            guard client.gone || (client.closing && client.outbox.isEmpty) else { return false }
            release(client)
            if client.gone { client.socket.close() } else { linger(client.socket) }
            return true
        }
        return true
    }

    private func drainWakePipe() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while case .moved = bytes.withUnsafeMutableBytes({ wakeRead.read(into: $0) }) {}
    }

    /// Whether the client's lines are handled now.
    private func isReadable(_ client: Client) -> Bool {
        client.isOpen && !client.busy && !isBackedUp(client)
    }

    /// Queues what the main actor handed over, in order.
    private func distribute(_ events: [InspectorHub.Event]) {
        for event in events {
            switch event {
            case .missed(let count):
                previous = nil
                for index in clients.indices where clients[index].attached {
                    clients[index].outbox.noteMissed(count)
                }
            case .change(let change):
                queue(change)
            case .attached(let id, let watch):
                guard let index = clients.firstIndex(where: { $0.id == id }), clients[index].isOpen else {
                    // It went while the main actor attached it.
                    if watch != nil { detachOnMainActor() }
                    continue
                }
                clients[index].busy = false
                guard let watch else {
                    refuse(&clients[index], InspectorError(.coordinatorGone, "the inspected coordinator is gone"))
                    continue
                }
                var welcome = InspectorEvent(.welcome)
                welcome.coordinator = coordinator
                welcome.deepLinks = hasDeepLinks
                welcome.scene = watch.scene
                queue(welcome, to: &clients[index])
                clients[index].attached = true
                hub.countAttached()
                clients[index].seenVersion = 0
                guard let initial = watch.initial else { continue }
                if let line = coding.line(InspectorEvent.change(initial)) { clients[index].outbox.pushChange(line) }
                clients[index].seenVersion = initial.version
                if initial.version >= previous?.version ?? 0 { previous = initial }
            case .switched(let watch, let reason):
                // Another scene's versions do not follow the old one's: every
                // client starts afresh from the new state, and deltas from it.
                previous = watch.initial
                let notice = coding.line(InspectorEvent.watching(watch.scene, reason: reason))
                let whole = watch.initial.flatMap { coding.line(InspectorEvent.change($0)) }
                for index in clients.indices where clients[index].attached {
                    if let notice { clients[index].outbox.push(notice) }
                    if let whole { clients[index].outbox.pushChange(whole) }
                    clients[index].seenVersion = watch.initial?.version ?? 0
                }
            case .reply(let id, let reply):
                commandRunning = false
                guard let index = clients.firstIndex(where: { $0.id == id }) else { continue }
                clients[index].busy = false
                queue(reply, to: &clients[index])
            }
        }
    }

    /// Queues a change for every attached client that has not seen it: as a
    /// delta from the previous change to those that hold it, whole to the
    /// others. Each line is encoded once (its bytes shared by every outbox),
    /// and only if someone takes it; the delta skips every subtree the change
    /// did not touch (see ``SnapshotDelta``).
    private func queue(_ change: NavigationChange) {
        defer { previous = change }
        var delta: [UInt8]?
        var whole: [UInt8]?
        for index in clients.indices where clients[index].attached && change.version > clients[index].seenVersion {
            if let previous, clients[index].seenVersion == previous.version {
                guard let line = delta ?? coding.line(InspectorEvent.delta(SnapshotDelta(from: previous, to: change)))
                else { break }
                delta = line
                clients[index].outbox.pushChange(line, delta: change)
            } else {
                guard let line = whole ?? coding.line(InspectorEvent.change(change)) else { break }
                whole = line
                clients[index].outbox.pushChange(line)
            }
            clients[index].seenVersion = change.version
        }
    }

    /// Starts the next command read, on the main actor, if none is running.
    private func startNextCommand() {
        while !commandRunning, !commands.isEmpty {
            let (id, command) = commands.removeFirst()
            guard clients.contains(where: { $0.id == id && $0.isOpen }) else { continue }
            commandRunning = true
            let (hub, app) = (self.hub, self.app)
            Task { @MainActor in
                hub.reply(to: id, app.execute(command))
            }
        }
    }

    /// Keeps what waits for all clients beyond each one's latest state within
    /// ``InspectorLimits/maxQueuedBytes``: past it, clients that wait for more
    /// than one change fall back to the latest; then, while it is still
    /// passed, the client that waits for the most beyond its latest state
    /// (unread replies and errors) is disconnected, its lines let go at once.
    private func keepToBudget() {
        var beyond = clients.reduce(0) { $0 + ($1.gone ? 0 : $1.outbox.bytesBeyondLatest) }
        guard beyond > limits.maxQueuedBytes else { return }
        for index in clients.indices where !clients[index].gone {
            beyond -= clients[index].outbox.bytesBeyondLatest
            clients[index].outbox.fallBack()
            beyond += clients[index].outbox.bytesBeyondLatest
        }
        while beyond > limits.maxQueuedBytes {
            let open = clients.indices.filter { !clients[$0].gone }
            guard
                let largest = open.max(by: {
                    clients[$0].outbox.bytesBeyondLatest < clients[$1].outbox.bytesBeyondLatest
                })
            else { return }
            beyond -= clients[largest].outbox.bytesBeyondLatest
            clients[largest].gone = true
            clients[largest].outbox = Outbox(maxChanges: 0, maxBytes: 0)
        }
    }

    /// Lets go of what a client that is removed held.
    private func release(_ client: Client) {
        if client.holdsPlace { places -= 1 }
        if client.attached {
            // The main actor hears first: whoever waits for the count to drop
            // finds the probe let go once the main actor has run.
            detachOnMainActor()
            hub.detachClient()
        }
    }

    private func detachOnMainActor() {
        let app = self.app
        Task { @MainActor in app.detach() }
    }

    /// Closes a connection for writing and reads what is left, for a second at
    /// most; past as many lingering connections as clients, it closes at once.
    private func linger(_ socket: Socket) {
        guard lingering.count < limits.maxClients + limits.maxHandshakes else {
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

    /// Accepts every pending connection into the handshakes' pool; when the
    /// pool is full, the connection that has waited longest is dropped. A new
    /// connection's first lines are read at once: a client usually sends its
    /// `hello` with its connection.
    private func acceptAll() {
        while let socket = listener.accept() {
            let handshakes = clients.indices.filter { clients[$0].session.isHandshaking && clients[$0].isOpen }
            if handshakes.count >= limits.maxHandshakes, let oldest = handshakes.first {
                refuse(
                    &clients[oldest],
                    InspectorError(
                        .tooManyClients,
                        "\(limits.maxHandshakes) connections are in their handshake; this one has waited longest"))
            }
            clients.append(
                Client(
                    id: nextID,
                    socket: socket,
                    connected: clock.now,
                    framer: LineFramer(maxLength: limits.maxHandshakeLineLength),
                    session: ClientSession(token: token),
                    outbox: Outbox(maxChanges: limits.maxWaitingChanges, maxBytes: limits.maxWaitingBytes)
                ))
            nextID += 1
            read(&clients[clients.count - 1])
            handleFrames(&clients[clients.count - 1])
        }
    }

    /// Reads what the client sent, once; its end of the stream closes it. A
    /// connection in its handshake is read a little at a time.
    private func read(_ client: inout Client) {
        let size = client.session.isHandshaking ? 2 * limits.maxHandshakeLineLength : readBuffer.count
        let result = readBuffer.withUnsafeMutableBytes { buffer in
            client.socket.read(
                into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<min(max(size, 1), buffer.count)]))
        }
        switch result {
        case .moved(let count):
            client.framer.append(readBuffer[..<count])
        case .wouldBlock:
            break
        case .closed:
            client.gone = true
        }
    }

    /// Handles the lines read, up to the next one that waits on the main actor.
    private func handleFrames(_ client: inout Client) {
        while isReadable(client), let frame = client.framer.next() {
            switch client.session.receive(frame, coding: coding) {
            case .challenge(let event):
                queue(event, to: &client)
            case .attach:
                guard places < limits.maxClients else {
                    refuse(
                        &client, InspectorError(.tooManyClients, "\(limits.maxClients) clients are attached already"))
                    continue
                }
                places += 1
                client.holdsPlace = true
                client.framer.maxLength = limits.maxLineLength
                client.busy = true
                let (id, hub, app) = (client.id, self.hub, self.app)
                Task { @MainActor in
                    hub.attached(client: id, app.attach())
                }
            case .run(let command):
                client.busy = true
                commands.append((client.id, command))
            case .answer(let event):
                queue(event, to: &client)
            case .refuse(let event):
                queue(event, to: &client)
                client.closing = true
            }
        }
    }

    /// Whether a client's answers wait unread past the bound: it is not read
    /// (nor its lines handled) until it reads them, so that a client that
    /// sends and never reads cannot make the inspector hold more.
    private func isBackedUp(_ client: Client) -> Bool {
        client.outbox.waitingLineBytes > limits.maxWaitingBytes
    }

    /// Refuses a client that did not finish the handshake in time.
    private func expire(_ client: inout Client) {
        guard client.isOpen, client.session.isHandshaking, clock.now - client.connected > limits.tokenTimeout,
            let refusal = client.session.timedOut()
        else { return }
        queue(refusal, to: &client)
        client.closing = true
    }

    /// Sends an error and closes the connection once it is written.
    private func refuse(_ client: inout Client, _ error: InspectorError) {
        queue(client.session.close(error), to: &client)
        client.closing = true
    }

    private func queue(_ event: InspectorEvent, to client: inout Client) {
        if let line = coding.line(event) { client.outbox.push(line) }
    }

    /// Writes what the client's socket takes now.
    private func flush(_ client: inout Client) {
        while !client.gone {
            let bytes = client.outbox.pending { [coding] count in
                coding.line(InspectorEvent.missed(count)) ?? []
            } whole: { [coding] change in
                coding.line(InspectorEvent.change(change)) ?? []
            }
            guard !bytes.isEmpty else { return }
            switch bytes.withUnsafeBytes({ client.socket.write($0) }) {
            case .moved(let count): client.outbox.wrote(count)
            case .wouldBlock: return
            case .closed: client.gone = true
            }
        }
    }
}
