/// A transaction computed but not committed: the state its steps lead to,
/// kept while the guards of what it removes are asked.
///
/// The steps ran once. If nothing in the tree changed while the guards were
/// asked, ``commit()`` applies the same result; otherwise the draft is
/// ``discard()``ed (what it showed ends with `.cancel(.notShown(_:))`) and the
/// request computes a new one on the current state.
@MainActor
final class Draft {
    private let transaction: TransactionState
    private let after: [TransactionState.Memento]
    private let cause: ChangeCause
    private let tree: NavigationTree
    private let generation: UInt64
    private var isSettled = false

    init(transaction: TransactionState, after: [TransactionState.Memento], cause: ChangeCause, tree: NavigationTree) {
        self.transaction = transaction
        self.after = after
        self.cause = cause
        self.tree = tree
        self.generation = tree.generation
    }

    /// Whether the tree is as it was when the draft was made.
    var isCurrent: Bool {
        !isSettled && tree.generation == generation && tree.transaction == nil
            && after.allSatisfy { $0.node.tree === tree && $0.node.isActive }
            && transaction.attachedEntries.allSatisfy { made in
                // A flow the draft shows must not have been shown elsewhere meanwhile.
                made.entry.child.map { $0.parent == nil && $0.tree === tree && $0.isActive } ?? true
            }
    }

    /// The entries the draft removes, with their subtrees.
    var removedEntries: [EntryState] { transaction.removedEntries }

    /// Applies the draft as one change.
    func commit() {
        guard isCurrent else { return }
        isSettled = true
        tree.openDrafts -= 1
        for memento in after {
            memento.node.redo(memento.state)
        }
        transaction.complete(cause: cause)
    }

    /// Drops the draft: what it showed was never shown.
    func discard() {
        guard !isSettled else { return }
        isSettled = true
        tree.openDrafts -= 1
        transaction.discardSuspended()
    }
}

extension TransactionState {
    /// Undoes the transaction for now and returns it as a draft.
    func suspend(cause: ChangeCause) -> Draft {
        let after = mementos.map { Memento(node: $0.node, state: $0.node.state) }
        for memento in mementos.reversed() {
            memento.node.restore(memento.state)
        }
        for ending in endings {
            if case .node(let node, _) = ending { node.cancelPendingEnd() }
            if case .entry(let entry, _) = ending { entry.child?.cancelPendingEnd() }
        }
        for (node, entry) in attachedEntries where !node.contains(entry) {
            entry.child?.orphan()
        }
        tree.openDrafts += 1
        return Draft(transaction: self, after: after, cause: cause, tree: tree)
    }

    /// Ends what a dropped draft attached.
    func discardSuspended() {
        var effects = Effects()
        for (node, entry) in attachedEntries.reversed() where !node.contains(entry) {
            node.tree.end(entry, .cancel(.notShown(Self.rolledBackError)), into: &effects)
        }
        tree.perform(effects)
    }
}
