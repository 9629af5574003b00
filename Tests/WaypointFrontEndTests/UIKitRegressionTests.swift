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
}
