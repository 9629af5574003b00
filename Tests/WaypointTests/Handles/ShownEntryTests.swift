import Testing
import Waypoint
import WaypointTestFixtures

@Suite("One handle for a shown entry", .timeLimit(.minutes(1)))
@MainActor
struct ShownEntryTests {
    @Test("every call that shows or finds an entry returns the same handle type")
    func oneType() throws {
        let app = AppCoordinator()
        let root: ShownEntry<AppTabs> = try app.root(\.signedIn, User(name: "ada"))
        let tab: ShownEntry<TodosCoordinator> = try root.child.focusFirst(\.todos)
        let shown: ShownEntry<Screen> = try tab.child.show(\.todo, 1)
        let focused: ShownEntry<Screen> = try tab.child.focusFirst(\.todo, 1)
        let first: ShownEntry<Screen>? = try tab.child.navigation.firstShown(\.todo)
        let found: ShownEntry<Any>? = app.navigation.entry(shown.id)
        let added: ShownEntry<WrapperCoordinator<CreateCoordinator>> = try root.child.show(\.settings)
        let viaRouter: ShownEntry<Screen> = try tab.child.router.show(\.todo, 2)
        #expect(focused.id == shown.id && first?.id == shown.id && found?.id == shown.id)
        #expect(shown.destination == .detail(1) && found?.destination as? Screen == .detail(1))
        #expect(added.isShown && viaRouter.isShown && root.isShown)
        let stack = try tab.child
        #expect(stack.navigation.snapshot.entries.map(\.id).contains(shown.id))
    }

    @Test("entry(_:) finds an entry anywhere in the subtree, and nowhere else")
    func lookup() throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create)
        let flow = try create.child
        let shown = try #require(todos.navigation.entry(create.id))
        #expect(shown.destination as? CreateCoordinator === flow)
        #expect(shown.router(TodosCoordinator.self)?.coordinator === todos)
        let form = try #require(flow.navigation.snapshot.root?.id)
        #expect(todos.navigation.entry(form)?.destination as? Screen == .form)
        #expect(todos.navigation.entry(form)?.router(CreateCoordinator.self)?.coordinator === flow)
        #expect(flow.navigation.entry(create.id) == nil)
        try create.dismiss()
        #expect(todos.navigation.entry(create.id) == nil)
    }

    @Test("chains run through child flows, and through a wrapper with one .child")
    func chaining() throws {
        let app = AppCoordinator()
        try app.root(\.signedIn, User(name: "ada")).child.focusFirst(\.todos).child.show(\.todo, 7)
        let tabs = try #require(app.hasRoot(\.signedIn))
        #expect(tabs.navigation.snapshot.selectedEntry?.child?.routes == ["list", "todo"])
        // `settings` is a WrapperCoordinator<CreateCoordinator>: `.child` is the wrapped flow.
        let wrapped: CreateCoordinator = try tabs.show(\.settings).child
        try wrapped.show(\.confirm)
        #expect(wrapped.navigation.snapshot.routes == ["form", "confirm"])
    }

    @Test("a screen's result: .done when it completes itself, .cancel when dismissed")
    func screenResult() async throws {
        let todos = TodosCoordinator()
        let recorder = Recorder(todos)
        _ = await recorder.next()
        let detail = try todos.show(\.todo, 1)
        _ = await recorder.next()
        let waiting = Task { await detail.result() }
        try detail.complete()
        #expect(await recorder.next()?.cause == .finish)
        #expect(await waiting.value == .done(()))
        #expect(!detail.isShown)
        // A second await gets the same result at once.
        #expect(await detail.result() == .done(()))

        let other = try todos.show(\.todo, 2)
        _ = await recorder.next()
        try other.dismiss()
        #expect(await recorder.next()?.cause == .pop)
        #expect(await other.result() == .cancel(.popped))
        #expect(todos.navigation.snapshot.routes == ["list"])
    }

    @Test("a child flow's result is typed by its FlowValue")
    func flowResult() async throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create)
        let waiting = Task { await create.result() }  // FlowResult<String>
        await Task.yield()
        try create.child.finish(.done("milk"))
        #expect(await waiting.value == .done("milk"))

        let dismissed = try todos.show(\.create)
        try dismissed.dismiss()
        #expect(await dismissed.result() == .cancel(.popped))
    }

    @Test("a handle found by id reads its result with result(as:)")
    func resultAs() async throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create)
        let found = try #require(todos.navigation.entry(create.id))
        let waiting = Task { await found.result(as: String.self) }
        await Task.yield()
        try create.child.finish(.done("milk"))
        #expect(await waiting.value == .done("milk"))
        // Asked for the wrong type, it says so instead of trapping.
        let wrong = await found.result(as: Int.self)
        #expect(wrong.cancelReason?.code == .notShown && wrong.cancelReason?.error?.code == .invalidChild)
    }

    @Test("a restored handle is awaited with result(as:) and named by its path")
    func restored() async throws {
        let app = AppCoordinator()
        let waiting = Task { await app.route(to: \.signIn) }
        while app.navigation.snapshot.entries.count < 2 { await Task.yield() }
        let state = app.navigation.restorationState()
        try app.popLast()
        _ = await waiting.value

        let fresh = AppCoordinator()
        let handles: [ShownEntry<Any>] = try fresh.navigation.restore(state)
        let handle = try #require(handles.first)
        #expect(handle.path == "signIn")
        #expect(handle.destination is SignInCoordinator)
        let resumed = Task { await handle.result(as: User.self) }
        await Task.yield()
        try #require(fresh.navigation.firstShown(\.signIn)).child.finish(.done(User(name: "bob")))
        #expect(await resumed.value == .done(User(name: "bob")))
        #expect(handle.path == nil)
    }

    @Test("dismiss and complete throw typed errors and leave the state unchanged")
    func removalErrors() throws {
        let app = AppCoordinator()
        let tabs = try app.root(\.signedIn, User(name: "ada")).child
        let todos = try tabs.focusFirst(\.todos).child
        let rootID = try #require(todos.navigation.snapshot.root?.id)
        let root = try #require(todos.navigation.entry(rootID))
        let create = try todos.show(\.create)
        let gone = try todos.show(\.todo, 1)
        try gone.dismiss()
        let wrapper = try tabs.show(\.settings)
        let content = try #require(try wrapper.child.navigation.snapshot.root?.id)
        let wrapped = try #require(app.navigation.entry(content))
        let before = app.navigation.snapshot

        let cases: [(String, NavigationError.Code, () throws(NavigationError) -> Void)] = [
            ("complete a gone screen", .entryNotFound, { () throws(NavigationError) in try gone.complete() }),
            ("dismiss a gone screen", .entryNotFound, { () throws(NavigationError) in try gone.dismiss() }),
            ("focus a gone screen", .entryNotFound, { () throws(NavigationError) in try gone.focus() }),
            ("guard a gone screen", .entryNotFound, { () throws(NavigationError) in try gone.setLeaveGuard(nil) }),
            ("complete a root", .cannotRemoveRoot, { () throws(NavigationError) in try root.complete() }),
            ("dismiss a root", .cannotRemoveRoot, { () throws(NavigationError) in try root.dismiss() }),
            ("dismiss a wrapper's content", .cannotRemoveRoot, { () throws(NavigationError) in try wrapped.dismiss() }),
            ("complete a child flow", .notAScreen, { () throws(NavigationError) in try create.complete() }),
        ]
        for (name, code, body) in cases {
            let error = #expect(throws: NavigationError.self, "\(name)") { try body() }
            #expect(error?.code == code, "\(name)")
            #expect(app.navigation.snapshot == before, "\(name)")
        }
    }

    @Test("focus pops what is stacked on the entry, or selects it in a container")
    func focus() async throws {
        let todos = TodosCoordinator()
        let recorder = Recorder(todos)
        _ = await recorder.next()
        let first = try todos.show(\.todo, 1)
        try todos.show(\.todo, 2)
        try todos.show(\.create)
        _ = await recorder.next()
        _ = await recorder.next()
        _ = await recorder.next()
        try first.focus()
        let change = try #require(await recorder.next())
        #expect(change.cause == .pop && change.snapshot.routes == ["list", "todo"])
        // On top already: nothing changes, and no change is yielded.
        let version = todos.navigation.snapshot
        try first.focus()
        #expect(todos.navigation.snapshot == version)

        let tabs = AppTabs(user: User(name: "ada"))
        let profile = try #require(tabs.navigation.firstShown(\.profile))
        #expect(tabs.navigation.selection != profile.id)
        try profile.focus()
        #expect(tabs.navigation.selection == profile.id)
    }

    @Test("setLeaveGuard guards the entry against guarded requests")
    func leaveGuard() async throws {
        let todos = TodosCoordinator()
        let editor = try todos.show(\.edit, 3)
        try editor.setLeaveGuard { false }
        #expect(todos.navigation.snapshot.entries.last?.isGuarded == true)
        let error = await #expect(throws: NavigationError.self) {
            try await todos.navigation.navigate { try todos.popLast() }
        }
        #expect(error?.code == .vetoed)
        #expect(editor.isShown)
        try editor.setLeaveGuard(nil)
        #expect(todos.navigation.snapshot.entries.last?.isGuarded == false)
        try await todos.navigation.navigate { try todos.popLast() }
        #expect(!editor.isShown)
    }

    @Test("router(_:) leads to the coordinator holding the entry, or an ancestor of that type")
    func router() async throws {
        let app = AppCoordinator()
        let tabs = try app.root(\.signedIn, User(name: "ada")).child
        let todos = try tabs.focusFirst(\.todos).child
        let detail = try todos.show(\.todo, 1)
        #expect(detail.router(TodosCoordinator.self)?.coordinator === todos)
        #expect(detail.router(AppTabs.self)?.coordinator === tabs)
        #expect(detail.router(AppCoordinator.self)?.coordinator === app)
        #expect(detail.router(PanesCoordinator.self) == nil)
        // The screen navigates its coordinator through the router.
        try detail.router(TodosCoordinator.self)?.show(\.todo, 2)
        #expect(todos.navigation.snapshot.routes == ["list", "todo", "todo"])
        // Once the entry is gone, the router still leads to the coordinator that held it.
        try todos.popToRoot()
        #expect(detail.router(TodosCoordinator.self)?.coordinator === todos)
    }

    @Test("path names the entry from the top of the tree, while it is shown")
    func path() throws {
        let app = AppCoordinator()
        let tabs = try app.root(\.signedIn, User(name: "ada")).child
        let detail = try tabs.focusFirst(\.todos).child.show(\.todo, 1)
        #expect(detail.path == "signedIn/todos/todo")
        try detail.dismiss()
        #expect(detail.path == nil)
    }
}

extension FlowResult {
    fileprivate var cancelReason: CancelReason? {
        if case .cancel(let reason) = self { return reason }
        return nil
    }
}
