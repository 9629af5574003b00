import Testing
import WaypointTestFixtures

@testable import Waypoint

/// The whole navigation state of a tree is one value (`TreeState`), every
/// node's state keyed by node id; a transaction saves a copy of it and puts it
/// back if it fails. These tests read the value through `@testable`.
@Suite("One state value per tree", .timeLimit(.minutes(1)))
@MainActor
struct TreeStateTests {
    private struct Abort: Error {}

    /// What a node's state says, comparably.
    private func summary(_ state: NodeState) -> String {
        "\(state.entries.map(\.id)) \(String(describing: state.selection)) \(state.lifecycle) \(String(describing: state.parent))"
    }

    @Test("a coordinator's node reads its entries from its tree's state, under its node id")
    func nodeIsAHandle() throws {
        let todos = TodosCoordinator()
        try todos.show(\.todo, 1)
        let node = todos.node
        #expect(node.tree.state.contains(node.id))
        #expect(node.tree.state[node.id].entries.map(\.id) == node.entries.map(\.id))
        #expect(node.tree.state[node.id].entries.count == 2)
        #expect(node.tree.node(node.id) === node)
    }

    @Test("an adopted flow's node state moves into its parent's tree under a new id, naming its parent")
    func adoptionMovesTheState() throws {
        let todos = TodosCoordinator()
        let tree = todos.node.tree
        let before = tree.state.count
        let create = try todos.show(\.create).child
        let child = create.node
        #expect(child.tree === tree)
        #expect(tree.state.count == before + 1)
        #expect(tree.state.contains(child.id))
        #expect(tree.state[child.id].parent == todos.node.id)
        #expect(tree.state[child.id].entries.map(\.id) == child.entries.map(\.id))
        #expect(!child.entries.isEmpty)
        #expect(todos.invariantViolations().isEmpty)
    }

    @Test(
        "a transaction that throws puts the tree's state value back; a flow it adopted is left finished, with no parent"
    )
    func rollbackPutsTheValueBack() throws {
        let todos = TodosCoordinator()
        try todos.show(\.todo, 1)
        let tree = todos.node.tree
        let saved = tree.state
        var adopted: FlowNode?
        #expect(throws: Abort.self) {
            try todos.navigation.transaction {
                try todos.popLast()
                try todos.show(\.todo, 2)
                let create = try todos.show(\.create).child
                adopted = create.node
                try create.show(\.confirm)
                throw Abort()
            }
        }
        #expect(!saved.ids.isEmpty)
        for id in saved.ids {
            #expect(tree.state.contains(id))
            #expect(summary(tree.state[id]) == summary(saved[id]))
        }
        let flow = try #require(adopted)
        #expect(!saved.contains(flow.id))
        #expect(flow.lifecycle == .finished)
        #expect(flow.parent == nil)
        #expect(todos.invariantViolations().isEmpty)
    }

    @Test("a nested transaction that throws puts back the copy saved when it began; the outer one commits")
    func savepointIsACopy() throws {
        let todos = TodosCoordinator()
        let node = todos.node
        try todos.navigation.transaction {
            try todos.show(\.todo, 1)
            let before = summary(node.state)
            #expect(throws: Abort.self) {
                try todos.navigation.transaction {
                    try todos.show(\.todo, 2)
                    try todos.show(\.create)
                    throw Abort()
                }
            }
            #expect(summary(node.state) == before)
        }
        #expect(node.entries.count == 2)
        #expect(node.entries.last?.route == "todo")
        #expect(todos.invariantViolations().isEmpty)
    }
}
