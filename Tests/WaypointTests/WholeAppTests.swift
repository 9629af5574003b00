import Testing
import Waypoint
import WaypointTestFixtures

/// Sign in, open a todo in the todos tab, present a sheet flow over the tabs
/// that returns a value, switch tabs, sign out — asserting snapshots, every
/// awaiter's result, and deallocation.
@Suite("A whole app, driven headless", .timeLimit(.minutes(1)))
@MainActor
struct WholeAppTests {
    @Test("sign in, browse, create, switch tabs, sign out")
    func wholeApp() async throws {
        let app = AppCoordinator()
        let recorder = Recorder(app)
        #expect(try #require(await recorder.next()).snapshot.routes == ["signedOut"])

        // Sign in: a sheet flow returns the user, then the root switches.
        let signingIn = Task { await app.route(to: \.signIn) }
        let signInShown = try #require(await recorder.next())
        #expect(signInShown.snapshot.routes == ["signedOut", "signIn"])
        let signIn = try #require(app.navigation.snapshot.entries.last?.id)
        weak let signInFlow = try app.focusFirst(\.signIn).child
        try signInFlow?.finish(.done(User(name: "ada")))
        let user = try #require(await signingIn.value.value)
        #expect(signInFlow == nil)
        #expect(app.navigation.receive(.dismissed(signIn)) == .ignored)

        let tabs = try app.root(\.signedIn, user).child
        #expect(app.isRoot(\.signedIn))
        #expect(
            try #require(await recorder.next(where: { $0.cause == .root })).snapshot.entries[0].child?.kind == .tabs)

        // Open a todo in the todos tab, and wait on it.
        let todos = try tabs.focusFirst(\.todos).child
        let openTodo = Task { await todos.route(to: \.todo, 42) }
        let opened = try #require(await recorder.next(where: { $0.cause == .push }))
        #expect(opened.snapshot.entries[0].child?.selectedEntry?.child?.routes == ["list", "todo"])

        // Present a sheet flow over the tab view that returns a value.
        let creating = Task { await app.route(to: \.create) }
        _ = await recorder.next(where: { $0.cause == .present })
        weak let createFlow = try app.focusFirst(\.create).child
        try createFlow?.show(\.confirm)
        try createFlow?.finish(.done("Buy milk"))
        #expect(await creating.value == .done("Buy milk"))
        #expect(createFlow == nil)

        // Switch tabs: the todos tab keeps its stack.
        try tabs.focusFirst(\.profile)
        #expect(tabs.navigation.snapshot.selectedEntry?.route == "profile")
        #expect(todos.navigation.snapshot.routes == ["list", "todo"])
        let tabChange = try #require(await recorder.next(where: { $0.cause == .tab }))
        #expect(tabChange.snapshot.entries[0].child?.selectedEntry?.route == "profile")

        // Sign out: the signed-in subtree goes, every awaiter resumes, and it is released.
        weak let weakTabs = tabs
        weak let weakTodos = todos
        let tabsResult = Task { await tabs.navigation.result() }
        await Task.yield()
        try app.root(\.signedOut)
        #expect(await openTodo.value == .cancel(.parentEnded))
        #expect(await tabsResult.value == .cancel(.replaced))
        let signedOut = try #require(await recorder.next(where: { $0.cause == .root }))
        #expect(signedOut.snapshot.routes == ["signedOut"])
        #expect(signedOut.snapshot == app.navigation.snapshot)
        _ = consume tabs
        _ = consume todos
        #expect(weakTabs == nil)
        #expect(weakTodos == nil)
    }
}
