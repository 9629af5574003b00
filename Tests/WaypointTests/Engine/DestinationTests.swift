import Testing
import WaypointTestFixtures

@testable import Waypoint

/// What an entry shows lives beside the state, in its tree's destination table
/// under the entry's id: these tests reach the table through `@testable`.
@Suite("Destinations beside the state", .timeLimit(.minutes(1)))
@MainActor
struct DestinationTests {
    private struct Abort: Error {}

    @Test("a shown entry's destination is in its tree's table under its id, and leaves it when the entry ends")
    func releasedWithItsEntry() throws {
        let todos = TodosCoordinator()
        let tree = todos.node.tree
        let before = tree.destinations.count
        let detail = try todos.show(\.todo, 1)
        #expect(tree.destinations.count == before + 1)
        #expect(tree.destinations[detail.id]?.completion === detail.completion)
        #expect(tree.destinations[detail.id]?.input as? Int == 1)
        try todos.popLast()
        #expect(tree.destinations.count == before)
        #expect(tree.destinations[detail.id] == nil)
        #expect(!detail.isShown)
        #expect(todos.invariantViolations().isEmpty)
    }

    @Test("the table owns a child coordinator: removing its entry releases the flow")
    func ownsTheChild() throws {
        let todos = TodosCoordinator()
        weak var create: CreateCoordinator?
        do {
            let shown = try todos.show(\.create)
            create = try shown.child
            #expect(todos.node.tree.destinations[shown.id]?.value as AnyObject? === create)
        }
        #expect(create != nil)
        try todos.popLast()
        #expect(create == nil)
    }

    @Test("a transaction that throws releases what it made; the table is as before")
    func rollbackReleases() throws {
        let todos = TodosCoordinator()
        let tree = todos.node.tree
        try todos.show(\.todo, 1)
        let before = Set(tree.destinations.ids)
        #expect(throws: Abort.self) {
            try todos.navigation.transaction {
                try todos.popLast()
                try todos.show(\.todo, 2)
                try todos.show(\.create).child.show(\.confirm)
                throw Abort()
            }
        }
        #expect(Set(tree.destinations.ids) == before)
        #expect(todos.invariantViolations().isEmpty)
    }

    @Test("an adopted flow's destinations move into its parent's tree under their new ids")
    func adoptionMovesDestinations() throws {
        let todos = TodosCoordinator()
        let create = CreateCoordinator()
        let confirm = try create.show(\.confirm)
        let oldID = confirm.id
        todos.reusable = create
        let shown = try todos.show(\.reuse)
        #expect(create.node.tree === todos.node.tree)
        #expect(confirm.id != oldID)
        #expect(todos.node.tree.destinations[confirm.id]?.completion === confirm.completion)
        #expect(todos.node.tree.destinations[shown.id]?.completion === create.node.completion)
        #expect(todos.invariantViolations().isEmpty)
    }

    @Test("a destination that no entry shows breaks an invariant, named")
    func unreachableDestination() throws {
        let todos = TodosCoordinator()
        try todos.show(\.todo, 1)
        let entry = todos.node.entries.removeLast()
        #expect(
            todos.invariantViolations().contains { $0.hasPrefix("reachable: the destination of entry \(entry.id)") })
        todos.node.entries.append(entry)
        #expect(todos.invariantViolations().isEmpty)
    }
}
