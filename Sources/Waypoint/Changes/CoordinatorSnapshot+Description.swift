extension CoordinatorSnapshot: CustomStringConvertible {
    /// The snapshot drawn as a tree, one entry a line:
    ///
    /// ```
    /// TodosCoordinator (navigation)
    /// ├─ root list
    /// ├─ push todo(42)
    /// └─ sheet create [awaited]
    ///    CreateTodoCoordinator (navigation)
    ///    └─ root form
    /// ```
    ///
    /// A split view names its columns, the visible ones when some are hidden
    /// (no `visible=` when every column shows), and the sidebar's selected
    /// item as JSON (no `item=` when nothing is selected):
    /// `MailSplit (split) columns=sidebar,detail visible=detail item="inbox"`.
    ///
    /// A sheet shows the detent it rests at (`[medium]`), a popover or dialog
    /// its anchor (`@share`), an alert its title and buttons, each with its
    /// role, whether it is preferred and when it is enabled:
    /// `alert confirmDelete(3) [awaited] “Delete?” [Delete (destructive)] [Cancel (cancel)]`,
    /// `alert newList “New list” [Create (preferred, enabled when name is not empty)] [Cancel (cancel)]`.
    public var description: String {
        var lines: [String] = []
        appendLines(to: &lines, indent: "")
        return lines.joined(separator: "\n")
    }

    func appendLines(to lines: inout [String], indent: String) {
        var header = "\(indent)\(type) (\(kind))"
        if !attributes.isEmpty {
            header += " " + attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
        if let split {
            header += " columns=" + split.columns.map(\.rawValue).joined(separator: ",")
            if split.visibleColumns != split.columns {
                header += " visible=" + split.visibleColumns.map(\.rawValue).joined(separator: ",")
            }
            if let item = split.selectedItem { header += " item=\(item)" }
        }
        lines.append(header)
        for (index, entry) in entries.enumerated() {
            let isLast = index == entries.count - 1
            var line = indent + (isLast ? "└─ " : "├─ ") + entry.presentation.rawValue + " " + entry.route
            if let input = entry.input { line += "(\(input))" }
            if let item = entry.item { line += " \"\(item.title)\"" }
            if entry.id == selected { line += " [selected]" }
            if entry.isAwaited { line += " [awaited]" }
            if let anchor = entry.style?.anchor { line += " @\(anchor)" }
            if let transition = entry.style?.transition { line += " [\(transition)]" }
            if let detent = entry.detent { line += " [\(detent)]" }
            if let alert = entry.alert { line += " " + alert.line }
            lines.append(line)
            entry.child?.appendLines(to: &lines, indent: indent + (isLast ? "   " : "│  "))
        }
    }
}

extension AlertSnapshot {
    /// The alert on one line: its title in quotes, then each button in
    /// brackets with its role, whether it is preferred and its condition.
    var line: String {
        var text = "“\(title)”"
        for button in buttons {
            let notes = button.notes
            text += " [\(button.label)\(notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")]"
        }
        return text
    }
}

extension AlertSnapshot.Button {
    /// What a drawing says of the button after its label: its role, whether
    /// it is preferred, and when it is enabled (`destructive`, `preferred`,
    /// `enabled when name is not empty`).
    package var notes: [String] {
        var notes = role.map { ["\($0)"] } ?? []
        if isPreferred { notes.append("preferred") }
        if let enabledWhen { notes.append("enabled when \(enabledWhen)") }
        return notes
    }
}
