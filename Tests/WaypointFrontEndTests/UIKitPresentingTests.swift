import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

/// Where the app may present a controller of its own (an alert from a guard, a
/// share sheet) without breaking UIKit's rule 8: `UIKitSession.layerForPresenting`.
@Suite("Presenting the app's own controllers")
@MainActor
struct UIKitPresentingTests {
    @Test("the top of the chain UIKit shows, once it shows it: the root, then a sheet")
    func topOfTheChain() throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        let root = try #require(uikit.session.layerForPresenting)
        #expect(root.id == nil)

        try app.show(\.note)
        let note = try #require(app.navigation.snapshot.entries.last?.id)
        #expect(uikit.session.layerForPresenting == nil)  // not read yet: the sheet is coming
        uikit.apply(.present, app)
        #expect(uikit.session.layerForPresenting == nil)  // being presented
        uikit.finishAnimations()
        #expect(uikit.session.layerForPresenting?.id == note)
        #expect(uikit.breaches.isEmpty)
    }

    @Test("nil while a dismissal is in flight, and the layer below once it is over")
    func dismissal() throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        try app.show(\.note)
        uikit.settle(.present, app)
        try app.popLast()
        uikit.apply(.pop, app)
        #expect(uikit.session.layerForPresenting == nil)
        uikit.finishAnimations()
        #expect(uikit.session.layerForPresenting?.id == nil)
        #expect(uikit.session.layerForPresenting != nil)
    }

    @Test("nil while the user swipes a sheet down, back once the swipe is cancelled")
    func swipeDown() throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        try app.show(\.note)
        uikit.settle(.present, app)
        let note = try #require(app.navigation.snapshot.entries.last?.id)
        #expect(uikit.beginSwipeDown())
        #expect(uikit.session.layerForPresenting == nil)
        #expect(uikit.cancelSwipeDown())
        #expect(uikit.session.layerForPresenting?.id == note)
    }

    @Test("a push under a sheet leaves the chain alone: the sheet stays the place to present from")
    func pushUnderASheet() throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        try app.show(\.sheet)
        uikit.settle(.present, app)
        let sheet = try #require(app.navigation.snapshot.entries.last)
        #expect(uikit.session.layerForPresenting?.id == sheet.id)
        try app.focusFirst(\.sheet).child.show(\.page, 1)
        uikit.apply(.push, app)
        #expect(uikit.isAnimating)  // the push runs in the sheet's navigation controller
        #expect(uikit.session.layerForPresenting?.id == sheet.id)
        uikit.finishAnimations()
        #expect(uikit.session.layerForPresenting?.id == sheet.id)
        #expect(uikit.breaches.isEmpty)
    }

    @Test("a guard asked by a refused swipe-down may present from the sheet it guards")
    func fromAGuard() async throws {
        let app = Shell()
        let sheet = try app.show(\.sheet)
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        let asked = AskedGuard()
        try app.navigation.setLeaveGuard(for: sheet.id) {
            asked.layers.append(uikit.session.layerForPresenting?.id)  // where canLeave() would present its alert
            return false
        }
        uikit.sync()
        uikit.finishAnimations()
        #expect(!uikit.beginSwipeDown())  // refused: the core asks the guard
        for _ in 0..<1_000 where asked.layers.isEmpty { await Task.yield() }
        #expect(asked.layers == [sheet.id])
        #expect(uikit.breaches.isEmpty)
    }

    @Test("nil before anything is drawn")
    func beforeTheFirstDrawing() {
        let host = FakeUIKit(Shell())
        let session = UIKitSession(Shell(), host: host)  // never read: nothing installed
        #expect(session.layerForPresenting == nil)
        host.finishAnimations()
        #expect(host.session.layerForPresenting != nil)
    }
}

/// What a leave guard saw when it was asked.
@MainActor
private final class AskedGuard {
    var layers: [EntryID?] = []
}
