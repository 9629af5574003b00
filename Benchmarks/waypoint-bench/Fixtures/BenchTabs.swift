import Waypoint

/// A tab coordinator whose tabs are ``BenchStack`` flows, for app-sized trees.
@MainActor
final class BenchTabs: TabCoordinator {
    let container: Container<BenchTabs>
    /// Each tab's stack, in order, as the container made them.
    private(set) var tabStacks: [BenchStack] = []

    @Route(.tab) var tab = makeTab

    init(tabs: Int) {
        container = Container(kind: .tabs, children: (0..<tabs).map { .route(\.tab, $0) }, selected: 0)
    }

    func makeTab(index: Int) -> BenchStack {
        let stack = BenchStack()
        tabStacks.append(stack)
        return stack
    }
}
