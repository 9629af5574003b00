import Testing
import Waypoint
import WaypointTestFixtures

/// A tab container that declares an alert: containers do not show alerts.
@MainActor
private final class AlertingTabs: TabCoordinator {
    let container = Container<AlertingTabs>(tabs: .route(\.first))
    @TabRoute("First") var first = makeFirst
    @Route(.alert) var ask = makeAsk

    func makeFirst() -> NoteScreen { .list }
    func makeAsk() -> AlertContent<Bool> { AlertContent(title: "?", buttons: [AlertButton("OK", value: true)]) }
}

/// Bad input gets a typed error and changes nothing.
@Suite("Alert and sheet-size misuse", .timeLimit(.minutes(1)))
@MainActor
struct AlertMisuseTests {
    /// Runs `body`, expecting `code`, and checks that nothing changed.
    private func expectRefused(
        _ code: NavigationError.Code,
        in notes: NotesCoordinator,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws(NavigationError) -> Void
    ) {
        let before = notes.navigation.snapshot
        #expect(throws: NavigationError(code, ""), sourceLocation: sourceLocation) { try body() }
        #expect(notes.navigation.snapshot == before, sourceLocation: sourceLocation)
    }

    @Test("an alert without buttons, with two cancel buttons or two equal labels is not shown")
    func badAlerts() async {
        let notes = NotesCoordinator()
        expectRefused(.invalidAlert, in: notes) { () throws(NavigationError) in try notes.show(\.noButtons) }
        expectRefused(.invalidAlert, in: notes) { () throws(NavigationError) in try notes.show(\.twoCancels) }
        expectRefused(.invalidAlert, in: notes) { () throws(NavigationError) in try notes.show(\.sameLabels) }
        expectRefused(.invalidAlert, in: notes) { () throws(NavigationError) in try notes.show(\.notAnAlert, 1) }
        let result = await notes.route(to: \.twoCancels)
        #expect(result == .cancel(.notShown(NavigationError(.invalidAlert, ""))))
    }

    @Test("an alert pushed, a container asked to show an alert, detents or an anchor on the wrong route")
    func badRoutes() {
        let notes = NotesCoordinator()
        expectRefused(.invalidRoute, in: notes) { () throws(NavigationError) in try notes.show(\.pushedAlert, 1) }
        expectRefused(.invalidRoute, in: notes) { () throws(NavigationError) in try notes.show(\.sizedPush, 1) }
        expectRefused(.invalidDetent, in: notes) { () throws(NavigationError) in try notes.show(\.badFraction) }
        let tabs = AlertingTabs()
        let before = tabs.navigation.snapshot
        #expect(throws: NavigationError(.invalidAlert, "")) { try tabs.show(\.ask) }
        #expect(tabs.navigation.snapshot == before)
    }

    @Test("a route whose style is wrong is refused every time, not only the first")
    func badStylesStayRefused() throws {
        let notes = NotesCoordinator()
        for _ in 0..<3 {
            expectRefused(.invalidRoute, in: notes) { () throws(NavigationError) in try notes.show(\.sizedPush, 1) }
            expectRefused(.invalidDetent, in: notes) { () throws(NavigationError) in try notes.show(\.badFraction) }
        }
        // A route with a good style is shown with it, the first time and the next.
        for _ in 0..<2 {
            let filters = try notes.show(\.filters)
            #expect(notes.navigation.snapshot.entries.last?.style?.detents.isEmpty == false)
            try filters.dismiss()
        }
    }

    @Test("choosing: not an alert, an unknown button, an alert that is gone, completing an alert")
    func badChoices() throws {
        let notes = NotesCoordinator()
        let note = try notes.show(\.note, 1)
        let alert = try notes.show(\.confirmDelete, 1)
        expectRefused(.notAnAlert, in: notes) { () throws(NavigationError) in try note.choose("OK") }
        expectRefused(.unknownButton, in: notes) { () throws(NavigationError) in try alert.choose("Maybe") }
        expectRefused(.notAScreen, in: notes) { () throws(NavigationError) in try alert.complete() }
        try alert.choose("Delete")
        expectRefused(.entryNotFound, in: notes) { () throws(NavigationError) in try alert.choose("Delete") }
        // A stale intent is ignored, not fatal.
        #expect(notes.navigation.receive(.answered(alert.id, button: "Delete")) == .ignored)
        #expect(notes.navigation.receive(.answered(note.id, button: "Delete")) == .ignored)
    }

    @Test("detents: one the route does not declare, an entry that declares none, a sheet that is gone")
    func badDetents() throws {
        let notes = NotesCoordinator()
        let note = try notes.show(\.note, 1)
        let filters = try notes.show(\.filters)
        expectRefused(.invalidDetent, in: notes) { () throws(NavigationError) in try filters.setDetent(.fraction(0.5)) }
        expectRefused(.invalidDetent, in: notes) { () throws(NavigationError) in try note.setDetent(.large) }
        #expect(notes.navigation.receive(.resized(filters.id, to: .height(10))) == .ignored)
        #expect(notes.navigation.receive(.resized(note.id, to: .large)) == .ignored)
        try filters.dismiss()
        expectRefused(.entryNotFound, in: notes) { () throws(NavigationError) in try filters.setDetent(.large) }
        #expect(notes.navigation.receive(.resized(filters.id, to: .large)) == .ignored)
    }
}
