import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures

@Suite("Split views drawn expanded or collapsed", .timeLimit(.minutes(1)))
@MainActor
struct SplitCollapsingTests {
    /// A three-column split: the inbox selected, a message pushed twice in the detail.
    func makeSplit() throws -> MailSplit {
        let split = MailSplit(.tripleColumn)
        try split.select(.inbox)
        try split.show(\.message, 1).child.show(\.todo, 2)
        try split.focusFirst(\.message).child.show(\.todo, 3)
        try split.hideColumn(.sidebar)
        return split
    }

    @Test("one state, drawn side by side or as one stack: sidebar root, content, then the detail's screens")
    func expandedAndCollapsed() throws {
        let split = try makeSplit()
        let container = try #require(ModalLayers(split.navigation.snapshot).container(nil))
        #expect(container.expandedColumns.map(\.column) == [.sidebar, .content, .detail])
        #expect(container.expandedColumns.map(\.isVisible) == [false, true, true])
        #expect(container.expandedColumns.map { $0.child?.route } == ["mailboxes", "messages", "message"])
        let stack = container.collapsedStack
        #expect(stack.map(\.column) == [.sidebar, .content, .detail, .detail, .detail])
        #expect(stack.map(\.item.route) == ["list", "list", "list", "todo", "todo"])
        // An empty column is drawn as nothing; a container that is no split has no columns.
        try split.select(nil)
        let emptied = try #require(ModalLayers(split.navigation.snapshot).container(nil))
        #expect(emptied.collapsedStack.map(\.column) == [.sidebar])
        #expect(emptied.expandedColumns.map { $0.child == nil } == [false, true, true])
        let tabs = try #require(ModalLayers(AppTabs(user: User(name: "ada")).navigation.snapshot).container(nil))
        #expect(tabs.expandedColumns.isEmpty && tabs.collapsedStack.isEmpty)
    }

    @Test("a back gesture in the collapsed stack becomes an intent on the right column")
    func backGestures() throws {
        let split = try makeSplit()
        var container = try #require(ModalLayers(split.navigation.snapshot).container(nil))
        var stack = container.collapsedStack
        // Back within the detail: a pop in the detail's stack.
        #expect(container.intentsForCollapsedBack(to: stack[3].item.id) == [.popped(to: stack[3].item.id)])
        #expect(split.navigation.receive(container.intentsForCollapsedBack(to: stack[3].item.id)) == .applied)
        #expect(split.navigation.snapshot.entries[2].child?.routes == ["list", "todo"])
        // Back from the detail's root to the content: the detail goes, the selection stays.
        container = try #require(ModalLayers(split.navigation.snapshot).container(nil))
        stack = container.collapsedStack
        let detail = split.navigation.snapshot.entries[2].id
        #expect(container.intentsForCollapsedBack(to: stack[1].item.id) == [.dismissed(detail)])
        // Back several screens at once, to the sidebar: the content column goes and the sidebar deselects.
        let content = split.navigation.snapshot.entries[1].id
        #expect(container.intentsForCollapsedBack(to: stack[0].item.id) == [.dismissed(content)])
        #expect(split.navigation.receive(container.intentsForCollapsedBack(to: stack[0].item.id)) == .applied)
        #expect(split.navigation.snapshot.routes == ["mailboxes"] && split.selectedItem == nil)
        // The top screen, or one that is not drawn, is an echo.
        container = try #require(ModalLayers(split.navigation.snapshot).container(nil))
        #expect(container.intentsForCollapsedBack(to: container.collapsedStack[0].item.id).isEmpty)
        #expect(container.intentsForCollapsedBack(to: EntryID(rawValue: .max)).isEmpty)
    }

    @Test("a column whose root is tabs with tabs in a tab: what the inner tab pushes joins the one stack")
    func tabsInATabOfAColumn() throws {
        let app = Shell()
        let side = try app.root(\.panes).child.focusFirst(\.side).child
        let tabs = try side.root(\.tabs)
        let inner = try tabs.child.focusFirst(\.b).child.root(\.tabs).child
        let flowA = try inner.focusFirst(\.a).child
        let page = try flowA.show(\.page, 1)
        let container = try #require(ModalLayers(app.navigation.snapshot).splitOnTop)
        // The inner tab bar is drawn bare in the outer one's tab: its tab's screen is pushed on the one stack.
        #expect(container.collapsedStack.map(\.item.id) == [tabs.id, page.id])
        #expect(container.collapsedStack.map(\.column) == [.sidebar, .sidebar])
        // Back to the tabs: the inner tab that pushed the page pops to its root.
        let root = try #require(flowA.navigation.snapshot.entries.first?.id)
        #expect(container.intentsForCollapsedBack(to: tabs.id) == [.popped(to: root)])
        #expect(app.navigation.receive(container.intentsForCollapsedBack(to: tabs.id)) == .applied)
        #expect(flowA.navigation.snapshot.routes == ["home"])
    }

    @Test("a split shown by an entry (a root, a sheet) lifts its columns' sheets above its layer")
    func nestedSplitLiftsSheets() throws {
        let app = Shell()
        let panes = try app.show(\.panesSheet).child
        try panes.select(1)
        try panes.focusFirst(\.list).child.show(\.note)
        var layers = ModalLayers(app.navigation.snapshot)
        #expect(layers.layers.map(\.presentation) == [.root, .sheet, .sheet])
        #expect(layers.topItem?.route == "note")
        #expect(layers.layers[1].container?.collapsedStack.map(\.column) == [.sidebar, .content])
        // A split as a root: the sheet of its sidebar's flow is above the base layer.
        try app.root(\.panes)
        try app.hasRoot(\.panes)?.focusFirst(\.side).child.show(\.note)
        layers = ModalLayers(app.navigation.snapshot)
        #expect(layers.layers.map(\.presentation) == [.root, .sheet])
        #expect(layers.topItem?.route == "note")
    }
}
