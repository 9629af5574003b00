import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

/// The fake UIKit catches a planner that breaks UIKit's rules: each test hands
/// it a step a broken planner would plan.
@Suite("Fake UIKit")
@MainActor
struct FakeUIKitTests {
    /// An app with a sheet, shown and settled, whose fake records breaches without failing the test.
    private func sheetShown() throws -> (Shell, FakeUIKit, EntryID) {
        let app = Shell()
        let sheet = try app.show(\.note).id
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        uikit.recordsIssues = false
        return (app, uikit, sheet)
    }

    private func layers(_ app: Shell) -> ModalLayers { ModalLayers(app.navigation.snapshot) }

    @Test("rule 1: a second setViewControllers on a navigation controller that animates")
    func rule1() throws {
        let (app, uikit, _) = try sheetShown()
        let items = layers(app).layers[0].stackItems
        uikit.perform(.setStack(items, of: nil, animated: true)) {}
        uikit.perform(.setStack(items, of: nil, animated: true)) {}
        #expect(uikit.breaches.map(\.rule) == [1])
    }

    @Test("rule 8: presenting from a controller that already presents")
    func rule8() throws {
        let (app, uikit, _) = try sheetShown()
        try app.show(\.sheet)
        uikit.perform(.present(layers(app).layers[2], from: nil, animated: true)) {}
        #expect(uikit.breaches.map(\.rule) == [8])
    }

    @Test("rule 9: presenting while the presented controller is being dismissed")
    func rule9() throws {
        let (app, uikit, sheet) = try sheetShown()
        uikit.perform(.dismiss(above: nil, animated: true)) {}
        #expect(uikit.presentedIDs == [sheet])  // still presented until its completion
        try app.show(\.sheet)
        uikit.perform(.present(layers(app).layers[2], from: nil, animated: true)) {}
        #expect(uikit.breaches.map(\.rule) == [9])
    }

    @Test("rule 10: dismissing from a controller that presents nothing")
    func rule10() throws {
        let (_, uikit, sheet) = try sheetShown()
        uikit.perform(.dismiss(above: sheet, animated: true)) {}
        #expect(uikit.breaches.map(\.rule) == [10])
    }

    @Test("rule 16: replacing the window's root under a presented controller")
    func rule16() throws {
        let (app, uikit, _) = try sheetShown()
        uikit.perform(.setRoot(layers(app).layers[0])) {}
        #expect(uikit.breaches.map(\.rule) == [16])
    }

    @Test("an animation that is not the oldest can finish first")
    func finishInAnyOrder() throws {
        let app = Shell()
        let note = try app.show(\.note).id
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        try app.navigation.transaction { () throws(NavigationError) in
            try app.popToRoot()
            try app.show(\.page, 1)
        }
        uikit.sync()
        #expect(uikit.animatingLanes == [.presentations, .stack(nil)])
        #expect(uikit.finishAnimation(in: .stack(nil)))  // the push ends under the sheet going away
        #expect(uikit.stack(of: nil) == app.ids)
        #expect(uikit.presentedIDs == [note])  // still being dismissed
        #expect(!uikit.finishAnimation(in: .stack(nil)))
        #expect(uikit.finishAnimation(in: .presentations))
        #expect(uikit.presentedIDs.isEmpty)
        #expect(!uikit.isAnimating)
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("a tab bar covered by a sheet can be read")
    func coveredTabBar() throws {
        let app = Shell()
        let tabs = try app.root(\.tabs).child
        try tabs.focusFirst(\.a).child.show(\.note)
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        let bar = ModalLayers(app.navigation.snapshot).layers[0].container?.id
        #expect(uikit.visibleTabBars.isEmpty)  // the sheet covers it
        #expect(uikit.tabs(in: bar) == tabs.navigation.snapshot.entries.map(\.id))
        #expect(uikit.selection(in: bar) == tabs.navigation.selection)
    }

    @Test("sync() takes each change in with its cause: a push animates, a restoration does not")
    func syncSeesCauses() throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        let state = app.navigation.restorationState()
        try app.show(\.page, 1)
        uikit.sync()
        #expect(uikit.session.stepsInFlight.map(\.isAnimated) == [true])
        uikit.finishAnimations()
        _ = try app.navigation.restore(state)
        uikit.sync()
        #expect(uikit.session.stepsInFlight.map(\.isAnimated) == [false])
        uikit.finishAnimations()
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("sync() takes a veto in: the screen a pending swipe back removed comes back")
    func syncSeesVeto() async throws {
        let app = Shell()
        let page = try app.show(\.page, 1).id
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        let changes = app.navigation.changes(buffering: .all)
        #expect(uikit.beginSwipeBack())
        // A guard set while the finger moves: the pop it asks about is pending, then vetoed.
        try app.navigation.setLeaveGuard(for: page) { false }
        #expect(uikit.finishSwipeBack())
        #expect(uikit.stack(of: nil) == [app.ids[0]])
        for await change in changes where change.cause == .vetoed { break }
        uikit.sync()
        uikit.finishAnimations()
        #expect(app.ids.last == page)
        #expect(uikit.stack(of: nil) == app.ids)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("follow() and sync() take each change in once, whichever comes first")
    func followAndSync() async throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        let follower = Task { await uikit.follow() }
        defer { follower.cancel() }
        try app.show(\.page, 1)
        uikit.sync()
        let performed = uikit.operationCount
        for _ in 0..<10 { await Task.yield() }  // the follower wakes up and finds nothing new
        #expect(uikit.operationCount == performed)
        uikit.finishAnimations()
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("completions wait for the animations (rule 11)")
    func completionsWait() throws {
        let (app, uikit, _) = try sheetShown()
        var completed = false
        uikit.perform(.setStack(layers(app).layers[0].stackItems, of: nil, animated: false)) { completed = true }
        #expect(!completed)
        uikit.finishAnimations()
        #expect(completed)
    }
}
