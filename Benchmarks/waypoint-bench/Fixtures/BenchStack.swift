import Waypoint

/// The navigation coordinator every benchmark drives: a root screen, a screen
/// without input, a screen with an input that may repeat on top (for deep stacks
/// and deep links), and a child flow of its own kind (for trees).
@MainActor
final class BenchStack: NavigationCoordinator {
    let stack = RouteStack<BenchStack>(root: \.home)

    @Root var home = makeHome
    @Route(.push) var detail = makeDetail
    @Route(.push, duplicates: .allow) var item = makeItem
    @Route(.push, duplicates: .allow) var flow = makeFlow

    func makeHome() -> Screen { .home }
    func makeDetail() -> Screen { .detail }
    func makeItem(id: Int) -> Screen { .item(id) }
    func makeFlow() -> BenchStack { BenchStack() }
}
