import Waypoint

/// The signed-in tabs: todos, with a stack of their own, and the profile.
@MainActor
final class HomeTabs: TabCoordinator {
    let container = Container<HomeTabs>(tabs: .route(\.todos), .route(\.profile))

    @TabRoute("Todos", image: .symbol("checklist")) var todos = makeTodos
    @TabRoute("Profile", image: .symbol("person")) var profile = makeProfile

    let user: User
    let store: TodoStore

    init(user: User, store: TodoStore) {
        self.user = user
        self.store = store
    }

    func makeTodos() -> TodosCoordinator { TodosCoordinator(store: store) }
    func makeProfile() -> ProfileView { ProfileView(user: user) }
}
