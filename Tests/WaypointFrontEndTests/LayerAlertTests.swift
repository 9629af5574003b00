import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures

/// What the cut says of alerts, popovers and detents, for front ends to draw.
@Suite("Alerts, popovers and detents in the cut", .timeLimit(.minutes(1)))
@MainActor
struct LayerAlertTests {
    @Test("an alert is not a layer: the cut lists it apart, and the first asked is the one to show")
    func alertsApart() throws {
        let notes = NotesCoordinator()
        let sheet = try notes.show(\.child).child
        try sheet.show(\.note, 1)
        let sort = try sheet.show(\.sortOrder)
        let notice = try notes.show(\.notice, "Hi")
        let layers = ModalLayers(notes.navigation.snapshot)
        #expect(layers.layers.map(\.presentation) == [.root, .sheet])
        #expect(layers.layers[1].pathIDs.count == 1)
        #expect(layers.topItem?.route == "note")
        #expect(layers.alerts.map(\.id) == [sort.id, notice.id])
        let alert = try #require(layers.alert)
        #expect(alert.isDialog)
        #expect(alert.anchor == AnchorID("sort"))
        #expect(alert.content.buttons.map(\.label) == ["By date", "By title", "Cancel"])
        #expect(alert.lineage == [notes.navigation.snapshot.entries[1].id, sort.id])
        #expect(alert.coordinator == "NotesCoordinator")
    }

    @Test("intents for the alert on screen: a tap by label, a dismissal, the back button")
    func alertIntents() throws {
        let notes = NotesCoordinator()
        try notes.show(\.note, 1)
        let rename = try notes.show(\.rename, 1, "Milk")
        let layers = ModalLayers(notes.navigation.snapshot)
        #expect(layers.intent(forAnswering: "Rename") == .answered(rename.id, button: "Rename"))
        #expect(
            layers.intent(forAnswering: "Rename", texts: ["title": "Oat"])
                == .answered(rename.id, button: "Rename", texts: ["title": "Oat"]))
        #expect(layers.intent(forAnswering: "Maybe") == nil)
        #expect(layers.intent(forAnswering: "Rename", texts: ["colour": "red"]) == nil)
        #expect(layers.intentForDismissingAlert() == .dismissed(rename.id))
        // Back dismisses the alert first, as Escape does; the screen below stays.
        #expect(layers.intentsForBack() == [.dismissed(rename.id)])
        #expect(layers.intentsForSwipeBack().isEmpty)  // the alert covers the screen

        try rename.choose("Cancel")
        let after = ModalLayers(notes.navigation.snapshot)
        #expect(after.alert == nil)
        #expect(after.intent(forAnswering: "Rename") == nil)
        #expect(after.intentForDismissingAlert() == nil)
    }

    @Test("issue 40: no intent for a button disabled by the texts; the table refuses its tap with the reason")
    func disabledButtonIntents() throws {
        let notes = NotesCoordinator()
        let newList = try notes.show(\.newList)
        let layers = ModalLayers(notes.navigation.snapshot)
        #expect(layers.intent(forAnswering: "Create") == nil)
        #expect(layers.intent(forAnswering: "Create", texts: ["name": " "]) == nil)
        #expect(
            layers.intent(forAnswering: "Create", texts: ["name": "Work"])
                == .answered(newList.id, button: "Create", texts: ["name": "Work"]))
        #expect(layers.intent(forAnswering: "Cancel") == .answered(newList.id, button: "Cancel"))
        guard case .failure(let refusal) = layers.intents(for: .answerAlert("Create"), width: .compact) else {
            Issue.record("the tap on a disabled button was taken")
            return
        }
        #expect(refusal.reason == .buttonDisabled)
        #expect(
            refusal.description
                == "tap the alert button 'Create': the button 'Create' of the alert 'newList' is disabled until name is not empty"
        )
        #expect(
            try layers.intents(for: .answerAlert("Create", texts: ["name": "Work"]), width: .regular).get()
                == [.answered(newList.id, button: "Create", texts: ["name": "Work"])])
    }

    @Test("a popover and a sized sheet are modal layers with their style and detent")
    func stylesInLayers() throws {
        let notes = NotesCoordinator()
        let details = try notes.show(\.details)
        try details.child.show(\.share)
        let layers = ModalLayers(notes.navigation.snapshot)
        #expect(layers.layers.map(\.presentation) == [.root, .sheet, .popover])
        #expect(layers.layers[1].detent == .fraction(0.3))
        #expect(layers.layers[1].style?.detents == [.fraction(0.3), .height(200), .large])
        #expect(layers.layers[2].isPopover)
        #expect(layers.layers[2].style?.anchor == AnchorID("share"))
        #expect(layers.intent(forDetent: .large, of: details.id) == .resized(details.id, to: .large))
        #expect(layers.intent(forDetent: .large, of: layers.layers[2].id!) == nil)
        #expect(layers.intent(forDismissing: layers.layers[2].id!) == .dismissed(layers.layers[2].id!))
    }

    @Test("a session presents a popover one step like a sheet, and an alert takes no step")
    func sessionSteps() throws {
        let notes = NotesCoordinator()
        let session = FrontEndSession(notes)
        let share = try notes.show(\.share)
        try notes.show(\.confirmDelete, 1)
        session.sync()
        #expect(session.drawn.map(\.presentation) == [.root, .popover])
        session.didPresent(share.id)
        #expect(session.isSettled)
        // The user drags a sized sheet: the drawn layer follows the core.
        try notes.popLast()
        try notes.popLast()
        let filters = try notes.show(\.filters)
        session.sync()
        session.didDismiss(presentedBy: nil)
        session.didPresent(filters.id)
        notes.navigation.receive(.resized(filters.id, to: .large))
        let revision = session.revision
        session.sync()
        #expect(session.presented(by: nil)?.detent == .large)
        #expect(session.revision > revision)
    }
}
