import Waypoint

/// An app of a given number of flows whose measured stack is the same at
/// every size: a root screen and two pushed screens (3 entries).
///
/// An app of one flow is that stack alone. A larger one is a ``BenchTabs``
/// of 7 tabs whose first tab is the measured stack; the other tabs hold the
/// remaining flows as trees of ``BenchStack``s like ``AppTree``'s (each stack a
/// root screen, a pushed screen, and up to two child flows, shared out
/// evenly), so that the app grows around the measured stack, not in it.
///
/// ```
/// flows 1:    stack: root, item, item
/// flows 50:   tabs ─┬─ stack: root, item, item            (the measured stack)
///                   └─ 6 × stack: root, item, flow ─ (…), flow ─ (…)   (7 flows each)
/// flows 500:  the same with 82 flows under each of the other 6 tabs
/// ```
@MainActor
struct ScaledApp {
    /// The tabs, if the app has more than one flow.
    let tabs: BenchTabs?
    /// Where the measured push happens.
    let measured: BenchStack

    /// The app's root coordinator: the tabs, or the measured stack alone.
    var root: any Coordinator { tabs ?? measured }

    /// The root's snapshot.
    var snapshot: CoordinatorSnapshot { tabs?.navigation.snapshot ?? measured.navigation.snapshot }

    static let tabCount = 7

    /// Builds an app of `flows` flows: 1, or more than `tabCount`.
    init(flows: Int) throws(NavigationError) {
        guard flows > 1 else {
            measured = BenchStack()
            tabs = nil
            try Self.fill(measured)
            return
        }
        let tabs = BenchTabs(tabs: Self.tabCount)
        _ = tabs.node
        guard let first = tabs.tabStacks.first else {
            throw NavigationError(.unavailable, "the app has no tabs")
        }
        self.tabs = tabs
        measured = first
        try Self.fill(first)
        // The tabs and their stacks are flows already; the rest go under the other tabs.
        let others = tabs.tabStacks.dropFirst()
        let rest = max(flows - 1 - Self.tabCount, 0)
        for (index, stack) in others.enumerated() {
            try Self.grow(stack, flows: rest / others.count + (index < rest % others.count ? 1 : 0))
        }
    }

    /// The measured stack's screens: a root and two pushed screens.
    private static func fill(_ stack: BenchStack) throws(NavigationError) {
        try stack.show(\.item, 1)
        try stack.show(\.item, 2)
    }

    /// Shows a pushed screen on `stack`, and `flows` child flows below it, in
    /// a tree of up to two children per stack.
    private static func grow(_ stack: BenchStack, flows: Int) throws(NavigationError) {
        try stack.show(\.item, 1)
        let children = min(flows, 2)
        guard children > 0 else { return }
        let rest = flows - children
        for index in 0..<children {
            let child = try stack.show(\.flow).child
            try grow(child, flows: rest / children + (index < rest % children ? 1 : 0))
        }
    }
}
