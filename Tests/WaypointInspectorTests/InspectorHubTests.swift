import Testing
import Waypoint

@testable import WaypointInspector

@Suite struct InspectorHubTests {
    private func change(_ version: UInt64) -> NavigationChange {
        NavigationChange(
            snapshot: CoordinatorSnapshot(kind: .navigation, type: "Stack", entries: []),
            cause: .initial,
            version: version
        )
    }

    /// The events the thread takes, as text: `c<version>`, `m<count>`, `a<client>`.
    private func describe(_ events: [InspectorHub.Event]) -> [String] {
        events.map { event in
            switch event {
            case .change(let change): "c\(change.version)"
            case .missed(let count): "m\(count)"
            case .attached(let client, _): "a\(client)"
            case .reply(let client, _): "r\(client)"
            case .switched(let watch, _): "s\(watch.initial?.version ?? 0)"
            }
        }
    }

    @Test("past its bound, the hub keeps a notice and the latest change, and keeps attachments in order")
    func fallsBackToTheLatest() throws {
        let (read, write) = try Socket.pair()
        defer { read.close() }
        let hub = InspectorHub(wakeEnd: write, maxPublished: 4)
        for version: UInt64 in 1...4 { hub.publish(change(version)) }
        #expect(describe(hub.take().events) == ["c1", "c2", "c3", "c4"])

        for version: UInt64 in 5...13 { hub.publish(change(version)) }
        #expect(describe(hub.take().events) == ["m8", "c13"])

        // An attachment after the fallback stays where it happened.
        for version: UInt64 in 14...19 { hub.publish(change(version)) }
        hub.attached(client: 7, nil)
        hub.publish(change(20))
        hub.publish(change(21))
        #expect(describe(hub.take().events) == ["m5", "c19", "a7", "c20", "c21"])

        // A move to another scene stays where it happened too, past a fallback.
        for version: UInt64 in 22...27 { hub.publish(change(version)) }
        hub.switched(InspectorWatch(initial: change(3), scene: nil), reason: "a client chose it")
        hub.publish(change(4))
        #expect(describe(hub.take().events) == ["m5", "c27", "s3", "c4"])
    }
}
