import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures
import WaypointTesting

/// One table of gestures, played on every front end: the core's functions
/// (`ModalLayers.intents(for:width:)`), `HeadlessFrontEnd`, `FakeUIKit`
/// through its UIKit-like calls (a `UIKitSession` hears them as UIKit
/// reports them), and a `FrontEndSession` through the writes SwiftUI's
/// bindings make. Each row: a starting tree, a width, a gesture; the tree
/// after it, what the front end did with it (taken, or refused with the
/// table's reason), the flow's awaited result and the guard's questions.
///
/// A front end whose platform makes no report of a refused gesture (SwiftUI
/// has no back button at a sheet's root to tap) plays it as `refused(nil)`:
/// nothing is sent there either. Where SwiftUI and UIKit really differ on a
/// device, the row pins each (`only`), and the docs say so.
@Suite("One table of gestures, on every front end", .timeLimit(.minutes(1)))
@MainActor
struct GestureConformanceTests {
    /// A starting tree: the root, and what a row checks after the gesture.
    struct Start {
        let root: any Coordinator
        /// The awaited flow's result, in words, once it ended; `nil` while it waits.
        var result: @MainActor () -> String? = { nil }
        /// How many times a guard was asked.
        var asked: @MainActor () -> Int = { 0 }
    }

    struct Outcome: Sendable, Equatable {
        /// What the front end did with the gesture.
        var played: Played
        /// The tree after it (`GestureConformanceTests.shape(of:)`); `nil`: as it was.
        var tree: String?
        /// The awaited flow's result, if the row awaits one.
        var result: String? = nil
        /// How many times a guard was asked.
        var asked = 0
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        var width = LayoutWidth.compact
        let start: @MainActor @Sendable () throws -> Start
        let gesture: @MainActor @Sendable (CoordinatorSnapshot) -> UserGesture
        let expected: Outcome
        /// Where a front end's platform really does otherwise, its outcome, and why.
        var only: [FrontEndKind: (Outcome, String)] = [:]

        var testDescription: String { "\(name), \(width)" }
    }

    // MARK: Playing a row

    @Test("every gesture, on every front end", arguments: Self.rows, FrontEndKind.allCases)
    func play(_ row: Row, on kind: FrontEndKind) async throws {
        let start = try row.start()
        let player = makePlayer(kind, for: start.root, width: row.width)
        await player.settle()
        let before = Self.shape(of: start.root)
        let gesture = row.gesture(Self.snapshot(of: start.root))
        let played = await player.play(gesture)
        await player.settle()
        let after = Self.shape(of: start.root)
        let expected = row.only[kind]?.0 ?? row.expected
        if case .refused(let reason) = expected.played, case .refused(nil) = played, kind == .swiftUISession {
            // SwiftUI's bindings write nothing for a gesture it cannot make: no reason is reported.
            _ = reason
        } else {
            #expect(played == expected.played, "\(gesture) on \(kind)")
        }
        #expect(after == (expected.tree ?? before), "\(gesture) on \(kind)")
        #expect(start.result() == expected.result, "\(gesture) on \(kind)")
        #expect(start.asked() == expected.asked, "\(gesture) on \(kind)")
        if after != before { #expect(Self.latestCause(of: start.root) == .user, "\(gesture) on \(kind)") }
        #expect(player.drawingDifferences() == [], "\(gesture) on \(kind)")
    }

    // MARK: The table

    nonisolated static let rows: [Row] =
        stackRows + modalRows + alertRows + tabRows + splitRows + walkRows + zoomRows

    nonisolated static let stackRows: [Row] = [
        Row(
            name: "a pushed screen: back button", start: { try notes { try $0.show(\.note, 1) } },
            gesture: { _ in .backButton }, expected: Outcome(played: .taken, tree: "list")),
        Row(
            name: "a pushed screen: swipe back", start: { try notes { try $0.show(\.note, 1) } },
            gesture: { _ in .swipeBack }, expected: Outcome(played: .taken, tree: "list")),
        Row(
            name: "the app's root: swipe back", start: { try notes { _ in } }, gesture: { _ in .swipeBack },
            expected: Outcome(played: .refused(.nothingThere), tree: nil)),
        Row(
            name: "two pushed screens: back to the first",
            start: {
                try notes {
                    try $0.show(\.note, 1)
                    try $0.show(\.note, 2)
                }
            },
            gesture: { .back(to: $0.entries[1].id) }, expected: Outcome(played: .taken, tree: "list note")),
        Row(
            name: "a guarded pushed screen: swipe back", start: { try guarded(answer: true) },
            gesture: { _ in .swipeBack }, expected: Outcome(played: .refused(.guarded), tree: nil)),
        Row(
            name: "a guarded pushed screen, its guard says yes: back button", start: { try guarded(answer: true) },
            gesture: { _ in .backButton }, expected: Outcome(played: .taken, tree: "list", asked: 1)),
        Row(
            name: "a guarded pushed screen, its guard says no: back button", start: { try guarded(answer: false) },
            gesture: { _ in .backButton }, expected: Outcome(played: .taken, tree: nil, asked: 1)),
    ]

    nonisolated static let modalRows: [Row] = [
        Row(
            name: "a sheet: swipe down", start: { try awaitedSheet() }, gesture: { _ in .swipeDown },
            expected: Outcome(played: .taken, tree: "list", result: "cancel(userDismissed)")),
        Row(
            name: "a sheet at its root: back button", start: { try awaitedSheet() }, gesture: { _ in .backButton },
            expected: Outcome(played: .refused(.notInThisPresentation), tree: nil)),
        Row(
            name: "a full-screen cover: swipe down", start: { try todos { try $0.show(\.settings) } },
            gesture: { _ in .swipeDown }, expected: Outcome(played: .refused(.notInThisPresentation), tree: nil)),
        Row(
            name: "a guarded sheet, its guard says no: swipe down", start: { try guardedSheet(allows: false) },
            gesture: { _ in .swipeDown }, expected: Outcome(played: .taken, tree: nil),
            only: [
                .swiftUISession: (
                    Outcome(played: .refused(nil), tree: nil),
                    "SwiftUI's interactiveDismissDisabled reports no attempt: the guard is not asked"
                )
            ]),
        Row(
            name: "a guarded sheet, its guard says yes: swipe down", start: { try guardedSheet(allows: true) },
            gesture: { _ in .swipeDown }, expected: Outcome(played: .taken, tree: "list"),
            only: [
                .swiftUISession: (
                    Outcome(played: .refused(nil), tree: nil),
                    "SwiftUI's interactiveDismissDisabled reports no attempt: the sheet stays"
                )
            ]),
        Row(
            name: "a popover that adapts: swipe down", start: { try notes { try $0.show(\.share) } },
            gesture: { _ in .swipeDown }, expected: Outcome(played: .taken, tree: "list")),
        Row(
            name: "a popover that adapts: tap outside", start: { try notes { try $0.show(\.share) } },
            gesture: { _ in .tapOutsidePopover },
            expected: Outcome(played: .refused(.notInThisPresentation), tree: nil)),
        Row(
            name: "a popover that does not adapt: swipe down", start: { try notes { try $0.show(\.tip) } },
            gesture: { _ in .swipeDown }, expected: Outcome(played: .refused(.notInThisPresentation), tree: nil)),
        Row(
            name: "a sheet with detents: drag", start: { try notes { try $0.show(\.filters) } },
            gesture: { _ in .dragSheet(to: .large) }, expected: Outcome(played: .taken, tree: "list filters@large")),
        Row(
            name: "a sheet with detents: drag to a detent it lacks", start: { try notes { try $0.show(\.filters) } },
            gesture: { _ in .dragSheet(to: .height(10)) }, expected: Outcome(played: .refused(.nothingThere), tree: nil)
        ),
    ]

    nonisolated static let alertRows: [Row] = [
        Row(
            name: "an alert: tap outside", start: { try awaitedAlert() }, gesture: { _ in .tapOutsideAlert },
            expected: Outcome(played: .refused(.notTappableAway), tree: nil)),
        Row(
            name: "an alert over a pushed screen: back button", start: { try awaitedAlert(over: true) },
            gesture: { _ in .backButton }, expected: Outcome(played: .refused(.coveredByAlert), tree: nil)),
        Row(
            name: "an alert: its button", start: { try awaitedAlert() }, gesture: { _ in .answerAlert("Delete") },
            expected: Outcome(played: .taken, tree: "list", result: "done(true)")),
        Row(
            name: "an alert with fields: its button with one field typed", start: { try awaitedRename() },
            gesture: { _ in .answerAlert("Rename", texts: ["title": "Groceries"]) },
            expected: Outcome(played: .taken, tree: "list", result: "done(Optional(\"Groceries#1234\"))")),
        // Issue 40, item 2: a rename alert whose Create button stays disabled while the field is empty.
        Row(
            name: "a rename alert: Create with the name empty", start: { try awaitedNewList() },
            gesture: { _ in .answerAlert("Create") },
            expected: Outcome(played: .refused(.buttonDisabled), tree: nil)),
        Row(
            name: "a rename alert: Create with only spaces typed", start: { try awaitedNewList() },
            gesture: { _ in .answerAlert("Create", texts: ["name": "   "]) },
            expected: Outcome(played: .refused(.buttonDisabled), tree: nil)),
        Row(
            name: "a rename alert: Create with the name typed", start: { try awaitedNewList() },
            gesture: { _ in .answerAlert("Create", texts: ["name": "Groceries"]) },
            expected: Outcome(played: .taken, tree: "list", result: "done(Optional(\"Groceries\"))")),
        Row(
            name: "a rename alert: Cancel with the name empty", start: { try awaitedNewList() },
            gesture: { _ in .answerAlert("Cancel") },
            expected: Outcome(played: .taken, tree: "list", result: "done(nil)")
        ),
        Row(
            name: "a dialog with a cancel button: tap outside", start: { try awaitedDialog() },
            gesture: { _ in .tapOutsideAlert }, expected: Outcome(played: .taken, tree: "list", result: "done(none)")),
    ]

    nonisolated static let tabRows: [Row] = [
        Row(
            name: "a tab bar: tap another tab", start: { try tabs { _ in } }, gesture: { _ in .tapTab("Profile") },
            expected: Outcome(played: .taken, tree: "todos(list) *profile")),
        Row(
            name: "a tab with a screen pushed: tap it again",
            start: { try tabs { try $0.focusFirst(\.todos).child.show(\.todo, 1) } },
            gesture: { _ in .tapSelectedTab }, expected: Outcome(played: .taken, tree: "*todos(list) profile")),
        Row(
            name: "a tab bar under a sheet: tap a tab",
            start: { try tabs { try $0.focusFirst(\.todos).child.show(\.create) } },
            gesture: { _ in .tapTab("Profile") }, expected: Outcome(played: .refused(.nothingThere), tree: nil)),
    ]

    nonisolated static let splitRows: [Row] = [
        Row(
            name: "a collapsed split at the detail's root: back button", start: { try split() },
            gesture: { _ in .backButton }, expected: Outcome(played: .taken, tree: "mailboxes(list) [sidebar, detail]")),
        // Issue 37, item 2: UIKit's back button of a guarded detail in a collapsed split skipped its guard.
        Row(
            name: "a collapsed split, its guarded detail at its root, the guard says no: back button",
            start: { try guardedSplit(answer: false) }, gesture: { _ in .backButton },
            expected: Outcome(played: .taken, tree: nil, asked: 1)),
        Row(
            name: "a collapsed split, its guarded detail at its root, the guard says yes: back button",
            start: { try guardedSplit(answer: true) }, gesture: { _ in .backButton },
            expected: Outcome(played: .taken, tree: "mailboxes(list) [sidebar, detail]", asked: 1)),
        Row(
            name: "a collapsed split, its guarded detail at its root: swipe back",
            start: { try guardedSplit(answer: true) },
            gesture: { _ in .swipeBack }, expected: Outcome(played: .refused(.guarded), tree: nil)),
        Row(
            name: "a collapsed split: back to the sidebar", start: { try split() }, gesture: { _ in .backToSidebar },
            expected: Outcome(played: .taken, tree: "mailboxes(list) [sidebar, detail]")),
        Row(
            name: "an expanded split: back to the sidebar", width: .regular, start: { try split() },
            gesture: { _ in .backToSidebar }, expected: Outcome(played: .refused(.notInThisPresentation), tree: nil)),
        Row(
            name: "an expanded split: hide the sidebar", width: .regular, start: { try split() },
            gesture: { _ in .showColumns([.detail]) },
            expected: Outcome(played: .taken, tree: "mailboxes(list) mailbox(list) [detail]")),
        Row(
            name: "a collapsed split: hide the sidebar", start: { try split() },
            gesture: { _ in .showColumns([.detail]) },
            expected: Outcome(played: .refused(.notInThisPresentation), tree: nil)),
    ]

    // MARK: Starting trees

    static func notes(_ build: (NotesCoordinator) throws -> Void) throws -> Start {
        let notes = NotesCoordinator()
        try build(notes)
        return Start(root: notes)
    }

    static func todos(_ build: (TodosCoordinator) throws -> Void) throws -> Start {
        let todos = TodosCoordinator()
        try build(todos)
        return Start(root: todos)
    }

    static func tabs(_ build: (AppTabs) throws -> Void) throws -> Start {
        let tabs = AppTabs(user: User(name: "ada"))
        try build(tabs)
        return Start(root: tabs)
    }

    /// A pushed screen whose leave guard answers `answer`.
    static func guarded(answer: Bool) throws -> Start {
        let editing = EditingCoordinator()
        let detail = try editing.show(\.detail, 1)
        let asked = Counter()
        try detail.setLeaveGuard {
            asked.count += 1
            return answer
        }
        return Start(root: editing, asked: { asked.count })
    }

    /// A sheet flow that guards itself (`LeaveGuarding`).
    static func guardedSheet(allows: Bool) throws -> Start {
        let editing = EditingCoordinator()
        let editor = try editing.show(\.editor).child
        editor.allowsLeaving = allows
        return Start(root: editing)
    }

    /// A sheet whose flow a task awaits.
    static func awaitedSheet() throws -> Start {
        let notes = NotesCoordinator()
        let result = Box()
        Task { result.text = "\(await notes.route(to: \.child))" }
        return Start(root: notes, result: { result.text })
    }

    static func awaitedAlert(over pushed: Bool = false) throws -> Start {
        let notes = NotesCoordinator()
        if pushed { try notes.show(\.note, 1) }
        let result = Box()
        Task { result.text = "\(await notes.route(to: \.confirmDelete, 1))" }
        return Start(root: notes, result: { result.text })
    }

    static func awaitedRename() throws -> Start {
        let notes = NotesCoordinator()
        let result = Box()
        Task { result.text = "\(await notes.route(to: \.rename, 1, "Shopping"))" }
        return Start(root: notes, result: { result.text })
    }

    /// Issue 40: a "New list" alert, its Create button enabled while the name is not empty.
    static func awaitedNewList() throws -> Start {
        let notes = NotesCoordinator()
        let result = Box()
        Task { result.text = "\(await notes.route(to: \.newList))" }
        return Start(root: notes, result: { result.text })
    }

    static func awaitedDialog() throws -> Start {
        let notes = NotesCoordinator()
        let result = Box()
        Task { result.text = "\(await notes.route(to: \.sortOrder))" }
        return Start(root: notes, result: { result.text })
    }

    /// A two-column split, an inbox selected.
    static func split() throws -> Start {
        let mail = MailSplit()
        try mail.select(.inbox)
        return Start(root: mail)
    }

    /// A two-column split, an inbox selected, its detail guarded.
    static func guardedSplit(answer: Bool) throws -> Start {
        let mail = MailSplit()
        try mail.select(.inbox)
        let asked = Counter()
        let detail = try #require(mail.navigation.snapshot.entries.last?.id)
        try mail.navigation.setLeaveGuard(for: detail) {
            asked.count += 1
            return answer
        }
        return Start(root: mail, asked: { asked.count })
    }

    // MARK: A sidebar tap

    /// Issue 37, item 1: SwiftUI's sidebar tap skipped the detail's guard. A
    /// tap on a sidebar item is no `UserGesture`: every front end sends it
    /// as the split's `receiveSelection(_:)` (SwiftUI's session through its
    /// sidebar list's binding, `setSidebarSelection(_:of:in:)`; a UIKit or
    /// headless sidebar is the app's own list, which calls it).
    @Test("a sidebar tap asks the detail's guard, on every front end", arguments: FrontEndKind.allCases, [false, true])
    func sidebarTap(on kind: FrontEndKind, allows: Bool) async throws {
        let start = try Self.guardedSplit(answer: allows)
        let mail = try #require(start.root as? MailSplit)
        let player = makePlayer(kind, for: mail, width: .regular)
        await player.settle()
        if let session = (player as? SessionPlayer)?.session {
            let split = try #require(session.layers.splitOnTop)
            session.setSidebarSelection(.sent, of: mail, in: split.id)
        } else {
            mail.receiveSelection(.sent)
        }
        await player.settle()
        #expect(start.asked() == 1)
        #expect(mail.selectedItem == (allows ? .sent : .inbox))
        #expect(player.drawingDifferences() == [])
    }

    // MARK: Reading a tree

    @MainActor final class Counter { var count = 0 }
    @MainActor final class Box { var text: String? }

    static func snapshot(of root: any Coordinator) -> CoordinatorSnapshot {
        func read(_ root: some Coordinator) -> CoordinatorSnapshot { root.navigation.snapshot }
        return read(root)
    }

    static func latestCause(of root: any Coordinator) -> ChangeCause? {
        func read(_ root: some Coordinator) -> ChangeCause? { root.navigation.latestCause }
        return read(root)
    }

    /// A tree in words: each entry's route (`*` for a container's selected
    /// one, `@detent` for a sheet's), its flow's entries in parentheses, a
    /// split's visible columns in brackets. The root's own stack's root entry
    /// is left out of a navigation stack whose one entry it is.
    static func shape(of root: any Coordinator) -> String { shape(snapshot(of: root)) }

    static func shape(_ node: CoordinatorSnapshot) -> String {
        var parts = node.entries.map { entry in
            var text = (node.selected == entry.id ? "*" : "") + entry.route
            if let detent = entry.detent { text += "@\(detent)" }
            if let child = entry.child { text += "(\(shape(child)))" }
            return text
        }
        if let split = node.split {
            parts.append("[" + split.visibleColumns.map { "\($0)" }.joined(separator: ", ") + "]")
        }
        return parts.joined(separator: " ")
    }
}
