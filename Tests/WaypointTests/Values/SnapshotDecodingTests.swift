import Foundation
import Testing
import Waypoint
import WaypointTestFixtures

@Suite("Snapshots encoded by earlier versions decode")
struct SnapshotDecodingTests {
    @Test("an entry without isGuarded decodes as unguarded")
    func entryWithoutIsGuarded() throws {
        let json = #"{"id": 3, "route": "todo", "presentation": "push", "input": "42", "isAwaited": true}"#
        let entry = try JSONDecoder().decode(EntrySnapshot.self, from: Data(json.utf8))
        #expect(
            entry
                == EntrySnapshot(
                    id: EntryID(rawValue: 3), route: "todo", presentation: .push, input: "42", isAwaited: true))
        #expect(!entry.isGuarded)
    }

    @Test("a snapshot without attributes or isGuarded decodes, child flows included")
    func snapshotWithoutLateFields() throws {
        let json = #"""
            {
              "kind": "navigation",
              "type": "TodosCoordinator",
              "entries": [
                {"id": 1, "route": "list", "presentation": "root", "isAwaited": false},
                {"id": 2, "route": "create", "presentation": "sheet", "isAwaited": true,
                 "child": {"kind": "navigation", "type": "CreateCoordinator",
                           "entries": [{"id": 3, "route": "form", "presentation": "root", "isAwaited": false}]}}
              ]
            }
            """#
        let snapshot = try JSONDecoder().decode(CoordinatorSnapshot.self, from: Data(json.utf8))
        #expect(snapshot.routes == ["list", "create"])
        #expect(snapshot.attributes.isEmpty)
        #expect(snapshot.selected == nil)
        #expect(snapshot.entries.allSatisfy { !$0.isGuarded })
        #expect(snapshot.entries.last?.child?.routes == ["form"])
    }

    @Test("a snapshot round-trips with every field")
    @MainActor
    func roundTrip() throws {
        let todos = TodosCoordinator()
        let detail = try todos.show(\.todo, 1)
        try todos.navigation.setLeaveGuard(for: detail.id) { true }
        let snapshot = todos.navigation.snapshot
        #expect(snapshot.entries.last?.isGuarded == true)
        let decoded = try JSONDecoder().decode(CoordinatorSnapshot.self, from: JSONEncoder().encode(snapshot))
        #expect(decoded == snapshot)
    }
}
