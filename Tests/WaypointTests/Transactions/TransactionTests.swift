import Testing
import Waypoint
import WaypointTestFixtures

@Suite("Transactions", .timeLimit(.minutes(1)))
@MainActor
struct TransactionTests {
    @Test("a 50-step transaction yields exactly one change")
    func fiftySteps() async throws {
        let todos = TodosCoordinator()
        let recorder = Recorder(todos)
        _ = await recorder.next()
        try todos.navigation.transaction {
            for id in 0..<48 { try todos.show(\.todo, id) }
            try todos.popLast()
            try todos.show(\.create)
        }
        try todos.show(\.settings)  // a marker: the next change after the transaction's
        let change = try #require(await recorder.next())
        #expect(change.cause == .transaction)
        #expect(change.snapshot.entries.count == 1 + 47 + 1)
        #expect(await recorder.next()?.cause == .present)
    }

    @Test("a transaction's change has its steps' cause when they share one; an undone savepoint's steps do not count")
    func causeOfSteps() async throws {
        struct Undo: Error {}
        let todos = TodosCoordinator()
        let recorder = Recorder(todos)
        _ = await recorder.next()
        // A pop in a savepoint that throws: undone, and the outer transaction goes on.
        func popInUndoneSavepoint() {
            do {
                try todos.navigation.transaction { () throws in
                    try todos.popLast()
                    throw Undo()
                }
            } catch {}
        }
        try todos.navigation.transaction {
            for id in 0..<3 { try todos.show(\.todo, id) }
        }
        #expect(await recorder.next()?.cause == .push)
        // A pop in a savepoint that is undone leaves pushes alone.
        try todos.navigation.transaction {
            try todos.show(\.todo, 3)
            popInUndoneSavepoint()
            try todos.show(\.todo, 4)
        }
        let pushes = try #require(await recorder.next())
        #expect(pushes.cause == .push)
        #expect(pushes.snapshot.entries.compactMap(\.input) == ["0", "1", "2", "3", "4"])
        // An undone savepoint's pop, last: the pushes before it are the cause.
        try todos.navigation.transaction {
            try todos.show(\.todo, 5)
            popInUndoneSavepoint()
        }
        #expect(await recorder.next()?.cause == .push)
        // A pop kept beside a push: two kinds of step.
        try todos.navigation.transaction {
            try todos.popLast()
            try todos.show(\.todo, 6)
        }
        #expect(await recorder.next()?.cause == .transaction)
        // A cause asked for wins over the steps'.
        try todos.navigation.transaction(cause: .deepLink) {
            try todos.show(\.todo, 7)
        }
        #expect(await recorder.next()?.cause == .deepLink)
    }

    @Test("set(routes:) and append(routes:) are transactions")
    func setAndAppend() async throws {
        let todos = TodosCoordinator()
        try todos.show(\.todo, 9)
        let recorder = Recorder(todos)
        _ = await recorder.next()
        // set: replace the stack above the root.
        try todos.navigation.transaction {
            try todos.popToRoot()
            for id in [1, 2, 3] { try todos.show(\.todo, id) }
        }
        // append: push several at once.
        try todos.navigation.transaction {
            for id in [4, 5] { try todos.show(\.todo, id) }
        }
        #expect(await recorder.next()?.snapshot.entries.compactMap(\.input) == ["1", "2", "3"])
        #expect(await recorder.next()?.snapshot.entries.compactMap(\.input) == ["1", "2", "3", "4", "5"])
    }

    @Test("a failing step undoes everything: no change, no awaiter resumed")
    func rollback() async throws {
        let app = AppCoordinator()
        let tabs = try app.root(\.signedIn, User(name: "ada")).child
        let todos = try tabs.focusFirst(\.todos).child
        try todos.show(\.todo, 1)
        let recorder = Recorder(app)
        _ = await recorder.next()
        var resumed = false
        let waiting = Task {
            let result = await todos.route(to: \.create)
            resumed = true
            return result
        }
        _ = await recorder.next()
        let before = app.navigation.snapshot

        #expect(throws: NavigationError.self) {
            try app.navigation.transaction {
                try todos.popToRoot()  // removes the awaited sheet
                try tabs.focusFirst(\.profile)  // selects another tab
                try app.show(\.create)  // presents over the tabs
                try todos.popLast()  // fails: only the root is left
            }
        }
        #expect(app.navigation.snapshot == before)
        #expect(tabs.navigation.selection == before.entries[0].child?.selected)
        await Task.yield()
        #expect(!resumed)
        // The undone steps are really undone: the awaited sheet still works.
        try #require(todos.topFlow).finish(.done("kept"))
        #expect(await waiting.value == .done("kept"))
        // The next change the recorder sees is the finish, not a hidden transaction.
        #expect(await recorder.next()?.cause == .finish)
    }

    @Test("a transaction across the tree announces once, and resumes awaiters after")
    func acrossTheTree() async throws {
        let app = AppCoordinator()
        let tabs = try app.root(\.signedIn, User(name: "ada")).child
        let todos = try tabs.focusFirst(\.todos).child
        let appRecorder = Recorder(app)
        let todosRecorder = Recorder(todos)
        _ = await appRecorder.next()
        _ = await todosRecorder.next()
        let waiting = Task { await todos.route(to: \.create) }
        _ = await appRecorder.next()
        _ = await todosRecorder.next()

        try app.navigation.transaction {
            try todos.popToRoot()
            try todos.show(\.todo, 7)
            try tabs.focusFirst(\.profile)
            try app.show(\.create)
        }
        #expect(await waiting.value == .cancel(.popped))
        let appChange = try #require(await appRecorder.next())
        let todosChange = try #require(await todosRecorder.next())
        #expect(appChange.version == todosChange.version)
        #expect(appChange.cause == .transaction)
        #expect(appChange.snapshot.routes == ["signedIn", "create"])
        #expect(todosChange.snapshot.routes == ["list", "todo"])
    }

    @Test("a transaction that throws its own error rolls back too, and a flow finished in it stays active")
    func ownError() throws {
        struct Abort: Error {}
        let todos = TodosCoordinator()
        let create = try todos.show(\.create)
        let before = todos.navigation.snapshot
        #expect(throws: Abort.self) {
            try todos.navigation.transaction { () throws(Abort) in
                try? create.child.finish(.done("no"))
                throw Abort()
            }
        }
        #expect(todos.navigation.snapshot == before)
        #expect(try create.child.navigation.isActive && create.isShown)
    }
}

@Suite("Fast navigation", .timeLimit(.minutes(1)))
@MainActor
struct FastNavigationTests {
    @Test("a double tap shows nothing new and both callers get the same result")
    func doubleTap() async throws {
        let todos = TodosCoordinator()
        let recorder = Recorder(todos)
        _ = await recorder.next()
        let first = Task { await todos.route(to: \.create) }
        let second = Task { await todos.route(to: \.create) }
        _ = await recorder.next()
        await Task.yield()
        #expect(todos.navigation.snapshot.routes == ["list", "create"])
        try #require(todos.topFlow).finish(.done("once"))
        #expect(await first.value == .done("once"))
        #expect(await second.value == .done("once"))
        // The same route with another input is not a duplicate.
        try todos.show(\.todo, 1)
        try todos.show(\.todo, 1)
        try todos.show(\.todo, 2)
        #expect(todos.navigation.snapshot.entries.compactMap(\.input) == ["1", "2"])
    }

    @Test("a route can allow duplicates")
    func allowDuplicates() throws {
        let todos = DuplicatingCoordinator()
        try todos.show(\.again)
        try todos.show(\.again)
        #expect(todos.navigation.snapshot.routes == ["home", "again", "again"])
    }

    @Test("1,000 concurrent route and pop requests leave a consistent stack and resume every awaiter once")
    func concurrentRequests() async throws {
        let todos = TodosCoordinator()
        var resumed = 0
        var tasks: [Task<Void, Never>] = []
        for id in 0..<1_000 {
            tasks.append(
                Task {
                    if id.isMultiple(of: 2) {
                        _ = await todos.route(to: \.todo, id)
                        resumed += 1
                    } else {
                        await Task.yield()
                        _ = try? todos.popLast()
                    }
                }
            )
        }
        // Every awaiter resumes once its entry is popped; pop what is left.
        while resumed < 500 {
            await Task.yield()
            _ = try? todos.popLast()
        }
        for task in tasks { await task.value }
        #expect(resumed == 500)
        #expect(todos.navigation.snapshot.routes == ["list"])
        let ids = todos.navigation.snapshot.entries.map(\.id)
        #expect(Set(ids).count == ids.count)
    }
}

@MainActor
final class DuplicatingCoordinator: NavigationCoordinator {
    let stack = RouteStack<DuplicatingCoordinator>(root: \.home)
    @Root var home = makeHome
    @Route(.push, duplicates: .allow) var again = makeAgain
    func makeHome() -> Screen { .list }
    func makeAgain() -> Screen { .confirm }
}
