import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

/// Cases the model-based test found, one by one.
@Suite("UIKit regressions")
@MainActor
struct UIKitRegressionTests {
    @Test("going back below a pushed tab bar removes an outer flow's screen drawn in its tab")
    func outerEntryInPushedTab() throws {
        let app = Shell()
        let flow = try app.show(\.pushed)
        let tabs = try flow.child.show(\.pushedTabs)
        let outer = try app.show(\.page, 1).id  // pushed on the app after the flow: drawn in the tab
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        let layers = ModalLayers(app.navigation.snapshot)
        let path = layers.layers[0].navigationPath.map(\.id)
        #expect(path.suffix(2) == [tabs.id, outer])
        #expect(layers.intents(forNavigationPath: Array(path.prefix(1)), in: nil).count == 2)  // one per stack
        #expect(uikit.tapBack(levels: 2))
        uikit.finishAnimations()
        #expect(app.navigation.snapshot.entry(outer) == nil)
        #expect(try flow.child.navigation.snapshot.entry(tabs.id) == nil)
        #expect(app.navigation.snapshot.entry(flow.id) != nil)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("a tab tapped while a selection in code is under way stays selected")
    func tapOvertakesSelection() throws {
        let app = Shell()
        let tabs = try app.root(\.tabs).child
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        let bar = ModalLayers(app.navigation.snapshot).layers[0].container?.id
        let b = try tabs.focusFirst(\.b).id
        uikit.apply(.tab, app)  // select(b) in flight
        let c = try #require(tabs.navigation.snapshot.entries.last?.id)
        #expect(uikit.tapTab(c, in: bar))
        uikit.finishAnimations()
        #expect(b != c)
        #expect(tabs.navigation.selection == c)
        #expect(uikit.selection(in: bar) == c)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("a tab bar pushed on a stack keeps its selection when the stack changes below it")
    func pushedTabBarKeepsSelection() throws {
        let app = Shell()
        let pushed = try app.show(\.pushedTabs).child
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        _ = try pushed.focusFirst(\.b)
        uikit.settle(.tab, app)
        try app.navigation.transaction { () throws(NavigationError) in
            try app.pop(to: app.ids[0])
            try app.show(\.page, 1)
        }
        uikit.settle(.transaction, app)
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    /// The app's root is tabs; tab A is selected and the app has pushed a tab
    /// bar after its root, which is drawn on tab A's stack.
    private func tabBarPushedInTab() throws -> (Shell, Tabs, ShownEntry<Tabs>, EntryID) {
        let app = Shell()
        let tabs = try app.root(\.tabs).child
        let a = try tabs.focusFirst(\.a).id
        let pushed = try app.show(\.pushedTabs)
        #expect(UIKitScene(ModalLayers(app.navigation.snapshot)).stacks[a]?.last?.id == pushed.id)
        return (app, tabs, pushed, a)
    }

    @Test("a tab bar pushed in a tab that goes gets no step in the plan that removes the tab")
    func pushedTabBarLeavesWithItsTab() throws {
        let (app, tabs, pushed, a) = try tabBarPushedInTab()
        let shown = UIKitScene(ModalLayers(app.navigation.snapshot))
        let inner = try pushed.child
        try app.navigation.transaction { () throws(NavigationError) in
            try tabs.navigation.remove(a)  // the pushed tab bar moves to tab B's stack
            try inner.show(\.d)  // and gets a tab
        }
        let target = UIKitScene(ModalLayers(app.navigation.snapshot))
        let steps = UIKitPlanner.steps(from: shown, to: target, busy: [], animated: true)
        let bar = shown.root?.layer.container?.id
        #expect(steps.contains { $0.lane == .tabs(bar) })
        // Its controller goes with tab A's navigation controller: it gets its tabs once it is on B's stack.
        #expect(!steps.contains { $0.lane == .tabs(pushed.id) })
    }

    @Test("a tab bar no stack shows yet is selected in once one shows it")
    func selectionWaitsForTheTabBar() throws {
        let (app, _, pushed, a) = try tabBarPushedInTab()
        // What UIKit shows while the stack that will hold the tab bar again is in flight: its selection, no stack.
        var shown = UIKitScene(ModalLayers(app.navigation.snapshot))
        shown.stacks[a]?.removeLast()
        _ = try pushed.child.focusFirst(\.b)
        let target = UIKitScene(ModalLayers(app.navigation.snapshot))
        let steps = UIKitPlanner.steps(from: shown, to: target, busy: [.stack(a)], animated: true)
        #expect(!steps.contains { $0.lane == .tabs(pushed.id) })
    }

    @Test("a stack's screens give the tab bar pushed on them its item's tabs and selection, as the binding does")
    func setStackSelectsInPushedTabBar() throws {
        let app = Shell()
        let pushed = try app.show(\.pushedTabs)
        let inner = try pushed.child
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        try app.navigation.transaction { () throws(NavigationError) in
            try inner.focusFirst(\.b)
            try app.show(\.page, 1)
        }
        let before = uikit.performed.count
        uikit.sync()
        #expect(uikit.selection(in: pushed.id) == inner.navigation.selection)  // with the stack's screens
        uikit.finishAnimations()
        // The session knows it: no select follows.
        #expect(uikit.performed.dropFirst(before).map(\.lane) == [.stack(nil)])
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("a tab the user picked in a pushed tab bar, still pending, stays picked when the stack changes")
    func pendingSelectionSurvivesStackChange() async throws {
        let app = Shell()
        let pushed = try app.show(\.pushedTabs)
        let inner = try pushed.child
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        // A request that waits for a guard holds the tree: the user's tap waits its turn.
        let (answers, answer) = AsyncStream.makeStream(of: Bool.self)
        let asked = GuardAnswer()
        try app.navigation.setLeaveGuard(for: pushed.id) {
            _ = await asked.closure()
            for await value in answers { return value }
            return false
        }
        let request = Task { try? await app.navigation.navigate { try app.popLast() } }
        for _ in 0..<1_000 where asked.asked == 0 { await Task.yield() }
        try #require(asked.asked == 1)
        let b = try #require(inner.navigation.snapshot.entries.dropFirst().first?.id)
        #expect(uikit.tapTab(b, in: pushed.id))
        #expect(inner.navigation.selection != b)  // pending
        try app.show(\.page, 1)  // the stack changes under the pushed tab bar
        uikit.sync()
        #expect(uikit.selection(in: pushed.id) == b)  // given with the stack's screens: the user's pick
        answer.finish()
        await request.value
        uikit.sync()
        uikit.finishAnimations()
        #expect(uikit.breaches.isEmpty)
    }
}
