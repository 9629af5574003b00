import Waypoint
import WaypointFrontEnd

/// Draws a snapshot as a tree: each coordinator with its kind, each entry with
/// its presentation, the selected tab, awaited flows, and the screen on top.
///
/// ```
/// AppCoordinator (navigation)
/// └─ root signedIn(ada) ▸ HomeTabs (tabs)
///    ├─ ● tab todos “Todos” ▸ TodosCoordinator (navigation)
///    │  ├─ root list · 2 todos
///    │  └─ push todo(1) “Buy milk”  ◀ on screen
///    └─ ○ tab profile “Profile”
/// ```
@MainActor
struct TreeDrawing {
    let store: TodoStore

    func draw(_ snapshot: CoordinatorSnapshot) -> String {
        let onScreen = ModalLayers(snapshot).topItem?.id
        var lines = ["\(snapshot.type) (\(snapshot.kind))"]
        append(snapshot, indent: "", onScreen: onScreen, to: &lines)
        return lines.joined(separator: "\n")
    }

    private func append(_ node: CoordinatorSnapshot, indent: String, onScreen: EntryID?, to lines: inout [String]) {
        for (index, entry) in node.entries.enumerated() {
            let isLast = index == node.entries.count - 1
            var line = indent + (isLast ? "└─ " : "├─ ")
            if node.selected != nil || node.kind == .tabs {
                line += entry.id == node.selected ? "● " : "○ "
            }
            line += "\(entry.presentation) \(label(entry))"
            if let item = entry.item { line += " “\(item.title)”" }
            if let child = entry.child { line += " ▸ \(child.type) (\(child.kind))" }
            if entry.isAwaited { line += "  [awaited]" }
            if entry.id == onScreen { line += "  ◀ on screen" }
            lines.append(line)
            if let child = entry.child {
                append(child, indent: indent + (isLast ? "   " : "│  "), onScreen: onScreen, to: &lines)
            }
        }
    }

    /// The route with its input, and what the demo knows about it.
    private func label(_ entry: EntrySnapshot) -> String {
        var text = entry.route
        if let input = entry.input { text += "(\(input))" }
        switch entry.route {
        case "list":
            let count = store.todos.count
            text += " · \(count) todo\(count == 1 ? "" : "s")"
        case "todo", "edit":
            if let id = entry.input.flatMap({ Int($0) }), let todo = store.todo(id) {
                text += " “\(todo.title)”"
            }
        default:
            break
        }
        return text
    }
}
