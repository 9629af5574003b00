import Foundation
import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures

/// Sheet detents and popovers: navigation state in the snapshot, set from
/// code, reported by the user, restored.
@Suite("Sheet sizes and popovers", .timeLimit(.minutes(1)))
@MainActor
struct SheetSizeTests {
    @Test("a sheet opens at its first detent; its style is in the snapshot and the cut")
    func opensAtFirstDetent() throws {
        let notes = NotesCoordinator()
        try notes.show(\.filters)
        let entry = try #require(notes.navigation.snapshot.entries.last)
        #expect(entry.detent == .medium)
        #expect(entry.style?.detents == [.medium, .large])
        #expect(entry.style?.showsGrabber == true)
        #expect(entry.style?.undimmedThrough == .medium)
        let layer = try #require(ModalLayers(notes.navigation.snapshot).top)
        #expect(layer.detent == .medium)
        #expect(layer.style?.detents == [.medium, .large])
        // A sheet without detents has neither.
        try notes.show(\.child)
        #expect(notes.navigation.snapshot.entries.last?.detent == nil)
        #expect(ModalLayers(notes.navigation.snapshot).top?.style == nil)
    }

    @Test("code moves a sheet to another detent in one change; the same detent changes nothing")
    func setFromCode() async throws {
        let notes = NotesCoordinator()
        let details = try notes.show(\.details)  // a child flow in a sheet
        let recorder = Recorder(notes)
        _ = await recorder.next()
        #expect(notes.navigation.snapshot.entries.last?.detent == .fraction(0.3))
        try details.setDetent(.height(200))
        let change = try #require(await recorder.next())
        #expect(change.cause == .detent)
        #expect(change.snapshot.entries.last?.detent == .height(200))
        try details.setDetent(.height(200))
        try details.setDetent(.large)
        #expect(await recorder.next()?.snapshot.entries.last?.detent == .large)
    }

    @Test("the user's drag is an intent: applied, an echo unchanged, an undeclared detent ignored")
    func userDrags() async throws {
        let notes = NotesCoordinator()
        let filters = try notes.show(\.filters)
        let recorder = Recorder(notes)
        _ = await recorder.next()
        let layers = ModalLayers(notes.navigation.snapshot)
        #expect(layers.intent(forDetent: .medium, of: filters.id) == nil)
        #expect(layers.intent(forDetent: .fraction(0.5), of: filters.id) == nil)
        let intent = try #require(layers.intent(forDetent: .large, of: filters.id))
        #expect(notes.navigation.receive(intent) == .applied)
        #expect(await recorder.next()?.cause == .user)
        #expect(notes.navigation.receive(intent) == .unchanged)
        #expect(notes.navigation.snapshot.entries.last?.detent == .large)
    }

    @Test("a detent set inside a transaction that fails is put back")
    func transactionRollsBack() throws {
        let notes = NotesCoordinator()
        let filters = try notes.show(\.filters)
        #expect(throws: NavigationError(.entryNotFound, "")) {
            try notes.navigation.transaction { () throws(NavigationError) in
                try filters.setDetent(.large)
                try notes.pop(EntryID(rawValue: 999))
            }
        }
        #expect(notes.navigation.snapshot.entries.last?.detent == .medium)
    }

    @Test("a popover is a modal layer with its anchor; it adapts to a sheet unless its route says not")
    func popovers() throws {
        let notes = NotesCoordinator()
        try notes.show(\.share)
        var layer = try #require(ModalLayers(notes.navigation.snapshot).top)
        #expect(layer.presentation == .popover)
        #expect(layer.isModal && layer.isPopover)
        #expect(layer.style?.anchor == AnchorID("share"))
        #expect(layer.style?.adaptsToSheet == true)
        try notes.popLast()
        let tip = try notes.show(\.tip)
        try tip.child.show(\.note, 2)
        layer = try #require(ModalLayers(notes.navigation.snapshot).top)
        #expect(layer.style?.anchor == AnchorID("tip"))
        #expect(layer.style?.adaptsToSheet == false)
        #expect(layer.pathIDs.count == 1)
        #expect(notes.navigation.snapshot.description.contains("popover tip @tip"))
    }

    @Test("a tap outside a popover is the user dismissing it; a guarded popover asks its guard first")
    func popoverDismissal() async throws {
        let notes = NotesCoordinator()
        let share = try notes.show(\.share)
        let waiting = Task { await share.result() }
        #expect(notes.navigation.receive(.dismissed(share.id)) == .applied)
        #expect(await waiting.value == .cancel(.userDismissed))

        let guarded = try notes.show(\.share)
        try guarded.setLeaveGuard { false }
        #expect(ModalLayers(notes.navigation.snapshot).top?.isGuarded == true)
        let recorder = Recorder(notes)
        _ = await recorder.next()
        #expect(notes.navigation.receive(.dismissed(guarded.id)) == .pending)
        #expect(await recorder.next()?.cause == .vetoed)
        #expect(guarded.isShown)
    }

    @Test("the detent is saved and restored; data saved before detents opens the sheet at its first")
    func restoration() throws {
        let notes = NotesCoordinator()
        try notes.show(\.filters).setDetent(.large)
        let state = notes.navigation.restorationState()
        #expect(state.root.entries.last?.detent == .large)

        let fresh = NotesCoordinator()
        try fresh.navigation.restore(RestorationState(data: state.encoded()))
        #expect(fresh.navigation.snapshot.entries.last?.detent == .large)

        // Data of format 2 from before detents: no "detent" key.
        let old = """
            {"format":2,"omitted":[],"root":{"type":"NotesCoordinator","kind":"navigation","entries":[\
            {"route":"list","presentation":"root","inputs":[],"awaited":false},\
            {"route":"filters","presentation":"sheet","inputs":[],"awaited":false}]}}
            """
        let older = NotesCoordinator()
        try older.navigation.restore(RestorationState(data: Data(old.utf8)))
        #expect(older.navigation.snapshot.entries.last?.detent == .medium)

        // A detent the route no longer declares is bad input: nothing changes.
        var spoiled = state
        spoiled.root.entries[1].detent = .fraction(0.9)
        let target = NotesCoordinator()
        #expect(throws: RestorationError.self) { try target.navigation.restore(spoiled) }
        #expect(target.navigation.snapshot.routes == ["list"])
    }

    @Test("snapshots encode alerts, styles and detents, and decode data written before them")
    func snapshotCoding() throws {
        let notes = NotesCoordinator()
        try notes.show(\.filters)
        try notes.show(\.rename, 1, "Milk")
        let snapshot = notes.navigation.snapshot
        let data = try JSONEncoder().encode(snapshot)
        #expect(try JSONDecoder().decode(CoordinatorSnapshot.self, from: data) == snapshot)
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("1234"))  // a secure field's text never leaves the app

        let old = #"{"id":3,"route":"note","presentation":"push","isAwaited":false}"#
        let entry = try JSONDecoder().decode(EntrySnapshot.self, from: Data(old.utf8))
        #expect(entry.alert == nil && entry.style == nil && entry.detent == nil)
        let plain = try JSONEncoder().encode(entry)
        #expect(!String(decoding: plain, as: UTF8.self).contains("style"))

        let description = snapshot.description
        #expect(description.contains("sheet filters [medium]"))
        #expect(description.contains("alert rename(1, \"Milk\") “Rename note 1” [Rename] [Cancel (cancel)]"))
    }

    @Test("detents encode as names and read back; names that are no detent do not decode")
    func detentNames() throws {
        for detent in [SheetDetent.medium, .large, .fraction(0.25), .height(180)] {
            #expect(SheetDetent(detent.description) == detent)
            let data = try JSONEncoder().encode([detent])
            #expect(try JSONDecoder().decode([SheetDetent].self, from: data) == [detent])
        }
        for name in ["", "small", "fraction()", "fraction(x)", "height(1", "width(3)"] {
            #expect(SheetDetent(name) == nil)
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([SheetDetent].self, from: Data(#"["tall"]"#.utf8))
        }
    }
}

/// Alerts are never saved: what a restored tree does with one that was up.
@Suite("Restoring alerts", .timeLimit(.minutes(1)))
@MainActor
struct AlertRestorationTests {
    @Test("an alert up when the state is saved is left out and listed in omitted; the rest restores")
    func alertsAreOmitted() throws {
        let notes = NotesCoordinator()
        try notes.show(\.note, 1)
        let sheet = try notes.show(\.child).child
        try sheet.show(\.notice, "Inside")
        try notes.show(\.confirmDelete, 1)
        let state = notes.navigation.restorationState()
        #expect(state.omitted == ["child/notice", "confirmDelete"])
        #expect(state.root.entries.map(\.route) == ["list", "note", "child"])

        let fresh = NotesCoordinator()
        let awaited = try fresh.navigation.restore(RestorationState(data: state.encoded()))
        #expect(awaited.isEmpty)
        #expect(fresh.navigation.snapshot.routes == ["list", "note", "child"])
        #expect(fresh.navigation.snapshot.alerts.isEmpty)
    }

    @Test("data that holds an alert (not made by Waypoint) is refused, and nothing changes")
    func alertInDataIsRefused() throws {
        let data = """
            {"format":2,"omitted":[],"root":{"type":"NotesCoordinator","kind":"navigation","entries":[\
            {"route":"list","presentation":"root","inputs":[],"awaited":false},\
            {"route":"confirmDelete","presentation":"alert","inputs":["1"],"awaited":true}]}}
            """
        let notes = NotesCoordinator()
        #expect(throws: RestorationError.self) {
            try notes.navigation.restore(RestorationState(data: Data(data.utf8)))
        }
        #expect(notes.navigation.snapshot.routes == ["list"])
    }
}
