import Waypoint
import WaypointFrontEnd

/// The compiled code of the "Planning for UIKit" article.
@MainActor
enum UIKitPlanningSnippets {
    // snippet: uikit-session-start
    @MainActor
    func show(_ app: some Coordinator, in window: some UIKitHost) -> UIKitSession {
        let session = UIKitSession(app, host: window)
        session.sync()  // the window's root, at once
        Task { await session.follow() }  // every change after that
        return session
    }
    // end-snippet
}
