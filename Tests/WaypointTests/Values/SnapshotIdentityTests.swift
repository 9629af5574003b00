import Foundation
import Testing
import Waypoint
import WaypointTestFixtures

@Suite("Snapshots share the subtrees a change did not touch")
@MainActor
struct SnapshotIdentityTests {
    @Test("a snapshot is identical to its copies, and not to an equal one made apart")
    func identity() throws {
        let todos = TodosCoordinator()
        try todos.show(\.todo, 1)
        let snapshot = todos.navigation.snapshot
        let copy = snapshot
        #expect(copy.isIdentical(to: snapshot))
        let decoded = try JSONDecoder().decode(CoordinatorSnapshot.self, from: JSONEncoder().encode(snapshot))
        #expect(decoded == snapshot)
        #expect(!decoded.isIdentical(to: snapshot))
        #expect(todos.navigation.snapshot.isIdentical(to: snapshot), "nothing changed: the same snapshot")
    }

    @Test("after a change, the flows it did not touch keep their snapshots; the changed path does not")
    func changeKeepsUntouchedSubtrees() throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create).child
        let nested = try create.show(\.nested).child
        let other = try todos.show(\.reuse).child
        let before = todos.navigation.snapshot

        try nested.show(\.confirm)
        let after = todos.navigation.snapshot
        #expect(!after.isIdentical(to: before))
        let createBefore = try #require(before.entries[1].child)
        let createAfter = try #require(after.entries[1].child)
        #expect(!createAfter.isIdentical(to: createBefore), "the flow above the change is new")
        let otherBefore = try #require(before.entries[2].child)
        let otherAfter = try #require(after.entries[2].child)
        #expect(otherAfter.isIdentical(to: otherBefore), "a sibling flow the change did not touch is the same value")
        #expect(other.navigation.snapshot.isIdentical(to: otherAfter))
    }
}
