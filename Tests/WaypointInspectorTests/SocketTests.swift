import Testing
import WaypointInspector

/// The transport's sockets, as the inspector and the `waypoint` command open them.
@Suite struct SocketTests {
    @Test("both ends of a loopback TCP connection send small writes at once (TCP_NODELAY)")
    func tcpConnectionsSendWithoutDelay() throws {
        for host in ["127.0.0.1", "::1"] {
            guard let listening = try? Socket.listen(on: .tcp(host: host, port: 0)) else {
                // ::1 is missing where IPv6 is turned off; 127.0.0.1 never is.
                #expect(host == "::1", "cannot listen on \(host)")
                continue
            }
            let (listener, bound) = listening
            defer { listener.close() }
            let client = try Socket.connect(to: bound)
            defer { client.close() }
            // The connection is pending in the listener's queue once `connect` returns.
            let accepted = try #require(listener.accept())
            defer { accepted.close() }
            #expect(client.sendsWithoutDelay, "the client's end on \(host)")
            #expect(accepted.sendsWithoutDelay, "the inspector's end on \(host)")
        }
    }
}
