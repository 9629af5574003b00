import Foundation
import WaypointInspector

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One end of a connection driven by a test: a client of the demo's
/// inspector, or a program that stands where an inspector should be and that
/// the `waypoint` command connects to. Every wait is bounded by a deadline.
final class Peer: @unchecked Sendable {
    // @unchecked Sendable: each test uses a peer from one task at a time.

    let socket: Socket
    private var framer = LineFramer(maxLength: Int.max)
    /// Every byte read so far.
    private(set) var received: [UInt8] = []
    private(set) var isClosed = false
    private let coding = LineCoding()

    init(_ socket: Socket) {
        self.socket = socket
    }

    deinit {
        socket.close()
    }

    /// Connects to an inspector.
    static func connect(to address: String) throws -> Peer {
        Peer(try Socket.connect(to: InspectorAddress(parsing: address)))
    }

    /// Accepts the next connection on a listening socket, or `nil` after the deadline.
    static func accept(from listener: Socket, within limit: Duration = .seconds(60)) async -> Peer? {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if let socket = listener.accept() { return Peer(socket) }
            _ = Socket.poll([(listener, Int16(POLLIN))], timeout: 20)
            await Task.yield()
        }
        return nil
    }

    func send(_ bytes: [UInt8]) {
        _ = socket.writeAll(bytes)
    }

    func send(_ value: some Encodable) {
        send(coding.line(value) ?? [])
    }

    /// The next line, or `nil` at the end of the stream or after the deadline.
    func nextLine(within limit: Duration = .seconds(60)) async -> String? {
        let deadline = ContinuousClock.now + limit
        while true {
            if case .line(let bytes)? = framer.next() { return String(decoding: bytes, as: UTF8.self) }
            guard !isClosed, ContinuousClock.now < deadline, readSome() else { return nil }
            await Task.yield()
        }
    }

    /// The next line as a request or an event of the protocol.
    func next<Value: Decodable>(_ type: Value.Type) async -> Value? {
        guard let line = await nextLine() else { return nil }
        return coding.decode(type, from: Array(line.utf8))
    }

    /// Reads until the other end closes the connection, or the deadline.
    ///
    /// - Returns: whether it closed.
    func readsToEnd(within limit: Duration = .seconds(60)) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while !isClosed, ContinuousClock.now < deadline {
            _ = readSome()
            await Task.yield()
        }
        return isClosed
    }

    /// The client's handshake with an inspector that knows `token`.
    ///
    /// - Returns: whether the inspector welcomed the client.
    func attach(token: String) async -> Bool {
        let handshake = ClientHandshake(token: token)
        send(handshake.hello)
        guard let challenge = await next(InspectorEvent.self), let proof = handshake.answer(challenge) else {
            return false
        }
        send(proof)
        return await next(InspectorEvent.self)?.type == .welcome
    }

    /// The app's side of the handshake, as an inspector that knows `token`.
    ///
    /// - Returns: whether the client proved it knows the token.
    func answerHandshake(token: String) async -> Bool {
        guard let hello = await next(InspectorRequest.self), let clientNonce = hello.nonce else { return false }
        let appNonce = InspectorHandshake.makeNonce()
        send(
            InspectorEvent.challenge(
                nonce: appNonce,
                proof: InspectorHandshake.appProof(token: token, clientNonce: clientNonce, appNonce: appNonce)))
        guard let proof = await next(InspectorRequest.self) else { return false }
        return proof.type == .proof
            && proof.proof == InspectorHandshake.clientProof(token: token, clientNonce: clientNonce, appNonce: appNonce)
    }

    /// Waits up to 20 ms for bytes and reads them.
    ///
    /// - Returns: `false` once the connection is closed.
    private func readSome() -> Bool {
        guard Socket.poll([(socket, Int16(POLLIN))], timeout: 20)[0] != 0 else { return true }
        var chunk = [UInt8](repeating: 0, count: 64 * 1_024)
        switch chunk.withUnsafeMutableBytes({ socket.read(into: $0) }) {
        case .moved(let count):
            framer.append(chunk[..<count])
            received += chunk[..<count]
        case .wouldBlock:
            break
        case .closed:
            isClosed = true
        }
        return !isClosed
    }
}
