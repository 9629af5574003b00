import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

/// The handle a UIKit screen reads for the entry it draws (`ShownEntryReading`
/// in WaypointUIKit): the binding passes the entries its controllers draw,
/// from the one that asks through its parents.
@Suite("The handle a UIKit screen reads")
@MainActor
struct UIKitShownEntryTests {
    @Test("a screen gets its own entry's handle, a child controller inside it the same, and completes itself")
    func screenCompletesItself() async throws {
        let app = Shell()
        let uikit = FakeUIKit.settled(app)
        let noting = Task { await app.route(to: \.note) }
        while app.navigation.snapshot.entries.last?.route != "note" { await Task.yield() }
        uikit.sync()
        uikit.finishAnimations()
        let note = try #require(app.navigation.snapshot.entries.last?.id)
        // The sheet's screen, inside its navigation controller, inside nothing the front end tagged.
        let screen = try #require(uikit.session.shownEntry(along: [note, nil]))
        #expect(screen.id == note)
        #expect(screen.destination as? Page == .note)
        // A controller of the app's own, a child of the screen's.
        #expect(uikit.session.shownEntry(along: [nil, note, nil])?.id == note)
        try screen.complete()
        #expect(await noting.value == .done(()))
        uikit.sync()
        uikit.finishAnimations()
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("the nearest entry decides: a popped screen gets nothing, not the container it was in")
    func nearestDecides() throws {
        let app = Shell()
        let uikit = FakeUIKit.settled(app)
        let tabs = try app.show(\.pushedTabs)
        let flow = try tabs.child.focusFirst(\.a).child
        let page = try flow.show(\.page, 1)
        uikit.sync()
        uikit.finishAnimations()
        // The page, on the tab's stack, in the tab bar controller pushed on the app's stack.
        #expect(uikit.session.shownEntry(along: [page.id, nil, tabs.id, nil])?.id == page.id)
        #expect(uikit.session.shownEntry(along: [nil, tabs.id, nil])?.id == tabs.id)
        try page.dismiss()
        // Still sliding out, still tagged: its late "Done" must not reach the tabs' entry.
        #expect(uikit.session.shownEntry(along: [page.id, nil, tabs.id, nil]) == nil)
    }

    @Test("a controller in no drawn entry gets nothing")
    func nothingTagged() {
        let app = Shell()
        let uikit = FakeUIKit.settled(app)
        #expect(uikit.session.shownEntry(along: []) == nil)
        #expect(uikit.session.shownEntry(along: [nil, nil]) == nil)
    }
}
