import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures

@Suite("Cutting a snapshot into modal layers", .timeLimit(.minutes(1)))
@MainActor
struct ModalLayersTests {
    @Test("a stack is one layer: its root and the path pushed on it")
    func singleStack() throws {
        let todos = TodosCoordinator()
        let one = try todos.show(\.todo, 1)
        let two = try todos.show(\.todo, 2)
        let layers = ModalLayers(todos.navigation.snapshot)
        #expect(layers.layers.count == 1)
        let base = try #require(layers.top)
        #expect(base.id == nil && base.presentation == .root && !base.isModal)
        #expect(base.root?.route == "list" && base.root?.presentation == .root)
        #expect(base.pathIDs == [one.id, two.id])
        #expect(base.path.map(\.input) == ["1", "2"])
        #expect(base.path.map(\.presentation) == [.push, .push])
        #expect(layers.topItem?.id == two.id)
        #expect(base.path[1].lineage == [two.id])
    }

    @Test("a sheet over a pushed screen over a tab: the tab's stack, then the sheet's layer")
    func sheetOverPushOverTab() throws {
        let app = AppCoordinator()
        let signedIn = try app.root(\.signedIn, User(name: "ada"))
        let todosTab = try signedIn.child.focusFirst(\.todos)
        let todos = try todosTab.child
        let detail = try todos.show(\.todo, 1)
        let create = try todos.show(\.create)
        let confirm = try create.child.show(\.confirm)

        let layers = ModalLayers(app.navigation.snapshot)
        #expect(layers.layers.count == 2)

        let base = layers.layers[0]
        #expect(base.id == nil && base.path.isEmpty)
        #expect(base.root?.id == signedIn.id && base.root?.route == "signedIn")
        let tabs = try #require(base.container)
        #expect(tabs.id == signedIn.id && tabs.kind == .tabs && tabs.type == "AppTabs")
        #expect(tabs.children.map(\.route) == ["todos", "profile"])
        #expect(tabs.children.map(\.item?.title) == ["Todos", "Profile"])
        #expect(tabs.selected == todosTab.id)
        let stack = try #require(tabs.selectedChild?.stack)
        #expect(stack.id == todosTab.id && stack.presentation == .tab)
        #expect(stack.root?.route == "list" && stack.root?.coordinator == "TodosCoordinator")
        #expect(stack.root?.presentation == .tab)
        #expect(stack.pathIDs == [detail.id])

        let sheet = layers.layers[1]
        #expect(sheet.id == create.id && sheet.presentation == .sheet && sheet.isModal)
        #expect(sheet.root?.route == "form" && sheet.root?.presentation == .sheet)
        #expect(sheet.root?.coordinator == "CreateCoordinator")
        #expect(sheet.pathIDs == [confirm.id])
        #expect(sheet.path[0].lineage == [signedIn.id, todosTab.id, create.id, confirm.id])
        #expect(layers.topItem?.id == confirm.id)
        #expect(layers.presented(by: nil) == sheet)
        #expect(layers.presented(by: create.id) == nil)
        #expect(layers.layer(todosTab.id) == stack)
        #expect(layers.container(signedIn.id) == tabs)
    }

    @Test("a sheet presented by the app over a tab's own sheet comes on top of it")
    func appSheetOverTabSheet() throws {
        let app = AppCoordinator()
        let tabs = try app.root(\.signedIn, User(name: "ada")).child
        let todos = try tabs.focusFirst(\.todos).child
        let tabSheet = try todos.show(\.create)
        let appSheet = try app.show(\.create)
        let layers = ModalLayers(app.navigation.snapshot)
        #expect(layers.layers.map(\.id) == [nil, tabSheet.id, appSheet.id])
        #expect(layers.presented(by: tabSheet.id)?.id == appSheet.id)
    }

    @Test("a full-screen cover and a nested sheet each start a layer")
    func coverAndNestedSheet() throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create)
        let nested = try create.child.show(\.nested)
        let cover = try todos.show(\.settings)
        let layers = ModalLayers(todos.navigation.snapshot)
        #expect(layers.layers.map(\.id) == [nil, create.id, nested.id, cover.id])
        #expect(layers.layers.map(\.presentation) == [.root, .sheet, .sheet, .fullScreenCover])
        #expect(layers.layers[3].root?.route == "settings-cover")
        let nestedRoot = try nested.child.navigation.snapshot.entries[0].id
        #expect(layers.layers[2].root?.lineage == [create.id, nested.id, nestedRoot])
    }

    @Test("a pushed child flow continues its parent's stack, root first")
    func pushedChildFlow() throws {
        let todos = TodosCoordinator()
        let flow = try todos.show(\.reuse)
        let confirm = try flow.child.show(\.confirm)
        let later = try todos.show(\.todo, 7)
        let layers = ModalLayers(todos.navigation.snapshot)
        #expect(layers.layers.count == 1)
        let path = try #require(layers.top?.path)
        let form = try #require(flow.child.navigation.snapshot.root)
        #expect(path.map(\.id) == [form.id, confirm.id, later.id])
        #expect(path.map(\.coordinator) == ["CreateCoordinator", "CreateCoordinator", "TodosCoordinator"])
        #expect(path[0].presentation == .push && path[0].lineage == [flow.id, form.id])
        #expect(path[2].lineage == [later.id])
    }

    @Test("an awaited flow marks its root item as awaited")
    func awaitedFlow() async throws {
        let todos = TodosCoordinator()
        let recorder = Recorder(todos)
        _ = await recorder.next()
        let creating = Task { await todos.route(to: \.create) }
        _ = await recorder.next()
        let sheet = try #require(ModalLayers(todos.navigation.snapshot).top)
        #expect(sheet.root?.isAwaited == true)
        creating.cancel()
        #expect(await creating.value == .cancel(.taskCancelled))
    }

    @Test("only the selected tab lifts its modal layers")
    func unselectedTab() throws {
        let tabs = AppTabs(user: User(name: "ada"))
        let todos = try tabs.focusFirst(\.todos)
        let sheet = try todos.child.show(\.create)
        try tabs.focusFirst(\.profile)
        var layers = ModalLayers(tabs.navigation.snapshot)
        #expect(layers.layers.count == 1)
        #expect(layers.layer(todos.id)?.root?.route == "list")
        #expect(layers.layer(sheet.id) == nil)
        try tabs.focusFirst(\.todos)
        layers = ModalLayers(tabs.navigation.snapshot)
        #expect(layers.layers.map(\.id) == [nil, sheet.id])
    }

    @Test("an observed container is the base; a wrapper is drawn as its child")
    func observedContainerAndWrapper() throws {
        let tabs = AppTabs(user: User(name: "ada"))
        let settings = try tabs.show(\.settings, focus: true)
        let layers = ModalLayers(tabs.navigation.snapshot)
        let base = try #require(layers.top)
        guard case .container(let container) = base.base else {
            Issue.record("the base is not the observed container: \(base.base)")
            return
        }
        #expect(container.id == nil && base.root == nil && base.container == container)
        #expect(container.children.map(\.route) == ["todos", "profile", "settings"])
        let stack = try #require(layers.layer(settings.id))
        #expect(stack.root?.route == "form" && stack.root?.coordinator == "CreateCoordinator")
        #expect(stack.root?.presentation == .tab)
        #expect(stack.root?.lineage.first == settings.id && stack.root?.lineage.count == 3)
        #expect(layers.container(nil) == container)
        // A screen tab's stack is the screen.
        #expect(container.children[1].stack.root?.route == "profile")
    }

    @Test("a custom container's children each get a stack")
    func customContainer() throws {
        let split = PanesCoordinator()
        let layers = ModalLayers(split.navigation.snapshot)
        let container = try #require(layers.top?.container)
        #expect(container.kind == .panes && container.attributes == ["columns": "2"])
        #expect(container.children.map(\.presentation) == [.column, .column])
        #expect(container.selectedChild?.route == "detail")
        #expect(container.selectedChild?.stack.root?.route == "form")
    }

    @Test("a split's columns each get a stack, and every column lifts its sheets, in column order")
    func splitColumns() throws {
        let split = MailSplit()
        let sidebar = try split.focusFirst(\.mailboxes).child
        let first = ModalLayers(split.navigation.snapshot)
        try split.select(.inbox)
        let mailbox = try split.focusFirst(\.mailbox).child
        try mailbox.show(\.todo, 1)
        try mailbox.show(\.create)
        try sidebar.show(\.create)
        try split.hideColumn(.sidebar)
        let snapshot = split.navigation.snapshot
        let layers = ModalLayers(snapshot, reusing: first)
        #expect(layers.layers == ReferenceCutter.layers(snapshot))
        let container = try #require(layers.container(nil))
        #expect(container.kind == .split && container.split?.visibleColumns == [.detail])
        #expect(container.children.map(\.presentation) == [.sidebarColumn, .detailColumn])
        #expect(container.children[1].stack.root?.route == "list")
        #expect(container.children[1].stack.path.map(\.route) == ["todo"])
        // Both sheets are up: the sidebar's, then the detail's.
        #expect(layers.layers.count == 3)
        #expect(layers.layers.dropFirst().map(\.presentation) == [.sheet, .sheet])
        #expect(layers.layers[1].id == snapshot.entries[0].child?.entries.last?.id)
        #expect(layers.layers[2].id == snapshot.entries[1].child?.entries.last?.id)
    }

    @Test("what is pushed after a pushed split whose column has a sheet lands beside the split, under the sheet")
    func pushAfterPushedSplitWithSheet() throws {
        let app = Shell()
        try app.root(\.tabs)
        let panes = try app.show(\.pushed).child.root(\.panes).child
        let sheet = try panes.focusFirst(\.side).child.show(\.sheet).id
        let page = try app.show(\.page, 1).id
        let snapshot = app.navigation.snapshot
        let layers = ModalLayers(snapshot)
        #expect(layers.layers == ReferenceCutter.layers(snapshot))
        #expect(layers.layers.map(\.id) == [nil, sheet])
        let tab = try #require(snapshot.entries.first?.child?.selected)
        #expect(layers.layer(tab)?.pathIDs.last == page)
        #expect(layers.top?.path.isEmpty == true)
    }

    @Test("entries pushed above a container land in its selected child's stack")
    func pushAboveContainer() throws {
        func entry(_ id: UInt64, _ route: String, _ presentation: Presentation, child: CoordinatorSnapshot? = nil)
            -> EntrySnapshot
        {
            EntrySnapshot(id: EntryID(rawValue: id), route: route, presentation: presentation, child: child)
        }
        let tab = CoordinatorSnapshot(kind: .navigation, type: "Tab", entries: [entry(3, "list", .root)])
        let tabs = CoordinatorSnapshot(
            kind: .tabs,
            type: "Tabs",
            entries: [entry(2, "first", .tab, child: tab), entry(4, "second", .tab)],
            selected: EntryID(rawValue: 2)
        )
        let host = CoordinatorSnapshot(
            kind: .navigation,
            type: "Host",
            entries: [entry(1, "home", .root, child: tabs), entry(5, "extra", .push), entry(6, "more", .push)]
        )
        let layers = ModalLayers(host)
        #expect(layers.layers.count == 1)
        #expect(layers.top?.path.isEmpty == true)
        #expect(layers.layer(EntryID(rawValue: 2))?.pathIDs == [EntryID(rawValue: 5), EntryID(rawValue: 6)])
        #expect(layers.topItem?.id == EntryID(rawValue: 6))
    }

    @Test("a coordinator with no entries cuts to one empty layer")
    func empty() throws {
        let todos = TodosCoordinator()
        try todos.finish(.cancel())
        let layers = ModalLayers(todos.navigation.snapshot)
        #expect(layers.layers == [ModalLayer(id: nil, presentation: .root, base: .empty)])
        #expect(layers.topItem == nil)
    }
}
