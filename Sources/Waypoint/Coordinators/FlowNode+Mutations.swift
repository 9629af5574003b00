/// A node's navigation calls, each one transition of the tree's state
/// (`Engine/Transitions.swift`) applied by the tree's driver: one change each.
extension FlowNode {
    /// Applies a transition to this node's part of the tree's state.
    @inline(__always)
    func apply(_ transition: (inout TreeState, NodeID, _ deferring: Bool) -> Effects) {
        let id = id
        tree.apply(changing: self) { state, deferring in transition(&state, id, deferring) }
    }

    /// Appends an entry and yields one change.
    func push(_ entry: EntryState, completion: Completion? = nil) {
        let entry = tree.adopt(entry, completion: completion)
        apply { state, id, _ in state.push(entry, onto: id) }
    }

    /// Marks the top entry as awaited (a caller now awaits a destination that a
    /// double tap reused) and yields one change if that changed the snapshot.
    func markAwaited(_ entry: EntryState) {
        guard !entry.isAwaited, entries.contains(where: { $0.id == entry.id && !$0.isAwaited }) else { return }
        apply { state, id, _ in state.markAwaited(entry.id, in: id) }
    }

    /// Inserts an entry of a `.set` container and yields one change.
    func insert(_ entry: EntryState, at index: Int, select: Bool) {
        let entry = tree.adopt(entry)
        apply { state, id, _ in state.insert(entry, at: index, select: select, into: id) }
    }

    /// Selects an entry of a `.set` container; yields one change if the selection moved.
    @discardableResult
    func select(_ entry: EntryID, cause: ChangeCause) -> Bool {
        guard selection != entry else { return false }
        apply { state, id, _ in state.select(entry, in: id, cause: cause) }
        return true
    }

    /// Removes one entry: in a stack, with everything above it; in a set, alone
    /// (moving the selection to its neighbour). Yields one change. The entry
    /// ends with `outcome` (or `.cancel(reason)`), the ones above it with
    /// `.cancel(reason)`. With `alone`, an alert is removed without the
    /// alerts queued above it (``TreeState/remove(at:from:reason:outcome:cause:alone:deferring:)``).
    func remove(at index: Int, reason: CancelReason, outcome: Outcome? = nil, cause: ChangeCause, alone: Bool = false) {
        guard entries.indices.contains(index) else { return }
        apply { state, id, deferring in
            state.remove(
                at: index, from: id, reason: reason, outcome: outcome, cause: cause, alone: alone, deferring: deferring)
        }
    }

    /// Sets the detent the sheet at `index` rests at; one change with `cause`
    /// if it moved.
    func setDetent(_ detent: UInt8, at index: Int, cause: ChangeCause) {
        guard entries.indices.contains(index), entries[index].detent != detent else { return }
        apply { state, id, _ in state.setDetent(detent, at: index, in: id, cause: cause) }
    }

    /// Replaces every entry, root included, with a new root and yields one change.
    func replaceRoot(with entry: EntryState) {
        replaceAll(with: [entry], selection: nil, cause: .root)
    }

    /// Replaces every entry, keeping those that stay, and yields one change.
    func replaceAll(with newEntries: [EntryState], selection: EntryID?, cause: ChangeCause) {
        let existing = Set(entries.map(\.id))
        let newEntries = newEntries.map { existing.contains($0.id) ? $0 : tree.adopt($0) }
        apply { state, id, deferring in
            state.replaceAll(of: id, with: newEntries, selection: selection, cause: cause, deferring: deferring)
        }
    }

    /// Ends this flow at once, outside any transaction, with its subtree. Its
    /// state leaves the tree: a transaction in progress does not count it as
    /// changed (nothing of it is put back or announced). The flows below end
    /// with `.cancel(cascade)` if given, else with `.cancel(.parentEnded)`.
    func end(_ outcome: Outcome, cascade: CancelReason? = nil) {
        guard lifecycle != .finished else { return }
        let id = id
        tree.apply(changing: nil) { state, _ in
            var effects = Effects()
            state.endFlow(id, outcome, cascade: cascade, into: &effects)
            return effects
        }
    }

    /// Removes an awaited destination because its awaiting task was cancelled.
    /// Roots are not removed this way.
    func removeForTaskCancellation(at index: Int) -> Bool {
        guard isActive, entries.indices.contains(index), !entries[index].isFixed else {
            return false
        }
        remove(at: index, reason: .taskCancelled, cause: .taskCancelled, alone: true)
        return true
    }

    /// Ends this flow with a result: removes it from its parent's stack (with what
    /// is stacked above it), or, for a top-level flow, ends it in place.
    func finish(_ outcome: Outcome) throws(NavigationError) {
        guard isActive else {
            throw NavigationError(.alreadyFinished, "\(typeName) has already finished")
        }
        guard let parent, let index = parent.index(showing: self) else {
            apply { state, id, deferring in state.finish(id, outcome, deferring: deferring) }
            return
        }
        guard parent.layout != .stack || parent.entries[index].presentation != .root else {
            throw NavigationError(
                .cannotFinishRoot,
                "\(typeName) is the root of \(parent.typeName); switch the parent's root to replace it"
            )
        }
        if parent.endsWithChild {
            try parent.finish(outcome)
            return
        }
        parent.remove(at: index, reason: .popped, outcome: outcome, cause: .finish)
    }
}
