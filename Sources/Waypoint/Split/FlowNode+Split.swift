/// A split view's operations on its node: each one transition of the tree's
/// state, one change.
extension FlowNode {
    /// The split's state, or an error if this container is not a split view.
    func splitState() throws(NavigationError) -> SplitSnapshot {
        guard let split = state.split else {
            throw NavigationError(
                .columnNotFound, "\(typeName) is a \(kind) container, not a split view made with Container(split:)")
        }
        return split
    }

    /// The column a route shows its destination in, checked against the split.
    func column(for presentation: Presentation, route: @autoclosure () -> String) throws(NavigationError)
        -> SplitColumn
    {
        let split = try splitState()
        guard let column = presentation.column else {
            throw NavigationError(
                .columnNotFound, "route '\(route())' is presented as .\(presentation), not in a column of \(typeName)")
        }
        guard split.has(column) else {
            throw NavigationError(.columnNotFound, "\(typeName) has no \(column) column for route '\(route())'")
        }
        return column
    }

    /// The split's entries with `entry` in `column` in place of what it
    /// showed; with `clearingAfter`, the columns after it emptied too.
    func columns(placing entry: EntryState?, in column: SplitColumn, clearingAfter: Bool) -> [EntryState] {
        var placed = entries.filter { existing in
            guard let other = existing.presentation.column else { return true }
            return other < column || (other > column && !clearingAfter)
        }
        if let entry {
            let index = placed.firstIndex { ($0.presentation.column ?? .sidebar) > column } ?? placed.endIndex
            placed.insert(entry, at: index)
        }
        return placed
    }

    /// Gives the split new column entries and state, and yields one change
    /// with `cause`. Entries that leave end with `.cancel(reason)`.
    func arrangeColumns(
        _ newEntries: [EntryState],
        split: SplitSnapshot,
        reason: CancelReason = .replaced,
        cause: ChangeCause
    ) {
        let existing = Set(entries.map(\.id))
        let newEntries = newEntries.map { existing.contains($0.id) ? $0 : tree.adopt($0) }
        apply { state, id, deferring in
            state.arrangeColumns(
                of: id, with: newEntries, split: split, reason: reason, cause: cause, deferring: deferring)
        }
    }

    /// Applies a user's dismissal of what a column shows (a back gesture in
    /// a collapsed split): the column and those after it empty; emptying the
    /// column the sidebar's selection fills deselects. The sidebar is never
    /// dismissed.
    func dismissColumn(at index: Int) -> IntentOutcome {
        guard var split = state.split, let column = entries[index].presentation.column, column != .sidebar else {
            return .ignored
        }
        if column <= split.itemColumn { split.selectedItem = nil }
        arrangeColumns(
            columns(placing: nil, in: column, clearingAfter: true), split: split, reason: .userDismissed,
            cause: .user)
        return .applied
    }

    /// Applies the columns a user showed or hid; an empty list, or a column
    /// the split does not have, is ignored.
    func showColumns(_ visible: [SplitColumn]) -> IntentOutcome {
        guard var split = state.split, !visible.isEmpty, visible.allSatisfy(split.has) else { return .ignored }
        let ordered = split.columns.filter(visible.contains)
        guard ordered != split.visibleColumns else { return .unchanged }
        split.visibleColumns = ordered
        arrangeColumns(entries, split: split, cause: .user)
        return .applied
    }
}

extension FlowNode {
    /// Whether an entry of this subtree is guarded (a leave guard, or a
    /// `LeaveGuarding` flow): removing the subtree asks a guard.
    var holdsGuard: Bool {
        entries.contains { $0.isGuarded || (tree.childNode(of: $0)?.holdsGuard ?? false) }
    }
}
