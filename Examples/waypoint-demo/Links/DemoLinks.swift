import Waypoint

/// The demo's `todos://` links, as Waypoint deep links: a link is matched and
/// its parameters parsed before anything changes, then its steps run as one
/// transaction, one change with cause `deepLink`; a step that cannot be taken
/// (signed out, no such todo) undoes the whole link.
enum DemoLinks {
    /// The links, for messages and help.
    static let examples =
        "todos://list, todos://todo/<id>, todos://todo/<id>/edit, todos://profile, todos://lists/<list>/todo/<id>"

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
        DeepLink("lists/:list/todo/:id") { parameters in
            (try parameters.string("list"), try todoNumber(parameters))
        } apply: { app, link in
            try listTodo(link.1, in: link.0, of: app)
        }
    }

    /// A todo's detail on a list's stack, in the split view's detail: the
    /// split opened (or brought forward), the list selected in its sidebar,
    /// and the todo pushed, in one change.
    @MainActor
    private static func listTodo(_ id: Int, in list: String, of app: AppCoordinator) throws(NavigationError) {
        _ = try signedIn(app)
        guard app.store.todo(id) != nil else { throw NavigationError(.unavailable, "there is no todo #\(id)") }
        let split: ListsSplit
        if let open = try? app.focusFirst(\.lists).child {
            split = open
        } else {
            split = try app.show(\.lists).child
        }
        try split.select(list)
        try split.focusFirst(\.list).child.popToRoot().show(\.detail, id)
    }

    /// What a link opens, for the window that shows it already: the todo of
    /// `todos://todo/<id>` and `todos://todo/<id>/edit`, the entry a tree
    /// drawing labels `todo(<id>)`; `nil` for the other links.
    static func target(of url: String) -> SceneTarget? {
        let parts = url.split(separator: "/", omittingEmptySubsequences: true)
        // ["todos:", "todo", "<id>", …]
        guard parts.count >= 3, parts[0] == "todos:", parts[1] == "todo", let id = Int(parts[2]) else { return nil }
        return SceneTarget(route: "todo", id)
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
