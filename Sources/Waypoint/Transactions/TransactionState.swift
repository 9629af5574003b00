/// The transaction in progress: what to undo if it fails, and what to finish
/// and announce if it succeeds.
///
/// Navigation runs on the main actor and a transaction's body is synchronous, so
/// at most one transaction is in progress at a time. A nested transaction joins
/// it as a savepoint: if the nested body throws, what it did is undone and the
/// outer transaction goes on.
@MainActor
final class TransactionState {
    static var current: TransactionState?

    private struct Memento {
        let node: FlowNode
        let entries: [Entry]
        let selection: EntryID?
    }

    enum Ending {
        case entry(Entry, Outcome)
        case node(FlowNode, Outcome)
    }

    private var mementos: [Memento] = []
    private var touched: Set<ObjectIdentifier> = []
    /// Removals whose subtrees end only once the transaction succeeds.
    private(set) var endings: [Ending] = []
    /// Nodes that changed, in order.
    private(set) var dirty: [FlowNode] = []
    /// Entries attached during the transaction.
    private var attachedEntries: [Entry] = []

    /// A nested transaction: where the arrays stood when it began, and the state
    /// of each node it changed, as it was when it began.
    private struct Savepoint {
        let endings: Int
        let attached: Int
        let dirty: Int
        let causes: Int
        var touched: Set<ObjectIdentifier> = []
        var mementos: [Memento] = []
    }

    private var savepoints: [Savepoint] = []

    func attached(_ entry: Entry) {
        attachedEntries.append(entry)
    }

    /// Records a node's state before its first change in this transaction, and
    /// in each savepoint open in it.
    func willMutate(_ node: FlowNode, entries: [Entry], selection: EntryID?) {
        let id = ObjectIdentifier(node)
        for index in savepoints.indices where savepoints[index].touched.insert(id).inserted {
            savepoints[index].mementos.append(Memento(node: node, entries: entries, selection: selection))
        }
        guard touched.insert(id).inserted else { return }
        mementos.append(Memento(node: node, entries: entries, selection: selection))
    }

    /// Runs a nested body; if it throws, undoes what it did and rethrows.
    private func runNested<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        savepoints.append(
            Savepoint(endings: endings.count, attached: attachedEntries.count, dirty: dirty.count, causes: causes.count)
        )
        do {
            let value = try body()
            savepoints.removeLast()
            return value
        } catch {
            let savepoint = savepoints.removeLast()
            for memento in savepoint.mementos.reversed() {
                memento.node.restore(entries: memento.entries, selection: memento.selection)
            }
            undo(attached: attachedEntries[savepoint.attached...], endings: endings[savepoint.endings...])
            attachedEntries.removeSubrange(savepoint.attached...)
            endings.removeSubrange(savepoint.endings...)
            dirty.removeSubrange(savepoint.dirty...)
            causes.removeSubrange(savepoint.causes...)
            throw error
        }
    }

    /// Detaches children attached but no longer shown, and keeps alive the flows
    /// whose removal is undone.
    private func undo(attached: ArraySlice<Entry>, endings: ArraySlice<Ending>) {
        for entry in attached where !(entry.node?.entries.contains { $0 === entry } ?? false) {
            entry.child?.orphan()
        }
        for ending in endings {
            if case .node(let node, _) = ending { node.cancelPendingEnd() }
            if case .entry(let entry, _) = ending { entry.child?.cancelPendingEnd() }
        }
    }

    func postpone(_ ending: Ending) {
        endings.append(ending)
    }

    /// The causes of the steps, in order.
    private var causes: [ChangeCause] = []

    func markDirty(_ node: FlowNode, cause: ChangeCause) {
        dirty.append(node)
        causes.append(cause)
    }

    /// The cause of the single change: the one asked for, the cause of the only
    /// kind of step taken, or ``ChangeCause/transaction``.
    func cause(_ requested: ChangeCause?) -> ChangeCause {
        if let requested { return requested }
        if let first = causes.first, causes.allSatisfy({ $0 == first }) { return first }
        return .transaction
    }

    /// Runs a synchronous body as one transaction. It commits if the body returns
    /// and `shouldCommit` agrees, and rolls back otherwise. A body run inside a
    /// transaction in progress joins it as a savepoint (`shouldCommit` is then
    /// not asked: the outer transaction decides).
    @discardableResult
    static func run<Value, Failure: Error>(
        cause: ChangeCause?,
        _ body: () throws(Failure) -> Value,
        shouldCommit: (TransactionState) -> Bool = { _ in true }
    ) throws(Failure) -> Value {
        if let current {
            return try current.runNested(body)
        }
        let transaction = TransactionState()
        current = transaction
        let value: Value
        do {
            value = try body()
        } catch {
            current = nil
            transaction.rollBack()
            throw error
        }
        current = nil
        if shouldCommit(transaction) {
            transaction.complete(cause: transaction.cause(cause))
        } else {
            transaction.rollBack()
        }
        return value
    }

    /// The entries this transaction removes, with their subtrees' entries.
    var removedEntries: [Entry] {
        var result: [Entry] = []
        func collect(_ entry: Entry) {
            result.append(entry)
            for child in entry.child?.entries ?? [] { collect(child) }
        }
        for ending in endings {
            switch ending {
            case .entry(let entry, _): collect(entry)
            case .node(let node, _): node.entries.forEach(collect)
            }
        }
        return result
    }

    /// Puts every changed node back as it was.
    func rollBack() {
        for memento in mementos.reversed() {
            memento.node.restore(entries: memento.entries, selection: memento.selection)
        }
        undo(attached: attachedEntries[...], endings: endings[...])
    }
}
