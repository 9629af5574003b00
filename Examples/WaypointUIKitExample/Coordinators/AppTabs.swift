import Waypoint

/// The app: two tabs, each a flow with its own navigation controller.
@MainActor
final class AppTabs: TabCoordinator {
    let container = Container<AppTabs>(tabs: .route(\.todos), .route(\.shapes))

    @TabRoute("Todos", image: .symbol("checklist")) var todos = makeTodos
    @TabRoute("Shapes", image: .symbol("square.on.circle")) var shapes = makeShapes

    let store = TodoStore()

    func makeTodos() -> TodosCoordinator { TodosCoordinator(store: store) }
    func makeShapes() -> ShapesCoordinator { ShapesCoordinator() }

    /// `todos://todo/<id>` and `todos://shape/<name>`: matched and parsed
    /// first, then applied as one transaction, whatever is presented.
    static let links = DeepLinks<AppTabs>(scheme: "todos") {
        DeepLink("todo/:id") { parameters in
            try parameters.int("id")
        } apply: { app, id in
            guard app.store.todo(id) != nil else { throw NavigationError(.unavailable, "no todo #\(id)") }
            try app.focusFirst(\.todos).child.popToRoot().show(\.detail, id)
        }
        DeepLink("shape/:name") { parameters in
            try parameters.string("name")
        } apply: { app, name in
            try app.focusFirst(\.shapes).child.popToRoot().show(\.shape, name)
        }
    }
}
