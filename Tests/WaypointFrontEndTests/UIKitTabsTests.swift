import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

/// A tab bar whose tabs change (a tab added or removed, a tab whose flow
/// switches its root) stays the same tab bar controller: one `setTabs` step,
/// and what its layer presents stays up, untouched.
@Suite("UIKit tab bars whose tabs change")
@MainActor
struct UIKitTabsTests {
    /// The app's root is tabs, the selected tab A presents a sheet, and UIKit shows it all.
    private func sheetOverTabs() throws -> (app: Shell, tabs: Tabs, uikit: FakeUIKit, bar: EntryID?, sheet: EntryID) {
        let app = Shell()
        let tabs = try app.root(\.tabs).child
        let sheet = try tabs.focusFirst(\.a).child.show(\.note).id
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        let bar = ModalLayers(app.navigation.snapshot).layers[0].container?.id
        #expect(uikit.presentedIDs == [sheet])
        return (app, tabs, uikit, bar, sheet)
    }

    /// The steps UIKit performs to show what `change` does, its animations finished.
    private func steps(of uikit: FakeUIKit, showing change: () throws -> Void) rethrows -> [UIKitStep] {
        let before = uikit.performed.count
        try change()
        uikit.sync()
        uikit.finishAnimations()
        return Array(uikit.performed.dropFirst(before))
    }

    /// The tabs a `setTabs` step gives, if it is one.
    private func tabsGiven(by step: UIKitStep?) -> [EntryID]? {
        guard case .setTabs(let container, _) = step else { return nil }
        return container.children.map(\.id)
    }

    @Test("a tab added under a sheet changes the tab bar only: the sheet stays up")
    func tabAddedUnderSheet() throws {
        let (app, tabs, uikit, bar, sheet) = try sheetOverTabs()
        let performed = try steps(of: uikit) { try tabs.show(\.d) }
        #expect(performed.count == 1)
        #expect(tabsGiven(by: performed.first) == tabs.navigation.snapshot.entries.map(\.id))
        #expect(performed.first?.isAnimated == false)  // covered by the sheet
        #expect(uikit.presentedIDs == [sheet])
        #expect(uikit.tabs(in: bar)?.count == 4)
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
        _ = app
    }

    @Test("an unselected tab removed under a sheet changes the tab bar only")
    func unselectedTabRemovedUnderSheet() throws {
        let (app, tabs, uikit, bar, sheet) = try sheetOverTabs()
        let b = try #require(tabs.navigation.snapshot.entries.dropFirst().first?.id)
        let performed = try steps(of: uikit) { try tabs.navigation.remove(b) }
        #expect(performed.map(\.lane) == [.tabs(bar)])
        #expect(uikit.presentedIDs == [sheet])
        #expect(uikit.tabs(in: bar) == tabs.navigation.snapshot.entries.map(\.id))
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
        _ = app
    }

    @Test("the selected tab removed with its sheet: the sheet is dismissed, the tab bar stays")
    func selectedTabRemovedWithItsSheet() throws {
        let (app, tabs, uikit, bar, _) = try sheetOverTabs()
        let a = try #require(tabs.navigation.selection)
        let performed = try steps(of: uikit) { try tabs.navigation.remove(a) }
        #expect(!performed.contains { if case .setRoot = $0 { true } else { false } })
        #expect(performed.contains { if case .dismiss = $0 { true } else { false } })
        #expect(uikit.presentedIDs.isEmpty)
        #expect(uikit.tabs(in: bar) == tabs.navigation.snapshot.entries.map(\.id))
        #expect(uikit.selection(in: bar) == tabs.navigation.selection)
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
        _ = app
    }

    @Test("a tab added on screen animates the tab bar")
    func tabAddedOnScreen() throws {
        let app = Shell()
        let tabs = try app.root(\.tabs).child
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        try tabs.show(\.d, focus: true)
        uikit.sync()
        #expect(uikit.session.stepsInFlight.map(\.isAnimated) == [true])
        uikit.finishAnimations()
        let bar = ModalLayers(app.navigation.snapshot).layers[0].container?.id
        #expect(uikit.selection(in: bar) == tabs.navigation.selection)
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
    }

    @Test("tabs changed inside a presented layer keep it, and the layer above it, up")
    func tabsInsidePresentedLayer() throws {
        let app = Shell()
        let flow = try app.show(\.sheet)
        let tabs = try flow.child.root(\.tabs).child
        let note = try tabs.focusFirst(\.a).child.show(\.note).id
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        #expect(uikit.presentedIDs == [flow.id, note])
        let c = try #require(tabs.navigation.snapshot.entries.dropFirst(2).first?.id)
        let performed = try steps(of: uikit) {
            try tabs.show(\.d)
            try tabs.navigation.remove(c)
        }
        #expect(performed.allSatisfy { $0.lane != .presentations })
        #expect(uikit.presentedIDs == [flow.id, note])
        let bar = ModalLayers(app.navigation.snapshot).layers[1].container?.id
        #expect(uikit.tabs(in: bar) == tabs.navigation.snapshot.entries.map(\.id))
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
    }

    @Test("a tab whose flow switches its root to tabs gets a tab bar of its own; the sheet stays")
    func tabSwitchesItsRoot() throws {
        let (app, tabs, uikit, bar, sheet) = try sheetOverTabs()
        let b = tabs.navigation.snapshot.entries.dropFirst().first.map(\.id)
        let flowB = try #require(b.flatMap { tabs.navigation.entry($0)?.destination as? Shell })
        #expect(try steps(of: uikit) { try flowB.root(\.tabs) }.map(\.lane) == [.tabs(bar)])
        #expect(uikit.presentedIDs == [sheet])
        #expect(uikit.expectShowsCurrentState())
        #expect(try steps(of: uikit) { try flowB.root(\.home) }.map(\.lane) == [.tabs(bar)])
        #expect(uikit.presentedIDs == [sheet])
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
        _ = app
    }

    @Test("a tab added to a tab bar pushed on a stack shows in it")
    func tabAddedToPushedTabBar() throws {
        let app = Shell()
        let pushed = try app.show(\.pushedTabs)
        let tabs = try pushed.child
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        try tabs.show(\.d)
        uikit.sync()
        uikit.finishAnimations()
        #expect(uikit.tabs(in: pushed.id) == tabs.navigation.snapshot.entries.map(\.id))
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
    }

    /// Tabs pushed on the app's stack, their tab B selected, whose flow's root is tabs of its own.
    private func tabsInPushedTabs() throws -> (app: Shell, flowB: Shell, inner: Tabs, bar: EntryID, uikit: FakeUIKit) {
        let app = Shell()
        let flowB = try app.show(\.pushedTabs).child.focusFirst(\.b).child
        let inner = try flowB.root(\.tabs)
        return (app, flowB, try inner.child, inner.id, FakeUIKit.settled(app))
    }

    @Test("a tab bar at the root of a pushed tab bar's tab is one of its own: UIKit selects in it as the core does")
    func tabBarInPushedTabBarsTab() throws {
        let (app, _, inner, bar, uikit) = try tabsInPushedTabs()
        // The tab's controller is a tab bar controller, made with the pushed one, with its tabs and selection.
        #expect(uikit.tabs(in: bar) == inner.navigation.snapshot.entries.map(\.id))
        #expect(uikit.selection(in: bar) == inner.navigation.selection)
        #expect(uikit.visibleTabBars.map(\.container).last == bar)
        let c = try #require(inner.navigation.snapshot.entries.last?.id)
        #expect(try steps(of: uikit) { try inner.focusFirst(\.c) } == [.select(c, in: bar)])
        #expect(uikit.selection(in: bar) == c)
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
        _ = app
    }

    @Test("the user taps a tab of a tab bar at the root of a pushed tab bar's tab: the core selects it")
    func tapInTabBarInPushedTabBarsTab() throws {
        let (app, _, inner, bar, uikit) = try tabsInPushedTabs()
        let c = try #require(inner.navigation.snapshot.entries.last?.id)
        #expect(uikit.tapTab(c, in: bar))
        uikit.sync()
        uikit.finishAnimations()
        #expect(inner.navigation.selection == c)
        #expect(uikit.selection(in: bar) == c)
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
        _ = app
    }

    @Test("a tab bar at the root of a pushed tab bar's tab changes its tabs, and goes with its tab's root")
    func tabBarInPushedTabBarsTabChanges() throws {
        let (app, flowB, inner, bar, uikit) = try tabsInPushedTabs()
        #expect(try steps(of: uikit) { try inner.show(\.d) }.map(\.lane) == [.tabs(bar)])
        #expect(uikit.tabs(in: bar) == inner.navigation.snapshot.entries.map(\.id))
        #expect(uikit.expectShowsCurrentState())
        // Tab B's flow shows a screen at its root again: the pushed tab bar's new tabs drop the inner one.
        let pushed = try #require(app.navigation.snapshot.entries.last?.id)
        #expect(try steps(of: uikit) { try flowB.root(\.home) }.map(\.lane) == [.tabs(pushed)])
        #expect(uikit.tabs(in: bar) == nil)
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
    }

    @Test("a tab removed while the user swipes back in it waits until the swipe ends")
    func removalWaitsForTheFinger() throws {
        let app = Shell()
        let tabs = try app.root(\.tabs).child
        let b = try tabs.focusFirst(\.b)
        try b.child.show(\.page, 1)
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        #expect(uikit.beginSwipeBack())
        try tabs.navigation.remove(b.id)
        uikit.sync()
        #expect(uikit.session.stepsInFlight.isEmpty)  // nothing removed under the finger
        #expect(uikit.cancelSwipeBack())
        uikit.finishAnimations()
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
    }
}
