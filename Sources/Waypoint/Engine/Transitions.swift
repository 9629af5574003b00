/// The tree's operations, as transitions: each changes a ``TreeState`` value
/// and returns the ``Effects`` that follow from it, and does nothing else. It
/// reads no coordinator and touches no destination, stream or result: the
/// driver (``NavigationTree/perform(_:from:each:)``) does that, in order, once the
/// new state is in place.
///
/// `deferring` is `true` inside a transaction: a removed entry's subtree is
/// then only marked ending, and its end postponed to the commit (a rollback
/// puts the saved state back, subtree included).
extension TreeState {
    /// Installs a node's first entries below those it has (what its root's
    /// factory showed), selecting one. No change: they are its initial state.
    mutating func install(_ initial: [EntryState], selecting selection: Int?, in node: NodeID) -> Effects {
        for entry in initial {
            if let child = entry.child { self[child].parent = node }
        }
        self[node].entries = initial + self[node].entries
        if let selection, initial.indices.contains(selection) {
            self[node].selection = initial[selection].id
        }
        return Effects(entriesFrom: 0)
    }

    /// Appends an entry to a node, naming the node as its child flow's parent.
    /// The node's alerts stay on top: anything else goes below them.
    mutating func push(_ entry: EntryState, onto node: NodeID) -> Effects {
        var index = self[node].entries.count
        if index > 0, self[node].entries[index - 1].isAlert, !entry.isAlert {
            while index > 0, self[node].entries[index - 1].isAlert { index -= 1 }
            self[node].entries.insert(entry, at: index)
        } else {
            self[node].entries.append(entry)
        }
        if let child = entry.child { self[child].parent = node }
        return Effects(entriesFrom: index, change: entry.presentation == .push ? .push : .present)
    }

    /// Sets the detent a sheet rests at, by its index in its route's detents.
    mutating func setDetent(_ detent: UInt8, at index: Int, in node: NodeID, cause: ChangeCause) -> Effects {
        guard self[node].entries.indices.contains(index), self[node].entries[index].detent != detent else {
            return Effects()
        }
        self[node].entries[index].detent = detent
        return Effects(entriesFrom: index, change: cause)
    }

    /// Marks an entry as awaited (a caller now awaits a destination that a
    /// double tap reused).
    mutating func markAwaited(_ id: EntryID, in node: NodeID) -> Effects {
        guard let index = self[node].entries.lastIndex(where: { $0.id == id }),
            !self[node].entries[index].isAwaited
        else { return Effects() }
        self[node].entries[index].isAwaited = true
        let presentation = self[node].entries[index].presentation
        return Effects(entriesFrom: index, change: presentation == .push ? .push : .present)
    }

    /// Notes whether an entry has a leave guard; a change only if that changed
    /// its snapshot (``EntrySnapshot/isGuarded``).
    mutating func setLeaveGuard(_ isGuarded: Bool, at index: Int, in node: NodeID) -> Effects {
        let wasGuarded = self[node].entries[index].isGuarded
        self[node].entries[index].hasLeaveGuard = isGuarded
        guard self[node].entries[index].isGuarded != wasGuarded else { return Effects() }
        return Effects(entriesFrom: index, change: .leaveGuard)
    }

    /// Inserts an entry into a `.set` container; selects it if asked or if
    /// nothing is selected.
    mutating func insert(_ entry: EntryState, at index: Int, select: Bool, into node: NodeID) -> Effects {
        let position = Swift.min(Swift.max(index, 0), self[node].entries.count)
        self[node].entries.insert(entry, at: position)
        if let child = entry.child { self[child].parent = node }
        if select || self[node].selection == nil {
            self[node].selection = entry.id
        }
        return Effects(entriesFrom: position, change: .insert)
    }

    /// Selects an entry of a `.set` container. No effects if it was selected.
    mutating func select(_ id: EntryID, in node: NodeID, cause: ChangeCause) -> Effects {
        guard self[node].selection != id else { return Effects() }
        self[node].selection = id
        return Effects(change: cause)
    }

    /// Removes one entry: in a stack, with everything above it; in a set,
    /// alone, the selection moving to its neighbour. The entry ends with
    /// `outcome` (or `.cancel(reason)`), the ones above it with
    /// `.cancel(reason)`, top first.
    ///
    /// `alone` asks to remove the entry itself rather than the stack from it
    /// on: an alert is then removed alone (nothing is stacked on an alert; the
    /// alerts above it wait their turn), any other entry with what is above it.
    mutating func remove(
        at index: Int,
        from node: NodeID,
        reason: CancelReason,
        outcome: Outcome?,
        cause: ChangeCause,
        alone: Bool = false,
        deferring: Bool
    ) -> Effects {
        let count = self[node].entries.count
        guard index >= 0, index < count else { return Effects() }
        let layout = self[node].layout
        let single = layout == .set || (alone && self[node].entries[index].isAlert)
        let range = single ? index..<index + 1 : index..<count
        var effects = Effects(entriesFrom: index, change: cause)
        // The removed slice is a temporary, gone before the removal: nothing
        // else shares the entries' storage then, so removing copies nothing.
        end(self[node].entries[range], first: outcome, reason: reason, deferring: deferring, into: &effects)
        // Only containers have a split's state: a stack reads none.
        let column = layout == .set && self[node].split != nil ? self[node].entries[index].presentation.column : nil
        self[node].entries.removeSubrange(range)
        if layout == .set, let selection = self[node].selection,
            !self[node].entries.contains(where: { $0.id == selection })
        {
            let remaining = self[node].entries
            self[node].selection = remaining.isEmpty ? nil : remaining[Swift.min(index, remaining.count - 1)].id
        }
        // A split's sidebar selects nothing once the column it fills is empty.
        if let column, column == self[node].split?.itemColumn {
            self[node].split?.selectedItem = nil
        }
        return effects
    }

    /// Gives a split view new column entries and state: the entries that
    /// stay keep their ids, the others end with `.cancel(reason)`; the
    /// selection goes if its entry does.
    mutating func arrangeColumns(
        of node: NodeID,
        with newEntries: [EntryState],
        split: SplitSnapshot,
        reason: CancelReason,
        cause: ChangeCause,
        deferring: Bool
    ) -> Effects {
        let selection = self[node].selection.flatMap { selected in
            newEntries.contains { $0.id == selected } ? selected : nil
        }
        self[node].split = split
        return replaceAll(
            of: node, with: newEntries, selection: selection, reason: reason, cause: cause, deferring: deferring)
    }

    /// Replaces every entry of a node, keeping those that stay (same id); the
    /// others end with `.cancel(reason)`.
    mutating func replaceAll(
        of node: NodeID,
        with newEntries: [EntryState],
        selection: EntryID?,
        reason: CancelReason = .replaced,
        cause: ChangeCause,
        deferring: Bool
    ) -> Effects {
        let kept = Set(newEntries.map(\.id))
        var effects = Effects(entriesFrom: 0, change: cause)
        let removed = self[node].entries.filter { !kept.contains($0.id) }
        end(removed[...], first: nil, reason: reason, deferring: deferring, into: &effects)
        for entry in newEntries {
            if let child = entry.child { self[child].parent = node }
        }
        self[node].entries = newEntries
        self[node].selection = selection
        return effects
    }

    /// Ends a flow in place (a top-level flow's `finish`): at once, or, inside
    /// a transaction, when it commits.
    mutating func finish(_ node: NodeID, _ outcome: Outcome, deferring: Bool) -> Effects {
        var effects = Effects()
        if deferring {
            self[node].lifecycle = .ending
            effects.postponed.append(.node(node, outcome))
        } else {
            endFlow(node, outcome, into: &effects)
        }
        return effects
    }

    /// Ends removed entries, top first: the lowest ends with `first` (or
    /// `.cancel(reason)`), the others with `.cancel(reason)`.
    private mutating func end(
        _ removed: ArraySlice<EntryState>,
        first: Outcome?,
        reason: CancelReason,
        deferring: Bool,
        into effects: inout Effects
    ) {
        for index in removed.indices.reversed() {
            let entry = removed[index]
            let ending = index == removed.startIndex ? (first ?? .cancel(reason)) : .cancel(reason)
            if deferring {
                // Until the transaction commits, the subtree stays intact.
                if let child = entry.child, self[child].lifecycle == .active { self[child].lifecycle = .ending }
                effects.postponed.append(.entry(entry, ending))
            } else {
                end(entry, ending, into: &effects)
            }
        }
    }

    /// Ends an entry that left its node's entries: its child flow's subtree
    /// first, then the entry itself. `cascade`, if given, is the reason the
    /// flows below end with instead of ``CancelReason/parentEnded``.
    mutating func end(
        _ entry: EntryState,
        _ outcome: Outcome,
        cascade: CancelReason? = nil,
        into effects: inout Effects
    ) {
        if let child = entry.child {
            effects.endings.append(.entry(entry.id, resolving: nil))
            endFlow(child, outcome, cascade: cascade, into: &effects)
        } else {
            effects.endings.append(.entry(entry.id, resolving: outcome))
        }
    }

    /// Ends a flow and its whole subtree, innermost first: each node leaves the
    /// state. A wrapper's content ends with the wrapper's outcome, any other
    /// child flow with `.cancel(cascade ?? .parentEnded)`.
    mutating func endFlow(
        _ node: NodeID,
        _ outcome: Outcome,
        cascade: CancelReason? = nil,
        into effects: inout Effects
    ) {
        guard let removed = remove(node), removed.lifecycle != .finished else { return }
        let childEnding = removed.endsWithChild ? outcome : .cancel(cascade ?? .parentEnded)
        for entry in removed.entries.reversed() {
            end(entry, childEnding, cascade: cascade, into: &effects)
        }
        effects.endings.append(.flow(node, outcome))
    }

    /// Takes a node whose coordinator is gone out of the state and ends its
    /// entries with `.cancel(.parentEnded)`; its own result has no one left
    /// to receive it.
    mutating func orphan(_ node: NodeID) -> Effects {
        var effects = Effects()
        guard let removed = remove(node) else { return effects }
        for entry in removed.entries.reversed() {
            end(entry, .cancel(.parentEnded), into: &effects)
        }
        return effects
    }
}
