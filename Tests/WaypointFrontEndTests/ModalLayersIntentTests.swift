import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures

/// What SwiftUI reports — a shorter path, a nil sheet item, a tab selection —
/// turned into intents, applied to the core, and checked against stale reports.
@Suite("Turning front-end reports into intents", .timeLimit(.minutes(1)))
@MainActor
struct ModalLayersIntentTests {
    @Test("a shorter path pops to the last screen that stays, as the user")
    func shorterPath() async throws {
        let todos = TodosCoordinator()
        let one = try todos.show(\.todo, 1)
        let two = try todos.show(\.todo, 2)
        let waiting = Task { await two.result() }
        let layers = ModalLayers(todos.navigation.snapshot)
        let intents = layers.intents(forPath: [one.id], in: nil)
        #expect(intents == [.popped(to: one.id)])
        let recorder = Recorder(todos)
        _ = await recorder.next()
        #expect(intents.map { todos.navigation.receive($0) } == [.applied])
        #expect(await recorder.next()?.cause == .user)
        #expect(await waiting.value == .cancel(.userDismissed))
        // Back to the root: the first pushed screen goes, popped to the root.
        #expect(
            ModalLayers(todos.navigation.snapshot).intents(forPath: [], in: nil) == [
                .popped(to: todos.navigation.snapshot.entries[0].id)
            ])
    }

    @Test("swiping back in a tab's stack under a sheet names the tab's layer")
    func tabStack() throws {
        let app = AppCoordinator()
        let tabs = try app.root(\.signedIn, User(name: "ada")).child
        let todosTab = try tabs.focusFirst(\.todos)
        let detail = try todosTab.child.show(\.todo, 1)
        let create = try todosTab.child.show(\.create)
        let confirm = try create.child.show(\.confirm)
        let layers = ModalLayers(app.navigation.snapshot)
        let list = try #require(todosTab.child.navigation.snapshot.root?.id)

        // The sheet's stack: back from confirm to the form.
        let form = try #require(create.child.navigation.snapshot.root?.id)
        #expect(layers.intents(forPath: [], in: create.id) == [.popped(to: form)])
        // The tab's stack (under the sheet): back from the detail to the list,
        // which removes the sheet stacked above it too.
        #expect(layers.intents(forPath: [], in: todosTab.id) == [.popped(to: list)])
        #expect(app.navigation.receive(.popped(to: list)) == .applied)
        #expect(try todosTab.child.navigation.snapshot.routes == ["list"])
        #expect(!detail.isShown && !create.isShown)
        #expect(app.navigation.entry(confirm.id) == nil)
    }

    @Test("leaving a pushed child flow removes it whole; screens in several stacks give one intent each")
    func acrossStacks() async throws {
        let todos = TodosCoordinator()
        let flow = try todos.show(\.reuse)
        let confirm = try flow.child.show(\.confirm)
        let later = try todos.show(\.todo, 7)
        let flowResult = Task { await flow.result() }
        let form = try #require(flow.child.navigation.snapshot.root?.id)

        // [form, confirm, todo] → [form]: confirm is in the child's stack, todo in the parent's.
        var layers = ModalLayers(todos.navigation.snapshot)
        let intents = layers.intents(forPath: [form], in: nil)
        #expect(intents == [.popped(to: flow.id), .popped(to: form)])
        #expect(intents.map { todos.navigation.receive($0) } == [.applied, .applied])
        #expect(todos.navigation.snapshot.routes == ["list", "reuse"])
        #expect(try flow.child.navigation.snapshot.routes == ["form"])
        #expect(!confirm.isShown && !later.isShown)

        // [form] → []: the whole child flow goes, through the entry that shows it.
        layers = ModalLayers(todos.navigation.snapshot)
        let list = try #require(todos.navigation.snapshot.root?.id)
        #expect(layers.intents(forPath: [], in: nil) == [.popped(to: list)])
        #expect(todos.navigation.receive(.popped(to: list)) == .applied)
        #expect(await flowResult.value == .cancel(.userDismissed))
    }

    @Test("several screens of one stack removed at once give one intent")
    func severalInOneStack() throws {
        let todos = TodosCoordinator()
        let one = try todos.show(\.todo, 1)
        try todos.show(\.todo, 2)
        try todos.show(\.todo, 3)
        #expect(ModalLayers(todos.navigation.snapshot).intents(forPath: [one.id], in: nil) == [.popped(to: one.id)])
    }

    @Test("stale or impossible paths give no intents")
    func stalePaths() throws {
        let todos = TodosCoordinator()
        let one = try todos.show(\.todo, 1)
        let two = try todos.show(\.todo, 2)
        let layers = ModalLayers(todos.navigation.snapshot)
        #expect(layers.intents(forPath: [one.id, two.id], in: nil).isEmpty)  // unchanged
        #expect(layers.intents(forPath: [one.id, two.id, two.id], in: nil).isEmpty)  // longer
        #expect(layers.intents(forPath: [two.id], in: nil).isEmpty)  // not a prefix
        #expect(layers.intents(forPath: [EntryID(rawValue: .max)], in: nil).isEmpty)  // unknown
        #expect(layers.intents(forPath: [], in: EntryID(rawValue: .max)).isEmpty)  // no such layer

        // The core popped first; SwiftUI then reports the path it animated to.
        try todos.popLast()
        let now = ModalLayers(todos.navigation.snapshot)
        #expect(now.intents(forPath: [one.id], in: nil).isEmpty)
        // An older report that is still a prefix is a real "back" and applies.
        #expect(now.intents(forPath: [], in: nil) == [.popped(to: todos.navigation.snapshot.entries[0].id)])
    }

    @Test("a sheet swiped down is dismissed as the user; a stale dismissal is nothing")
    func dismissSheet() async throws {
        let todos = TodosCoordinator()
        let recorder = Recorder(todos)
        _ = await recorder.next()
        let creating = Task { await todos.route(to: \.create) }
        _ = await recorder.next()
        let sheet = try #require(ModalLayers(todos.navigation.snapshot).top?.id)
        let intent = try #require(ModalLayers(todos.navigation.snapshot).intent(forDismissing: sheet))
        #expect(intent == .dismissed(sheet))
        #expect(todos.navigation.receive(intent) == .applied)
        #expect(await creating.value == .cancel(.userDismissed))
        #expect(await recorder.next()?.cause == .user)
        #expect(ModalLayers(todos.navigation.snapshot).intent(forDismissing: sheet) == nil)
        // The base layer and pushed screens are not dismissable layers.
        let detail = try todos.show(\.todo, 1)
        #expect(ModalLayers(todos.navigation.snapshot).intent(forDismissing: detail.id) == nil)
    }

    @Test("a tab tapped selects it; a re-tap pops it to its root; stale taps are nothing")
    func selectTab() throws {
        let app = AppCoordinator()
        let signedIn = try app.root(\.signedIn, User(name: "ada"))
        let tabs = try signedIn.child
        let todos = try tabs.focusFirst(\.todos)
        try todos.child.show(\.todo, 1)
        let profile = try #require(tabs.navigation.snapshot.entries.last?.id)
        var layers = ModalLayers(app.navigation.snapshot)
        let tap = try #require(layers.intent(forSelecting: profile, in: signedIn.id))
        #expect(tap == .selected(profile))
        #expect(app.navigation.receive(tap) == .applied)
        #expect(tabs.navigation.selection == profile)

        layers = ModalLayers(app.navigation.snapshot)
        #expect(
            app.navigation.receive(try #require(layers.intent(forSelecting: todos.id, in: signedIn.id))) == .applied)
        layers = ModalLayers(app.navigation.snapshot)
        let retap = try #require(layers.intent(forSelecting: todos.id, in: signedIn.id))
        #expect(app.navigation.receive(retap) == .applied)
        #expect(try todos.child.navigation.snapshot.routes == ["list"])

        #expect(layers.intent(forSelecting: nil, in: signedIn.id) == nil)
        #expect(layers.intent(forSelecting: EntryID(rawValue: .max), in: signedIn.id) == nil)
        #expect(layers.intent(forSelecting: profile, in: EntryID(rawValue: .max)) == nil)

        // The observed coordinator as the container.
        let tabLayers = ModalLayers(tabs.navigation.snapshot)
        #expect(tabLayers.intent(forSelecting: profile, in: nil) == .selected(profile))

        // Signed out: the tabs are gone, so an old report is stale.
        try app.root(\.signedOut)
        #expect(ModalLayers(app.navigation.snapshot).intent(forSelecting: profile, in: signedIn.id) == nil)
    }
}

@Suite("A back button's intents", .timeLimit(.minutes(1)))
@MainActor
struct BackIntentTests {
    @Test("back pops the top stack, dismisses a sheet at its bottom, and does nothing at the root")
    func back() throws {
        let app = AppCoordinator()
        #expect(ModalLayers(app.navigation.snapshot).intentsForBack().isEmpty)
        let tabs = try app.root(\.signedIn, User(name: "ada")).child
        let todos = try tabs.focusFirst(\.todos).child
        let detail = try todos.show(\.todo, 1)
        let create = try todos.show(\.create)
        let confirm = try create.child.show(\.confirm)
        let form = try #require(create.child.navigation.snapshot.root?.id)
        let list = try #require(todos.navigation.snapshot.root?.id)

        #expect(ModalLayers(app.navigation.snapshot).intentsForBack() == [.popped(to: form)])
        #expect(app.navigation.receive(.popped(to: form)) == .applied)
        #expect(!confirm.isShown)
        #expect(ModalLayers(app.navigation.snapshot).intentsForBack() == [.dismissed(create.id)])
        #expect(app.navigation.receive(.dismissed(create.id)) == .applied)
        // Under the tabs: the selected tab's stack.
        #expect(ModalLayers(app.navigation.snapshot).intentsForBack() == [.popped(to: list)])
        #expect(app.navigation.receive(.popped(to: list)) == .applied)
        #expect(!detail.isShown)
        #expect(ModalLayers(app.navigation.snapshot).intentsForBack().isEmpty)
    }
}
