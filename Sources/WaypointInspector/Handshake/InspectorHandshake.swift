/// The proofs of the inspector's handshake: each side shows that it knows the
/// token without sending it.
///
/// Package access: <doc:InspectorProtocol> documents the handshake as JSON. The
/// client opens with a random nonce; the app answers with a nonce of its own
/// and its proof, HMAC-SHA-256 under the token of
/// `waypoint-inspector app proof\n<client nonce>\n<app nonce>`; the client checks
/// it, so it knows it is talking to the app that printed the token before it
/// proves anything, and then sends its own proof, the same HMAC of
/// `waypoint-inspector client proof\n<client nonce>\n<app nonce>`. The two
/// labels keep one side's proof from being replayed as the other's; the two
/// nonces keep a proof from being replayed on another connection. The token
/// never travels, so a program that took the app's address after the app
/// stopped learns nothing from a client.
///
/// ```swift
/// let nonce = InspectorHandshake.makeNonce()
/// let proof = InspectorHandshake.appProof(token: token, clientNonce: nonce, appNonce: appNonce)
/// ```
package enum InspectorHandshake {
    /// The number of hexadecimal digits of a nonce: 128 random bits.
    package static let nonceLength = 32

    /// 128 random bits from the system's generator, as 32 lowercase
    /// hexadecimal digits.
    ///
    /// - Returns: the nonce.
    package static func makeNonce() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// Whether a text is a nonce as the handshake takes it: 32 lowercase
    /// hexadecimal digits.
    ///
    /// - Parameter text: the text.
    /// - Returns: whether it is one.
    package static func isNonce(_ text: String) -> Bool {
        text.utf8.count == nonceLength && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// The app's proof that it knows the token.
    ///
    /// - Parameters:
    ///   - token: the token.
    ///   - clientNonce: the nonce of the client's `hello`.
    ///   - appNonce: the nonce of the app's `challenge`.
    /// - Returns: 64 lowercase hexadecimal digits.
    package static func appProof(token: String, clientNonce: String, appNonce: String) -> String {
        proof("waypoint-inspector app proof", token: token, clientNonce: clientNonce, appNonce: appNonce)
    }

    /// The client's proof that it knows the token.
    ///
    /// - Parameters:
    ///   - token: the token.
    ///   - clientNonce: the nonce of the client's `hello`.
    ///   - appNonce: the nonce of the app's `challenge`.
    /// - Returns: 64 lowercase hexadecimal digits.
    package static func clientProof(token: String, clientNonce: String, appNonce: String) -> String {
        proof("waypoint-inspector client proof", token: token, clientNonce: clientNonce, appNonce: appNonce)
    }

    /// Compares two texts in a time that does not depend on where they differ.
    ///
    /// - Parameters:
    ///   - presented: the text received.
    ///   - expected: the text it must be.
    /// - Returns: whether they are equal.
    package static func matches(_ presented: String, _ expected: String) -> Bool {
        let left = Array(presented.utf8)
        let right = Array(expected.utf8)
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(left, right) { difference |= a ^ b }
        return difference == 0
    }

    private static func proof(_ label: String, token: String, clientNonce: String, appNonce: String) -> String {
        let message = Array("\(label)\n\(clientNonce)\n\(appNonce)".utf8)
        return hex(HMAC.sha256(key: Array(token.utf8), message: message))
    }

    /// Bytes as lowercase hexadecimal digits.
    package static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// The client's side of the handshake: its nonce, the `hello` that opens a
/// connection, and the proof it sends once the app has proved itself.
///
/// ```swift
/// let handshake = ClientHandshake(token: token)
/// send(handshake.hello)
/// // … read the challenge …
/// guard let proof = handshake.answer(challenge) else { return }   // not the app: nothing was sent
/// send(proof)
/// ```
package struct ClientHandshake: Sendable {
    /// The client's nonce.
    package let nonce: String
    private let token: String

    /// - Parameters:
    ///   - token: the token the app printed.
    ///   - nonce: the client's nonce; a new random one by default.
    package init(token: String, nonce: String = InspectorHandshake.makeNonce()) {
        self.token = token
        self.nonce = nonce
    }

    /// The first line: a `hello` with the client's nonce.
    package var hello: InspectorRequest {
        InspectorRequest(.hello, nonce: nonce)
    }

    /// The client's proof, if the challenge proves that the app knows the token.
    ///
    /// - Parameter challenge: the app's answer to the `hello`.
    /// - Returns: the `proof` line to send, or `nil` when the line is not a
    ///   challenge or its proof is wrong: the peer does not know the token.
    package func answer(_ challenge: InspectorEvent) -> InspectorRequest? {
        guard challenge.type == .challenge, let appNonce = challenge.nonce, let proof = challenge.proof,
            InspectorHandshake.isNonce(appNonce),
            InspectorHandshake.matches(
                proof, InspectorHandshake.appProof(token: token, clientNonce: nonce, appNonce: appNonce))
        else { return nil }
        return InspectorRequest(
            .proof, proof: InspectorHandshake.clientProof(token: token, clientNonce: nonce, appNonce: appNonce))
    }
}
