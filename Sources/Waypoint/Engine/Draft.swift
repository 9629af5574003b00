/// A transaction computed but not committed: the tree's state its steps lead
/// to (a ``TreeState`` value), set aside while the guards of what it removes
/// are asked.
///
/// The steps ran once. If nothing in the tree changed while the guards were
/// asked, ``commit()`` applies the same result; otherwise the draft is
/// ``discard()``ed (what it showed ends with `.cancel(.notShown(_:))`) and the
/// request computes a new one on the current state.
@MainActor
final class Draft {
    private let transaction: TransactionState
    private let computed: TreeState
    private let cause: ChangeCause
    private let tree: NavigationTree
    private let generation: UInt64
    private var isSettled = false

    init(transaction: TransactionState, computed: TreeState, cause: ChangeCause, tree: NavigationTree) {
        self.transaction = transaction
        self.computed = computed
        self.cause = cause
        self.tree = tree
        self.generation = tree.generation
    }

    /// Whether the tree is as it was when the draft was made.
    var isCurrent: Bool {
        !isSettled && tree.generation == generation && tree.transaction == nil
            && transaction.changed.allSatisfy { $0.tree === tree && $0.isActive }
            && transaction.attachedEntries.allSatisfy { made in
                // A flow the draft shows must not have been shown elsewhere meanwhile.
                tree.childNode(ofEntry: made.id, showsChild: made.showsChild).map {
                    $0.state.parent == nil && $0.tree === tree && $0.isActive
                } ?? true
            }
    }

    /// The entries the draft removes, with their subtrees.
    var removedEntries: [EntryState] { transaction.removedEntries }

    /// Applies the draft as one change.
    func commit() {
        guard isCurrent else { return }
        isSettled = true
        tree.openDrafts -= 1
        tree.mutated()
        tree.replaceState(with: computed, changing: transaction.changed)
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
