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

    @Test("the first line must present the right token, or the client is refused") func theFirstLineMustPresentThe() {
        var wrong = ClientSession(token: "secret")
        let refused = wrong.receive(line(#"{"v":1,"type":"hello","token":"guess"}"#), coding: coding)
        guard case .refuse = refused else {
            Issue.record("not refused: \(refused)")
            return
        }
        #expect(code(refused) == "badToken")
        #expect(wrong.phase == .closed)

        var early = ClientSession(token: "secret")
        let command = early.receive(line(#"{"v":1,"type":"open","id":1,"url":"notes://note/1"}"#), coding: coding)
        #expect(code(command) == "badToken")
        #expect(early.phase == .closed)

        var right = ClientSession(token: "secret")
        #expect(right.receive(line(#"{"v":1,"type":"hello","token":"secret"}"#), coding: coding) == .attach)
        #expect(right.phase == .attached)
    }

    @Test("garbage closes a client before its token, and is answered after it") func garbageClosesAClientBeforeIts() {
        var before = ClientSession(token: "t")
        let refused = before.receive(line("GET / HTTP/1.1"), coding: coding)
        guard case .refuse = refused else {
            Issue.record("not refused: \(refused)")
            return
        }
        #expect(code(refused) == "badRequest")

        var after = ClientSession(token: "t")
        _ = after.receive(line(#"{"v":1,"type":"hello","token":"t"}"#), coding: coding)
        for garbage in ["nonsense", "{}", #"{"v":1,"type":"fly"}"#, #"{"v":1,"type":"open","id":4}"#, "[1,2]"] {
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
            after.receive(line(#"{"v":1,"type":"open","id":4,"url":"notes://note/2"}"#), coding: coding)
                == .run(.open(id: 4, url: "notes://note/2")))
    }

    @Test("a client that sends no token in time is refused; an attached one is not") func aClientThatSendsNoToken() {
        var waiting = ClientSession(token: "t")
        #expect(waiting.timedOut()?.error?.code == "timeout")
        var attached = ClientSession(token: "t")
        _ = attached.receive(line(#"{"v":1,"type":"hello","token":"t"}"#), coding: coding)
        #expect(attached.timedOut() == nil)
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
