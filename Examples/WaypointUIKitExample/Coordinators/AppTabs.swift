import Waypoint

/// The app: two tabs, the todo lists (a split view: a sidebar of lists and a
/// list's stack) and the shapes (a flow with its own navigation controller).
@MainActor
final class AppTabs: TabCoordinator {
    let container = Container<AppTabs>(tabs: .route(\.todos), .route(\.shapes))

    @TabRoute("Todos", image: .symbol("checklist")) var todos = makeTodos
    @TabRoute("Shapes", image: .symbol("square.on.circle")) var shapes = makeShapes

    let store = TodoStore()

    func makeTodos() -> ListsSplit { ListsSplit(store: store) }
    func makeShapes() -> ShapesCoordinator { ShapesCoordinator() }

    /// `todos://todo/<id>` and `todos://shape/<name>`: matched and parsed
    /// first, then applied as one transaction, whatever is presented. A todo's
    /// link selects its list in the sidebar and pushes it on that list's stack.
    static let links = DeepLinks<AppTabs>(scheme: "todos") {
        DeepLink("todo/:id") { parameters in
            try parameters.int("id")
        } apply: { app, id in
            guard let todo = app.store.todo(id) else { throw NavigationError(.unavailable, "no todo #\(id)") }
            let lists = try app.focusFirst(\.todos).child
            try lists.select(todo.list)
            try lists.focusFirst(\.list).child.popToRoot().show(\.detail, id)
        }
        DeepLink("shape/:name") { parameters in
            try parameters.string("name")
        } apply: { app, name in
            try app.focusFirst(\.shapes).child.popToRoot().show(\.shape, name)
        }
    }
}
