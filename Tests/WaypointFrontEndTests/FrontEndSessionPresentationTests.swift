import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures

/// What a SwiftUI front end binds for alerts, confirmation dialogs, popovers
/// and sheet sizes: which view presents each, and what its bindings' writes send.
@Suite("A front end's session: alerts, popovers and sheet sizes", .timeLimit(.minutes(1)))
@MainActor
struct FrontEndSessionPresentationTests {
    @Test("an alert is shown by the top layer's view, which presents nothing, and by no other")
    func alertOnTheTopLayer() throws {
        let notes = NotesCoordinator()
        let filters = try notes.show(\.filters)
        let session = settled(FrontEndSession(notes))
        #expect(session.alert(shownBy: filters.id, at: nil) == nil)
        let alert = try notes.show(\.confirmDelete, 1)
        session.sync()
        #expect(session.alert(shownBy: filters.id, at: nil)?.id == alert.id)
        // The base layer's view presents the sheet: it never shows the alert too.
        #expect(session.alert(shownBy: nil, at: nil) == nil)
        #expect(session.presented(by: nil)?.id == filters.id)
    }

    @Test("an alert asked while a sheet is dismissed is shown once the dismissal ends")
    func alertAfterADismissal() throws {
        let notes = NotesCoordinator()
        try notes.show(\.filters)
        let session = settled(FrontEndSession(notes))
        try notes.navigation.transaction { () throws(NavigationError) in
            try notes.popLast()
            try notes.show(\.confirmDelete, 1)
        }
        session.sync()
        // The sheet slides away: nothing shows the alert yet.
        #expect(session.presented(by: nil) == nil)
        #expect(session.alert(shownBy: nil, at: nil) == nil)
        let revision = session.revision
        session.didDismiss(presentedBy: nil)
        #expect(session.alert(shownBy: nil, at: nil)?.route == "confirmDelete")
        // The UI reads its bindings again.
        #expect(session.revision != revision)
    }

    @Test("an alert asked while a sheet is presented is shown on the sheet once it appeared")
    func alertAfterAPresentation() throws {
        let notes = NotesCoordinator()
        let session = FrontEndSession(notes)
        let filters = try notes.show(\.filters)
        try notes.show(\.confirmDelete, 1)
        session.sync()
        #expect(session.alert(shownBy: filters.id, at: nil) == nil)
        #expect(session.alert(shownBy: nil, at: nil) == nil)
        session.didPresent(filters.id)
        #expect(session.alert(shownBy: filters.id, at: nil)?.route == "confirmDelete")
    }

    @Test("a dialog is shown by the view of its anchor when the top layer registered it, else by the layer's view")
    func dialogAtItsAnchor() throws {
        let notes = NotesCoordinator()
        let session = FrontEndSession(notes)
        let dialog = try notes.show(\.sortOrder)
        session.sync()
        #expect(session.alert(shownBy: nil, at: nil)?.id == dialog.id)
        #expect(session.alert(shownBy: nil, at: AnchorID("sort")) == nil)
        let revision = session.revision
        session.registerAnchor(AnchorID("sort"), in: nil)
        #expect(session.revision != revision)
        #expect(session.alert(shownBy: nil, at: AnchorID("sort"))?.id == dialog.id)
        #expect(session.alert(shownBy: nil, at: nil) == nil)
        // An anchor of another name, or of another layer, is no home for it.
        session.registerAnchor(AnchorID("share"), in: nil)
        #expect(session.alert(shownBy: nil, at: AnchorID("share")) == nil)
        session.unregisterAnchor(AnchorID("sort"), in: nil)
        #expect(session.alert(shownBy: nil, at: nil)?.id == dialog.id)
        // A plain alert is never shown at an anchor.
        try dialog.choose("By date")
        try notes.show(\.confirmDelete, 2)
        session.sync()
        session.registerAnchor(AnchorID("sort"), in: nil)
        #expect(session.alert(shownBy: nil, at: AnchorID("sort")) == nil)
        #expect(session.alert(shownBy: nil, at: nil)?.route == "confirmDelete")
    }

    @Test("a button's tap answers with the fields' texts; the binding's write of false after it is no dismissal")
    func tapThenWrite() async throws {
        let notes = NotesCoordinator()
        let session = FrontEndSession(notes)
        let rename = try notes.show(\.rename, 1, "Groceries")
        session.sync()
        let alert = try #require(session.alert(shownBy: nil, at: nil))
        #expect(session.text(ofField: "title", in: alert) == "Groceries")
        session.setText("Shopping", ofField: "title", in: alert.id)
        session.setText("42", ofField: "pin", in: alert.id)
        session.setText("ignored", ofField: "nope", in: alert.id)
        #expect(session.text(ofField: "title", in: alert) == "Shopping")
        let next = try notes.show(\.confirmDelete, 2)
        session.sync()
        session.answerAlert("Rename", of: alert.id)
        #expect(await rename.result() == .done("Shopping#42"))
        // SwiftUI takes the alert down after the tap: the next alert stays.
        session.dismissAlert(boundTo: alert.id)
        session.finishAlertDismissal()
        #expect(next.isShown)
        #expect(session.alert(shownBy: nil, at: nil)?.id == next.id)
    }

    @Test("issue 40: a button the typed texts disable takes no tap; typing enables it, and its tap answers")
    func disabledButton() async throws {
        let notes = NotesCoordinator()
        let session = FrontEndSession(notes)
        let newList = try notes.show(\.newList)
        session.sync()
        let alert = try #require(session.alert(shownBy: nil, at: nil))
        #expect(!session.isEnabled("Create", in: alert))
        #expect(session.isEnabled("Cancel", in: alert))
        session.answerAlert("Create", of: alert.id)
        #expect(session.lastRefusal?.reason == .buttonDisabled)
        #expect(newList.isShown)
        #expect(session.alert(shownBy: nil, at: nil)?.id == alert.id)
        session.setText("Groceries", ofField: "name", in: alert.id)
        #expect(session.isEnabled("Create", in: alert))
        session.setText("", ofField: "name", in: alert.id)
        #expect(!session.isEnabled("Create", in: alert))
        session.setText("Groceries", ofField: "name", in: alert.id)
        session.answerAlert("Create", of: alert.id)
        #expect(await newList.result() == .done("Groceries"))
    }

    @Test("the binding's write of false before the tap: the tap is the answer")
    func writeThenTap() async throws {
        let notes = NotesCoordinator()
        let session = FrontEndSession(notes)
        let confirm = try notes.show(\.confirmDelete, 1)
        session.sync()
        session.dismissAlert(boundTo: confirm.id)
        // Hidden while the event goes on, but not dismissed yet.
        #expect(session.alert(shownBy: nil, at: nil) == nil)
        #expect(confirm.isShown)
        session.answerAlert("Delete", of: confirm.id)
        session.finishAlertDismissal()
        #expect(await confirm.result() == .done(true))
    }

    @Test(
        "a guarded alert's tap waits for its guard: the alert stays down, and the write of false after the tap sends nothing"
    )
    func guardedTap() async throws {
        let notes = NotesCoordinator()
        let session = FrontEndSession(notes)
        let confirm = try notes.show(\.confirmDelete, 1)
        let manual = ManualGuard()
        try confirm.setLeaveGuard { await manual.ask() }
        session.sync()
        session.answerAlert("Delete", of: confirm.id)
        session.dismissAlert(boundTo: confirm.id)
        session.finishAlertDismissal()
        // SwiftUI must not present it again while the guard is asked.
        #expect(session.alert(shownBy: nil, at: nil) == nil)
        await manual.answer(true)
        #expect(await confirm.result() == .done(true))
        #expect(manual.asked == 1)

        // A guard that says no: the alert comes back, and its next tap is sent.
        let again = try notes.show(\.confirmDelete, 2)
        try again.setLeaveGuard { await manual.ask() }
        session.sync()
        let recorder = Recorder(notes)
        _ = await recorder.next()
        session.answerAlert("Delete", of: again.id)
        session.dismissAlert(boundTo: again.id)
        await manual.answer(false)
        let vetoed = await recorder.next()
        #expect(vetoed?.cause == .vetoed)
        if let vetoed { session.apply(vetoed) }
        #expect(session.alert(shownBy: nil, at: nil)?.id == again.id)
        session.answerAlert("Cancel", of: again.id)
        await manual.answer(true)
        #expect(await again.result() == .done(false))
    }

    @Test(
        "a write of false with no tap is a tap outside: an alert stays, as the gestures' table says; a late write about an ended alert sends nothing"
    )
    func dismissal() async throws {
        let notes = NotesCoordinator()
        let session = FrontEndSession(notes)
        let first = try notes.show(\.confirmDelete, 1)
        session.sync()
        session.dismissAlert(boundTo: first.id)
        session.finishAlertDismissal()
        // No device taps an alert away: it is drawn again, and only a button ends it.
        #expect(session.lastRefusal?.reason == .notTappableAway)
        #expect(first.isShown)
        #expect(session.alert(shownBy: nil, at: nil)?.id == first.id)
        session.answerAlert("Cancel", of: first.id)
        #expect(await first.result() == .done(false))
        #expect(notes.navigation.snapshot.alerts.isEmpty)

        let second = try notes.show(\.confirmDelete, 2)
        let third = try notes.show(\.notice, "later")
        session.sync()
        try second.choose("Cancel")  // code ends it; the UI's write comes late
        session.sync()
        session.dismissAlert(boundTo: second.id)
        session.finishAlertDismissal()
        #expect(third.isShown)
        #expect(session.alert(shownBy: nil, at: nil)?.id == third.id)
        // A tap on an alert that is not shown, or on a button it lacks, sends nothing.
        session.answerAlert("Delete", of: second.id)
        session.answerAlert("Maybe", of: third.id)
        #expect(third.isShown)
    }

    @Test(
        "a popover is attached to its anchor's view, registered when it is presented; else to its presenter's, reported"
    )
    func popoverAnchors() throws {
        let notes = NotesCoordinator()
        let session = FrontEndSession(notes)
        var missing: [MissingAnchor] = []
        session.onMissingAnchor = { missing.append($0) }
        session.registerAnchor(AnchorID("share"), in: nil)
        session.registerAnchor(AnchorID("share"), in: nil)  // a second view of that name
        session.unregisterAnchor(AnchorID("share"), in: nil)
        #expect(session.hasAnchor(AnchorID("share"), in: nil))
        let share = try notes.show(\.share)
        session.sync()
        #expect(session.popover(presentedBy: nil, at: AnchorID("share"))?.id == share.id)
        #expect(session.popover(presentedBy: nil, at: nil) == nil)
        #expect(missing.isEmpty)
        // Its place does not move while it is up.
        session.unregisterAnchor(AnchorID("share"), in: nil)
        #expect(session.popover(presentedBy: nil, at: AnchorID("share"))?.id == share.id)
        session.didPresent(share.id)
        try share.dismiss()
        session.sync()
        session.didDismiss(presentedBy: nil)

        // No view holds the anchor now: the presenter's own view shows it, and it is reported.
        let again = try notes.show(\.share)
        session.sync()
        #expect(session.popover(presentedBy: nil, at: nil)?.id == again.id)
        #expect(session.popover(presentedBy: nil, at: AnchorID("share")) == nil)
        #expect(missing == [MissingAnchor(entry: again.id, anchor: AnchorID("share"), presenter: nil)])
        #expect(missing.first?.description.contains("'share'") == true)
        // A sheet is never a popover.
        #expect(session.presented(by: nil)?.isPopover == true)
    }

    @Test(
        "a guarded popover refuses the tap outside; a popover adapts to a sheet in a compact width unless its route says not"
    )
    func popoverDrawing() throws {
        let notes = NotesCoordinator()
        let share = try notes.show(\.share)
        let session = settled(FrontEndSession(notes))
        let layer = try #require(session.presented(by: nil))
        #expect(!layer.isGuarded)
        #expect(layer.presentation(in: .compact) == .sheet)
        #expect(layer.presentation(in: .regular) == .popover)
        #expect(!layer.keepsPopoverInCompactWidth)
        try share.setLeaveGuard { false }
        session.sync()
        // interactiveDismissDisabled(true): the tap outside does nothing.
        #expect(session.presented(by: nil)?.isGuarded == true)

        let other = NotesCoordinator()
        let tip = try other.show(\.tip)
        let tipLayer = try #require(settled(FrontEndSession(other)).presented(by: nil))
        #expect(tipLayer.id == tip.id)
        #expect(tipLayer.keepsPopoverInCompactWidth)
        #expect(tipLayer.presentation(in: .compact) == .popover)
        // A sheet is a sheet in any width.
        #expect(ModalLayer(id: nil, presentation: .sheet, base: .empty).presentation(in: .regular) == .sheet)
    }

    @Test("a dialog is a popover in a regular width; an alert is an alert in any width")
    func dialogWidths() throws {
        let notes = NotesCoordinator()
        try notes.show(\.sortOrder)
        try notes.show(\.confirmDelete, 1)
        let alerts = ModalLayers(notes.navigation.snapshot).alerts
        #expect(alerts.map { $0.presentation(in: .regular) } == [.popover, .alert])
        #expect(alerts.map { $0.presentation(in: .compact) } == [.confirmationDialog, .alert])
    }

    @Test(
        "the detent binding reads the sheet's detent; the user's drag sends a resize; an echo or an undeclared detent sends nothing"
    )
    func detents() async throws {
        let notes = NotesCoordinator()
        let filters = try notes.show(\.filters)
        let session = settled(FrontEndSession(notes))
        let layer = try #require(session.presented(by: nil))
        #expect(session.detent(of: layer) == .medium)
        let recorder = Recorder(notes)
        _ = await recorder.next()

        var revision = session.revision
        session.setDetent(.medium, of: filters.id)  // an echo
        #expect(session.revision == revision)
        session.setDetent(.large, of: filters.id)
        #expect(await recorder.next()?.cause == .user)
        #expect(notes.navigation.snapshot.entries.last?.detent == .large)
        #expect(session.detent(of: layer) == .large)
        revision = session.revision
        session.setDetent(.fraction(0.5), of: filters.id)  // not declared: drawn again at .large
        #expect(session.revision != revision)
        #expect(session.detent(of: layer) == .large)
        #expect(notes.navigation.snapshot.entries.last?.detent == .large)

        // A sheet without detents has none to select.
        let plain = ModalLayer(id: nil, presentation: .sheet, base: .empty)
        #expect(session.detent(of: plain) == nil)
    }
}
