import Testing
import Waypoint
import WaypointTestFixtures

@Suite("Front-end intents", .timeLimit(.minutes(1)))
@MainActor
struct UserIntentTests {
    @Test("a swipe back and a dismissed sheet apply as user changes")
    func applied() async throws {
        let todos = TodosCoordinator()
        let one = try todos.show(\.todo, 1)
        let create = try todos.show(\.create)
        try create.child.show(\.confirm)
        let recorder = Recorder(todos)
        _ = await recorder.next()

        #expect(try todos.navigation.receive(.popped(to: create.child.navigation.snapshot.entries[0].id)) == .applied)
        #expect(try create.child.navigation.snapshot.routes == ["form"])
        #expect(await recorder.next()?.cause == .user)

        #expect(todos.navigation.receive(.dismissed(create.id)) == .applied)
        #expect(await create.result() == .cancel(.userDismissed))
        #expect(todos.navigation.snapshot.routes == ["list", "todo"])
        #expect(await recorder.next()?.cause == .user)

        #expect(todos.navigation.receive(.popped(to: one.id)) == .unchanged)
    }

    @Test("stale and invalid intents are ignored and change nothing")
    func stale() throws {
        let todos = TodosCoordinator()
        let detail = try todos.show(\.todo, 1)
        try todos.popLast()
        let before = todos.navigation.snapshot
        #expect(todos.navigation.receive(.dismissed(detail.id)) == .ignored)
        #expect(todos.navigation.receive(.popped(to: detail.id)) == .ignored)
        #expect(todos.navigation.receive(.dismissed(todos.navigation.snapshot.entries[0].id)) == .ignored)
        #expect(todos.navigation.snapshot == before)
    }
}

@Suite("Several intents at once", .timeLimit(.minutes(1)))
@MainActor
struct IntentBatchTests {
    @Test("a back gesture across two stacks applies as one user change")
    func twoStacks() async throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.reuse)  // a pushed child flow
        try create.child.show(\.confirm)
        try todos.show(\.todo, 1)  // stacked above the flow
        let recorder = Recorder(todos)
        _ = await recorder.next()
        let outcome = try todos.navigation.receive([
            .popped(to: create.id), .popped(to: create.child.navigation.snapshot.entries[0].id),
        ])
        #expect(outcome == .applied)
        #expect(todos.navigation.receive([.popped(to: create.id)]) == .unchanged)
        try todos.show(\.settings)  // a marker
        let change = try #require(await recorder.next())
        #expect(change.cause == .user)
        #expect(change.snapshot.routes == ["list", "reuse"])
        #expect(change.snapshot.entries.last?.child?.routes == ["form"])
        #expect(await recorder.next()?.cause == .present)
        #expect(todos.navigation.receive([]) == .ignored)
    }
}
