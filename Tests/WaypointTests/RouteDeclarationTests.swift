import Foundation
import Testing
import Waypoint
import WaypointTestFixtures

@Suite("Declaring routes")
@MainActor
struct RouteDeclarationTests {
    @Test("route names come from the property, or from an explicit name")
    func routeNames() throws {
        let todos = TodosCoordinator()
        try todos.show(\.todo, 42)
        try todos.show(\.settings)
        #expect(todos.navigation.snapshot.routes == ["list", "todo", "settings-cover"])
    }

    @Test("a snapshot records presentation, input and kind")
    func snapshotContents() throws {
        let todos = TodosCoordinator()
        try todos.show(\.todo, 7)
        try todos.show(\.create)
        let snapshot = todos.navigation.snapshot
        #expect(snapshot.kind == .navigation)
        #expect(snapshot.type == "TodosCoordinator")
        #expect(snapshot.entries.map(\.presentation) == [.root, .push, .sheet])
        #expect(snapshot.entries.map(\.input) == [nil, "7", nil])
        #expect(snapshot.entries[2].child?.type == "CreateCoordinator")
        #expect(snapshot.entries[2].child?.routes == ["form"])
        #expect(snapshot.root?.route == "list")
        #expect(snapshot.stack.map(\.route) == ["todo", "create"])
    }

    @Test("a snapshot names its coordinator's type as Swift writes it, each generic specialization apart")
    func typeNames() {
        let ints = [Tagged<Int>(), Tagged<Int>()]
        let strings = Tagged<String>()
        #expect(ints.map(\.navigation.snapshot.type) == ["Tagged<Int>", "Tagged<Int>"])
        #expect(strings.navigation.snapshot.type == "Tagged<String>")
        #expect(strings.navigation.snapshot.type == String(describing: Tagged<String>.self))
    }

    @Test("show returns the screen or the child coordinator, typed")
    func showReturnsDestination() throws {
        let todos = TodosCoordinator()
        let detail: ShownEntry<Screen> = try todos.show(\.todo, 3)
        #expect(detail.destination == .detail(3))
        let create: ShownEntry<CreateCoordinator> = try todos.show(\.create)
        try create.child.show(\.confirm)
        #expect(todos.navigation.snapshot.entries[2].child?.routes == ["form", "confirm"])
    }

    @Test("entry ids are unique and increase")
    func entryIDs() throws {
        let todos = TodosCoordinator()
        let first = try todos.show(\.todo, 1).id
        let second = try todos.show(\.todo, 2).id
        #expect(first < second)
        #expect(Set(todos.navigation.snapshot.entries.map(\.id)).count == 3)
    }

    @Test("the snapshot prints as a readable tree")
    func snapshotDescription() throws {
        let todos = TodosCoordinator()
        try todos.show(\.todo, 42)
        try todos.show(\.create).child.show(\.confirm)
        #expect(
            todos.navigation.snapshot.description == """
                TodosCoordinator (navigation)
                ├─ root list
                ├─ push todo(42)
                └─ sheet create
                   CreateCoordinator (navigation)
                   ├─ root form
                   └─ push confirm
                """
        )
    }

    @Test("snapshots and changes round-trip through Codable")
    func codableRoundTrip() throws {
        let todos = TodosCoordinator()
        try todos.show(\.todo, 42)
        try todos.show(\.create)
        let change = NavigationChange(snapshot: todos.navigation.snapshot, cause: .push, version: 9)
        let data = try JSONEncoder().encode(change)
        #expect(try JSONDecoder().decode(NavigationChange.self, from: data) == change)
    }
}

/// A coordinator generic over a tag: each specialization is a type of its own.
@MainActor
private final class Tagged<Tag>: NavigationCoordinator {
    let stack = RouteStack<Tagged>(root: \.home)
    @Root var home = makeHome

    func makeHome() -> Screen { .list }
}
