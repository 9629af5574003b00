import Foundation
import Testing
import Waypoint
import WaypointInspector

/// A raw client of the inspector, as another program would be: lines in,
/// lines out, every wait bounded by a deadline.
final class TestClient: @unchecked Sendable {
    // @unchecked Sendable: each test uses a client from one task at a time.

    let socket: Socket
    private var buffer: [UInt8] = []
    private let coding = LineCoding()
    private(set) var isClosed = false
    /// The latest change: the state the next delta applies to.
    private(set) var latest: NavigationChange?
    /// The deltas read so far.
    private(set) var deltas = 0

    init(_ address: InspectorAddress) throws {
        socket = try Socket.connect(to: address)
    }

    deinit {
        socket.close()
    }

    func send(_ text: String) {
        _ = socket.writeAll(Array(text.utf8))
    }

    func send(_ request: InspectorRequest) {
        _ = socket.writeAll(coding.line(request) ?? [])
    }

    /// Goes through the handshake: sends a `hello`, checks the app's
    /// challenge with the token and sends the proof.
    ///
    /// - Returns: the line that follows the proof (a welcome, or the error
    ///   that refused the client); `nil` when the challenge does not prove the
    ///   token (no proof is sent then) or nothing comes.
    func handshake(_ token: String) async -> InspectorEvent? {
        let handshake = ClientHandshake(token: token)
        send(handshake.hello)
        guard let challenge = await next(), let proof = handshake.answer(challenge) else { return nil }
        send(proof)
        return await next()
    }

    /// Goes through the handshake and reads the welcome and the first change.
    ///
    /// - Returns: the first change (the current state).
    func attach(_ token: String) async -> NavigationChange? {
        guard await handshake(token)?.type == .welcome else { return nil }
        return await next()?.change
    }

    /// The next line, or `nil` at the end of the stream or after the deadline.
    func nextLine(within limit: Duration = .seconds(20)) async -> String? {
        let deadline = ContinuousClock.now + limit
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            guard !isClosed, ContinuousClock.now < deadline else { return nil }
            let ready = Socket.poll([(socket, Int16(POLLIN))], timeout: 10)
            if ready[0] == 0 {
                await Task.yield()
                continue
            }
            var chunk = [UInt8](repeating: 0, count: 64 * 1_024)
            switch chunk.withUnsafeMutableBytes({ socket.read(into: $0) }) {
            case .moved(let count): buffer += chunk[..<count]
            case .wouldBlock: continue
            case .closed: isClosed = true
            }
        }
    }

    /// The next event, or `nil` at the end of the stream or after the deadline.
    /// A delta comes as the change it makes of the latest change, as the
    /// `waypoint` command applies it; one that does not apply is an issue.
    func next(within limit: Duration = .seconds(20)) async -> InspectorEvent? {
        guard let line = await nextLine(within: limit),
            let event = coding.decode(InspectorEvent.self, from: Array(line.utf8))
        else { return nil }
        switch event.type {
        case .change:
            latest = event.change
        case .delta:
            guard let delta = event.delta, let change = latest.flatMap(delta.applied) else {
                Issue.record("a delta that does not apply to version \(latest?.version ?? 0): \(line)")
                return event
            }
            latest = change
            deltas += 1
            return .change(change)
        default:
            break
        }
        return event
    }

    /// The next change event, skipping others; `nil` if none comes.
    func nextChange() async -> NavigationChange? {
        while let event = await next() {
            if let change = event.change { return change }
        }
        return nil
    }

    /// Reads changes and `missed` notices until `count` changes are
    /// accounted for (or nothing more comes); anything else is an issue.
    ///
    /// - Returns: the changes received, the changes missed, and the last change.
    func readChanges(accountingFor count: Int) async -> (received: Int, missed: Int, last: NavigationChange?) {
        var received = 0
        var missed = 0
        var last: NavigationChange?
        while received + missed < count, let event = await next() {
            switch event.type {
            case .change:
                received += 1
                last = event.change
            case .missed: missed += event.count ?? 0
            default: Issue.record("unexpected \(event.type)")
            }
        }
        return (received, missed, last)
    }

    /// Whether the inspector closes the connection (after what it sent) before
    /// the deadline.
    func closes(within limit: Duration = .seconds(20)) async -> Bool {
        while await nextLine(within: limit) != nil {}
        return isClosed
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
