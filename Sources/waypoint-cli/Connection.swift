import Foundation
import WaypointInspector

/// A connection to an inspector: the socket, a thread that reads its lines,
/// and the requests written to it.
final class Connection: Sendable {
    let socket: Socket
    let address: InspectorAddress

    /// Connects and presents the token.
    ///
    /// - Throws: ``InspectorError`` when the connection is refused.
    init(_ connect: Invocation.Connect) throws(InspectorError) {
        socket = try Socket.connect(to: connect.address)
        address = connect.address
        guard send(InspectorRequest(.hello, token: connect.token)) else {
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
    /// finishes when the connection ends.
    func lines() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let socket = self.socket
        let reader = Thread {
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 64 * 1_024)
            reading: while true {
                switch buffer.withUnsafeMutableBytes({ socket.read(into: $0) }) {
                case .moved(let count):
                    pending += buffer[..<count]
                    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                        continuation.yield(String(decoding: pending[..<newline], as: UTF8.self))
                        pending.removeSubrange(...newline)
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

    func close() {
        socket.shutdown()
    }
}
