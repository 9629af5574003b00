import Testing
import Waypoint
import WaypointFrontEnd

// The rows the differential walk found: trees of the walk's app (`WalkFlow`) where the front ends
// disagreed, each with the one answer a device gives.
extension GestureConformanceTests {
    nonisolated static let walkRows: [Row] = walkStackRows + walkSplitRows + walkTabRows

    /// Stacks drawn through tab bars: what a back pops is what the user sees on top.
    nonisolated static let walkStackRows: [Row] = [
        // FakeUIKit looked for the selected tab's navigation controller by the tab's id, which a
        // tab drawn as a tab bar of its own does not carry: it found none.
        Row(
            name: "tabs in a tab, a screen the flow below pushed after them: back button",
            start: {
                try walk { app in
                    try app.root(\.tabs).child.focusFirst(\.a).child.root(\.tabs)
                    try app.show(\.page, 7)
                }
            },
            gesture: { _ in .backButton },
            expected: Outcome(played: .taken, tree: "tabs(*a(tabs(*a(home) b(home))) b(home))")),
        // A tab bar at the root of a pushed tab bar's tab is drawn bare too: what the flow below
        // pushed after them joins the one navigation stack, and a back pops only that screen.
        Row(
            name: "tabs pushed on a stack, tabs in their tab, a screen pushed after them: back button",
            start: {
                try walk { app in
                    let pushed = try app.show(\.pushed).child
                    try pushed.root(\.tabs).child.focusFirst(\.a).child.root(\.tabs)
                    try pushed.show(\.page, 1)
                }
            },
            gesture: { _ in .backButton },
            expected: Outcome(played: .taken, tree: "home pushed(tabs(*a(tabs(*a(home) b(home))) b(home)))")),
        // Popping tabs pushed on a stack removes every tab: a guard in the tab not shown is asked
        // too, and its no keeps them (SwiftUI's binding draws the pushed tabs' own back button).
        Row(
            name: "tabs pushed on a stack, a guarded screen in the tab not shown, its guard says no: back button",
            start: {
                let asked = Counter()
                var start = try walk { app in
                    let tabs = try app.show(\.pushed).child.root(\.tabs).child
                    try tabs.focusFirst(\.b).child.show(\.page, 2).setLeaveGuard {
                        asked.count += 1
                        return false
                    }
                    try tabs.focusFirst(\.a)
                }
                start.asked = { asked.count }
                return start
            },
            gesture: { _ in .backButton }, expected: Outcome(played: .taken, tree: nil, asked: 1)),
        // A screen a flow below pushed after the sheet that shows this sheet is drawn on top,
        // but stays when this sheet goes: its guard does not turn the swipe off (SwiftUI's
        // `interactiveDismissDisabled`).
        Row(
            name: "a sheet showing a guarded screen of a flow below: swipe down",
            start: {
                try walk { app in
                    let sheet = try app.show(\.sheet).child
                    try app.show(\.page, 9).setLeaveGuard { false }
                    try sheet.show(\.sheet)
                }
            },
            gesture: { _ in .swipeDown },
            expected: Outcome(played: .taken, tree: "home sheet(home) page")),
        // One pushed after the sheet by the sheet's own flow goes with it: the swipe is off.
        Row(
            name: "a sheet showing a guarded screen its flow pushed after it: swipe down",
            start: {
                try walk { app in
                    try app.show(\.sheet)
                    try app.show(\.page, 9).setLeaveGuard { false }
                }
            },
            gesture: { _ in .swipeDown },
            expected: Outcome(played: .taken, tree: nil),
            only: [
                .swiftUISession: (
                    Outcome(played: .refused(nil), tree: nil),
                    "SwiftUI's interactiveDismissDisabled reports no attempt: the guard is not asked"
                )
            ]),
    ]

    /// Split views: the detail is always shown when expanded; a back acts on the column the user sees.
    nonisolated static let walkSplitRows: [Row] = [
        // FakeUIKit's back acted on the detail-most column only.
        Row(
            name: "an expanded split, a screen pushed in the sidebar: back button", width: .regular,
            start: { try walkSplit { try $0.sidebar.show(\.page, 1) } },
            gesture: { _ in .backButton },
            expected: Outcome(played: .taken, tree: "split(side(home) detail(home) [sidebar, detail])")),
        // The state hides the detail; no device can: the detail's screen is the one on top.
        Row(
            name: "an expanded split whose state hides the detail, screens pushed in both: back button",
            width: .regular,
            start: {
                try walkSplit { split in
                    try split.sidebar.show(\.page, 1)
                    try split.detail?.show(\.page, 2)
                    try split.split.hideColumn(.detail)
                }
            },
            gesture: { _ in .backButton },
            expected: Outcome(played: .taken, tree: "split(side(home page) detail(home) [sidebar])")),
        Row(
            name: "an expanded split: show the sidebar alone", width: .regular, start: { try walkSplit { _ in } },
            gesture: { _ in .showColumns([.sidebar]) },
            expected: Outcome(played: .refused(.notInThisPresentation), tree: nil)),
        Row(
            name: "an expanded split whose state hides the detail: show the sidebar and the detail",
            width: .regular, start: { try walkSplit { try $0.split.hideColumn(.detail) } },
            gesture: { _ in .showColumns([.sidebar, .detail]) },
            expected: Outcome(played: .refused(.nothingThere), tree: nil)),
        // FakeUIKit looked for the sidebar's own navigation controller, which a collapsed split has not.
        Row(
            name: "a collapsed split, a screen pushed in the sidebar: back to the sidebar's root",
            start: { try walkSplit(selecting: nil) { try $0.sidebar.show(\.page, 1) } },
            gesture: { .backToRoot(of: sidebar(in: $0)) },
            expected: Outcome(played: .taken, tree: "split(side(home) [sidebar, detail])")),
        // The table refused it (the sidebar's own path is empty), though its tab's screen is on top of the one stack.
        Row(
            name: "a collapsed split, its sidebar a tab bar with a screen pushed: back to the sidebar's root",
            start: {
                try walkSplit(selecting: nil) { split in
                    try split.sidebar.root(\.tabs)
                    try split.sidebar.show(\.page, 1)
                }
            },
            gesture: { .backToRoot(of: sidebar(in: $0)) },
            expected: Outcome(played: .taken, tree: "split(side(tabs(*a(home) b(home))) [sidebar, detail])")),
        // The table's back looked at the column's own path, not its tab's.
        Row(
            name: "an expanded split, its sidebar a tab bar with a screen pushed: back button", width: .regular,
            start: {
                try walkSplit(selecting: nil) { split in
                    try split.sidebar.root(\.tabs)
                    try split.sidebar.show(\.page, 1)
                }
            },
            gesture: { _ in .backButton },
            expected: Outcome(played: .taken, tree: "split(side(tabs(*a(home) b(home))) [sidebar, detail])")),
        // Neither platform pushes a split view on a stack: it is drawn as a container pushed there
        // (UIKit's as a tab bar would be, SwiftUI's as its first column's screen), and a back pops
        // it. The table took it for a collapsed split, whose back went to the sidebar.
        Row(
            name: "a split pushed on a stack, an item selected: back button",
            start: { try walk { try $0.show(\.pushed).child.root(\.split).child.select(1) } },
            gesture: { _ in .backButton }, expected: Outcome(played: .taken, tree: "home")),
        Row(
            name: "a split pushed on a stack: swipe back",
            start: { try walk { try $0.show(\.pushed).child.root(\.split) } },
            gesture: { _ in .swipeBack }, expected: Outcome(played: .taken, tree: "home")),
        Row(
            name: "a split pushed on a stack, an item selected: back to the sidebar",
            start: { try walk { try $0.show(\.pushed).child.root(\.split).child.select(1) } },
            gesture: { _ in .backToSidebar }, expected: Outcome(played: .refused(.nothingThere), tree: nil)),
    ]

    /// Tab bars: the user taps only one they see.
    nonisolated static let walkTabRows: [Row] = [
        Row(
            name: "tabs pushed on a stack: tap a tab",
            start: { try walk { try $0.show(\.pushed).child.root(\.tabs) } },
            gesture: { _ in .tapTab("B") },
            expected: Outcome(played: .taken, tree: "home pushed(tabs(a(home) *b(home)))")),
        // The table took it (a re-tap popped the tab); the pushed screen covers the tab bar.
        Row(
            name: "tabs pushed on a stack, a screen pushed in their tab: tap a tab",
            start: {
                try walk { app in
                    try app.show(\.pushed).child.root(\.tabs).child.focusFirst(\.a).child.show(\.page, 1)
                }
            },
            gesture: { _ in .tapTab("B") }, expected: Outcome(played: .refused(.nothingThere), tree: nil)),
        // The table stopped at the split; the collapsed split's one stack shows its sidebar's tab bar.
        Row(
            name: "a collapsed split in a tab, its sidebar a tab bar: tap a tab both bars have",
            start: {
                try walk { app in
                    let tab = try app.root(\.tabs).child.focusFirst(\.a).child
                    try WalkSplitParts(split: tab.root(\.split).child).sidebar.root(\.tabs)
                }
            },
            gesture: { _ in .tapTab("B") },
            expected: Outcome(
                played: .taken, tree: "tabs(*a(split(side(tabs(a(home) *b(home))) [sidebar, detail])) b(home))")),
        // A tab bar at the root of a pushed tab bar's tab is a tab bar controller of its own, the
        // tab's controller, drawn above the outer bar: the user taps its tabs. The UIKit planner
        // kept no selection for it, FakeUIKit never made it, and a tap reached the outer bar.
        Row(
            name: "tabs pushed on a stack, tabs in their selected tab: tap a tab both bars have",
            start: {
                try walk { app in
                    try app.show(\.pushed).child.root(\.tabs).child.focusFirst(\.b).child.root(\.tabs)
                }
            },
            gesture: { _ in .tapTab("B") },
            expected: Outcome(played: .taken, tree: "home pushed(tabs(a(home) *b(tabs(a(home) *b(home)))))")),
        // Seed 313 of the differential walk: the same pushed on a collapsed split's one stack, as its
        // sidebar's root. FakeUIKit refused the tap: it had no such tab bar.
        Row(
            name: "a collapsed split, its sidebar tabs with tabs in their selected tab: tap a tab of the inner bar",
            start: {
                try walkSplit(selecting: nil) { split in
                    try split.sidebar.root(\.tabs).child.focusFirst(\.b).child.root(\.tabs)
                }
            },
            gesture: { .tapTab(innerTab(at: 1, in: $0)) },
            expected: Outcome(
                played: .taken, tree: "split(side(tabs(a(home) *b(tabs(a(home) *b(home))))) [sidebar, detail])")),
        // What the inner bar's tab pushes joins the one stack, as it joins a stack the outer bar is
        // pushed on (`ModalLayer.navigationPath`): it covers both bars, and a back pops it.
        // All four refused the back: the collapsed stack left the screen out, and no device drew it.
        Row(
            name: "a collapsed split, a screen pushed in tabs in a tab of its sidebar's tabs: back button",
            start: { try walkSplitPushedInInnerTabs() },
            gesture: { _ in .backButton },
            expected: Outcome(
                played: .taken, tree: "split(side(tabs(a(home) *b(tabs(*a(home) b(home))))) [sidebar, detail])")),
        Row(
            name: "a collapsed split, a screen pushed in tabs in a tab of its sidebar's tabs: tap a tab",
            start: { try walkSplitPushedInInnerTabs() },
            gesture: { _ in .tapTab("A") }, expected: Outcome(played: .refused(.nothingThere), tree: nil)),
    ]

    // MARK: Starting trees

    /// The walk's app, built as the row says; its guards answer no.
    static func walk(_ build: (WalkFlow) throws -> Void) throws -> Start {
        let app = WalkFlow(made: WalkMade(verdict: WalkVerdict()))
        try build(app)
        return Start(root: app)
    }

    /// The walk's app with a split view at its root, an item selected (its detail shown).
    static func walkSplit(selecting item: Int? = 1, _ build: (WalkSplitParts) throws -> Void) throws -> Start {
        try walk { app in
            let split = try app.root(\.split).child
            try split.select(item)
            try build(WalkSplitParts(split: split))
        }
    }

    /// A split with no item selected, its sidebar's root tabs with tab B selected, whose root is
    /// tabs of their own with tab A selected, a page pushed in tab A.
    static func walkSplitPushedInInnerTabs() throws -> Start {
        try walkSplit(selecting: nil) { split in
            let inner = try split.sidebar.root(\.tabs).child.focusFirst(\.b).child.root(\.tabs).child
            try inner.focusFirst(\.a).child.show(\.page, 1)
        }
    }

    /// The child at this index of the tab bar in the selected tab of the tab bar pushed on top of
    /// the collapsed split at the app's root.
    static func innerTab(at index: Int, in snapshot: CoordinatorSnapshot) -> EntryID {
        let outer = ModalLayers(snapshot).splitOnTop?.collapsedStack.last?.item.container
        let inner = outer?.selectedChild?.stack.root?.container
        return inner?.children.dropFirst(index).first?.id ?? EntryID(rawValue: .max)
    }

    /// The sidebar column's stack, by its entry.
    static func sidebar(in snapshot: CoordinatorSnapshot) -> EntryID? {
        snapshot.entries.first?.child?.entries.first { $0.presentation == .sidebarColumn }?.id
    }
}

/// A split view of the walk's app and its columns' flows.
@MainActor
struct WalkSplitParts {
    let split: WalkSplit

    /// The sidebar column's flow.
    var sidebar: WalkFlow {
        get throws { try flow(in: .sidebarColumn) }
    }

    /// The detail column's flow, if an item is selected.
    var detail: WalkFlow? { try? flow(in: .detailColumn) }

    private func flow(in column: Presentation) throws -> WalkFlow {
        let entry = split.navigation.snapshot.entries.first { $0.presentation == column }
        let first = try #require(entry?.child?.entries.first?.id)
        return try #require(split.made.live(WalkFlow.self).first { $0.navigation.snapshot.entries.first?.id == first })
    }
}
