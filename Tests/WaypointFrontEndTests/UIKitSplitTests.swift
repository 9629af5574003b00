import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

@Suite("UIKit split views on FakeUIKit", .timeLimit(.minutes(1)))
@MainActor
struct UIKitSplitTests {
    /// A shell whose root is a two-column split, drawn in a regular width.
    func makeApp(compact: Bool = false) throws -> (Shell, Panes, FakeUIKit) {
        let app = Shell()
        let panes = try app.root(\.panes).child
        let uikit = FakeUIKit(app)
        uikit.isCompactWidth = compact
        uikit.finishAnimations()
        return (app, panes, uikit)
    }

    /// The split's container as the core's state has it now.
    func container(_ app: Shell) throws -> LayerContainer {
        try #require(ModalLayers(app.navigation.snapshot).layers.first?.container)
    }

    /// How many UIKit operations a block makes the fake perform, once settled.
    func operations(_ uikit: FakeUIKit, _ app: Shell, _ cause: ChangeCause = .push, _ change: () throws -> Void)
        rethrows -> Int
    {
        let before = uikit.operationCount
        try change()
        uikit.settle(cause, app)
        return uikit.operationCount - before
    }

    /// Changes the width as a rotation would, and lets UIKit settle.
    func rotate(_ uikit: FakeUIKit, compact: Bool) -> Int {
        let before = uikit.operationCount
        uikit.isCompactWidth = compact
        uikit.finishAnimations()
        return uikit.operationCount - before
    }

    /// The screens UIKit shows for the split: each column's, expanded; the one stack, collapsed.
    func screens(_ uikit: FakeUIKit, _ id: EntryID?) -> [EntryID] {
        if uikit.isCollapsed(id) == true { return uikit.stack(of: id) ?? [] }
        return [SplitColumn.sidebar, .content, .detail].flatMap { column in
            uikit.navigation(of: column, in: id).flatMap { uikit.stack(of: $0) } ?? []
        }
    }

    @Test("select in the sidebar and push in the detail: one UIKit operation per column change, in both widths")
    func oneOperationPerColumnChange() throws {
        let (app, panes, uikit) = try makeApp()
        let id = try container(app).id
        #expect(uikit.isCollapsed(id) == false)
        #expect(try operations(uikit, app) { try panes.select(1) } == 1)
        let detail = try #require(uikit.navigation(of: .detail, in: id))
        #expect(uikit.stack(of: detail)?.count == 1)
        let flow = try panes.show(\.detail, 2).child
        uikit.settle(.push, app)
        #expect(try operations(uikit, app) { try flow.show(\.page, 1) } == 1)
        #expect(try operations(uikit, app) { try panes.hideColumn(.sidebar) } == 1)
        #expect(uikit.shownColumns(in: id) == [])
        #expect(uikit.expectShowsCurrentState())
        // Collapsed: one stack, the sidebar's screens then the detail's; a width change costs one per column at most.
        #expect(rotate(uikit, compact: true) <= 2)
        #expect(uikit.isCollapsed(id) == true)
        #expect(uikit.stack(of: id) == (try container(app)).collapsedStack.map(\.item.id))
        #expect(try operations(uikit, app) { try flow.show(\.page, 2) } == 1)
        #expect(uikit.expectShowsCurrentState())
        #expect(rotate(uikit, compact: false) <= 2)
        #expect(screens(uikit, id) == (try container(app)).collapsedStack.map(\.item.id))
        #expect(uikit.shownColumns(in: id) == [])
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
    }

    @Test("rotating at every step of a push, a sheet and a guarded back finds the same screens")
    func rotationAtEveryStep() async throws {
        for step in 0..<4 {
            let (app, panes, uikit) = try makeApp()
            let id = try container(app).id
            try panes.select(1)
            uikit.settle(.push, app)
            let flow = try panes.show(\.detail, 3).child
            uikit.settle(.push, app)
            // A push, rotated before the session reads it, mid-animation, or after.
            try flow.show(\.page, 1)
            if step == 0 { _ = rotate(uikit, compact: true) }
            uikit.apply(.push, app)
            if step == 1 { uikit.isCompactWidth = true }
            uikit.finishAnimations()
            if step >= 2 { _ = rotate(uikit, compact: true) }
            #expect(uikit.expectShowsCurrentState())
            _ = rotate(uikit, compact: false)
            #expect(uikit.expectShowsCurrentState())
            // A sheet over the detail: the split changes width under it.
            let note = try flow.show(\.note).id
            uikit.apply(.push, app)
            if step == 1 { uikit.isCompactWidth = true }
            uikit.finishAnimations()
            _ = rotate(uikit, compact: step % 2 == 0)
            #expect(uikit.presentedIDs == [note])
            #expect(uikit.expectShowsCurrentState())
            try flow.popLast()
            uikit.settle(.pop, app)
            // A guarded back, in the collapsed stack: the width changes while the guard asks.
            _ = rotate(uikit, compact: true)
            let page = try #require(flow.navigation.snapshot.entries.last?.id)
            let answer = GuardAnswer()
            try flow.navigation.setLeaveGuard(for: page, answer.closure)
            uikit.settle(.leaveGuard, app)
            let before = screens(uikit, id)
            #expect(uikit.tapBack())
            _ = rotate(uikit, compact: step % 2 == 1)
            for _ in 0..<1_000 where answer.asked == 0 { await Task.yield() }
            #expect(answer.asked == 1)
            uikit.settle(.vetoed, app)
            _ = rotate(uikit, compact: true)
            #expect(screens(uikit, id) == before)
            _ = rotate(uikit, compact: false)
            #expect(screens(uikit, id) == (try container(app)).collapsedStack.map(\.item.id))
            #expect(uikit.expectShowsCurrentState())
            #expect(uikit.breaches.isEmpty)
            #expect(uikit.screensAliveOutsideWindow.isEmpty)
        }
    }

    @Test("a tab bar in the detail column: collapse, push in a tab, expand, collapse again: the same screens")
    func tabBarInDetailColumn() throws {
        let (app, panes, uikit) = try makeApp()
        let id = try container(app).id
        try panes.select(1)
        let tabs = try panes.show(\.detail, 1).child.root(\.tabs).child
        uikit.settle(.push, app)
        #expect(uikit.expectShowsCurrentState())
        _ = rotate(uikit, compact: true)
        #expect(uikit.expectShowsCurrentState())
        let page = try tabs.focusFirst(\.a).child.show(\.page, 1).id
        uikit.settle(.push, app)
        #expect(uikit.stack(of: id)?.last == page)
        #expect(uikit.expectShowsCurrentState())
        _ = rotate(uikit, compact: false)
        #expect(uikit.expectShowsCurrentState())
        let before = try #require(uikit.stack(of: tabs.navigation.snapshot.entries.first?.id))
        #expect(before.last == page)
        _ = rotate(uikit, compact: true)
        #expect(uikit.stack(of: id)?.last == page)
        #expect(uikit.expectShowsCurrentState())
        _ = rotate(uikit, compact: false)
        #expect(uikit.stack(of: tabs.navigation.snapshot.entries.first?.id) == before)
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.screensAliveOutsideWindow.isEmpty)
    }

    @Test("the user's back in the collapsed stack pops the detail, then empties it and deselects")
    func collapsedBack() throws {
        let (app, panes, uikit) = try makeApp(compact: true)
        let id = try container(app).id
        try panes.select(2)
        uikit.settle(.push, app)
        let flow = try panes.show(\.detail, 2).child
        try flow.show(\.page, 1)
        uikit.settle(.push, app)
        #expect(uikit.stack(of: id)?.count == 3)
        #expect(uikit.beginSwipeBack())
        #expect(uikit.finishSwipeBack())
        uikit.settle(.user, app)
        #expect(flow.navigation.snapshot.entries.count == 1)
        #expect(uikit.tapBack())
        uikit.finishAnimations()
        uikit.settle(.user, app)
        #expect(panes.selectedItem == nil)
        #expect(uikit.stack(of: id)?.count == 1)
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
    }

    @Test(
        "the back button of a guarded detail at the root of a collapsed split asks the guard: no keeps it, yes dismisses it"
    )
    func guardedCollapsedBackButton() async throws {
        for allowed in [false, true] {
            let (app, panes, uikit) = try makeApp(compact: true)
            let id = try container(app).id
            try panes.select(2)
            uikit.settle(.push, app)
            let detail = try #require(panes.navigation.snapshot.entries.last?.id)
            let answer = GuardAnswer()
            answer.answer = allowed
            try panes.navigation.setLeaveGuard(for: detail, answer.closure)
            uikit.settle(.leaveGuard, app)
            #expect(uikit.stack(of: id)?.count == 2)
            // The detail's root is guarded: UIKit calls the back action, which asks the guard.
            #expect(uikit.tapBack())
            for _ in 0..<1_000 where answer.asked == 0 { await Task.yield() }
            #expect(answer.asked == 1)
            // Its answer lands: the detail goes, or a veto change leaves everything.
            for _ in 0..<1_000 where allowed && panes.selectedItem != nil { await Task.yield() }
            uikit.settle(allowed ? .user : .vetoed, app)
            #expect(panes.selectedItem == (allowed ? nil : 2))
            #expect(panes.navigation.snapshot.entries.count == (allowed ? 1 : 2))
            #expect(uikit.stack(of: id)?.count == (allowed ? 1 : 2))
            #expect(uikit.expectShowsCurrentState())
            #expect(uikit.breaches.isEmpty)
        }
    }

    @Test("a width change mid-swipe ends the swipe and loses nothing")
    func rotationMidSwipe() throws {
        let (app, panes, uikit) = try makeApp(compact: true)
        let id = try container(app).id
        try panes.select(1)
        try panes.show(\.detail, 1).child.show(\.page, 4)
        uikit.settle(.push, app)
        let before = try container(app).collapsedStack.map(\.item.id)
        #expect(uikit.beginSwipeBack())
        _ = rotate(uikit, compact: false)
        #expect(!uikit.isSwipingBack)
        #expect(screens(uikit, id) == before)
        _ = rotate(uikit, compact: true)
        #expect(uikit.stack(of: id) == before)
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
    }

    @Test("the user's swipe shows or hides the sidebar: the state follows, and rotations keep it")
    func columnSwipes() throws {
        let (app, panes, uikit) = try makeApp()
        let id = try container(app).id
        #expect(uikit.shownColumns(in: id) == [.sidebar])
        #expect(uikit.swipeColumn(.sidebar, shown: false, in: id))
        uikit.settle(.user, app)
        #expect(panes.split.visibleColumns == [.detail])
        #expect(!uikit.swipeColumn(.detail, shown: false, in: id))
        _ = rotate(uikit, compact: true)
        #expect(!uikit.swipeColumn(.sidebar, shown: true, in: id))
        _ = rotate(uikit, compact: false)
        #expect(uikit.shownColumns(in: id) == [])
        #expect(try operations(uikit, app) { try panes.showColumn(.sidebar) } == 1)
        #expect(uikit.shownColumns(in: id) == [.sidebar])
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
    }

    @Test("a deep link lands in the detail under a sheet, in one change, in both widths")
    func deepLinkUnderSheet() throws {
        for compact in [false, true] {
            let app = Shell()
            let uikit = FakeUIKit(app)
            uikit.isCompactWidth = compact
            uikit.finishAnimations()
            var note: EntryID?
            var page: EntryID?
            try app.navigation.transaction { () throws(NavigationError) in
                let split = try app.root(\.panes).child
                try split.select(2)
                let detail = try split.show(\.detail, 2).child
                page = try detail.show(\.page, 2).id
                note = try detail.show(\.note).id
            }
            uikit.settle(.deepLink, app)
            #expect(uikit.presentedIDs == [try #require(note)])
            let id = try container(app).id
            #expect(screens(uikit, id).last == page)
            _ = rotate(uikit, compact: !compact)
            #expect(screens(uikit, id).last == page)
            #expect(uikit.expectShowsCurrentState())
            #expect(uikit.breaches.isEmpty)
        }
    }

    @Test("a restored app comes back with its columns and their visibility")
    func restoration() throws {
        let (app, panes, uikit) = try makeApp()
        try panes.select(3)
        try panes.show(\.detail, 3).child.show(\.page, 7)
        try panes.hideColumn(.sidebar)
        uikit.settle(.push, app)
        let saved = app.navigation.restorationState()
        let wanted = screens(uikit, try container(app).id)
        let restored = Shell()
        let other = FakeUIKit(restored)
        other.isCompactWidth = false
        other.finishAnimations()
        try restored.navigation.restore(saved)
        other.settle(.restore, restored)
        let id = try container(restored).id
        #expect(screens(other, id).count == wanted.count)
        #expect(other.shownColumns(in: id) == [])
        #expect(other.expectShowsCurrentState())
        _ = rotate(other, compact: true)
        #expect(other.stack(of: id)?.count == wanted.count)
        #expect(other.breaches.isEmpty)
    }

    @Test("a column given a tab bar collapses and expands before UIKit has set it: the tab bar is set again")
    func newContainerColumnAcrossRotation() throws {
        let (app, panes, uikit) = try makeApp()
        let id = try container(app).id
        let sidebar = try panes.focusFirst(\.side).child
        try sidebar.root(\.tabs)
        // The column is being set when the width collapses and expands again.
        uikit.apply(.push, app)
        uikit.isCompactWidth = true
        uikit.isCompactWidth = false
        uikit.finishAnimations()
        uikit.settle(.push, app)
        let column = try container(app).children.first { $0.presentation.column == .sidebar }
        #expect(column?.stack.drawsContainerOnly == true)
        #expect(uikit.navigation(of: .sidebar, in: id) == column?.stack.id)
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
    }

    @Test("a split that a tab is being given, gone from the state before UIKit collapses it, still gets its answer")
    func splitInstalledByTabBarInFlight() throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        uikit.isCompactWidth = false
        let tabs = try app.root(\.tabs).child
        uikit.settle(.push, app)
        let flow = try tabs.focusFirst(\.a).child
        try flow.root(\.panes)
        // UIKit sets the tab's split; the state drops it, the session reads that before the tab bar's
        // step ends, and UIKit collapses.
        uikit.apply(.push, app)
        let lanes = uikit.animatingLanes
        #expect(lanes.contains { if case .tabs = $0 { true } else { false } })
        try flow.root(\.home)
        uikit.apply(.push, app)
        #expect(uikit.animatingLanes == lanes)
        uikit.isCompactWidth = true
        uikit.finishAnimations()
        uikit.settle(.push, app)
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("a back tapped in the collapsed stack, then an expansion before its animation ends: the back counts")
    func backTapThenExpansion() throws {
        let (app, panes, uikit) = try makeApp(compact: true)
        let id = try container(app).id
        try panes.select(1)
        let flow = try panes.show(\.detail, 1).child
        try flow.show(\.page, 1)
        uikit.settle(.push, app)
        #expect(uikit.stack(of: id)?.count == 3)
        #expect(uikit.tapBack())
        uikit.isCompactWidth = false
        uikit.finishAnimations()
        uikit.settle(.user, app)
        #expect(flow.navigation.snapshot.entries.count == 1)
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
    }

    @Test("a split presented across an expansion shows the columns UIKit was told, then the state's")
    func expansionAnswerOutlivesStateChange() throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        let panes = try app.show(\.panesSheet).child
        let id = try #require(ModalLayers(app.navigation.snapshot).top?.container?.id)
        // UIKit presents the split, and expands it with the sidebar shown before the presentation ends.
        uikit.apply(.push, app)
        uikit.isCompactWidth = false
        #expect(uikit.shownColumns(in: id)?.contains(.sidebar) == true)
        try panes.hideColumn(.sidebar)
        uikit.apply(.push, app)
        uikit.finishAnimations()
        uikit.settle(.push, app)
        #expect(uikit.shownColumns(in: id)?.contains(.sidebar) == false)
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
    }

    @Test("the user's swipe on the sidebar while the split's columns are being set counts")
    func swipeWhileColumnsAreSet() throws {
        let (app, panes, uikit) = try makeApp()
        let id = try container(app).id
        try panes.focusFirst(\.side).child.root(\.tabs)
        uikit.apply(.push, app)
        #expect(uikit.animatingLanes.contains(.split(id)))
        #expect(uikit.swipeColumn(.sidebar, shown: false, in: id))
        uikit.finishAnimations()
        uikit.settle(.user, app)
        #expect(panes.split.visibleColumns == [.detail])
        #expect(uikit.shownColumns(in: id) == [])
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
    }

    @Test("a tab given a split while collapsed, expanded before the tab bar's step ends: the split's columns are set")
    func splitInTabAcrossExpansion() throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        let tabs = try app.root(\.tabs).child
        uikit.settle(.push, app)
        let flow = try tabs.focusFirst(\.a).child
        let panes = try flow.root(\.panes).child
        try panes.focusFirst(\.side).child.root(\.tabs)
        // UIKit sets the tab's split collapsed, and expands it before the tab bar's step ends.
        uikit.apply(.push, app)
        uikit.isCompactWidth = false
        uikit.finishAnimations()
        uikit.settle(.push, app)
        let id = try #require(flow.navigation.snapshot.entries.first?.id)
        #expect(uikit.isCollapsed(id) == false)
        #expect(uikit.navigation(of: .sidebar, in: id) != nil)
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
    }

    @Test("the delegate's collapse and expand answers come from the state")
    func delegateAnswers() throws {
        #expect(SplitDisplayMode(SplitSnapshot(columns: [.sidebar, .detail])) == .oneBesideSecondary)
        #expect(
            SplitDisplayMode(SplitSnapshot(columns: [.sidebar, .detail], visibleColumns: [.detail])) == .secondaryOnly)
        #expect(SplitDisplayMode(SplitSnapshot(columns: [.sidebar, .content, .detail])) == .twoBesideSecondary)
        let hidden = SplitSnapshot(columns: [.sidebar, .content, .detail], visibleColumns: [.content, .detail])
        #expect(SplitDisplayMode(hidden) == .oneBesideSecondary)
        let (app, panes, uikit) = try makeApp()
        let id = try container(app).id
        #expect(uikit.session.topColumnWhenCollapsing(id) == .sidebar)
        try panes.select(1)
        #expect(uikit.session.topColumnWhenCollapsing(id) == .detail)
        try panes.hideColumn(.sidebar)
        #expect(uikit.session.displayModeWhenExpanding(id) == .secondaryOnly)
        #expect(uikit.session.topColumnWhenCollapsing(EntryID(rawValue: .max)) == nil)
        #expect(try container(app).topColumnWhenCollapsed == .detail)
    }
}
