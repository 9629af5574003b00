import Waypoint

/// The signed-in tabs: the todo lists, a split view (a sidebar of lists and
/// a list's stack), and the profile.
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

    func makeTodos() -> ListsSplit { ListsSplit(store: store) }
    func makeProfile() -> ProfileView { ProfileView(user: user) }
}
