import Waypoint

/// The signed-in app: a todos tab with its own stack, and a profile tab.
@MainActor
final class HomeTabs: TabCoordinator {
    let container = Container<HomeTabs>(tabs: .route(\.todos), .route(\.profile))

    @TabRoute("Todos", image: "checklist") var todos = makeTodos
    @TabRoute("Profile", image: "person") var profile = makeProfile

    let user: User
    let store: TodoStore

    init(user: User, store: TodoStore) {
        self.user = user
        self.store = store
    }

    func makeTodos() -> TodosCoordinator { TodosCoordinator(store: store) }
    func makeProfile() -> Screen { .profile(user) }
}
