import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

/// Split views as a SwiftUI front end binds them (`FrontEndSession`) and as
/// the headless front end draws them, in a regular width (columns side by
/// side) and a compact one (one collapsed stack), the width changing at any step.
@Suite("Split views in a front end's session and headless", .timeLimit(.minutes(1)))
@MainActor
struct FrontEndSplitTests {
    /// An app whose root is a two-column split, the first item selected.
    @MainActor
    struct Selected {
        let made = Made()
        let app: Shell
        let panes: Panes
        let detail: Shell

        init() throws {
            app = Shell(made: made)
            panes = try app.root(\.panes).child
            try panes.select(1)
            detail = try #require(made.flows.compactMap { $0.object as? Shell }.last)
        }

        /// The entry that shows the detail column.
        var detailEntry: EntryID { panes.navigation.snapshot.entries[1].id }
        /// The entry that shows the split.
        var splitEntry: EntryID { app.ids[0] }
    }

    /// The fixture with a page pushed in the detail whose leave guard waits
    /// for an answer, drawn by a session in a compact width.
    @MainActor
    struct Guarded {
        let fixture: Selected
        let page: EntryID
        let session: FrontEndSession
        let reply: AsyncStream<Bool>.Continuation
        let changes: AsyncStream<NavigationChange>

        init() async throws {
            fixture = try Selected()
            page = try fixture.detail.show(\.page, 2).id
            let (answers, reply) = AsyncStream.makeStream(of: Bool.self)
            self.reply = reply
            try fixture.detail.navigation.setLeaveGuard(for: page) {
                for await answer in answers { return answer }
                return false
            }
            changes = fixture.app.navigation.changes(buffering: .all)
            var iterator = changes.makeAsyncIterator()
            _ = await iterator.next()
            session = settled(FrontEndSession(fixture.app))
            session.width = .compact
        }

        /// The guard vetoes the gesture it asks about; the session applies the veto.
        func veto() async throws {
            var iterator = changes.makeAsyncIterator()
            reply.yield(false)
            var vetoed: NavigationChange?
            while vetoed == nil, let change = await iterator.next() {
                if change.cause == .vetoed { vetoed = change }
            }
            session.apply(try #require(vetoed))
            reply.finish()
        }
    }

    // MARK: The session

    @Test("each column binds as a stack of its own; a shorter path pops in its column")
    func columnStacks() throws {
        let fixture = try Selected()
        let page = try fixture.detail.show(\.page, 2)
        let session = settled(FrontEndSession(fixture.app))
        let container = try #require(session.drawn.first?.container)
        #expect(session.drawn.first?.drawsContainerOnly == true)
        #expect(session.stack(of: .sidebar, in: container)?.root?.route == "home")
        let detail = try #require(session.stack(of: .detail, in: container))
        #expect(detail.id == fixture.detailEntry)
        #expect(session.path(of: detail.id) == [page.id])
        session.setPath([], of: detail.id)
        #expect(fixture.detail.ids.count == 1)
        // A column without a child is drawn as its placeholder.
        try fixture.panes.select(nil)
        session.sync()
        #expect(session.stack(of: .detail, in: container) == nil)
    }

    @Test("the columns' visibility reads the state and writes the user's change; not while collapsed")
    func visibility() throws {
        let fixture = try Selected()
        let session = settled(FrontEndSession(fixture.app))
        var container = try #require(session.drawn.first?.container)
        #expect(session.columnVisibility(of: container) == .all)
        session.setColumnVisibility(.detailOnly, of: container.id)
        #expect(fixture.panes.split.visibleColumns == [.detail])
        container = try #require(session.drawn.first?.container)
        #expect(session.columnVisibility(of: container) == .detailOnly)
        // An echo, .automatic, and any write while collapsed send nothing and draw nothing again.
        let revision = session.revision
        session.setColumnVisibility(.detailOnly, of: container.id)
        session.setColumnVisibility(.automatic, of: container.id)
        session.width = .compact
        session.setColumnVisibility(.all, of: container.id)
        #expect(fixture.panes.split.visibleColumns == [.detail])
        #expect(session.revision == revision)
        session.width = .regular
        session.setColumnVisibility(.all, of: container.id)
        #expect(fixture.panes.split.visibleColumns == [.sidebar, .detail])
    }

    @Test(
        "the sidebar's selection reads the state; a write of nil goes back to the sidebar of a collapsed split, not an expanded one"
    )
    func sidebarSelection() throws {
        let fixture = try Selected()
        let session = settled(FrontEndSession(fixture.app))
        let container = try #require(session.drawn.first?.container)
        #expect(session.sidebarSelection(of: container) == "1")
        // An expanded split shows its sidebar: no back to it (the gestures' table).
        session.deselect(in: container.id)
        #expect(session.lastRefusal?.reason == .notInThisPresentation)
        #expect(fixture.panes.selectedItem == 1)
        session.setWidth(.compact)
        session.finishWidthChange()
        session.deselect(in: container.id)
        #expect(fixture.panes.selectedItem == nil)
        #expect(fixture.panes.navigation.snapshot.entries.count == 1)
        #expect(session.sidebarSelection(of: container) == nil)
        let revision = session.revision
        session.deselect(in: container.id)
        #expect(session.revision == revision)
    }

    @Test("a collapsed back gesture a guard keeps waiting draws what it left, and the veto draws it again")
    func guardedCollapsedBack() async throws {
        let guarded = try await Guarded()
        let (fixture, page, session) = (guarded.fixture, guarded.page, guarded.session)
        let container = try #require(session.drawn.first?.container)
        let sidebarRoot = container.collapsedStack[0].item.id
        session.goBack(to: sidebarRoot, inCollapsed: container.id)
        // The guard is asked: the gesture's result is drawn, the core still has everything.
        #expect(session.stack(of: .detail, in: container) == nil)
        #expect(session.sidebarSelection(of: container) == nil)
        #expect(fixture.panes.selectedItem == 1)
        // Rotating while the guard asks draws nothing anew.
        let revision = session.revision
        session.width = .regular
        session.width = .compact
        #expect(session.revision == revision)
        try await guarded.veto()
        #expect(session.stack(of: .detail, in: container)?.id == fixture.detailEntry)
        #expect(session.path(of: fixture.detailEntry) == [page])
        #expect(session.sidebarSelection(of: container) == "1")
    }

    @Test("the sidebar list's selection goes through the session: none while a guard asks, the old one after a veto")
    func typedSidebarSelection() async throws {
        let guarded = try await Guarded()
        let (fixture, page, session) = (guarded.fixture, guarded.page, guarded.session)
        let container = try #require(session.drawn.first?.container)
        #expect(session.sidebarSelection(of: container, as: Panes.self) == 1)
        // An item the sidebar does not list changes nothing; the list is drawn again.
        var revision = session.revision
        session.setSidebarSelection(7, of: fixture.panes, in: container.id)
        #expect(fixture.panes.selectedItem == 1)
        #expect(session.revision != revision)
        // SwiftUI writes nil on the back gesture to the sidebar: the guard asks, the list shows no selection.
        session.setSidebarSelection(nil, of: fixture.panes, in: container.id)
        #expect(fixture.panes.selectedItem == 1)
        #expect(session.sidebarSelection(of: container, as: Panes.self) == nil)
        #expect(session.stack(of: .detail, in: container) == nil)
        revision = session.revision
        try await guarded.veto()
        #expect(session.revision != revision)
        #expect(session.sidebarSelection(of: container, as: Panes.self) == 1)
        #expect(session.path(of: fixture.detailEntry) == [page])
        // A tap on another item, with no guard left, selects it at once.
        try fixture.detail.navigation.setLeaveGuard(for: page, nil)
        session.setSidebarSelection(2, of: fixture.panes, in: container.id)
        #expect(fixture.panes.selectedItem == 2)
        let current = try #require(session.drawn.first?.container)
        #expect(session.sidebarSelection(of: current, as: Panes.self) == 2)
    }

    @Test("a sidebar tap asks the detail's guard: the tapped item shows while it asks, the old one after its no")
    func guardedSidebarTap() async throws {
        let guarded = try await Guarded()
        let (fixture, page, session) = (guarded.fixture, guarded.page, guarded.session)
        session.width = .regular
        let container = try #require(session.drawn.first?.container)
        let revision = session.revision
        session.setSidebarSelection(2, of: fixture.panes, in: container.id)
        // The guard is asked: the list shows the tap, the core still has the guarded detail.
        #expect(session.revision != revision)
        #expect(session.sidebarSelection(of: container, as: Panes.self) == 2)
        #expect(fixture.panes.selectedItem == 1)
        #expect(fixture.detail.ids.contains(page))
        try await guarded.veto()
        #expect(fixture.panes.selectedItem == 1)
        #expect(fixture.detail.ids.contains(page))
        #expect(session.sidebarSelection(of: container, as: Panes.self) == 1)
        #expect(session.path(of: fixture.detailEntry) == [page])
    }

    @Test("a sidebar tap the detail's guard allows selects the item as the user's change")
    func allowedSidebarTap() async throws {
        let guarded = try await Guarded()
        let (fixture, session) = (guarded.fixture, guarded.session)
        session.width = .regular
        let container = try #require(session.drawn.first?.container)
        var changes = guarded.changes.makeAsyncIterator()
        session.setSidebarSelection(2, of: fixture.panes, in: container.id)
        #expect(fixture.panes.selectedItem == 1)
        guarded.reply.yield(true)
        let change = try #require(await changes.next())
        #expect(change.cause == .user)
        session.apply(change)
        #expect(fixture.panes.selectedItem == 2)
        let current = try #require(session.drawn.first?.container)
        #expect(session.sidebarSelection(of: current, as: Panes.self) == 2)
        guarded.reply.finish()
    }

    @Test("a visibility write in the event of a width change is the UI's collapsing or expanding, not the user's")
    func visibilityWithWidthChange() throws {
        let fixture = try Selected()
        let session = settled(FrontEndSession(fixture.app))
        let container = try #require(session.drawn.first?.container)
        let revision = session.revision
        // Rotating to compact: SwiftUI collapses and writes the columns.
        session.setWidth(.compact)
        session.setColumnVisibility(.detailOnly, of: container.id)
        session.finishWidthChange()
        session.setColumnVisibility(.detailOnly, of: container.id)
        // And back: SwiftUI expands and writes them again, in the same event.
        session.setWidth(.regular)
        #expect(session.width == .regular)
        session.setColumnVisibility(.detailOnly, of: container.id)
        #expect(fixture.panes.split.visibleColumns == [.sidebar, .detail])
        #expect(session.revision == revision)
        // Once the event is over, the user's write is sent; the same width again starts nothing.
        session.finishWidthChange()
        session.setWidth(.regular)
        session.setColumnVisibility(.detailOnly, of: container.id)
        #expect(fixture.panes.split.visibleColumns == [.detail])
    }

    @Test("the collapsed stack's back gesture sends nothing in a regular width")
    func collapsedBackOnlyWhenCompact() throws {
        let fixture = try Selected()
        let session = settled(FrontEndSession(fixture.app))
        let container = try #require(session.drawn.first?.container)
        let revision = session.revision
        session.goBack(to: container.collapsedStack[0].item.id, inCollapsed: container.id)
        #expect(fixture.panes.selectedItem == 1)
        #expect(fixture.panes.navigation.snapshot.entries.count == 2)
        #expect(session.revision == revision)
    }

    // MARK: Headless

    /// Draws the app in both widths and back: the same screens each time, nothing sent.
    func rotateBothWays(_ frontEnd: HeadlessFrontEnd, _ app: Shell) async {
        await frontEnd.settle()
        let start = frontEnd.width
        let before = app.navigation.snapshot
        frontEnd.width = .regular
        let expanded = frontEnd.splitColumns
        let drawing = frontEnd.drawing
        frontEnd.width = .compact
        let collapsed = frontEnd.splitColumns
        #expect(collapsed.map(\.screens) == [expanded.flatMap(\.screens)])
        #expect(frontEnd.drawing.contains("collapsed: "))
        frontEnd.width = .regular
        #expect(frontEnd.drawing == drawing)
        #expect(app.navigation.snapshot == before)
        frontEnd.width = start
    }

    @Test("select, push in the detail, a sheet and a guarded back: every rotation finds the same screens")
    func rotatingAtEveryStep() async throws {
        let made = Made()
        let app = Shell(made: made)
        let frontEnd = HeadlessFrontEnd(app, width: .regular)
        let panes = try app.root(\.panes).child
        await rotateBothWays(frontEnd, app)
        #expect(frontEnd.splitColumns.map(\.column) == [.sidebar, .detail])
        try panes.select(2)
        await rotateBothWays(frontEnd, app)
        let detail = try #require(made.flows.compactMap { $0.object as? Shell }.last)
        let root = try #require(detail.ids.first)
        let page = try detail.show(\.page, 3)
        await rotateBothWays(frontEnd, app)
        #expect(frontEnd.splitColumns.last?.screens == [root, page.id])
        frontEnd.width = .compact
        let sheet = try detail.show(\.note)
        await rotateBothWays(frontEnd, app)
        #expect(frontEnd.drawing.hasSuffix("sheet \(sheet.id): note"))
        #expect(await frontEnd.swipeDown() == .applied)
        await rotateBothWays(frontEnd, app)
        // A guarded back in the collapsed stack: rotate while the guard asks, after its no and its yes.
        let (answers, reply) = AsyncStream.makeStream(of: Bool.self)
        try detail.navigation.setLeaveGuard(for: page.id) {
            for await answer in answers { return answer }
            return false
        }
        // The swipe is off on a guarded screen (the gestures' table); its back button asks.
        await frontEnd.settle()
        #expect(await frontEnd.refusal(of: .swipeBack)?.reason == .guarded)
        #expect(await frontEnd.tapBack() == .pending)
        await rotateBothWays(frontEnd, app)
        reply.yield(false)
        await frontEnd.settle()
        while frontEnd.acknowledged.last?.cause != .vetoed { await frontEnd.settle() }
        await rotateBothWays(frontEnd, app)
        #expect(frontEnd.splitColumns.first?.screens.last == page.id)
        reply.yield(true)
        #expect(await frontEnd.tapBack() == .pending)
        while detail.ids.count > 1 { await frontEnd.settle() }
        await rotateBothWays(frontEnd, app)
        // Back from the detail's root to the sidebar: the detail goes and the sidebar deselects.
        #expect(await frontEnd.swipeBack() == .applied)
        #expect(panes.selectedItem == nil)
        await rotateBothWays(frontEnd, app)
        reply.finish()
    }

    @Test("the sidebar is hidden and shown in a regular width, by the columns' gesture")
    func showingColumns() async throws {
        let fixture = try Selected()
        let frontEnd = HeadlessFrontEnd(fixture.app, width: .regular)
        #expect(await frontEnd.showColumns([.detail]) == .applied)
        await frontEnd.settle()
        #expect(frontEnd.splitColumns.map(\.isVisible) == [false, true])
        #expect(frontEnd.drawing.contains("(sidebar: home)"))
        await rotateBothWays(frontEnd, fixture.app)
        #expect(await frontEnd.showColumns([.sidebar, .detail]) == .applied)
        #expect(fixture.panes.split.visibleColumns == [.sidebar, .detail])
    }

    @Test("a deep link lands in the detail under a sheet, in one change, in either width")
    func deepLink() async throws {
        let made = Made()
        let app = Shell(made: made)
        let frontEnd = HeadlessFrontEnd(app, width: .compact)
        await frontEnd.settle()
        let changes = frontEnd.acknowledged.count
        let sheet = try app.navigation.transaction { () throws(NavigationError) in
            let split = try app.root(\.panes).child
            try split.select(3)
            let detail = try split.show(\.detail, 3).child
            try detail.show(\.page, 4)
            return try detail.show(\.note)
        }
        await frontEnd.settle()
        #expect(frontEnd.acknowledged.count == changes + 1)
        #expect(frontEnd.drawing == "base: panes [collapsed: home > home > page]\nsheet \(sheet.id): note")
        frontEnd.width = .regular
        #expect(frontEnd.drawing == "base: panes [sidebar: home | detail: home > page]\nsheet \(sheet.id): note")
        await rotateBothWays(frontEnd, app)
    }

    @Test("a restored app comes back with its columns, selection and visibility")
    func restoration() async throws {
        let fixture = try Selected()
        try fixture.detail.show(\.page, 5)
        try fixture.panes.hideColumn(.sidebar)
        let frontEnd = HeadlessFrontEnd(fixture.app, width: .regular)
        await frontEnd.settle()
        let drawing = frontEnd.drawing
        let saved = fixture.app.navigation.restorationState()

        let restored = Shell()
        try restored.navigation.restore(saved)
        let again = HeadlessFrontEnd(restored, width: .regular)
        await again.settle()
        #expect(again.drawing == drawing)
        #expect(again.drawing == "base: panes [(sidebar: home) | detail: home > page]")
        await rotateBothWays(again, restored)
    }
}
