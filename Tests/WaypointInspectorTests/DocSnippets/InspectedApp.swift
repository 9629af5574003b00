import WaypointInspector

/// An app that keeps its inspector while it runs (WaypointInspector's catalog).
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

    func start(_ scenes: NotesScenes) throws {
        // snippet: inspector-scenes
        #if DEBUG
        self.inspector = try Inspector.start(inspecting: scenes, links: AppLinks.router)
        #endif
        // end-snippet
    }
}
