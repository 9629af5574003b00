import Testing
import Waypoint

@testable import WaypointInspector

@Suite struct ClientSessionTests {
    private let coding = LineCoding()

    private func line(_ text: String) -> LineFramer.Frame { .line(Array(text.utf8)) }

    private func code(_ action: ClientSession.Action) -> String? {
        switch action {
        case .answer(let event), .refuse(let event): event.error?.code
        default: nil
        }
    }

    /// A session through its handshake.
    private func attached(token: String = "t") -> ClientSession {
        var session = ClientSession(token: token, makeNonce: { String(repeating: "e", count: 32) })
        let client = ClientHandshake(token: token, nonce: String(repeating: "c", count: 32))
        guard
            case .challenge(let challenge) = session.receive(
                .line(Array(coding.line(client.hello)?.dropLast() ?? [])), coding: coding),
            let proof = client.answer(challenge).flatMap({ coding.line($0) })
        else { return session }
        _ = session.receive(.line(Array(proof.dropLast())), coding: coding)
        return session
    }

    @Test("the first line must be hello with a nonce, the second the proof, or the client is refused")
    func theHandshakeComesFirst() {
        var early = ClientSession(token: "secret")
        let command = early.receive(line(#"{"v":4,"type":"open","id":1,"url":"notes://note/1"}"#), coding: coding)
        guard case .refuse = command else {
            Issue.record("not refused: \(command)")
            return
        }
        #expect(code(command) == "badToken")
        #expect(early.phase == .closed)

        var noNonce = ClientSession(token: "secret")
        #expect(code(noNonce.receive(line(#"{"v":4,"type":"hello"}"#), coding: coding)) == "badRequest")
        #expect(noNonce.phase == .closed)

        var wrong = ClientSession(token: "secret")
        let hello = #"{"v":4,"type":"hello","nonce":"00112233445566778899aabbccddeeff"}"#
        guard case .challenge = wrong.receive(line(hello), coding: coding) else {
            Issue.record("no challenge")
            return
        }
        #expect(code(wrong.receive(line(#"{"v":4,"type":"proof","proof":"00"}"#), coding: coding)) == "badToken")
        #expect(wrong.phase == .closed)

        #expect(attached(token: "secret").phase == .attached)
    }

    @Test("garbage closes a client before its handshake, and is answered after it") func garbageClosesAClientBeforeIts()
    {
        var before = ClientSession(token: "t")
        let refused = before.receive(line("GET / HTTP/1.1"), coding: coding)
        guard case .refuse = refused else {
            Issue.record("not refused: \(refused)")
            return
        }
        #expect(code(refused) == "badRequest")

        var after = attached()
        #expect(after.phase == .attached)
        for garbage in ["nonsense", "{}", #"{"v":4,"type":"fly"}"#, #"{"v":4,"type":"open","id":4}"#, "[1,2]"] {
            let answer = after.receive(line(garbage), coding: coding)
            guard case .answer = answer else {
                Issue.record("\(garbage) gave \(answer)")
                continue
            }
        }
        #expect(code(after.receive(.tooLong, coding: coding)) == "lineTooLong")
        #expect(code(after.receive(line(#"{"v":2,"type":"hello"}"#), coding: coding)) == "unsupportedVersion")
        #expect(after.phase == .attached)
        #expect(
            after.receive(line(#"{"v":4,"type":"open","id":4,"url":"notes://note/2"}"#), coding: coding)
                == .run(.open(id: 4, url: "notes://note/2")))
    }

    @Test("a client that does not finish its handshake in time is refused; an attached one is not")
    func aClientThatSendsNoToken() {
        var waiting = ClientSession(token: "t")
        #expect(waiting.timedOut()?.error?.code == "timeout")
        var halfway = ClientSession(token: "t")
        _ = halfway.receive(line(#"{"v":4,"type":"hello","nonce":"00112233445566778899aabbccddeeff"}"#), coding: coding)
        #expect(halfway.timedOut()?.error?.code == "timeout")
        var done = attached()
        #expect(done.timedOut() == nil)
    }

    @Test("every refused line with a readable id is answered with a failed reply carrying that id")
    func refusedLinesCarryTheirID() {
        var session = attached()
        let cases: [(String, Int?, String)] = [
            (#"{"v":4,"type":"open","id":5,"url":42}"#, 5, "badRequest"),
            (#"{"v":4,"type":"intent","id":6,"intents":"back"}"#, 6, "badRequest"),
            (#"{"v":4,"type":"restore","id":7,"state":{"format":"two"}}"#, 7, "badRequest"),
            (#"{"v":4,"type":"open","id":8}"#, 8, "badRequest"),
            (#"{"v":4,"type":"teleport","id":9}"#, 9, "badRequest"),
            (#"{"v":4,"type":7,"id":10}"#, 10, "badRequest"),
            (#"{"v":"2","type":"open","id":11,"url":"notes://note/1"}"#, 11, "badRequest"),
            (#"{"v":2,"type":"open","id":12,"url":"notes://note/1"}"#, 12, "unsupportedVersion"),
            (#"{"v":4,"type":"open","id":13,"url":"a","url":"b"}"#, 13, "badRequest"),
            (#"{"v":4,"type":"hello","id":14,"nonce":"00112233445566778899aabbccddeeff"}"#, 14, "badRequest"),
            (#"{"id":15}"#, 15, "badRequest"),
            // No readable id: an error line.
            (#"{"v":4,"type":"open","id":"16","url":7}"#, nil, "badRequest"),
            (#"{"v":4,"type":"open","id":1.5,"url":7}"#, nil, "badRequest"),
            (#"{"v":4,"type":"open","id":17,"id":18,"url":7}"#, nil, "badRequest"),
            (#"{"v":4,"type":"open","id":19,"url":7"#, nil, "badRequest"),
        ]
        for (text, id, expected) in cases {
            let action = session.receive(line(text), coding: coding)
            guard case .answer(let event) = action else {
                Issue.record("\(text) gave \(action)")
                continue
            }
            #expect(event.type == (id == nil ? .error : .reply), "\(text)")
            #expect(event.id == id, "\(text)")
            #expect(event.ok == (id == nil ? nil : false), "\(text)")
            #expect(event.error?.code == expected, "\(text)")
        }
        #expect(session.phase == .attached)
    }

    @Test("the decoder is as strict as the article: UTF-16, a byte order mark, 2.0, repeated names, blank lines")
    func strictDecoding() {
        let open = #"{"v":4,"type":"open","id":3,"url":"notes://note/1"}"#
        var session = attached()
        #expect(session.receive(line(open), coding: coding) == .run(.open(id: 3, url: "notes://note/1")))
        // JSON's own whitespace around the object, a \r included, is JSON.
        #expect(session.receive(line(" \t" + open + "\r"), coding: coding) == .run(.open(id: 3, url: "notes://note/1")))
        #expect(
            session.receive(line(#"{"v":4,"type":"open","id":3,"url":"notes:\/\/note\/1\u00e9"}"#), coding: coding)
                == .run(.open(id: 3, url: "notes://note/1é")))

        let utf16 = Array(open.utf16).flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] }
        let refused: [(String, [UInt8])] = [
            ("UTF-16", utf16),
            ("UTF-16 with a byte order mark", [0xFF, 0xFE] + utf16),
            ("UTF-16 big endian", Array(open.utf16).flatMap { [UInt8($0 >> 8), UInt8(truncatingIfNeeded: $0)] }),
            ("a UTF-8 byte order mark", [0xEF, 0xBB, 0xBF] + Array(open.utf8)),
            ("a blank line", []),
            ("a line of spaces", Array("   ".utf8)),
            ("v 4.0", Array(#"{"v":4.0,"type":"restoration","id":3}"#.utf8)),
            ("v 4.0", Array(#"{"v":4e0,"type":"restoration","id":3}"#.utf8)),
            ("v 40E-1", Array(#"{"v":40E-1,"type":"restoration","id":3}"#.utf8)),
            ("a repeated type", Array(#"{"v":4,"type":"open","type":"restoration","id":3}"#.utf8)),
            ("a repeated v, escaped", Array(#"{"v":4,"\u0076":3,"type":"restoration","id":3}"#.utf8)),
            (
                "a repeated name inside a value",
                Array(#"{"v":4,"type":"intent","id":3,"intents":[{"dismissed":{"_0":1,"_0":2}}]}"#.utf8)
            ),
            (
                "a number with a fraction inside a value",
                Array(#"{"v":4,"type":"intent","id":3,"intents":[{"dismissed":{"_0":1.0}}]}"#.utf8)
            ),
            (
                "a bad UTF-8 byte",
                Array(#"{"v":4,"type":"open","id":3,"url":"a"#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8)
            ),
            (
                "an encoded surrogate",
                Array(#"{"v":4,"type":"open","id":3,"url":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8)
            ),
            ("a lone surrogate escape", Array(#"{"v":4,"type":"open","id":3,"url":"\ud800"}"#.utf8)),
            ("a raw control character", Array("{\"v\":4,\"type\":\"open\",\"id\":3,\"url\":\"a\u{1}\"}".utf8)),
            ("a leading zero", Array(#"{"v":02,"type":"restoration","id":3}"#.utf8)),
            ("a second value", Array((open + " {}").utf8)),
            (
                "nesting past the bound",
                Array(
                    (#"{"v":4,"type":"restoration","id":3,"x":"# + String(repeating: "[", count: 600)
                        + String(repeating: "]", count: 600) + "}").utf8)
            ),
        ]
        for (what, bytes) in refused {
            let action = session.receive(.line(bytes), coding: coding)
            guard case .answer(let event) = action else {
                Issue.record("\(what) gave \(action)")
                continue
            }
            #expect(event.error?.code == "badRequest", "\(what)")
        }
        #expect(session.phase == .attached)
    }
}

@Suite struct RequestSyntaxTests {
    @Test("a line is read once, without recursion, however deep or long")
    func deepAndLong() {
        let deep = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect(RequestSyntax.check(Array((#"{"id":1,"x":"# + deep + "}").utf8)) == .valid(id: 1))
        let tooDeep = String(repeating: "[", count: 1 << 20)
        #expect(RequestSyntax.check(Array(tooDeep.utf8)) != .valid(id: nil))
        let long = #"{"id":2,"x":""# + String(repeating: "é", count: 300_000) + #""}"#
        #expect(RequestSyntax.check(Array(long.utf8)) == .valid(id: 2))
        #expect(RequestSyntax.check(Array(#"[{"id":1}]"#.utf8)) == .invalid("a request is a JSON object", id: nil))
        #expect(RequestSyntax.check(Array(#"{"a":{"id":1}}"#.utf8)) == .valid(id: nil))
        #expect(RequestSyntax.check(Array(#"{"id":-0,"n":[true,false,null,-1,0]}"#.utf8)) == .valid(id: 0))
    }
}

@Suite struct InspectorAddressTests {
    @Test("only loopback hosts are listened on") func onlyLoopbackHostsAreListenedOn() throws {
        for host in ["0.0.0.0", "192.168.1.10", "10.0.0.1", "::", "example.com", "fe80::1"] {
            let error = #expect(throws: InspectorError.self, "\(host)") {
                try Socket.listen(on: .tcp(host: host, port: 0))
            }
            #expect(error?.code == .notLoopback)
        }
    }

    @Test("addresses read as the inspector prints them") func addressesReadAsTheInspectorPrints() throws {
        #expect(try InspectorAddress(parsing: "127.0.0.1:5123") == .tcp(host: "127.0.0.1", port: 5123))
        #expect(try InspectorAddress(parsing: "[::1]:80") == .tcp(host: "::1", port: 80))
        #expect(try InspectorAddress(parsing: "5123") == .loopback(port: 5123))
        #expect(try InspectorAddress(parsing: "unix:/tmp/a.sock") == .unix(path: "/tmp/a.sock"))
        #expect(InspectorAddress.tcp(host: "::1", port: 80).description == "[::1]:80")
        #expect(throws: InspectorError.self) { try InspectorAddress(parsing: "nowhere") }
        #expect(throws: InspectorError.self) { try InspectorAddress(parsing: "unix:") }
    }
}
