import Waypoint

/// The demo's `todos://` links, as Waypoint deep links: a link is matched and
/// its parameters parsed before anything changes, then its steps run as one
/// transaction, one change with cause `deepLink`; a step that cannot be taken
/// (signed out, no such todo) undoes the whole link.
enum DemoLinks {
    /// The links, for messages and help.
    static let examples = "todos://list, todos://todo/<id>, todos://todo/<id>/edit, todos://profile"

    static let router = DeepLinks<AppCoordinator>(scheme: "todos") {
        DeepLink("list") { app in
            try todos(in: app)
        }
        DeepLink("todo/:id") { parameters in
            try todoNumber(parameters)
        } apply: { app, id in
            try todo(id, in: app)
        }
        DeepLink("todo/:id/edit") { parameters in
            try todoNumber(parameters)
        } apply: { app, id in
            try todo(id, in: app).show(\.edit, id)
        }
        DeepLink("profile") { app in
            try signedIn(app).focusFirst(\.profile)
        }
    }

    private static func todoNumber(_ parameters: DeepLinkParameters) throws(DeepLinkError) -> Int {
        let id = try parameters.int("id")
        guard id > 0 else { throw DeepLinkError(.badParameter, part: "\(id)", "todo numbers start at 1") }
        return id
    }

    @MainActor
    private static func signedIn(_ app: AppCoordinator) throws(NavigationError) -> HomeTabs {
        guard let tabs = app.hasRoot(\.signedIn) else {
            throw NavigationError(.unavailable, "links open in the signed-in app; signin first")
        }
        return tabs
    }

    /// The todos tab, selected and at its list.
    @MainActor
    @discardableResult
    private static func todos(in app: AppCoordinator) throws(NavigationError) -> TodosCoordinator {
        try signedIn(app).focusFirst(\.todos).child.popToRoot()
    }

    /// A todo's detail, over the list.
    @MainActor
    @discardableResult
    private static func todo(_ id: Int, in app: AppCoordinator) throws(NavigationError) -> TodosCoordinator {
        let todos = try todos(in: app)
        guard app.store.todo(id) != nil else { throw NavigationError(.unavailable, "there is no todo #\(id)") }
        try todos.show(\.detail, id)
        return todos
    }
}
