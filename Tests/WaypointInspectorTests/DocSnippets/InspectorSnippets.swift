import Waypoint
import WaypointInspector

// The Swift code of WaypointInspector's DocC catalog, compiled here; the
// documentation snippet tests hold each region word for word to its block.

/// The app's deep links, as the catalog names them.
@MainActor
private enum AppLinks {
    static let router = Notes.links
}

/// An app that keeps its inspector while it runs.
@MainActor
private final class InspectedApp {
    var inspector: Inspector?

    func start(_ app: Notes) throws {
        // snippet: inspector-start
        #if DEBUG
        self.inspector = try Inspector.start(inspecting: app, links: AppLinks.router)
        #endif
        // end-snippet
    }
}
