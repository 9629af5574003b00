import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures

/// The rules that decide, once and for every front end, which alert is up and
/// where everything else goes while it is (see the article "Alerts, dialogs,
/// popovers and sheet sizes").
@Suite("Alert ordering", .timeLimit(.minutes(1)))
@MainActor
struct AlertOrderingTests {
    @Test("two in a row: the first is up, the second waits and comes up when the first ends")
    func twoInARow() throws {
        let notes = NotesCoordinator()
        let first = try notes.show(\.confirmDelete, 1)
        let second = try notes.show(\.notice, "Saved")
        #expect(notes.navigation.snapshot.routes == ["list", "confirmDelete", "notice"])
        #expect(notes.navigation.snapshot.alerts.map(\.id) == [first.id, second.id])
        #expect(ModalLayers(notes.navigation.snapshot).alert?.id == first.id)

        // Answering the first removes it alone: the second is up now.
        try first.choose("Cancel")
        #expect(second.isShown)
        #expect(ModalLayers(notes.navigation.snapshot).alert?.id == second.id)
    }

    @Test("a queued alert can be answered or dismissed from code before its turn; the one up stays")
    func queuedAnsweredEarly() throws {
        let notes = NotesCoordinator()
        let first = try notes.show(\.confirmDelete, 1)
        let second = try notes.show(\.notice, "Saved")
        let third = try notes.show(\.notice, "Again")
        try second.choose("OK")
        try notes.pop(third.id)
        #expect(notes.navigation.snapshot.alerts.map(\.id) == [first.id])
    }

    @Test("the same alert asked again while it is up is the same alert (a double tap), unless it allows duplicates")
    func doubleTap() throws {
        let notes = NotesCoordinator()
        let first = try notes.show(\.confirmDelete, 1)
        #expect(try notes.show(\.confirmDelete, 1).id == first.id)
        #expect(try notes.show(\.confirmDelete, 2).id != first.id)
        try notes.show(\.notice, "A")
        try notes.show(\.notice, "A")
        #expect(notes.navigation.snapshot.alerts.count == 4)
    }

    @Test("what is pushed or presented while an alert is up goes below it: the alert stays on top")
    func belowTheAlert() throws {
        let notes = NotesCoordinator()
        let alert = try notes.show(\.confirmDelete, 1)
        try notes.show(\.note, 1)
        try notes.show(\.filters)
        #expect(notes.navigation.snapshot.routes == ["list", "note", "filters", "confirmDelete"])
        let layers = ModalLayers(notes.navigation.snapshot)
        #expect(layers.layers.map(\.presentation) == [.root, .sheet])
        #expect(layers.alert?.id == alert.id)
        // A double tap is judged against the top screen, not the alert.
        try notes.show(\.note, 1)
        #expect(notes.navigation.snapshot.routes == ["list", "note", "filters", "note", "confirmDelete"])
        // The alert is the stack's top entry: popLast removes it first.
        try notes.popLast()
        #expect(!alert.isShown)
    }

    @Test("an alert asked by a flow that is not on top is drawn above the top layer")
    func fromBelowASheet() throws {
        let notes = NotesCoordinator()
        let sheet = try notes.show(\.child).child
        try sheet.show(\.note, 4)
        let alert = try notes.show(\.confirmDelete, 1)
        #expect(notes.navigation.snapshot.routes == ["list", "child", "confirmDelete"])
        let layers = ModalLayers(notes.navigation.snapshot)
        #expect(layers.layers.count == 2)
        #expect(layers.topItem?.route == "note")
        #expect(layers.alert?.id == alert.id)
        #expect(layers.alert?.coordinator == "NotesCoordinator")
        #expect(layers.alert?.lineage == [alert.id])
    }

    @Test("alerts of different flows queue in the order they were asked, whoever asked")
    func acrossFlows() throws {
        let notes = NotesCoordinator()
        let sheet = try notes.show(\.child).child
        let fromParent = try notes.show(\.confirmDelete, 1)
        let fromSheet = try sheet.show(\.notice, "Hi")
        #expect(notes.navigation.snapshot.alerts.map(\.id) == [fromParent.id, fromSheet.id])
        #expect(ModalLayers(notes.navigation.snapshot).alert?.id == fromParent.id)
        try fromParent.choose("Cancel")
        #expect(ModalLayers(notes.navigation.snapshot).alert?.id == fromSheet.id)
        #expect(ModalLayers(notes.navigation.snapshot).alert?.lineage.first == notes.navigation.snapshot.entries[1].id)
    }

    @Test("an alert asked while a sheet is dismissed is up at once; the sheet is gone from the state")
    func duringADismissal() throws {
        let notes = NotesCoordinator()
        try notes.show(\.filters)
        try notes.navigation.transaction { () throws(NavigationError) in
            try notes.popLast()
            try notes.show(\.confirmDelete, 1)
        }
        let layers = ModalLayers(notes.navigation.snapshot)
        #expect(layers.layers.count == 1)
        #expect(layers.alert?.route == "confirmDelete")
    }

    @Test("the layers and the alert of a dismissed sheet: the sheet's alert goes with it")
    func alertOfARemovedSheet() throws {
        let notes = NotesCoordinator()
        let sheet = try notes.show(\.child)
        let alert = try sheet.child.show(\.confirmDelete, 1)
        try sheet.dismiss()
        #expect(!alert.isShown)
        #expect(notes.navigation.snapshot.alerts.isEmpty)
    }
}
