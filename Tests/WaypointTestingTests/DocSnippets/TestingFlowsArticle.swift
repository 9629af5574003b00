import Testing
import Waypoint
import WaypointTesting

// The code blocks of the "Testing flows" article
// (Sources/WaypointTesting/Documentation.docc/TestingFlows.md) and of the
// catalog's landing page, compiled and run. Each block is a region between
// `// snippet: name` and `// end-snippet`; `DocSnippetTests` (in WaypointTests)
// holds every block to its region, word for word. The article uses the types of
// the README's example (Support/ReadmeTypes.swift).

// snippet: testing-links-declaration
/// The links of the README's example: `todos://todos/42` opens a todo.
enum TodoListLinks {
    static let links = DeepLinks<TodoListCoordinator>(scheme: "todos") {
        DeepLink("todos/:id") { parameters in
            try parameters.int("id")
        } apply: { todos, id in
            try todos.popToRoot().show(\.detail, id)
        }
    }
}
// end-snippet

// snippet: testing-stream-helper
/// The cause of the next change; `nil` once the stream has finished.
@MainActor
func nextCause(of changes: inout AsyncStream<NavigationChange>.Iterator) async -> ChangeCause? {
    await changes.next(isolation: #isolation)?.cause  // plain next() would send the iterator off the main actor
}
// end-snippet

@Suite("The Testing flows article's tests", .timeLimit(.minutes(1)))
struct TestingFlowsArticle {
    // snippet: testing-landing
    @Test(.flowChecked) @MainActor
    func swipingTheSheetDownCancelsCreation() async throws {
        let todos = TodoListCoordinator()
        let recorder = ChangeRecorder(todos)
        let frontEnd = HeadlessFrontEnd(todos)

        let creating = Task { await todos.route(to: \.create) }
        await recorder.expect(.present, .routes(["list", "create"]))
        #expect(await frontEnd.swipeDown() == .applied)
        await recorder.expect(.user, .routes(["list"]))
        #expect(await creating.value == .cancel(.userDismissed))
    }
    // end-snippet

    // snippet: testing-stream
    @Test("a saved todo ends the sheet with its value")
    @MainActor
    func savingATodo() async throws {
        let todos = TodoListCoordinator()
        var changes = todos.navigation.changes(buffering: .all).makeAsyncIterator()
        #expect(await changes.next()?.cause == .initial)

        let creating = Task { await todos.route(to: \.create) }
        #expect(await changes.next()?.snapshot.routes == ["list", "create"])

        try todos.focusFirst(\.create).child.save(Todo(id: 1, title: "Buy milk"))
        #expect(await changes.next()?.cause == .finish)
        #expect(await creating.value == .done(Todo(id: 1, title: "Buy milk")))
    }
    // end-snippet

    @Test("the article's helper reads the next cause") @MainActor
    func streamHelper() async throws {
        let todos = TodoListCoordinator()
        var changes = todos.navigation.changes(buffering: .all).makeAsyncIterator()
        #expect(await nextCause(of: &changes) == .initial)
        try todos.show(\.detail, 1)
        #expect(await nextCause(of: &changes) == .push)
    }

    // snippet: testing-record
    @Test @MainActor func openingATodoPushesItsDetail() async throws {
        let todos = TodoListCoordinator()
        let recorder = ChangeRecorder(todos)

        try todos.show(\.detail, 42)
        await recorder.expect(.push, .routes(["list", "detail"]))

        try todos.popToRoot()
        await recorder.expect(.pop, .routes(["list"]))
    }
    // end-snippet

    @Test("the article's fragments run as it says") @MainActor
    func fragments() async throws {
        let todos = TodoListCoordinator()
        let recorder = ChangeRecorder(todos)
        try await Self.expectingATree(todos, recorder)
        try await Self.waiting(todos, recorder)
        try await Self.staleIntent(todos, recorder)
        try await Self.catchLeaks(todos)
        await recorder.expect(.present)
        await recorder.expect(.pop, .routes(["list"]))
        try await Self.finishing(todos, recorder)
        #expect(recorder.unasserted.isEmpty)
    }

    @MainActor
    static func finishing(_ todos: TodoListCoordinator, _ recorder: ChangeRecorder) async throws {
        // snippet: testing-finish
        try todos.show(\.detail, 1)
        await recorder.expect(.push)
        await recorder.finish()  // async: reads the changes still on their way, then checks
        // end-snippet
    }

    @MainActor
    static func expectingATree(_ todos: TodoListCoordinator, _ recorder: ChangeRecorder) async throws {
        let creating = Task { await todos.route(to: \.create) }
        // snippet: testing-tree
        await recorder.expect(
            .present,
            .tree(
                """
                TodoListCoordinator (navigation)
                ├─ root list
                └─ sheet create [awaited]
                   NewTodoCoordinator (navigation)
                   └─ root form
                """))
        // end-snippet
        creating.cancel()
        #expect(await creating.value == .cancel(.taskCancelled))
        await recorder.expect(.taskCancelled, .routes(["list"]))
    }

    @MainActor
    static func waiting(_ todos: TodoListCoordinator, _ recorder: ChangeRecorder) async throws {
        let todo = Todo(id: 7, title: "Water the plants")
        // snippet: testing-waiting
        let creating = Task { await todos.route(to: \.create) }
        await recorder.expect(.present)  // waits for the task
        try todos.focusFirst(\.create).child.save(todo)
        #expect(await creating.value == .done(todo))
        await recorder.expect(.finish, .routes(["list"]))
        // end-snippet
    }

    @MainActor
    static func staleIntent(_ todos: TodoListCoordinator, _ recorder: ChangeRecorder) async throws {
        let frontEnd = HeadlessFrontEnd(todos)
        // snippet: testing-stale
        let sheet = try todos.show(\.create)
        await frontEnd.settle()
        try todos.popLast()  // the app removes it
        #expect(frontEnd.send(.dismissed(sheet.id)) == .ignored)  // the user was too late
        // end-snippet
        await recorder.expect(.present)
        await recorder.expect(.pop, .routes(["list"]))
    }

    @MainActor
    static func catchLeaks(_ todos: TodoListCoordinator) async throws {
        // snippet: testing-leak-tracker
        let leaks = LeakTracker()
        leaks.track(try todos.show(\.create))  // no binding of your own: it would keep the flow alive
        try todos.popLast()
        await leaks.expectNoLeaks()
        // end-snippet
        #expect(leaks.trackedCount == 1)
        #expect(leaks.aliveCount == 0)
    }

    // snippet: testing-intents
    @Test("swiping back cancels the detail with userDismissed")
    @MainActor
    func swipingBack() async throws {
        let todos = TodoListCoordinator()
        let detail = try todos.show(\.detail, 42)
        let waiting = Task { await detail.result() }

        let list = try #require(todos.navigation.snapshot.root)
        #expect(todos.navigation.receive(.popped(to: list.id)) == .applied)
        #expect(await waiting.value == .cancel(.userDismissed))
        #expect(todos.navigation.snapshot.routes == ["list"])
    }
    // end-snippet

    @Test("both test front ends wait, bounded, until a sheet is up") @MainActor
    func waitingForASheet() async throws {
        let todos = TodoListCoordinator()
        let frontEnd = HeadlessFrontEnd(todos)
        // snippet: testing-wait-shown
        Task { await todos.route(to: \.create) }
        #expect(await frontEnd.waitUntilShown(.sheet))
        // end-snippet
        let fake = FakeUIKit(TodoListCoordinator())
        #expect(fake.width == frontEnd.width)  // both start compact
        #expect(await frontEnd.swipeDown() == .applied)
    }

    // snippet: testing-windows
    @Test("a link for a todo another window shows brings that window forward")
    @MainActor
    func linkToTheWindowShowingIt() throws {
        let system = FakeWindows(root: { _ in TodoListCoordinator() }, window: { HeadlessFrontEnd($0) })
        let first = try system.open()
        let second = try system.open()
        try system.scenes.root(of: first).show(\.detail, 42)

        let landing = try system.scenes.open(
            "todos://todos/42",
            with: TodoListLinks.links,
            showing: SceneTarget(route: "detail", 42),
            from: second
        )
        #expect(landing.scene == first)
        #expect(system.followRequests() == [SceneRequest(.activate, scene: first)])
        #expect(try system.scenes.root(of: second).navigation.snapshot.routes == ["list"])

        try system.relaunch { scene, data in scene == second ? nil : data }  // the second window's data is lost
        #expect(try system.scenes.root(of: first).navigation.snapshot.routes == ["list", "detail"])
        #expect(try system.scenes.root(of: second).navigation.snapshot.routes == ["list"])
    }
    // end-snippet

    // snippet: testing-guarded-gesture
    @Test("a swipe on a guarded sheet waits for the guard's answer")
    @MainActor
    func swipingAGuardedSheet() async throws {
        let todos = TodoListCoordinator()
        let recorder = ChangeRecorder(todos)
        let frontEnd = HeadlessFrontEnd(todos)
        let create = try todos.show(\.create)
        await recorder.expect(.present)
        try create.setLeaveGuard { false }  // the user keeps the new todo
        await recorder.expect(.leaveGuard)

        // The guard is asked: the gesture is pending, and nothing changed yet.
        #expect(await frontEnd.swipeDown() == .pending)
        await recorder.expect(.vetoed, .routes(["list", "create"]))  // it said no: the sheet stays

        try create.setLeaveGuard { true }  // now the user discards it
        #expect(await frontEnd.swipeDown() == .pending)
        await recorder.expect(.user, .routes(["list"]))  // it said yes: the sheet goes
        #expect(await create.result() == .cancel(.userDismissed))
    }
    // end-snippet

    // snippet: testing-weak
    @Test("a popped flow is deallocated")
    @MainActor
    func poppedFlowGoesAway() throws {
        let todos = TodoListCoordinator()
        weak var create: NewTodoCoordinator?
        do {
            create = try todos.show(\.create).child
        }
        #expect(create != nil)
        try todos.popLast()
        #expect(create == nil)
    }
    // end-snippet

    // snippet: testing-links
    @Test("links parse into typed values")
    @MainActor
    func links() throws {
        let plan = try TodoListLinks.links.parse("todos://todos/42")
        #expect(plan.pattern == "todos/:id")
        #expect(plan.value as? Int == 42)
        #expect(throws: DeepLinkError.self) { try TodoListLinks.links.parse("todos://todos/x") }
    }
    // end-snippet

    // snippet: testing-own-helper
    @Test @MainActor func aFlowKeptAfterItWasSwipedAwayIsALeak() async throws {
        var kept: NewTodoCoordinator?
        await expectFlowFailure(.leaks) {
            let todos = TodoListCoordinator()
            let frontEnd = HeadlessFrontEnd(todos)
            kept = try todos.show(\.create).child
            #expect(await frontEnd.swipeDown() == .applied)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Leak: NewTodoCoordinator") }
        }
        #expect(kept?.navigation.isActive == false)
        kept = nil
    }
    // end-snippet
}

// snippet: testing-suite
@Suite(.flowChecked) @MainActor
struct CreatingTodoTests {
    @Test func savingReturnsTheTodo() async throws {
        let todos = TodoListCoordinator()
        let recorder = ChangeRecorder(todos)  // finished, and so checked, when the test returns
        let creating = Task { await todos.route(to: \.create) }
        await recorder.expect(.present)
        try todos.focusFirst(\.create).child.save(Todo(id: 1, title: "Buy milk"))
        await recorder.expect(.finish, .routes(["list"]))
        #expect(await creating.value == .done(Todo(id: 1, title: "Buy milk")))
    }  // the create flow must be gone by now
}
// end-snippet
