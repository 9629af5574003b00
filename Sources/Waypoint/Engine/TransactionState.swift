/// The transaction in progress on one tree: the tree's state as it was when
/// the transaction began, to put back if it fails, and what to finish and
/// announce if it succeeds.
///
/// Navigation runs on the main actor and a transaction's body is synchronous, so
/// at most one transaction is in progress on a tree at a time. A nested
/// transaction joins it as a savepoint, another saved copy of the state: if the
/// nested body throws, what it did is undone and the outer transaction goes on.
@MainActor
final class TransactionState {
    /// A removal whose subtree ends only when the transaction commits.
    enum Ending {
        /// An entry left its node's entries.
        case entry(EntryState, Outcome)
        /// A top-level flow finished in place.
        case node(NodeID, Outcome)
    }

    /// The tree's state when the transaction began, with each node that joined
    /// the tree since (a child flow it adopted) as it was when it joined.
    private var saved: TreeState
    /// Removals whose subtrees end only once the transaction succeeds.
    private(set) var endings: [Ending] = []

    /// What the steps record: every step of a deep link's fifty writes
    /// here, so the records are one value in one stored property, declared
    /// below. Read through ``changed``, ``dirty`` and ``attachedEntries``.
    private struct Steps {
        /// See ``TransactionState/changed``.
        var changed: [FlowNode] = []
        /// The identities of `changed`, once it lists `listedNodes` nodes.
        var changedIDs: Set<ObjectIdentifier> = []
        /// See ``TransactionState/dirty``.
        var dirty: [FlowNode] = []
        /// The causes of the steps: all that ``cause(_:)`` needs of them is
        /// whether they were all the same (a deep link's fifty pushes keep
        /// one value, not an array of fifty).
        var causes = Causes.none
        /// See ``TransactionState/attachedEntries``.
        var attachedEntries: [MadeEntry] = []
    }

    #if DEBUG
    private var steps = Steps()
    #else
    // Not checked for exclusive access at run time in release builds
    // (`@exclusivity(unchecked)`, SE-0176), like the tree's and the nodes' hot
    // fields: each step of a transaction reads and appends to these, and
    // undoing a savepoint cuts them back; the checks cost a thread-local
    // lookup per access. Safe: the transaction is main-actor state, and every
    // access is a read or write in place that calls out only after it ends
    // (the closures run inside one only compare values; undoing hands
    // `endNotShown` and `replaceState` copies, not an access). Cutting back
    // `dirty` or `attachedEntries` may release the last reference to a node,
    // whose deinit does not reach the transaction: it leaves its tree's work
    // to a task. Debug builds check it at run time: every test and the
    // model-based test run with the checks on.
    @exclusivity(unchecked) private var steps = Steps()
    #endif

    /// The nodes whose state changed, whose snapshot caches are dropped when a
    /// state is put back.
    var changed: [FlowNode] { steps.changed }
    /// Nodes that changed, in order.
    var dirty: [FlowNode] { steps.dirty }
    /// Entries made during the transaction, with the node that made them: those
    /// not in that node's entries when it is undone never were shown.
    var attachedEntries: [MadeEntry] { steps.attachedEntries }

    /// An entry made during the transaction: what undoing it needs (its
    /// id, in the node that made it) and what a draft checks (the child
    /// flow it shows), not a copy of the entry's state.
    struct MadeEntry {
        let node: FlowNode
        let id: EntryID
        let showsChild: Bool
    }

    /// The causes of a transaction's steps, so far.
    private enum Causes {
        case none
        /// Every step so far had this cause.
        case one(ChangeCause)
        /// The steps had different causes.
        case mixed

        mutating func add(_ cause: ChangeCause) {
            switch self {
            case .none: self = .one(cause)
            case .one(let first) where first == cause: break
            case .one, .mixed: self = .mixed
            }
        }
    }
    /// Work that may start only once the transaction commits (user intents
    /// received inside it that must wait for their guards): dropped with the
    /// transaction, or with the savepoint that received them.
    private(set) var afterCommit: [() -> Void] = []

    /// A nested transaction: the tree's state when it began, and where the
    /// arrays stood.
    private struct Savepoint {
        var state: TreeState
        let endings: Int
        let attached: Int
        let dirty: Int
        let causes: Causes
        let afterCommit: Int
    }

    private var savepoints: [Savepoint] = []
    /// The tree the transaction changes.
    let tree: NavigationTree

    init(tree: NavigationTree) {
        self.tree = tree
        saved = tree.state
    }

    func made(_ entry: EntryState, in node: FlowNode) {
        steps.attachedEntries.append(MadeEntry(node: node, id: entry.id, showsChild: entry.child != nil))
    }

    /// Runs `work` once the transaction commits; never if it (or the savepoint
    /// open now) is undone.
    func onCommit(_ work: @escaping () -> Void) {
        afterCommit.append(work)
    }

    /// Starts the work that waited for the commit.
    func runAfterCommit() {
        let work = afterCommit
        afterCommit = []
        for item in work { item() }
    }

    /// Notes a node whose state is about to change.
    func willMutate(_ node: FlowNode) {
        // (A node changed again, as by a deep link's steps on one stack, is found without hashing.)
        if steps.changed.last === node { return }
        // A few nodes are looked for in the list; the set is made for more.
        if steps.changed.count < Self.listedNodes {
            if steps.changed.contains(where: { $0 === node }) { return }
            steps.changed.append(node)
            if steps.changed.count == Self.listedNodes {
                steps.changedIDs = Set(steps.changed.lazy.map(ObjectIdentifier.init))
            }
            return
        }
        guard steps.changedIDs.insert(ObjectIdentifier(node)).inserted else { return }
        steps.changed.append(node)
    }

    /// How many changed nodes are found by a look through ``changed``
    /// before a set of their identities is kept.
    private static let listedNodes = 8

    /// Records a node that joined the tree (a child flow adopted by the
    /// transaction): undoing puts it back as it joined, with no parent.
    func joined(_ id: NodeID, as state: NodeState) {
        saved.insert(state, for: id)
        for index in savepoints.indices {
            savepoints[index].state.insert(state, for: id)
        }
    }

    /// Records a node that left the tree (a flow that finished when a
    /// savepoint was undone): undoing the transaction does not bring it back.
    func left(_ id: NodeID) {
        saved.remove(id)
        for index in savepoints.indices {
            savepoints[index].state.remove(id)
        }
    }

    func postpone(_ ending: Ending) {
        endings.append(ending)
    }

    func markDirty(_ node: FlowNode, cause: ChangeCause) {
        // A node marked by the step before is not listed twice: the change announces each node once.
        if steps.dirty.last !== node { steps.dirty.append(node) }
        steps.causes.add(cause)
    }

    /// The cause of the single change: the one asked for, the cause of the only
    /// kind of step taken, or ``ChangeCause/transaction``.
    func cause(_ requested: ChangeCause?) -> ChangeCause {
        if let requested { return requested }
        if case .one(let cause) = steps.causes { return cause }
        return .transaction
    }

    /// Runs a nested body as a savepoint. It is kept if the body returns and
    /// `keep` agrees (given the endings the body added); otherwise what it did
    /// is undone. A body that throws rethrows.
    func runNested<Value, Failure: Error>(
        _ body: () throws(Failure) -> Value,
        keep: (ArraySlice<Ending>) -> Bool = { _ in true }
    ) throws(Failure) -> (value: Value, kept: Bool) {
        savepoints.append(
            Savepoint(
                state: tree.state,
                endings: endings.count,
                attached: steps.attachedEntries.count,
                dirty: steps.dirty.count,
                causes: steps.causes,
                afterCommit: afterCommit.count
            )
        )
        let value: Value
        do {
            value = try body()
        } catch {
            rollBackSavepoint()
            throw error
        }
        if keep(endings[(savepoints.last?.endings ?? endings.count)...]) {
            savepoints.removeLast()
            return (value, true)
        }
        rollBackSavepoint()
        return (value, false)
    }

    private func rollBackSavepoint() {
        guard let savepoint = savepoints.popLast() else { return }
        tree.replaceState(with: savepoint.state, changing: changed)
        endNotShown(attachedEntries[savepoint.attached...])
        steps.attachedEntries.removeSubrange(savepoint.attached...)
        endings.removeSubrange(savepoint.endings...)
        steps.dirty.removeSubrange(savepoint.dirty...)
        steps.causes = savepoint.causes
        afterCommit.removeSubrange(savepoint.afterCommit...)
    }

    /// Ends the entries attached but no longer shown once a state was put
    /// back: their handles learn that they were never shown. (The flows whose
    /// removal was undone are active again, and the adopted ones have no
    /// parent, with the state.)
    private func endNotShown(_ attached: ArraySlice<MadeEntry>) {
        for made in attached.reversed() where !made.node.contains(made.id) {
            made.node.tree.endUnshown(made.id, .cancel(.notShown(Self.rolledBackError)))
        }
    }

    /// Why a destination that a failed transaction showed ends.
    static let rolledBackError = NavigationError(.cancelled, "the transaction that showed it did not commit")

    /// The entries this transaction removes, with their subtrees' entries.
    func removedEntries(in endings: ArraySlice<Ending>) -> [EntryState] {
        var result: [EntryState] = []
        let state = tree.state
        func collect(_ entry: EntryState) {
            result.append(entry)
            for child in entry.child.map({ state[$0].entries }) ?? [] { collect(child) }
        }
        for ending in endings {
            switch ending {
            case .entry(let entry, _): collect(entry)
            case .node(let node, _): state[node].entries.forEach(collect)
            }
        }
        return result
    }

    var removedEntries: [EntryState] { removedEntries(in: endings[...]) }

    /// Puts the tree's state back as it was, and ends what was attached.
    func rollBack() {
        tree.replaceState(with: saved, changing: changed)
        endNotShown(attachedEntries[...])
        afterCommit = []
    }

    /// Puts the tree's state back as it was for now, and returns the state the
    /// transaction computed as a draft.
    func suspend(cause: ChangeCause) -> Draft {
        let computed = tree.state
        tree.replaceState(with: saved, changing: changed)
        tree.openDrafts += 1
        return Draft(transaction: self, computed: computed, cause: cause, tree: tree)
    }

    /// Ends what a dropped draft attached.
    func discardSuspended() {
        endNotShown(attachedEntries[...])
    }
}

extension NavigationTree {
    /// Runs a synchronous body as one transaction on this tree. It commits if
    /// the body returns and `shouldCommit` agrees, and rolls back otherwise. A
    /// body run inside a transaction in progress joins it as a savepoint
    /// (`shouldCommit` is then not asked: the outer transaction decides).
    @discardableResult
    func run<Value, Failure: Error>(
        cause: ChangeCause?,
        _ body: () throws(Failure) -> Value,
        shouldCommit: (TransactionState) -> Bool = { _ in true }
    ) throws(Failure) -> Value {
        try run(cause: cause, body) { $0.map { shouldCommit($0) ? .commit : .rollBack } ?? .commit }.value
    }

    /// What becomes of a transaction whose body returned.
    enum Decision {
        case commit
        case rollBack
        /// Undone for now, kept as a draft to commit later.
        case suspend
    }

    /// Runs a body as one transaction and commits it, rolls it back, or suspends
    /// it as a draft, as `decide` says. A nested body (`decide` then gets `nil`)
    /// joins the transaction in progress.
    @discardableResult
    func run<Value, Failure: Error>(
        cause: ChangeCause?,
        _ body: () throws(Failure) -> Value,
        decide: (TransactionState?) -> Decision
    ) throws(Failure) -> (value: Value, draft: Draft?) {
        if let transaction {
            return (try transaction.runNested(body).value, nil)
        }
        let transaction = TransactionState(tree: self)
        self.transaction = transaction
        let value: Value
        do {
            value = try body()
        } catch {
            self.transaction = nil
            transaction.rollBack()
            throw error
        }
        self.transaction = nil
        switch decide(transaction) {
        case .commit:
            transaction.complete(cause: transaction.cause(cause))
            return (value, nil)
        case .rollBack:
            transaction.rollBack()
            return (value, nil)
        case .suspend:
            return (value, transaction.suspend(cause: transaction.cause(cause)))
        }
    }
}
