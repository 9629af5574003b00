import Foundation
import Waypoint

extension AppCoordinator {
    /// The app's `todos://` links: matched and parsed first, then applied as one
    /// transaction; a link that cannot land changes nothing.
    static let links = DeepLinks<AppCoordinator>(scheme: "todos") {
        DeepLink("todo/:id") { parameters in
            try parameters.int("id")
        } apply: { app, id in
            guard let tabs = app.hasRoot(\.signedIn), app.store.todo(id) != nil else {
                throw NavigationError(.unavailable, "sign in to open todo #\(id)")
            }
            try tabs.focusFirst(\.todos).child.popToRoot().show(\.detail, id)
        }
    }

    /// Opens a link from `onOpenURL`.
    func open(_ url: URL) {
        _ = try? Self.links.open(url.absoluteString, in: self)
    }
}
