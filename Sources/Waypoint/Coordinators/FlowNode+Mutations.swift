extension FlowNode {
    /// Counts the change, and tells a transaction in progress which node changes.
    func willMutate() {
        tree.mutated()
        tree.transaction?.willMutate(self)
    }

    /// Links a new entry's result cell to the tree (only once it is shown: an
    /// entry made and dropped never references the tree) and adopts its child flow.
    func attach(_ entry: EntryState, completion: Completion? = nil) {
        (completion ?? tree.destinations[entry.id]?.completion)?.tree = tree
        if let child = entry.child {
            tree.absorb(child)
            child.parent = self
        }
    }

    /// Appends an entry and yields one change.
    func push(_ entry: EntryState, completion: Completion? = nil) {
        willMutate()
        attach(entry, completion: completion)
        entries.append(entry)
        entriesChanged(from: entries.count - 1)
        commit(entry.presentation == .push ? .push : .present)
    }

    /// Marks the top entry as awaited (a caller now awaits a destination that a
    /// double tap reused) and yields one change if that changed the snapshot.
    func markAwaited(_ entry: EntryState) {
        guard !entry.isAwaited, let index = entries.lastIndex(where: { $0.id == entry.id }) else { return }
        willMutate()
        entries[index].isAwaited = true
        entriesChanged(from: index)
        commit(entry.presentation == .push ? .push : .present)
    }

    /// Inserts an entry of a `.set` container and yields one change.
    func insert(_ entry: EntryState, at index: Int, select: Bool) {
        willMutate()
        attach(entry)
        let position = Swift.min(Swift.max(index, 0), entries.count)
        entries.insert(entry, at: position)
        entriesChanged(from: position)
        if select || selection == nil {
            selection = entry.id
        }
        commit(.insert)
    }

    /// Selects an entry of a `.set` container; yields one change if the selection moved.
    @discardableResult
    func select(_ id: EntryID, cause: ChangeCause) -> Bool {
        guard selection != id else { return false }
        willMutate()
        selection = id
        commit(cause)
        return true
    }

    /// Removes one entry: in a stack, with everything above it; in a set, alone
    /// (moving the selection to its neighbour). Yields one change.
    func remove(at index: Int, reason: CancelReason, outcome: Outcome? = nil, cause: ChangeCause) {
        switch layout {
        case .stack:
            remove(from: index, reason: reason, outcome: outcome, cause: cause)
        case .set:
            guard entries.indices.contains(index) else { return }
            willMutate()
            var effects = Effects()
            detach(index..<index + 1, reason: reason, outcome: outcome, into: &effects)
            if selection != nil, !entries.contains(where: { $0.id == selection }) {
                selection = entries.isEmpty ? nil : entries[Swift.min(index, entries.count - 1)].id
            }
            effects.change = .from(self, cause)
            tree.perform(effects)
        }
    }

    /// Removes the entries from `index` to the top, innermost first, and yields one
    /// change. The entry at `index` ends with `outcome` (or `.cancel(reason)`), the
    /// ones above it with `.cancel(reason)`.
    func remove(from index: Int, reason: CancelReason, outcome: Outcome? = nil, cause: ChangeCause) {
        guard index < entries.count else { return }
        willMutate()
        var effects = Effects()
        detach(index..<entries.count, reason: reason, outcome: outcome, into: &effects)
        effects.change = .from(self, cause)
        tree.perform(effects)
    }

    /// Replaces every entry, root included, with a new root and yields one change.
    func replaceRoot(with entry: EntryState) {
        willMutate()
        var effects = Effects()
        detach(0..<entries.count, reason: .replaced, outcome: nil, into: &effects)
        attach(entry)
        entries = [entry]
        entriesChanged(from: 0)
        effects.change = .from(self, .root)
        tree.perform(effects)
    }

    /// Removes a range of entries, top first, collecting their completions. The
    /// lowest entry ends with `outcome`, the others with `.cancel(reason)`.
    private func detach(
        _ range: Range<Int>,
        reason: CancelReason,
        outcome: Outcome?,
        into effects: inout Effects
    ) {
        // Ended in place, then removed: the slice is gone by then, so removing copies nothing.
        end(entries[range], first: outcome, reason: reason, into: &effects)
        entries.removeSubrange(range)
        entriesChanged(from: range.lowerBound)
    }

    /// Ends removed entries, top first: the first ends with `first` (or
    /// `.cancel(reason)`), the others with `.cancel(reason)`. In a transaction
    /// the subtrees end only once it succeeds.
    private func end(
        _ removed: ArraySlice<EntryState>,
        first: Outcome?,
        reason: CancelReason,
        into effects: inout Effects
    ) {
        for index in removed.indices.reversed() {
            let entry = removed[index]
            let ending = index == removed.startIndex ? (first ?? .cancel(reason)) : .cancel(reason)
            if let transaction = tree.transaction {
                // Ended only if the transaction succeeds; until then the subtree is intact.
                if let child = entry.child, child.lifecycle == .active { child.lifecycle = .ending }
                transaction.postpone(.entry(entry, ending))
            } else {
                tree.end(entry, ending, into: &effects)
            }
        }
    }

    /// Replaces every entry, keeping those that stay, and yields one change.
    func replaceAll(with newEntries: [EntryState], selection newSelection: EntryID?, cause: ChangeCause) {
        willMutate()
        let kept = Set(newEntries.map(\.id))
        var effects = Effects()
        end(entries.filter { !kept.contains($0.id) }[...], first: nil, reason: .replaced, into: &effects)
        let existing = Set(entries.map(\.id))
        for entry in newEntries where !existing.contains(entry.id) {
            attach(entry)
        }
        entries = newEntries
        entriesChanged(from: 0)
        selection = newSelection
        effects.change = .from(self, cause)
        tree.perform(effects)
    }

    /// Ends this flow and its whole subtree, innermost first, collecting what
    /// the driver does next: finish the streams, release the entries, resolve
    /// the results once the tree's change has been yielded.
    func tearDown(_ outcome: Outcome, into effects: inout Effects) {
        guard lifecycle != .finished else { return }
        tree.mutated()
        lifecycle = .finished
        let removed = entries
        entries = []
        entriesChanged(from: 0)
        changedChildren = []
        snapshotEntries = EntryList()
        cachedSnapshot = nil
        // A wrapper's content ends as the wrapper does: with its result.
        let childEnding = endsWithChild ? outcome : .cancel(.parentEnded)
        for entry in removed.reversed() {
            tree.end(entry, childEnding, into: &effects)
        }
        parent = nil
        leaveTree()
        effects.finishedFlows.append(self)
        effects.resolutions.append((completion, outcome))
    }

    /// Ends this flow at once, outside any transaction, with its subtree.
    func end(_ outcome: Outcome) {
        var effects = Effects()
        tearDown(outcome, into: &effects)
        tree.perform(effects)
    }

    /// Removes an awaited destination because its awaiting task was cancelled.
    /// Roots are not removed this way.
    func removeForTaskCancellation(at index: Int) -> Bool {
        guard isActive, entries.indices.contains(index), !entries[index].isFixed else {
            return false
        }
        remove(at: index, reason: .taskCancelled, cause: .taskCancelled)
        return true
    }

    /// Ends this flow with a result: removes it from its parent's stack (with what
    /// is stacked above it), or, for a top-level flow, ends it in place.
    func finish(_ outcome: Outcome) throws(NavigationError) {
        guard isActive else {
            throw NavigationError(.alreadyFinished, "\(typeName) has already finished")
        }
        guard let parent, let index = parent.index(showing: self) else {
            if let transaction = tree.transaction {
                tree.mutated()
                lifecycle = .ending
                transaction.postpone(.node(self, outcome))
                return
            }
            end(outcome)
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
