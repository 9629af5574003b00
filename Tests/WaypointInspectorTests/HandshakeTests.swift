import Foundation
import Testing

@testable import WaypointInspector

@Suite struct SHA256Tests {
    private func hex(_ bytes: [UInt8]) -> String { InspectorHandshake.hex(bytes) }

    @Test("the examples of FIPS 180-4 (NIST's example values)")
    func fipsExamples() {
        #expect(
            hex(SHA256.hash(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            hex(SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        let long =
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
        #expect(
            hex(SHA256.hash(Array(long.utf8))) == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
        #expect(
            hex(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("messages around the padding's block boundary, fed at once and byte by byte")
    func paddingBoundaries() {
        // The bytes 0, 1, 2 … of each length, hashed by Python's hashlib.
        let expected: [Int: String] = [
            55: "463eb28e72f82e0a96c0a4cc53690c571281131f672aa229e0d45ae59b598b59",
            56: "da2ae4d6b36748f2a318f23e7ab1dfdf45acdc9d049bd80e59de82a60895f562",
            63: "29af2686fd53374a36b0846694cc342177e428d1647515f078784d69cdb9e488",
            64: "fdeab9acf3710362bd2658cdc9a29e8f9c757fcf9811603a8c447cd1d9151108",
            65: "4bfd2c8b6f1eec7a2afeb48b934ee4b2694182027e6d0fc075074f2fabb31781",
            119: "da18797ed7c3a777f0847f429724a2d8cd5138e6ed2895c3fa1a6d39d18f7ec6",
            120: "f52b23db1fbb6ded89ef42a23ce0c8922c45f25c50b568a93bf1c075420bbb7c",
        ]
        for (length, digest) in expected {
            let message = (0..<length).map { UInt8($0) }
            #expect(hex(SHA256.hash(message)) == digest, "\(length) bytes")
            var hasher = SHA256()
            for byte in message { hasher.update([byte]) }
            #expect(hex(hasher.finalize()) == digest, "\(length) bytes, one at a time")
        }
    }
}

@Suite struct HMACTests {
    /// RFC 4231, section 4: the test cases of HMAC-SHA-256.
    @Test("the test cases of RFC 4231")
    func rfc4231() {
        let cases: [(key: [UInt8], data: [UInt8], mac: String)] = [
            (
                [UInt8](repeating: 0x0b, count: 20), Array("Hi There".utf8),
                "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
            ),
            (
                Array("Jefe".utf8), Array("what do ya want for nothing?".utf8),
                "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
            ),
            (
                [UInt8](repeating: 0xaa, count: 20), [UInt8](repeating: 0xdd, count: 50),
                "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
            ),
            (
                Array(1...25), [UInt8](repeating: 0xcd, count: 50),
                "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
            ),
            (
                [UInt8](repeating: 0xaa, count: 131),
                Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
                "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
            ),
            (
                [UInt8](repeating: 0xaa, count: 131),
                Array(
                    ("This is a test using a larger than block-size key and a larger than block-size data. The key "
                        + "needs to be hashed before being used by the HMAC algorithm.").utf8),
                "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
            ),
        ]
        for (number, test) in cases.enumerated() {
            #expect(
                InspectorHandshake.hex(HMAC.sha256(key: test.key, message: test.data)) == test.mac, "case \(number)")
        }
        // Test case 5 is truncated to 128 bits.
        let truncated = HMAC.sha256(
            key: [UInt8](repeating: 0x0c, count: 20), message: Array("Test With Truncation".utf8))
        #expect(InspectorHandshake.hex(Array(truncated.prefix(16))) == "a3b6167473100ee06e0c796c2955552b")
    }
}

@Suite struct HandshakeTests {
    private let coding = LineCoding()

    @Test("a client that knows the token checks the app's proof and proves itself; a wrong token on either side fails")
    func proofs() throws {
        let token = InspectorHandshake.makeNonce()
        let client = ClientHandshake(token: token)
        var session = ClientSession(token: token)
        guard case .challenge(let challenge) = session.receive(try line(client.hello), coding: coding) else {
            Issue.record("no challenge")
            return
        }
        let proof = try #require(client.answer(challenge))
        #expect(proof.type == .proof)
        #expect(ClientHandshake(token: "another", nonce: client.nonce).answer(challenge) == nil)
        var forged = challenge
        forged.proof = InspectorHandshake.appProof(
            token: "another", clientNonce: client.nonce, appNonce: try #require(challenge.nonce))
        #expect(client.answer(forged) == nil)
        #expect(session.receive(try line(proof), coding: coding) == .attach)
        #expect(session.phase == .attached)
    }

    private func line(_ request: InspectorRequest) throws -> LineFramer.Frame {
        .line(Array(try #require(coding.line(request)).dropLast()))
    }

    @Test("the app's proof names both nonces and a label of its own: it cannot be replayed as the client's")
    func proofsAreBound() {
        let token = "9c1f5e0b2d7a4c3e8f6a1b0d2c4e6f80"
        let (a, b) = ("00112233445566778899aabbccddeeff", "ffeeddccbbaa99887766554433221100")
        let app = InspectorHandshake.appProof(token: token, clientNonce: a, appNonce: b)
        #expect(app != InspectorHandshake.clientProof(token: token, clientNonce: a, appNonce: b))
        #expect(app != InspectorHandshake.appProof(token: token, clientNonce: b, appNonce: a))
        #expect(app.count == 64)
        #expect(InspectorHandshake.makeNonce() != InspectorHandshake.makeNonce())
        #expect(InspectorHandshake.isNonce(InspectorHandshake.makeNonce()))
        #expect(!InspectorHandshake.isNonce("00112233445566778899AABBCCDDEEFF"))
    }

    @Test("the protocol article's handshake example is what the code computes, line for line")
    func articleExample() throws {
        let article = try String(
            contentsOf: URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(
                    "Sources/WaypointInspector/WaypointInspector.docc/Articles/InspectorProtocol.md"),
            encoding: .utf8)
        let token = "9c1f5e0b2d7a4c3e8f6a1b0d2c4e6f80"
        let clientNonce = "00112233445566778899aabbccddeeff"
        let appNonce = "ffeeddccbbaa99887766554433221100"
        var session = ClientSession(token: token, makeNonce: { appNonce })
        let client = ClientHandshake(token: token, nonce: clientNonce)
        let hello = try #require(coding.line(client.hello))
        guard case .challenge(let challenge) = session.receive(.line(Array(hello.dropLast())), coding: coding) else {
            Issue.record("no challenge")
            return
        }
        let proof = try #require(client.answer(challenge))
        #expect(session.receive(.line(Array(try #require(coding.line(proof)).dropLast())), coding: coding) == .attach)
        for line in [hello, try #require(coding.line(challenge)), try #require(coding.line(proof))] {
            let text = String(decoding: line.dropLast(), as: UTF8.self)
            #expect(article.contains(text), "the article lacks \(text)")
        }
        #expect(article.contains(token))

        // The examples of a refused version 3 client and of a wrongly typed field.
        var fresh = ClientSession(token: token)
        guard
            case .refuse(let old) = fresh.receive(
                .line(Array(#"{"v":3,"type":"hello","nonce":"00112233445566778899aabbccddeeff"}"#.utf8)),
                coding: coding),
            let message = old.error?.message, let colon = message.firstIndex(of: ":")
        else {
            Issue.record("a version 3 hello is not refused")
            return
        }
        #expect(old.error?.code == "unsupportedVersion")
        #expect(
            article.contains(
                #"{"v":4,"type":"error","error":{"domain":"inspector","code":"unsupportedVersion","message":""#
                    + message[...colon] + " …\"}}"))
        var attached = session
        let wrong = #"{"v":4,"type":"open","id":3,"url":42}"#
        guard case .answer(let reply) = attached.receive(.line(Array(wrong.utf8)), coding: coding) else {
            Issue.record("a wrongly typed field is not answered")
            return
        }
        let shown = try #require(
            article.split(separator: "\n").first { $0.hasPrefix(#"{"v":4,"type":"reply","id":3,"ok":false"#) })
        #expect(article.contains(wrong))
        #expect(coding.decode(InspectorEvent.self, from: Array(shown.utf8)) == reply)
    }
}
