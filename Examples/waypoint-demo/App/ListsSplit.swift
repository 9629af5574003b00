import Waypoint

/// The todo lists laid out as an iPad app lays them out: a sidebar of lists,
/// the selected list's own todo stack in the detail, and the new-todo sheet
/// over it. The columns are navigation state; the width only changes how
/// the demo draws them (side by side, or as one stack).
///
/// The lists share the demo's one store: each shows every todo, on a stack
/// of its own.
@MainActor
final class ListsSplit: SplitCoordinator {
    let container = Container<ListsSplit>(split: .doubleColumn, sidebar: .route(\.sidebar))

    @Route(.sidebarColumn, name: "lists") var sidebar = makeSidebar
    @Route(.detailColumn, name: "list") var list = makeList

    /// The lists the sidebar shows.
    static let names = ["Home", "Work"]

    let store: TodoStore

    init(store: TodoStore) {
        self.store = store
    }

    var sidebarItems: [String] { Self.names }

    func destination(for item: String) -> ContainerChild<ListsSplit> { .route(\.list, item) }

    func makeSidebar() -> Screen { .lists }
    func makeList(name: String) -> TodosCoordinator { TodosCoordinator(store: store) }
}
