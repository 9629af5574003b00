import Waypoint

/// An app of 50 flows and 100 screens, the size Stinsen reports in production:
/// a tab coordinator with 7 tabs, each tab a navigation stack holding a screen
/// and two child flows, each of those a screen and two more child flows.
///
/// ```
/// tabs ─┬─ tab stack: root, item, flow ─ (root, item, flow, flow), flow ─ (…)
///       ├─ … 7 tabs, 7 flows each: 49 stacks + the tabs = 50 flows
/// ```
///
/// Every stack shows its root screen and one pushed screen (98 screens); the
/// first tab's stack shows two more (100).
@MainActor
struct AppTree {
    let tabs: BenchTabs
    /// The first tab's own stack: where the measured push happens.
    let firstTab: BenchStack
    /// A leaf flow of the first tab, three levels below the tabs.
    let leaf: BenchStack

    static let tabCount = 7

    init() throws(NavigationError) {
        tabs = BenchTabs(tabs: Self.tabCount)
        _ = tabs.node
        var leaves: [BenchStack] = []
        for (index, stack) in tabs.tabStacks.enumerated() {
            try stack.show(\.item, 1)
            if index == 0 {
                try stack.show(\.item, 2)
                try stack.show(\.item, 3)
            }
            for _ in 0..<2 {
                let flow = try stack.show(\.flow).child
                try flow.show(\.item, 1)
                for _ in 0..<2 {
                    let inner = try flow.show(\.flow).child
                    try inner.show(\.item, 1)
                    leaves.append(inner)
                }
            }
        }
        guard let first = tabs.tabStacks.first, let leaf = leaves.first else {
            throw NavigationError(.unavailable, "the app tree has no tabs")
        }
        firstTab = first
        self.leaf = leaf
    }

    /// The flows (coordinator nodes) and screens (entries without a child flow)
    /// of a snapshot.
    static func count(_ snapshot: CoordinatorSnapshot) -> (flows: Int, screens: Int) {
        var flows = 1
        var screens = 0
        for entry in snapshot.entries {
            if let child = entry.child {
                let inner = count(child)
                flows += inner.flows
                screens += inner.screens
            } else {
                screens += 1
            }
        }
        return (flows, screens)
    }
}
