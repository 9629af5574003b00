import Foundation
import WaypointInspector

/// A connection to an inspector: the socket, the handshake's nonce, a thread
/// that reads the inspector's lines, and the requests written to it.
///
/// The handshake opens it: ``init(_:)`` sends a `hello` with a new nonce and
/// never the token; the watcher sends its proof only once the app's challenge
/// proves that the app knows the token (``ClientHandshake/answer(_:)``), and
/// commands only once the app has welcomed it and sent its state.
///
/// Reading is linear and bounded: each byte is looked at once, a line longer
/// than ``maxLineLength`` is skipped (and reported as too long) rather than
/// kept, and the thread stops reading while the lines it handed over and the
/// watcher has not handled pass that bound too, so that an inspector that
/// sends faster than the terminal draws sees a slow client (and falls back to
/// the latest state) instead of filling this process.
final class Connection: Sendable {
    let socket: Socket
    let address: InspectorAddress
    let handshake: ClientHandshake
    private let backlog = Backlog(limit: maxLineLength)

    /// The longest line read from an inspector: a change carries the whole
    /// tree, and restoration data can be large.
    static let maxLineLength = 64 << 20

    /// Connects and sends the `hello`.
    ///
    /// - Throws: ``InspectorError`` when the connection is refused.
    init(_ connect: Invocation.Connect) throws(InspectorError) {
        socket = try Socket.connect(to: connect.address)
        address = connect.address
        handshake = ClientHandshake(token: connect.token)
        guard send(handshake.hello) else {
            socket.close()
            throw InspectorError(.transport, "the connection to \(connect.address) closed at once")
        }
    }

    /// Writes a request as one line.
    ///
    /// - Returns: whether it was written.
    @discardableResult
    func send(_ request: InspectorRequest) -> Bool {
        guard let line = LineCoding().line(request) else { return false }
        return socket.writeAll(line)
    }

    /// The inspector's lines, read on a thread of their own; the stream
    /// finishes when the connection ends. Call ``handled(_:)`` for each.
    func lines() -> AsyncStream<LineFramer.Frame> {
        let (stream, continuation) = AsyncStream.makeStream(of: LineFramer.Frame.self)
        let (socket, backlog) = (self.socket, self.backlog)
        let reader = Thread {
            var framer = LineFramer(maxLength: Connection.maxLineLength)
            var buffer = [UInt8](repeating: 0, count: 64 * 1_024)
            reading: while true {
                switch buffer.withUnsafeMutableBytes({ socket.read(into: $0) }) {
                case .moved(let count):
                    framer.append(buffer[..<count])
                    while let frame = framer.next() {
                        backlog.add(frame.size)
                        continuation.yield(frame)
                    }
                case .wouldBlock:
                    continue
                case .closed:
                    break reading
                }
            }
            continuation.finish()
        }
        reader.start()
        return stream
    }

    /// The watcher is done with a line of ``lines()``: the reader may read on.
    func handled(_ frame: LineFramer.Frame) {
        backlog.remove(frame.size)
    }

    func close() {
        socket.shutdown()
    }
}

extension LineFramer.Frame {
    /// The bytes of a line; none for a line that was too long.
    var size: Int {
        switch self {
        case .line(let bytes): bytes.count
        case .tooLong: 0
        }
    }
}

/// The bytes of the lines handed over and not handled yet: adding waits while
/// they pass the bound (one line is always let through).
private final class Backlog: @unchecked Sendable {
    // @unchecked Sendable: `bytes` is read and written only while `condition`
    // is locked; `limit` is a constant.
    private let condition = NSCondition()
    private let limit: Int
    private var bytes = 0

    init(limit: Int) {
        self.limit = limit
    }

    func add(_ count: Int) {
        condition.lock()
        defer { condition.unlock() }
        while bytes > 0, bytes + count > limit { condition.wait() }
        bytes += count
    }

    func remove(_ count: Int) {
        condition.lock()
        defer { condition.unlock() }
        bytes = max(0, bytes - count)
        condition.broadcast()
    }
}
