import Waypoint
import WaypointFrontEnd
import WaypointInspector

/// One of the demo's windows: a scene of the app's `AppScenes`, with its own
/// tree, drawn from its own changes stream.
@MainActor
final class DemoWindow {
    /// The scene's id: the window's number, `"1"`, `"2"`, ….
    let id: SceneID
    /// The window's number, as the terminal names it.
    let number: Int
    /// The window's root coordinator: its own navigation.
    let root: AppCoordinator
    /// The window's tree as last drawn.
    var drawn: CoordinatorSnapshot?
    /// Draws the window's changes.
    var renderer: Task<Void, Never>?
    /// What the user typed in the fields of the alert on screen (`type`), by
    /// the alert's id: a tap on its button answers with it.
    var typedInAlert: (alert: EntryID, texts: [String: String])?

    /// What the user typed in the fields of this alert; empty for another one.
    func typed(in alert: EntryID) -> [String: String] {
        typedInAlert?.alert == alert ? typedInAlert?.texts ?? [:] : [:]
    }

    init(number: Int, id: SceneID, root: AppCoordinator) {
        self.number = number
        self.id = id
        self.root = root
    }

    /// Whether every change of the window is drawn.
    var isDrawn: Bool { drawn == root.navigation.snapshot }

    /// What the window shows on top, for the list of windows: `todo(2)`.
    var showing: String {
        let snapshot = root.navigation.snapshot
        guard let top = ModalLayers(snapshot).topScreen, let entry = snapshot.entry(top.id) else { return "?" }
        return entry.input.map { "\(entry.route)(\($0))" } ?? entry.route
    }
}
