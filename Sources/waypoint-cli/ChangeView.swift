import Waypoint
import WaypointFrontEnd
import WaypointInspector

/// Draws changes one after another: a header with the version and the cause,
/// the tree with new entries marked (alerts with their numbered buttons,
/// popovers' anchors, sheets' detents), the entries that went, and a short
/// history of the last changes. What comes from the app is drawn with its
/// control characters escaped, as `TreeDrawing` draws it.
@MainActor
struct ChangeView {
    /// One line per change: `7 · deepLink · todo(2)`.
    private(set) var history: [String] = []
    private var previous: CoordinatorSnapshot?
    static let historyLength = 10
    /// The scene watched, named in every header; `nil` for an app of one
    /// coordinator.
    var scene: SceneID?

    /// Starts afresh with another scene: its first change is drawn whole,
    /// nothing marked new or removed against the scene before.
    mutating func watch(_ scene: SceneID?) {
        self.scene = scene
        previous = nil
    }

    /// The drawing of a change.
    mutating func draw(_ change: NavigationChange) -> String {
        let before = Set((previous?.allEntries ?? []).map(\.id))
        let now = change.snapshot.allEntries
        var drawing = TreeDrawing()
        drawing.drawsModalDetails = true
        if previous != nil { drawing.added = Set(now.map(\.id)).subtracting(before) }
        let window = scene.map { "scene \($0) · " } ?? ""
        var lines = [
            "── \(window)change \(change.version) · \(change.cause.rawValue)".escapingControlCharacters,
            drawing.draw(change.snapshot),
        ]
        if let previous {
            let kept = Set(now.map(\.id))
            let removed = previous.allEntries.filter { !kept.contains($0.id) }
            if !removed.isEmpty {
                lines.append(
                    ("   ✖ removed: " + removed.map { "\($0.presentation) \($0.route)" }.joined(separator: ", "))
                        .escapingControlCharacters)
            }
        }
        previous = change.snapshot
        let top = ModalLayers(change.snapshot).topItem.flatMap { change.snapshot.entry($0.id) }
        history.append(
            ("\(change.version) · \(change.cause.rawValue)" + (top.map { " · \($0.route)" } ?? ""))
                .escapingControlCharacters)
        if history.count > Self.historyLength { history.removeFirst(history.count - Self.historyLength) }
        return lines.joined(separator: "\n")
    }

    /// The current snapshot, if any change was drawn.
    var current: CoordinatorSnapshot? { previous }
}
