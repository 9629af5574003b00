import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

/// One table of gestures, and both sides tested against it: what
/// `HeadlessFrontEnd` does for a gesture, and what the core's front-end functions
/// (`ModalLayers.intentsForSwipeBack()`, `intentsForBack()`,
/// `intent(forDismissing:)`, `intent(forSelecting:in:)`, `intents(forPath:in:)`)
/// give for it, applied with `receive(_:)`. Each row builds its tree twice, one
/// per side, and both must end in the row's tree.
@Suite("One table of gestures", .timeLimit(.minutes(1)))
@MainActor
struct GestureTableTests {
    enum Gesture: Sendable, CustomStringConvertible {
        /// Swipe back once.
        case swipeBack
        /// Tap a back button (a terminal's "back").
        case tapBack
        /// Swipe the topmost sheet or cover down.
        case swipeDown
        /// Tap a tab by route name.
        case tapTab(String)
        /// Tap the selected tab again.
        case tapSelectedTab
        /// Write a shorter path: back to the first entry of this route.
        case swipeBackTo(String)

        var description: String {
            switch self {
            case .swipeBack: "swipe back"
            case .tapBack: "tap back"
            case .swipeDown: "swipe down"
            case .tapTab(let name): "tap tab \(name)"
            case .tapSelectedTab: "tap the selected tab"
            case .swipeBackTo(let route): "swipe back to \(route)"
            }
        }
    }

    enum Expected: Sendable {
        /// The gesture applies, and the tree is then this one.
        case tree(String)
        /// The gesture is sent, but nothing changes.
        case unchanged
        /// There is nothing to do: no intent (the headless front end records an issue).
        case nothing
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let setup: @MainActor @Sendable () throws -> any Coordinator
        let gesture: Gesture
        let expected: Expected

        var testDescription: String { "\(name): \(gesture)" }
    }

    // MARK: The table

    nonisolated static let rows: [Row] = [
        Row(
            name: "a pushed screen",
            setup: { try notes { try $0.show(\.note, 1) } },
            gesture: .swipeBack,
            expected: .tree(listOnly)),
        Row(name: "the app's root", setup: { try notes { _ in } }, gesture: .swipeBack, expected: .nothing),
        Row(name: "the app's root", setup: { try notes { _ in } }, gesture: .tapBack, expected: .nothing),
        Row(
            name: "a pushed flow at its root",
            setup: { try notes { try $0.show(\.drafts) } },
            gesture: .swipeBack,
            expected: .tree(listOnly)),
        Row(
            name: "a screen pushed in a pushed flow",
            setup: { try notes { try $0.show(\.drafts).child.show(\.review) } },
            gesture: .swipeBack,
            expected: .tree(
                """
                NotesCoordinator (navigation)
                ├─ root list
                └─ push drafts
                   ComposeCoordinator (navigation)
                   └─ root form
                """)),
        // Issue 14, case 5: a pushed tab bar whose tab is at its root goes as a whole.
        Row(
            name: "a pushed tab bar, its tab at its root",
            setup: { try notes { try $0.show(\.home) } },
            gesture: .swipeBack,
            expected: .tree(listOnly)),
        // Issue 11, case 8: a screen pushed in the selected tab of a pushed tab bar.
        Row(
            name: "a pushed tab bar, a screen pushed in its tab",
            setup: { try notes { try $0.show(\.home).child.focusFirst(\.notes).child.show(\.note, 1) } },
            gesture: .swipeBack,
            expected: .tree(pushedHomeAtRoot)),
        Row(
            name: "a pushed tab bar, a screen pushed in its tab",
            setup: { try notes { try $0.show(\.home).child.focusFirst(\.notes).child.show(\.note, 1) } },
            gesture: .tapBack,
            expected: .tree(pushedHomeAtRoot)),
        Row(
            name: "a sheet at its root",
            setup: { try notes { try $0.show(\.compose) } },
            gesture: .swipeBack,
            expected: .nothing),
        Row(
            name: "a sheet at its root",
            setup: { try notes { try $0.show(\.compose) } },
            gesture: .tapBack,
            expected: .nothing),
        Row(
            name: "a screen pushed in a sheet",
            setup: { try notes { try $0.show(\.compose).child.show(\.review) } },
            gesture: .swipeBack,
            expected: .tree(
                """
                NotesCoordinator (navigation)
                ├─ root list
                └─ sheet compose
                   ComposeCoordinator (navigation)
                   └─ root form
                """)),
        Row(
            name: "a screen pushed above a cover",
            setup: { try coverWithAPush() },
            gesture: .swipeBack,
            expected: .tree(
                """
                NotesCoordinator (navigation)
                ├─ root list
                └─ fullScreenCover settings
                """)),
        Row(
            name: "a sheet",
            setup: { try notes { try $0.show(\.compose) } },
            gesture: .swipeDown,
            expected: .tree(listOnly)),
        Row(
            name: "a sheet with a screen pushed in its flow",
            setup: { try notes { try $0.show(\.compose).child.show(\.review) } },
            gesture: .swipeDown,
            expected: .tree(listOnly)),
        // Issue 14, case 4: a screen pushed inside a sheet (or cover) of the same stack.
        Row(
            name: "a cover with a screen pushed inside it",
            setup: { try coverWithAPush() },
            gesture: .swipeDown,
            expected: .nothing),
        Row(
            name: "only pushed screens",
            setup: { try notes { try $0.show(\.note, 1) } },
            gesture: .swipeDown,
            expected: .nothing),
        Row(
            name: "a sheet in a tab",
            setup: { try tabs { try $0.focusFirst(\.notes).child.show(\.compose) } },
            gesture: .swipeDown,
            expected: .tree(tabsAtRoot)),
        Row(
            name: "a sheet shown in the tab of a pushed tab bar",
            setup: { try notes { try $0.show(\.home).child.focusFirst(\.notes).child.show(\.compose) } },
            gesture: .swipeDown,
            expected: .tree(pushedHomeAtRoot)),
        Row(name: "a tab at its root", setup: { try tabs { _ in } }, gesture: .swipeBack, expected: .nothing),
        Row(
            name: "a tab with a pushed flow at its root",
            setup: { try tabs { try $0.focusFirst(\.notes).child.show(\.drafts) } },
            gesture: .swipeBack,
            expected: .tree(tabsAtRoot)),
        Row(
            name: "another tab",
            setup: { try tabs { _ in } },
            gesture: .tapTab("profile"),
            expected: .tree(
                """
                HomeTabs (tabs)
                ├─ tab notes "Notes"
                │  NotesCoordinator (navigation)
                │  └─ root list
                └─ tab profile "Profile" [selected]
                """)),
        Row(
            name: "the selected tab, with a screen pushed",
            setup: { try tabs { try $0.focusFirst(\.notes).child.show(\.note, 1) } },
            gesture: .tapSelectedTab,
            expected: .tree(tabsAtRoot)),
        Row(
            name: "the selected tab, at its root",
            setup: { try tabs { _ in } },
            gesture: .tapSelectedTab,
            expected: .unchanged),
        Row(
            name: "a tab of a pushed tab bar",
            setup: { try notes { try $0.show(\.home) } },
            gesture: .tapTab("profile"),
            expected: .tree(
                """
                NotesCoordinator (navigation)
                ├─ root list
                └─ push home
                   HomeTabs (tabs)
                   ├─ tab notes "Notes"
                   │  NotesCoordinator (navigation)
                   │  └─ root list
                   └─ tab profile "Profile" [selected]
                """)),
        Row(
            name: "two pushed screens",
            setup: {
                try notes {
                    try $0.show(\.note, 1)
                    try $0.show(\.note, 2)
                }
            },
            gesture: .swipeBackTo("list"),
            expected: .tree(listOnly)),
        Row(
            name: "screens pushed in and above a pushed flow",
            setup: {
                try notes {
                    try $0.show(\.drafts).child.show(\.review)
                    try $0.show(\.note, 1)
                }
            },
            gesture: .swipeBackTo("form"),
            expected: .tree(
                """
                NotesCoordinator (navigation)
                ├─ root list
                └─ push drafts
                   ComposeCoordinator (navigation)
                   └─ root form
                """)),
        Row(
            name: "the top screen",
            setup: { try notes { try $0.show(\.note, 1) } },
            gesture: .swipeBackTo("note"),
            expected: .nothing),
        // Issue 25: an alert covers the screen; back dismisses it, as Escape does.
        Row(
            name: "an alert over a pushed screen",
            setup: {
                try notes {
                    try $0.show(\.note, 1)
                    try $0.show(\.confirmDelete, 1)
                }
            },
            gesture: .swipeBack,
            expected: .nothing),
        Row(
            name: "an alert over a pushed screen",
            setup: {
                try notes {
                    try $0.show(\.note, 1)
                    try $0.show(\.confirmDelete, 1)
                }
            },
            gesture: .tapBack,
            expected: .nothing),
    ]

    nonisolated static let listOnly = """
        NotesCoordinator (navigation)
        └─ root list
        """

    /// A cover, and a screen pushed above it: drawn inside the cover.
    static func coverWithAPush() throws -> any Coordinator {
        try notes {
            try $0.show(\.settings)
            try $0.show(\.note, 1)
        }
    }

    nonisolated static let tabsAtRoot = """
        HomeTabs (tabs)
        ├─ tab notes "Notes" [selected]
        │  NotesCoordinator (navigation)
        │  └─ root list
        └─ tab profile "Profile"
        """

    nonisolated static let pushedHomeAtRoot = """
        NotesCoordinator (navigation)
        ├─ root list
        └─ push home
           HomeTabs (tabs)
           ├─ tab notes "Notes" [selected]
           │  NotesCoordinator (navigation)
           │  └─ root list
           └─ tab profile "Profile"
        """

    static func notes(_ build: (NotesCoordinator) throws -> Void) throws -> any Coordinator {
        let notes = NotesCoordinator()
        try build(notes)
        return notes
    }

    static func tabs(_ build: (HomeTabs) throws -> Void) throws -> any Coordinator {
        let tabs = HomeTabs()
        try build(tabs)
        return tabs
    }

    // MARK: The headless front end

    @Test("the headless front end (a known issue on purpose for each gesture with nothing to act on)", arguments: rows)
    func headless(_ row: Row) async throws {
        let root = try row.setup()
        let before = snapshot(of: root)
        let frontEnd = HeadlessFrontEnd(root)
        switch row.expected {
        case .nothing:
            await withKnownIssue {
                #expect(await perform(row.gesture, on: frontEnd, in: before) == .ignored)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("Nothing to") }
            }
            #expect(snapshot(of: root) == before)
        case .unchanged:
            #expect(await perform(row.gesture, on: frontEnd, in: before) == .unchanged)
            #expect(snapshot(of: root) == before)
        case .tree(let tree):
            #expect(await perform(row.gesture, on: frontEnd, in: before) == .applied)
            #expect(snapshot(of: root).description == tree)
        }
    }

    func perform(_ gesture: Gesture, on frontEnd: HeadlessFrontEnd, in tree: CoordinatorSnapshot) async
        -> IntentOutcome
    {
        switch gesture {
        case .swipeBack: await frontEnd.swipeBack()
        case .tapBack: await frontEnd.tapBack()
        case .swipeDown: await frontEnd.swipeDown()
        case .tapTab(let name): await frontEnd.tapTab(name)
        case .tapSelectedTab: await frontEnd.tapSelectedTab()
        case .swipeBackTo(let route):
            await frontEnd.swipeBack(to: Self.firstEntry(named: route, in: tree)?.id ?? EntryID(rawValue: 0))
        }
    }

    // MARK: The core's front-end functions

    @Test("the core's front-end functions", arguments: rows)
    func core(_ row: Row) throws {
        let root = try row.setup()
        let before = snapshot(of: root)
        let intents = Self.intents(for: row.gesture, in: ModalLayers(before), tree: before)
        switch row.expected {
        case .nothing:
            #expect(intents.isEmpty)
        case .unchanged:
            #expect(receive(intents, by: root) == .unchanged || intents.isEmpty)
            #expect(snapshot(of: root) == before)
        case .tree(let tree):
            #expect(receive(intents, by: root) == .applied)
            #expect(snapshot(of: root).description == tree)
        }
    }

    /// The intents a front end reports for a gesture, from the cut alone.
    static func intents(for gesture: Gesture, in layers: ModalLayers, tree: CoordinatorSnapshot) -> [UserIntent] {
        let named: UserGesture
        switch gesture {
        case .swipeBack: named = .swipeBack
        case .tapBack: named = .backButton
        case .swipeDown: named = .swipeDown
        case .tapTab(let name): named = .tapTab(name)
        case .tapSelectedTab: named = .tapSelectedTab
        case .swipeBackTo(let route):
            guard let target = firstEntry(named: route, in: tree)?.id else { return [] }
            named = .back(to: target)
        }
        return (try? layers.intents(for: named, width: .compact).get()) ?? []
    }

    /// The cut's containers, outermost first.
    static func containers(in layers: ModalLayers, tree: CoordinatorSnapshot) -> [LayerContainer] {
        ([nil] + allEntries(in: tree).map(\.id)).compactMap { layers.container($0) }
    }

    static func allEntries(in tree: CoordinatorSnapshot) -> [EntrySnapshot] {
        tree.entries.flatMap { [$0] + ($0.child.map(allEntries(in:)) ?? []) }
    }

    static func firstEntry(named route: String, in tree: CoordinatorSnapshot) -> EntrySnapshot? {
        allEntries(in: tree).first { $0.route == route }
    }
}

/// The snapshot of a coordinator held as `any Coordinator`: a generic function
/// opens the existential, which cannot reach `navigation` directly.
@MainActor
private func snapshot(of coordinator: some Coordinator) -> CoordinatorSnapshot {
    coordinator.navigation.snapshot
}

/// Reports intents to a coordinator held as `any Coordinator`.
@MainActor
private func receive(_ intents: [UserIntent], by coordinator: some Coordinator) -> IntentOutcome {
    coordinator.navigation.receive(intents)
}
