package import Waypoint
import WaypointFrontEnd

/// Draws a snapshot as a tree: each coordinator with its kind, each entry with
/// its presentation, the selected tab, awaited flows, and the screen on top.
///
/// Package access: the demo and the `waypoint` command draw with it. An app's
/// own labels (what a route's input means) come from `label`; entries new since
/// an earlier snapshot can be marked. Every line is drawn with its control
/// characters escaped (`escapingControlCharacters`): what comes
/// from the app (type and route names, kinds, inputs, titles, labels) cannot
/// drive the terminal the tree is drawn on, nor break the tree's shape.
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
package struct TreeDrawing {
    /// Words to add after an entry's route and input, or `nil`.
    package var label: @MainActor (EntrySnapshot) -> String?
    /// Entries to mark as new (`✚`).
    package var added: Set<EntryID> = []

    package init(label: @escaping @MainActor (EntrySnapshot) -> String? = { _ in nil }) {
        self.label = label
    }

    package func draw(_ snapshot: CoordinatorSnapshot) -> String {
        let onScreen = ModalLayers(snapshot).topItem?.id
        var lines = ["\(snapshot.type) (\(snapshot.kind))".escapingControlCharacters]
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
            line += "\(entry.presentation) \(text(entry))"
            if let item = entry.item { line += " “\(item.title)”" }
            if let child = entry.child { line += " ▸ \(child.type) (\(child.kind))" }
            if entry.isAwaited { line += "  [awaited]" }
            if entry.id == onScreen { line += "  ◀ on screen" }
            if added.contains(entry.id) { line += "  ✚ new" }
            lines.append(line.escapingControlCharacters)
            if let child = entry.child {
                append(child, indent: indent + (isLast ? "   " : "│  "), onScreen: onScreen, to: &lines)
            }
        }
    }

    /// The route with its input, and the app's label.
    private func text(_ entry: EntrySnapshot) -> String {
        var text = entry.route
        if let input = entry.input { text += "(\(input))" }
        if let extra = label(entry) { text += extra }
        return text
    }
}

extension CoordinatorSnapshot {
    /// Every entry in the tree, outermost first.
    package var allEntries: [EntrySnapshot] {
        entries.flatMap { entry in [entry] + (entry.child?.allEntries ?? []) }
    }
}
