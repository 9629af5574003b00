import Waypoint

/// The todo lists as a split view: a sidebar of lists, the selected list's
/// own stack in the detail, and its sheets over it. On an iPad (a regular
/// width) the columns stand side by side; on an iPhone the same coordinators
/// are drawn collapsed, as one stack. The columns are navigation state, so
/// rotating or resizing loses no screen.
@MainActor
final class ListsSplit: SplitCoordinator {
    let container = Container<ListsSplit>(split: .doubleColumn, sidebar: .route(\.lists))

    @Route(.sidebarColumn) var lists = makeLists
    @Route(.detailColumn) var list = makeList  // input: a list's name

    let store: TodoStore

    init(store: TodoStore) {
        self.store = store
    }

    var sidebarItems: [String] { store.lists }
    func destination(for item: String) -> ContainerChild<ListsSplit> { .route(\.list, item) }

    func makeLists() -> ListsSidebarView { ListsSidebarView(store: store, split: router) }
    func makeList(name: String) -> TodosCoordinator { TodosCoordinator(store: store, list: name) }
}
