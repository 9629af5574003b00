/// One client's conversation, as a state machine without I/O: it reads the
/// client's lines and says what to do with each.
///
/// A connection starts ``Phase/awaitingToken``: its first line must be a
/// `hello` with the token, or the client is answered with an error and
/// dropped; so is one that sends nothing in time. Once ``Phase/attached``, a
/// line that is not a command is answered with an error and the connection
/// stays; a command goes to the main actor.
///
/// ```swift
/// var session = ClientSession(token: "3f…")
/// session.receive(.line(hello), coding: coding)    // .attach
/// session.receive(.line(open), coding: coding)     // .run(.open(id: 1, url: …))
/// ```
struct ClientSession {
    enum Phase: Equatable {
        case awaitingToken
        case attached
        case closed
    }

    /// What to do with a line.
    enum Action: Equatable {
        /// The token is right: send the welcome and the current state.
        case attach
        /// Carry out a command on the main actor, then send its reply.
        case run(InspectorCommand)
        /// Send this error; the connection stays.
        case answer(InspectorEvent)
        /// Send this error, then close the connection.
        case refuse(InspectorEvent)
    }

    private let token: [UInt8]
    private(set) var phase = Phase.awaitingToken

    init(token: String) {
        self.token = Array(token.utf8)
    }

    /// Reads one frame.
    ///
    /// - Parameters:
    ///   - frame: a line, or the report of an over-long one.
    ///   - coding: the decoder.
    /// - Returns: what to do.
    mutating func receive(_ frame: LineFramer.Frame, coding: LineCoding) -> Action {
        guard phase != .closed else {
            return .refuse(.refused(InspectorError(.badRequest, "the connection is closed")))
        }
        let request: InspectorRequest
        switch frame {
        case .tooLong:
            return problem(InspectorError(.lineTooLong, "a line is longer than the inspector reads"))
        case .line(let bytes):
            guard let decoded = coding.decode(InspectorRequest.self, from: bytes) else {
                if let version = coding.decode(VersionOnly.self, from: bytes)?.v, version != InspectorProtocol.version {
                    return problem(unsupported(version))
                }
                return problem(InspectorError(.badRequest, "not a request of the inspector's protocol"))
            }
            request = decoded
        }
        guard request.v == InspectorProtocol.version else { return problem(unsupported(request.v)) }
        switch phase {
        case .awaitingToken:
            guard request.type == .hello, let presented = request.token, matches(presented) else {
                phase = .closed
                return .refuse(.refused(InspectorError(.badToken, "the first line must be hello with the right token")))
            }
            phase = .attached
            return .attach
        case .attached, .closed:
            return command(request)
        }
    }

    /// The client sent no token in time.
    ///
    /// - Returns: the error to send before closing, or `nil` if the client is attached.
    mutating func timedOut() -> InspectorEvent? {
        guard phase == .awaitingToken else { return nil }
        phase = .closed
        return .refused(InspectorError(.timeout, "no hello with the token in time"))
    }

    private func command(_ request: InspectorRequest) -> Action {
        switch request.type {
        case .hello:
            return .answer(.refused(InspectorError(.badRequest, "already attached")))
        case .open:
            guard let url = request.url else { return missing("url", for: request) }
            return .run(.open(id: request.id, url: url))
        case .intent:
            guard let intents = request.intents, !intents.isEmpty else { return missing("intents", for: request) }
            return .run(.intents(id: request.id, intents))
        case .restore:
            guard let state = request.state else { return missing("state", for: request) }
            return .run(.restore(id: request.id, state))
        case .restoration:
            return .run(.restoration(id: request.id))
        }
    }

    private func missing(_ field: String, for request: InspectorRequest) -> Action {
        .answer(.failed(request.id, .init(InspectorError(.badRequest, "\(request.type.rawValue) needs \(field)"))))
    }

    /// Before the token, any problem closes the connection.
    private mutating func problem(_ error: InspectorError) -> Action {
        guard phase == .attached else {
            phase = .closed
            return .refuse(.refused(error))
        }
        return .answer(.refused(error))
    }

    private func unsupported(_ version: Int) -> InspectorError {
        InspectorError(
            .unsupportedVersion, "this inspector speaks version \(InspectorProtocol.version), not \(version)")
    }

    /// Compares in time independent of where the first difference is.
    private func matches(_ presented: String) -> Bool {
        let bytes = Array(presented.utf8)
        guard bytes.count == token.count else { return false }
        var difference: UInt8 = 0
        for (left, right) in zip(bytes, token) { difference |= left ^ right }
        return difference == 0
    }
}

/// A line's version alone, to tell a newer client from garbage.
private struct VersionOnly: Decodable {
    let v: Int
}
