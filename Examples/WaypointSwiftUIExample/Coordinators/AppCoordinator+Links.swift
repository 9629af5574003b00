import Foundation
import Waypoint

extension AppCoordinator {
    /// The app's `todos://` links: matched and parsed first, then applied as one
    /// transaction; a link that cannot land changes nothing. `todos://todo/<id>`
    /// selects the todo's list in the split view's sidebar and pushes the todo
    /// on that list's stack, in one change.
    static let links = DeepLinks<AppCoordinator>(scheme: "todos") {
        DeepLink("todo/:id") { parameters in
            try parameters.int("id")
        } apply: { app, id in
            guard let tabs = app.hasRoot(\.signedIn), let todo = app.store.todo(id) else {
                throw NavigationError(.unavailable, "sign in to open todo #\(id)")
            }
            let lists = try tabs.focusFirst(\.todos).child
            try lists.select(todo.list)
            try lists.focusFirst(\.list).child.popToRoot().show(\.detail, id)
        }
    }

    /// Opens a link from `onOpenURL`.
    func open(_ url: URL) {
        _ = try? Self.links.open(url.absoluteString, in: self)
    }
}
