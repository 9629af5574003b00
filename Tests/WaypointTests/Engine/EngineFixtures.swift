import Waypoint
import WaypointTestFixtures

/// A root factory that navigates its own coordinator, as the docs allow.
@MainActor
final class SelfStartingCoordinator: NavigationCoordinator {
    let stack = RouteStack<SelfStartingCoordinator>(root: \.home)
    @Root var home = makeHome
    @Route(.push) var detail = makeDetail

    func makeHome() -> Screen {
        _ = try? show(\.detail, 7)
        return .list
    }
    func makeDetail(id: Int) -> Screen { .detail(id) }
}

/// A root factory whose child cannot be shown: it has already finished.
@MainActor
final class BrokenRootCoordinator: NavigationCoordinator {
    let stack = RouteStack<BrokenRootCoordinator>(root: \.home)
    @Root var home = makeHome
    @Route(.push) var detail = makeDetail

    func makeHome() -> CreateCoordinator {
        let finished = CreateCoordinator()
        try? finished.finish(.cancel())
        return finished
    }
    func makeDetail(id: Int) -> Screen { .detail(id) }
}

/// Counts how often its route factories run.
@MainActor
final class CountingCoordinator: NavigationCoordinator {
    let stack = RouteStack<CountingCoordinator>(root: \.list)
    @Root var list = makeList
    @Route(.push) var detail = makeDetail
    @Route(.sheet) var confirm = makeConfirm
    @Route(.sheet) var create = makeCreate

    var made = 0

    func makeList() -> Screen { .list }
    func makeDetail(id: Int) -> Screen {
        made += 1
        return .detail(id)
    }
    func makeConfirm() -> Screen { .confirm }
    func makeCreate() -> CreateCoordinator { CreateCoordinator() }
}

/// Tabs whose first tab is a wrapped stack (Stinsen's `NavigationViewCoordinator` tab).
@MainActor
final class WrappedTabs: TabCoordinator {
    let container = Container<WrappedTabs>(tabs: .route(\.todos), .route(\.profile))
    @TabRoute("Todos", image: "checklist") var todos = makeTodos
    @TabRoute("Profile", image: "person") var profile = makeProfile

    func makeTodos() -> WrapperCoordinator<TodosCoordinator> {
        WrapperCoordinator(TodosCoordinator(), attributes: ["style": "navigationView"])
    }
    func makeProfile() -> Screen { .settings }
}

/// An input with several keys, to check that encoding it is stable.
struct SearchQuery: Hashable, Sendable, Codable {
    var text: String
    var page: Int
    var sort: String
    var descending: Bool
    var tags: [String]
    var limit: Int
}

/// A stack whose pushed screens take a many-keyed input.
@MainActor
final class SearchCoordinator: NavigationCoordinator {
    let stack = RouteStack<SearchCoordinator>(root: \.list)
    @Root var list = makeList
    @Route(.push) var results = makeResults

    func makeList() -> Screen { .list }
    func makeResults(query: SearchQuery) -> Screen { .filtered(query.text) }
}
