import WaypointInspector

/// Reads a blocking socket line by line: the inspector's benchmarks' clients.
struct LineReader {
    let socket: Socket
    var buffer: [UInt8] = []
    var start = 0

    init(_ socket: Socket) { self.socket = socket }

    /// The inspector's handshake, up to its welcome (the first change and
    /// what follows stay unread).
    ///
    /// - Returns: whether the client attached.
    mutating func attach(token: String) -> Bool {
        let coding = LineCoding()
        let handshake = ClientHandshake(token: token)
        guard let hello = coding.line(handshake.hello), socket.writeAll(hello),
            let challenge = next().flatMap({ coding.decode(InspectorEvent.self, from: Array($0.utf8)) }),
            let answer = handshake.answer(challenge), let proof = coding.line(answer), socket.writeAll(proof)
        else { return false }
        return next()?.contains("\"welcome\"") == true
    }

    mutating func next() -> String? {
        var scanned = start
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                start = newline + 1
                if start == buffer.count {
                    buffer.removeAll(keepingCapacity: true)
                    start = 0
                }
                return line
            }
            scanned = buffer.count
            var chunk = [UInt8](repeating: 0, count: 64 * 1_024)
            guard case .moved(let read) = chunk.withUnsafeMutableBytes({ socket.read(into: $0) }) else { return nil }
            buffer += chunk[..<read]
        }
    }
}
