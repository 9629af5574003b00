import Testing
import Waypoint
import WaypointTesting

@Suite("HeadlessFrontEnd", .timeLimit(.minutes(1)))
@MainActor
struct HeadlessFrontEndTests {
    @Test("it draws every change, in order")
    func draws() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes)
        try notes.show(\.note, 1)
        try notes.show(\.compose)
        await frontEnd.settle()
        #expect(frontEnd.snapshot == notes.navigation.snapshot)
        #expect(frontEnd.acknowledged.map(\.cause) == [.push, .present])
        #expect(frontEnd.visibleEntries.map(\.route) == ["compose", "form"])
        #expect(frontEnd.isAttached)
    }

    @Test("swiping back pops the top screen, then the pushed flow at its root (known issue on purpose)")
    func swipeBack() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes)
        let drafts = try notes.show(\.drafts)
        try drafts.child.show(\.review)
        #expect(await frontEnd.swipeBack() == .applied)
        #expect(try drafts.child.navigation.snapshot.routes == ["form"])
        let result = Task { await drafts.result() }
        #expect(await frontEnd.swipeBack() == .applied)
        #expect(await result.value == .cancel(.userDismissed))
        #expect(notes.navigation.snapshot.routes == ["list"])
        await withKnownIssue {
            #expect(await frontEnd.swipeBack() == .ignored)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Nothing to swipe back")
        }
    }

    @Test("swiping back to an entry pops everything above it")
    func swipeBackTo() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes)
        let first = try notes.show(\.note, 1)
        for id in 2...4 { try notes.show(\.note, id) }
        #expect(await frontEnd.swipeBack(to: first.id) == .applied)
        #expect(notes.navigation.snapshot.entries.map(\.input) == [nil, "1"])
        // On top already: no device goes back to it (the gestures' table).
        #expect(await frontEnd.refusal(of: .back(to: first.id))?.reason == .nothingThere)
    }

    @Test("swiping a sheet down resumes its awaiter with userDismissed")
    func swipeDown() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes)
        let recorder = ChangeRecorder(notes)
        let composing = Task { await notes.route(to: \.compose) }
        await recorder.expect(.present)
        try notes.focusFirst(\.compose).child.show(\.review)
        await recorder.expect(.push)
        // The back swipe acts in the sheet's own stack.
        #expect(await frontEnd.swipeBack() == .applied)
        await recorder.expect(
            .user,
            .tree(
                """
                NotesCoordinator (navigation)
                ├─ root list
                └─ sheet compose [awaited]
                   ComposeCoordinator (navigation)
                   └─ root form
                """))
        #expect(await frontEnd.swipeDown() == .applied)
        #expect(await composing.value == .cancel(.userDismissed))
        await recorder.expect(.user, .routes(["list"]))
        await recorder.finish()
    }

    @Test("tapping tabs selects them; tapping the selected one pops it to its root")
    func tabs() async throws {
        let tabs = HomeTabs()
        let frontEnd = HeadlessFrontEnd(tabs)
        let notes = try tabs.focusFirst(\.notes).child
        try notes.show(\.note, 1)
        try notes.show(\.note, 2)
        #expect(await frontEnd.tapTab("Profile") == .applied)
        #expect(tabs.navigation.snapshot.selectedEntry?.route == "profile")
        #expect(await frontEnd.tapTab("notes") == .applied)
        #expect(notes.navigation.snapshot.routes == ["list", "note", "note"])
        #expect(await frontEnd.tapSelectedTab() == .applied)
        #expect(notes.navigation.snapshot.routes == ["list"])
        #expect(await frontEnd.tapSelectedTab() == .unchanged)
        let profile = try #require(tabs.navigation.snapshot.entries.last?.id)
        #expect(await frontEnd.tapTab(profile) == .applied)
    }

    @Test("a stale intent, about an entry the front end still draws, is ignored")
    func staleIntent() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes)
        let sheet = try notes.show(\.compose)
        await frontEnd.settle()
        try notes.popLast()
        // The front end has not drawn the pop yet; the user swipes the sheet it shows.
        #expect(frontEnd.visibleEntries.first?.id == sheet.id)
        #expect(frontEnd.send(.dismissed(sheet.id)) == .ignored)
        #expect(notes.navigation.snapshot.routes == ["list"])
        await frontEnd.settle()
        #expect(frontEnd.snapshot == notes.navigation.snapshot)
    }

    @Test("the front end detaches when its root ends, or when asked")
    func detaches() async throws {
        let notes = NotesCoordinator()
        let compose = try notes.show(\.compose).child
        let frontEnd = HeadlessFrontEnd(compose)
        try notes.popLast()
        await frontEnd.settle()
        #expect(!frontEnd.isAttached)
        #expect(frontEnd.send(.popped(to: EntryID(rawValue: 1))) == .ignored)

        let other = HeadlessFrontEnd(notes)
        #expect(notes.navigation.subscriberCount == 1)
        other.detach()
        #expect(await yieldUntil { notes.navigation.subscriberCount == 0 })
    }
}

@Suite("HeadlessFrontEnd: alerts and sheet sizes", .timeLimit(.minutes(1)))
@MainActor
struct HeadlessAlertTests {
    @Test("it taps an alert's button by label: the awaiting route(to:) gets its value")
    func tapsAButton() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes)
        try notes.show(\.filters)
        let answer = Task { await notes.route(to: \.confirmDelete, 1) }
        await frontEnd.settle()
        #expect(frontEnd.alert?.title == "Delete note 1?")
        #expect(frontEnd.visibleEntries.map(\.route) == ["filters", "confirmDelete"])
        #expect(await frontEnd.tapAlertButton("Delete") == .applied)
        #expect(await answer.value == .done(true))
        await frontEnd.settle()
        #expect(frontEnd.alert == nil)
    }

    @Test("an alert goes only through its buttons; a dialog without a cancel button is tapped away as a popover only")
    func dismisses() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes)
        let first = Task { await notes.route(to: \.confirmDelete, 1) }
        await frontEnd.settle()
        // No device taps an alert away, nor reaches a back button under it (the gestures' table).
        #expect(await frontEnd.refusal(of: .tapOutsideAlert)?.reason == .notTappableAway)
        #expect(await frontEnd.refusal(of: .backButton)?.reason == .coveredByAlert)
        #expect(await frontEnd.tapAlertButton("Cancel") == .applied)
        #expect(await first.value == .done(false))
        // A dialog without a cancel button: in a compact width it goes only through a button;
        // drawn as a popover (regular), a tap outside ends it.
        let sort = Task { await notes.route(to: \.sortOrder) }
        #expect(await frontEnd.refusal(of: .tapOutsideAlert)?.reason == .notTappableAway)
        frontEnd.width = .regular
        #expect(await frontEnd.tapOutsideAlert() == .applied)
        #expect(await sort.value == .cancel(.userDismissed))
    }

    @Test("it drags the top sheet to another detent")
    func dragsASheet() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes)
        try notes.show(\.filters)
        #expect(await frontEnd.dragSheet(to: .large) == .applied)
        await frontEnd.settle()
        #expect(frontEnd.snapshot.entries.last?.detent == .large)
        #expect(frontEnd.acknowledged.last?.cause == .user)
    }

    @Test("a popover with detents is dragged only where it is drawn as a sheet (known issue on purpose)")
    func dragsAPopoverOnlyAsASheet() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes)
        frontEnd.width = .regular
        let info = try notes.show(\.info)
        await frontEnd.settle()
        #expect(frontEnd.presentation(of: info.id) == .popover)
        await withKnownIssue {
            #expect(await frontEnd.dragSheet(to: .large) == .ignored)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("drag the sheet to")
        }
        #expect(notes.navigation.snapshot.entries.last?.detent == .medium)
        frontEnd.width = .compact
        #expect(frontEnd.presentation(of: info.id) == .sheet)
        #expect(await frontEnd.dragSheet(to: .large) == .applied)
        await frontEnd.settle()
        #expect(frontEnd.snapshot.entries.last?.detent == .large)
    }

    @Test("a button, an alert or a detent that is not on screen is reported (known issue on purpose)")
    func nothingToTap() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes)
        try notes.show(\.confirmDelete, 1)
        await withKnownIssue {
            #expect(await frontEnd.tapAlertButton("Maybe") == .ignored)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Nothing to tap the alert button 'Maybe'")
        }
        #expect(notes.navigation.snapshot.alerts.count == 1)
    }
}

/// Issue 25's "done when", headless: each thing an app can do with alerts,
/// dialogs, popovers and sheet sizes, drawn by the headless front end.
@Suite("HeadlessFrontEnd: what an app does with alerts, popovers and sheet sizes", .timeLimit(.minutes(1)))
@MainActor
struct HeadlessPresentationScenarioTests {
    @Test("it awaits a confirmation's choice; in a regular width the dialog is a popover at its anchor")
    func awaitsADialogsChoice() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes, width: .regular)
        let choice = Task { await notes.route(to: \.sortOrder) }
        await frontEnd.settle()
        let dialog = try #require(frontEnd.visibleEntries.last)
        #expect(frontEnd.presentation(of: dialog.id) == .popover)
        #expect(frontEnd.anchor(of: dialog.id) == AnchorID("sort"))
        frontEnd.width = .compact
        #expect(frontEnd.presentation(of: dialog.id) == .confirmationDialog)
        #expect(frontEnd.anchor(of: dialog.id) == nil)
        #expect(await frontEnd.tapAlertButton("By title") == .applied)
        #expect(await choice.value == .done("title"))
    }

    @Test("a deep link that lands elsewhere dismisses the confirmation it covers")
    func dismissedByADeepLink() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes)
        let links = DeepLinks<NotesCoordinator>(scheme: "notes") {
            DeepLink("note/:id") {
                try $0.int("id")
            } apply: { notes, id in
                try notes.popToRoot().show(\.note, id)
            }
        }
        let confirm = Task { await notes.route(to: \.confirmDelete, 1) }
        await frontEnd.settle()
        #expect(frontEnd.alert?.title == "Delete note 1?")
        try links.open("notes://note/2", in: notes)
        #expect(await confirm.value == .cancel(.popped))
        await frontEnd.settle()
        #expect(frontEnd.alert == nil)
        #expect(frontEnd.visibleEntries.map(\.route) == ["note"])
        #expect(frontEnd.acknowledged.last?.cause == .deepLink)
    }

    @Test("cancelling the awaiting task takes the confirmation down")
    func cancelledWithItsTask() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes)
        let confirm = Task { await notes.route(to: \.confirmDelete, 1) }
        await frontEnd.settle()
        #expect(frontEnd.alert != nil)
        confirm.cancel()
        #expect(await confirm.value == .cancel(.taskCancelled))
        await frontEnd.settle()
        #expect(frontEnd.alert == nil)
        #expect(frontEnd.acknowledged.last?.cause == .taskCancelled)
    }

    @Test("an alert asked while a sheet is dismissed appears after it, above what is left")
    func alertAfterASheetsDismissal() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes)
        try notes.show(\.filters)
        await frontEnd.settle()
        #expect(await frontEnd.swipeDown() == .applied)
        let confirm = Task { await notes.route(to: \.confirmDelete, 1) }
        await frontEnd.settle()
        #expect(frontEnd.visibleEntries.map(\.route) == ["list", "confirmDelete"])
        #expect(await frontEnd.tapAlertButton("Delete") == .applied)
        #expect(await confirm.value == .done(true))
    }

    @Test(
        "a popover adapts to a sheet in a compact width, unless its route says not, and is a popover at its anchor in a regular one"
    )
    func popoverInACompactWidth() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes, width: .compact)
        let share = try notes.show(\.share)
        await frontEnd.settle()
        #expect(frontEnd.presentation(of: share.id) == .sheet)
        #expect(frontEnd.anchor(of: share.id) == nil)
        let tip = try share.child.show(\.tip)
        await frontEnd.settle()
        #expect(frontEnd.presentation(of: tip.id) == .popover)
        #expect(frontEnd.anchor(of: tip.id) == AnchorID("tip"))
        frontEnd.width = .regular
        #expect(frontEnd.presentation(of: share.id) == .popover)
        #expect(frontEnd.anchor(of: share.id) == AnchorID("share"))
        // The tap outside a popover drawn as a popover dismisses it; it has no swipe down.
        #expect(await frontEnd.refusal(of: .swipeDown)?.reason == .notInThisPresentation)
        #expect(await frontEnd.tapOutsidePopover() == .applied)
        await frontEnd.settle()
        #expect(frontEnd.presentation(of: tip.id) == nil)
        #expect(frontEnd.presentation(of: notes.navigation.snapshot.entries[0].id) == .root)
    }

    @Test("a sheet dragged to another detent is restored at it")
    func dragAndRestore() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes)
        try notes.show(\.filters)
        #expect(await frontEnd.dragSheet(to: .large) == .applied)
        await frontEnd.settle()
        let saved = notes.navigation.restorationState()

        let relaunched = NotesCoordinator()
        let after = HeadlessFrontEnd(relaunched)
        try relaunched.navigation.restore(RestorationState(data: saved.encoded()))
        await after.settle()
        #expect(after.snapshot.entries.last?.route == "filters")
        #expect(after.snapshot.entries.last?.detent == .large)
        #expect(after.acknowledged.last?.cause == .restore)
        #expect(await after.dragSheet(to: .medium) == .applied)
    }
}
