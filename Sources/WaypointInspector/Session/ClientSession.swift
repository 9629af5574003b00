/// One client's conversation, as a state machine without I/O: it reads the
/// client's lines and says what to do with each.
///
/// A connection starts ``Phase/awaitingHello``: its first line must be a
/// `hello` with the client's nonce, which is answered with a challenge (the
/// app's nonce and its proof that it knows the token); its second line must
/// be a `proof` that the client knows the token. Anything else is answered
/// with an error and the connection is dropped; so is one that does not finish
/// the handshake in time. Once ``Phase/attached``, a line that is not a
/// command is answered and the connection stays: with a failed `reply`
/// carrying the line's `id` when it has a readable one, with an `error`
/// otherwise; a command goes to the main actor.
///
/// ```swift
/// var session = ClientSession(token: "3f…")
/// session.receive(.line(hello), coding: coding)    // .challenge(…)
/// session.receive(.line(proof), coding: coding)    // .attach
/// session.receive(.line(open), coding: coding)     // .run(.open(id: 1, url: …))
/// ```
struct ClientSession {
    enum Phase: Equatable {
        /// The first line, `hello`, is due.
        case awaitingHello
        /// The challenge was sent; the client's `proof` is due.
        case awaitingProof(clientNonce: String, appNonce: String)
        case attached
        case closed
    }

    /// What to do with a line.
    enum Action: Equatable {
        /// Send the challenge; the connection waits for the client's proof.
        case challenge(InspectorEvent)
        /// The client proved it knows the token: send the welcome and the
        /// current state.
        case attach
        /// Carry out a command on the main actor, then send its reply.
        case run(InspectorCommand)
        /// Send this error or failed reply; the connection stays.
        case answer(InspectorEvent)
        /// Send this error, then close the connection.
        case refuse(InspectorEvent)
    }

    private let token: String
    private let makeNonce: () -> String
    private(set) var phase = Phase.awaitingHello

    /// - Parameters:
    ///   - token: the token the client must prove it knows.
    ///   - makeNonce: the app's nonces; random by default.
    init(token: String, makeNonce: @escaping () -> String = InspectorHandshake.makeNonce) {
        self.token = token
        self.makeNonce = makeNonce
    }

    /// Whether the client has not finished the handshake yet.
    var isHandshaking: Bool {
        switch phase {
        case .awaitingHello, .awaitingProof: true
        case .attached, .closed: false
        }
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
        let bytes: [UInt8]
        switch frame {
        case .tooLong:
            return problem(InspectorError(.lineTooLong, "a line is longer than the inspector reads"), id: nil)
        case .line(let line):
            bytes = line
        }
        let id: Int?
        switch RequestSyntax.check(bytes) {
        case .malformed(let reason):
            return problem(InspectorError(.badRequest, "not a JSON object: \(reason)"), id: nil)
        case .invalid(let reason, let readable):
            return problem(InspectorError(.badRequest, reason), id: readable)
        case .valid(let readable):
            id = readable
        }
        guard let envelope = coding.decode(Envelope.self, from: bytes) else {
            return problem(InspectorError(.badRequest, "a request needs a whole number \"v\" and a \"type\""), id: id)
        }
        guard envelope.v == InspectorProtocol.version else { return problem(unsupported(envelope.v), id: id) }
        guard InspectorRequest.Kind(rawValue: envelope.type) != nil else {
            return problem(InspectorError(.badRequest, "no request has the type \"\(envelope.type)\""), id: id)
        }
        let request: InspectorRequest
        switch coding.decodeReporting(InspectorRequest.self, from: bytes) {
        case .success(let decoded): request = decoded
        case .failure(let failure): return problem(InspectorError(.badRequest, failure.reason), id: id)
        }
        switch phase {
        case .awaitingHello:
            return hello(request)
        case .awaitingProof(let clientNonce, let appNonce):
            let expected = InspectorHandshake.clientProof(token: token, clientNonce: clientNonce, appNonce: appNonce)
            guard request.type == .proof, let proof = request.proof, InspectorHandshake.matches(proof, expected) else {
                return refuse(
                    InspectorError(.badToken, "the second line must be a proof that the client knows the token"))
            }
            phase = .attached
            return .attach
        case .attached, .closed:
            return command(request, id: id)
        }
    }

    /// The client did not finish the handshake in time.
    ///
    /// - Returns: the error to send before closing, or `nil` if the client is attached.
    mutating func timedOut() -> InspectorEvent? {
        guard isHandshaking else { return nil }
        phase = .closed
        return .refused(InspectorError(.timeout, "no hello and proof in time"))
    }

    /// The client is refused: the error to send, and the connection closes.
    ///
    /// - Parameter error: why.
    /// - Returns: the error line's event.
    mutating func close(_ error: InspectorError) -> InspectorEvent {
        phase = .closed
        return .refused(error)
    }

    private mutating func hello(_ request: InspectorRequest) -> Action {
        guard request.type == .hello else {
            return refuse(InspectorError(.badToken, "the first line must be hello, then the proof of the token"))
        }
        guard let clientNonce = request.nonce, InspectorHandshake.isNonce(clientNonce) else {
            return refuse(
                InspectorError(
                    .badRequest, "hello needs a nonce of \(InspectorHandshake.nonceLength) lowercase hexadecimal digits"
                ))
        }
        let appNonce = makeNonce()
        phase = .awaitingProof(clientNonce: clientNonce, appNonce: appNonce)
        let proof = InspectorHandshake.appProof(token: token, clientNonce: clientNonce, appNonce: appNonce)
        return .challenge(.challenge(nonce: appNonce, proof: proof))
    }

    private func command(_ request: InspectorRequest, id: Int?) -> Action {
        switch request.type {
        case .hello, .proof:
            return answer(InspectorError(.badRequest, "already attached"), id: id)
        case .open:
            guard let url = request.url else { return missing("url", for: request, id: id) }
            return .run(.open(id: id, url: url))
        case .intent:
            guard let intents = request.intents, !intents.isEmpty else {
                return missing("intents", for: request, id: id)
            }
            return .run(.intents(id: id, intents))
        case .choose:
            guard let entry = request.entry else { return missing("entry", for: request, id: id) }
            guard let button = request.button else { return missing("button", for: request, id: id) }
            return .run(.choose(id: id, entry: entry, button: button, texts: request.texts ?? [:]))
        case .resize:
            guard let entry = request.entry else { return missing("entry", for: request, id: id) }
            guard let detent = request.detent else { return missing("detent", for: request, id: id) }
            return .run(.resize(id: id, entry: entry, detent: detent))
        case .restore:
            guard let state = request.state else { return missing("state", for: request, id: id) }
            return .run(.restore(id: id, state))
        case .restoration:
            return .run(.restoration(id: id))
        case .scenes:
            return .run(.scenes(id: id))
        case .scene:
            guard let scene = request.scene else { return missing("scene", for: request, id: id) }
            return .run(.scene(id: id, scene))
        }
    }

    private func missing(_ field: String, for request: InspectorRequest, id: Int?) -> Action {
        answer(InspectorError(.badRequest, "\(request.type.rawValue) needs \(field)"), id: id)
    }

    /// A line the session cannot take: before the handshake ends it closes the
    /// connection; after, it is answered and the connection stays.
    private mutating func problem(_ error: InspectorError, id: Int?) -> Action {
        guard phase == .attached else { return refuse(error) }
        return answer(error, id: id)
    }

    private mutating func refuse(_ error: InspectorError) -> Action {
        .refuse(close(error))
    }

    /// A failed reply with the line's `id` when it has one, an error otherwise.
    private func answer(_ error: InspectorError, id: Int?) -> Action {
        guard let id else { return .answer(.refused(error)) }
        return .answer(.failed(id, .init(error)))
    }

    private func unsupported(_ version: Int) -> InspectorError {
        InspectorError(
            .unsupportedVersion,
            "this inspector speaks version \(InspectorProtocol.version) of the protocol, not \(version): use a client "
                + "of the same Waypoint version (its `waypoint` command)")
    }
}

/// What every request has: its version and its type.
private struct Envelope: Decodable {
    let v: Int
    let type: String
}
