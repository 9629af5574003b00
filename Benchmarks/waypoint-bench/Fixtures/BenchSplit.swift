import Waypoint

/// A two-column split view: a sidebar stack of three items, and a detail
/// stack per selected item.
@MainActor
final class BenchSplit: SplitCoordinator {
    let container = Container<BenchSplit>(split: .doubleColumn, sidebar: .route(\.side))

    var sidebarItems: [Int] { [1, 2, 3] }

    @Route(.sidebarColumn) var side = makeStack
    @Route(.detailColumn) var detail = makeDetail

    func destination(for item: Int) -> ContainerChild<BenchSplit> { .route(\.detail, item) }

    func makeStack() -> BenchStack { BenchStack() }
    func makeDetail(item: Int) -> BenchStack { BenchStack() }
}
