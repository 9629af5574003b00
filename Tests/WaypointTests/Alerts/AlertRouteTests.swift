import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures

/// Alerts and confirmation dialogs as routes: shown, awaited, answered,
/// dismissed, and ended exactly once on every other way out.
@Suite("Alerts and dialogs", .timeLimit(.minutes(1)))
@MainActor
struct AlertRouteTests {
    /// Starts `route(to:)` of an alert in a task and waits until the alert is shown.
    private func ask<Value: Sendable>(
        _ notes: NotesCoordinator,
        _ body: @escaping @MainActor () async -> FlowResult<Value>
    ) async throws -> (task: Task<FlowResult<Value>, Never>, id: EntryID) {
        let before = notes.navigation.snapshot.alerts.count
        let task = Task { await body() }
        #expect(await yieldUntil { notes.navigation.snapshot.alerts.count > before })
        let id = try #require(notes.navigation.snapshot.alerts.last?.id)
        return (task, id)
    }

    @Test("route(to:) returns the value of the button chosen, and the alert leaves in one change")
    func chosenButton() async throws {
        let notes = NotesCoordinator()
        let recorder = Recorder(notes)
        _ = await recorder.next()
        let task = Task { await notes.route(to: \.confirmDelete, 3) }
        let shown = try #require(await recorder.next())
        #expect(shown.cause == .present)
        let entry = try #require(shown.snapshot.entries.last)
        #expect(entry.presentation == .alert)
        #expect(entry.isAwaited)
        #expect(entry.alert?.title == "Delete note 3?")
        #expect(entry.alert?.message == "This cannot be undone.")
        #expect(entry.alert?.buttons.map(\.label) == ["Delete", "Cancel"])
        #expect(entry.alert?.buttons.map(\.role) == [.destructive, .cancel])
        #expect(entry.alert?.button("Delete")?.accessibilityLabel == "Delete the note")

        try #require(notes.navigation.entry(entry.id)).choose("Delete")
        #expect(await task.value == .done(true))
        #expect(await recorder.next()?.cause == .finish)
        #expect(notes.navigation.snapshot.routes == ["list"])
    }

    @Test("the cancel button is a choice: its value comes back as .done")
    func cancelButtonIsAChoice() async throws {
        let notes = NotesCoordinator()
        let (task, id) = try await ask(notes) { await notes.route(to: \.confirmDelete, 3) }
        try #require(notes.navigation.entry(id)).choose("Cancel")
        #expect(await task.value == .done(false))
    }

    @Test("a dismissal without a choice returns .cancel(.userDismissed), as a user change")
    func dismissedByTheUser() async throws {
        let notes = NotesCoordinator()
        let recorder = Recorder(notes)
        _ = await recorder.next()
        let task = Task { await notes.route(to: \.confirmDelete, 3) }
        let id = try #require(await recorder.next()?.snapshot.alerts.first?.id)
        #expect(notes.navigation.receive(.dismissed(id)) == .applied)
        #expect(await task.value == .cancel(.userDismissed))
        #expect(await recorder.next()?.cause == .user)
    }

    @Test("the user's tap is an intent: applied once, then stale and ignored")
    func answeredIntent() async throws {
        let notes = NotesCoordinator()
        let (task, id) = try await ask(notes) { await notes.route(to: \.confirmDelete, 3) }
        #expect(notes.navigation.receive(.answered(id, button: "Nope")) == .ignored)
        #expect(notes.navigation.snapshot.alerts.count == 1)
        #expect(notes.navigation.receive(.answered(id, button: "Delete")) == .applied)
        #expect(await task.value == .done(true))
        #expect(notes.navigation.receive(.answered(id, button: "Delete")) == .ignored)
        #expect(notes.navigation.receive(.dismissed(id)) == .ignored)
    }

    @Test("text fields: the button's value is made from what the user typed; a secure field's text never shows")
    func textFields() async throws {
        let notes = NotesCoordinator()
        let (task, id) = try await ask(notes) { await notes.route(to: \.rename, 7, "Milk") }
        let alert = try #require(notes.navigation.snapshot.alerts.first?.alert)
        #expect(alert.fields.map(\.name) == ["title", "pin"])
        #expect(alert.fields.map(\.text) == ["Milk", ""])
        #expect(alert.fields.map(\.isSecure) == [false, true])
        let handle = try #require(notes.navigation.entry(id))
        #expect(throws: NavigationError(.unknownField, "")) { try handle.choose("Rename", texts: ["colour": "red"]) }
        #expect(notes.navigation.receive(.answered(id, button: "Rename", texts: ["colour": "red"])) == .ignored)
        try handle.choose("Rename", texts: ["title": "Oat milk", "pin": "42"])
        #expect(await task.value == .done("Oat milk#42"))

        // A field left out keeps the text it started with, a secure field's too
        // (its snapshot shows "", the answer has "1234").
        let (again, second) = try await ask(notes) { await notes.route(to: \.rename, 7, "Milk") }
        #expect(notes.navigation.receive(.answered(second, button: "Rename")) == .applied)
        #expect(await again.value == .done("Milk#1234"))
        let (third, thirdID) = try await ask(notes) { await notes.route(to: \.rename, 7, "Milk") }
        try #require(notes.navigation.entry(thirdID)).choose("Rename", texts: ["title": "Oat milk"])
        #expect(await third.value == .done("Oat milk#1234"))
    }

    @Test("a handle and a router return the typed answer")
    func typedHandlesAndRouters() async throws {
        let notes = NotesCoordinator()
        let shown = try notes.show(\.sortOrder)
        #expect(notes.navigation.snapshot.entries.last?.presentation == .confirmationDialog)
        #expect(notes.navigation.snapshot.entries.last?.style?.anchor == AnchorID("sort"))
        let waiting = Task { await shown.result() }
        try shown.choose("By title")
        let order: FlowResult<String> = await waiting.value
        #expect(order == .done("title"))

        let router = notes.router
        let (task, id) = try await ask(notes) { await router.route(to: \.notice, "Saved") }
        try #require(notes.navigation.entry(id)).choose("OK")
        let count: FlowResult<Int> = await task.value
        #expect(count == .done(5))
    }

    @Test("an awaited alert ends exactly once on every other removal path", arguments: RemovalPath.allCases)
    func removalPaths(path: RemovalPath) async throws {
        let parent = NotesCoordinator()
        let child = try parent.show(\.child).child
        try child.show(\.note, 1)
        let (task, id) = try await ask(child) { await child.route(to: \.confirmDelete, 1) }
        var expected = CancelReason.popped
        switch path {
        case .popLast:
            try child.popLast()
        case .popBelow:
            try child.popToRoot()
        case .popEntry:
            try child.pop(id)
        case .dismissHandle:
            try #require(child.navigation.entry(id)).dismiss()
        case .parentRemoved:
            try parent.popLast()
            expected = .parentEnded
        case .flowFinished:
            try child.finish(.done(1))
            expected = .parentEnded
        case .taskCancelled:
            task.cancel()
            expected = .taskCancelled
        case .transaction:
            // What a deep link does: one transaction that replaces the layers.
            try child.navigation.transaction { () throws(NavigationError) in
                try child.popToRoot().show(\.note, 2)
            }
        case .restored:
            try parent.navigation.restore(NotesCoordinator().navigation.restorationState())
            expected = .parentEnded
        }
        #expect(await task.value == .cancel(expected))
        #expect(parent.navigation.snapshot.alerts.isEmpty)
        #expect(parent.navigation.entry(id) == nil)
    }

    enum RemovalPath: String, CaseIterable, Sendable {
        case popLast, popBelow, popEntry, dismissHandle, parentRemoved, flowFinished, taskCancelled, transaction,
            restored
    }

    @Test("cancelling the awaiting task dismisses the alert, as one change")
    func taskCancellation() async throws {
        let notes = NotesCoordinator()
        let recorder = Recorder(notes)
        _ = await recorder.next()
        let (task, _) = try await ask(notes) { await notes.route(to: \.confirmDelete, 3) }
        _ = await recorder.next()
        task.cancel()
        #expect(await task.value == .cancel(.taskCancelled))
        #expect(await recorder.next()?.cause == .taskCancelled)
        #expect(notes.navigation.snapshot.routes == ["list"])

        // A task cancelled before the call shows nothing.
        let early = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await notes.route(to: \.confirmDelete, 3)
        }
        #expect(await early.value == .cancel(.taskCancelled))
        #expect(notes.navigation.snapshot.routes == ["list"])
    }

    @Test("a deep link that replaces the layers ends the alert, in its one change")
    func deepLinkReplaces() async throws {
        let notes = NotesCoordinator()
        try notes.show(\.note, 1)
        let (task, _) = try await ask(notes) { await notes.route(to: \.confirmDelete, 1) }
        let links = DeepLinks<NotesCoordinator>(scheme: "notes") {
            DeepLink("note/:id") {
                try $0.int("id")
            } apply: { notes, id in
                try notes.popToRoot().show(\.note, id)
            }
        }
        let recorder = Recorder(notes)
        _ = await recorder.next()
        try links.open("notes://note/2", in: notes)
        #expect(await task.value == .cancel(.popped))
        let change = try #require(await recorder.next())
        #expect(change.cause == .deepLink)
        #expect(change.snapshot.routes == ["list", "note"])
        #expect(change.snapshot.alerts.isEmpty)
    }
}
