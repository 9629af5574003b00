package import Waypoint
import WaypointFrontEnd

/// Draws a snapshot as a tree: each coordinator with its kind, each entry with
/// its presentation, the selected tab, a split view's columns, awaited flows,
/// a zoom transition (` · zoom from todo[1]`), and the screen on top.
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
///    │  └─ push todo(1) “Buy milk” · zoom from todo[1]  ◀ on screen
///    └─ ○ tab profile “Profile”
/// ```
///
/// A split view's line lists its columns, says which are hidden and which
/// show nothing, and names the sidebar's selection (its JSON text); its
/// column entries follow. The screen on top of its last column that shows
/// something is the one on screen (the top of the split collapsed in one
/// stack, the detail's top side by side):
///
/// ```
/// └─ fullScreenCover lists ▸ ListsSplit (split) · columns sidebar (hidden), detail · selected "Home"
///    ├─ sidebarColumn sidebar
///    └─ detailColumn list(Home) ▸ TodosCoordinator (navigation)
///       └─ root list  ◀ on screen
/// ```
@MainActor
package struct TreeDrawing {
    /// Words to add after an entry's route and input, or `nil`.
    package var label: @MainActor (EntrySnapshot) -> String?
    /// Entries to mark as new (`✚`).
    package var added: Set<EntryID> = []
    /// Whether to draw what a modal entry shows beyond its route: a popover's
    /// anchor, a sheet's detent among those its route declares, and under an
    /// alert or confirmation dialog its title, message, fields (with the
    /// keyboard, content type and capitalization they ask for, where not the
    /// default) and numbered buttons with their roles, the preferred one, and
    /// their conditions, `disabled` while the fields' texts do not meet them
    /// (never a secure field's text). The `waypoint` command draws them; the
    /// demo draws its alert below the tree instead.
    ///
    /// ```
    /// ├─ sheet filters · detent medium of medium, large
    /// ├─ popover share · anchor “share”
    /// ├─ alert confirm-delete(2)
    /// │  ┌ “Delete “Buy milk”?”
    /// │  │ This cannot be undone.
    /// │  │ 1. Cancel (cancel)
    /// │  └ 2. Delete (destructive)
    /// └─ alert new-list
    ///    ┌ “New list”
    ///    │ field name (placeholder “Name”) · capitalization words
    ///    │ 1. Cancel (cancel)
    ///    └ 2. Create (preferred, enabled when name is not empty) · disabled
    /// ```
    package var drawsModalDetails = false

    package init(label: @escaping @MainActor (EntrySnapshot) -> String? = { _ in nil }) {
        self.label = label
    }

    package func draw(_ snapshot: CoordinatorSnapshot) -> String {
        let onScreen = ModalLayers(snapshot).topScreen?.id
        var lines = ["\(snapshot.type) (\(snapshot.kind))\(Self.columns(of: snapshot))".escapingControlCharacters]
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
            // A zoom is drawn whatever the details: the demo's tree names it.
            if let transition = entry.style?.transition { line += " · \(transition)" }
            if drawsModalDetails { line += Self.style(of: entry) }
            if let child = entry.child { line += " ▸ \(child.type) (\(child.kind))\(Self.columns(of: child))" }
            if entry.isAwaited { line += "  [awaited]" }
            if entry.id == onScreen { line += "  ◀ on screen" }
            if added.contains(entry.id) { line += "  ✚ new" }
            lines.append(line.escapingControlCharacters)
            let inner = indent + (isLast ? "   " : "│  ")
            if drawsModalDetails, let alert = entry.alert {
                lines += Self.lines(of: alert).map { (inner + $0).escapingControlCharacters }
            }
            if let child = entry.child {
                append(child, indent: inner, onScreen: onScreen, to: &lines)
            }
        }
    }

    /// A split view's columns, those hidden or empty, and the sidebar's
    /// selection, after its kind: ` · columns sidebar (hidden), detail (empty) · nothing selected`.
    private static func columns(of node: CoordinatorSnapshot) -> String {
        guard let split = node.split else { return "" }
        let filled = Set(node.entries.compactMap(\.presentation.column))
        let columns = split.columns.map { column in
            let notes = [split.isVisible(column) ? nil : "hidden", filled.contains(column) ? nil : "empty"]
                .compactMap { $0 }
            return notes.isEmpty ? column.rawValue : "\(column) (\(notes.joined(separator: ", ")))"
        }
        let selection = split.selectedItem.map { "selected \($0)" } ?? "nothing selected"
        return " · columns \(columns.joined(separator: ", ")) · \(selection)"
    }

    /// A popover's anchor and a sheet's detent, after its route.
    private static func style(of entry: EntrySnapshot) -> String {
        guard let style = entry.style else { return "" }
        var text = ""
        if let anchor = style.anchor {
            text += " · anchor “\(anchor)”"
            if entry.presentation == .popover, !style.adaptsToSheet { text += " (a popover in every width)" }
        }
        if !style.detents.isEmpty {
            let detents = style.detents.map(\.description).joined(separator: ", ")
            text += " · detent \(entry.detent?.description ?? "none") of \(detents)"
        }
        return text
    }

    /// An alert's title, message, fields and numbered buttons, a line each.
    private static func lines(of alert: AlertSnapshot) -> [String] {
        var lines = ["“\(alert.title)”"]
        if let message = alert.message { lines.append(message) }
        for field in alert.fields {
            var line = "field \(field.name)"
            if field.isSecure {
                line += " (secure)"
            } else if !field.text.isEmpty {
                line += " “\(field.text)”"
            } else if !field.placeholder.isEmpty {
                line += " (placeholder “\(field.placeholder)”)"
            }
            let input = field.inputNotes
            if !input.isEmpty { line += " · " + input.joined(separator: ", ") }
            lines.append(line)
        }
        for (index, button) in alert.buttons.enumerated() {
            let notes = button.notes
            var line = "\(index + 1). \(button.label)" + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
            // As a front end draws it before anything is typed.
            if !alert.isEnabled(button.label) { line += " · disabled" }
            lines.append(line)
        }
        return lines.enumerated().map { index, line in
            (index == 0 ? "┌ " : index == lines.count - 1 ? "└ " : "│ ") + line
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
