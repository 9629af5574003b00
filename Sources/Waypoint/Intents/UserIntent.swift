/// What the user did in a front end, reported back to the core.
///
/// A front end draws snapshots; when the user changes what is shown (swipes back,
/// swipes a sheet down), it reports that as an intent naming the entry involved.
/// The core applies it as an ordinary change with cause ``ChangeCause/user`` and
/// resumes the awaiters with `.cancel(.userDismissed)`.
public enum UserIntent: Sendable, Hashable, Codable {
    /// The user went back so that this entry is on top (a swipe back, a shorter
    /// navigation path).
    case popped(to: EntryID)
    /// The user dismissed this modal entry (a sheet swiped down), and with it
    /// everything stacked on it.
    case dismissed(EntryID)
    /// The user picked this child of a container (tapped a tab). Picking the
    /// selected tab again pops its navigation stack to its root, unless the
    /// container was made with `reselect: .none`.
    case selected(EntryID)
}

/// What became of a reported ``UserIntent``.
public enum IntentOutcome: Sendable, Hashable {
    /// The intent was applied: one change with cause ``ChangeCause/user``.
    case applied
    /// The state already matched the intent; nothing changed.
    case unchanged
    /// The intent names an entry that is gone, or one the user cannot remove (a
    /// root); it was ignored and nothing changed.
    case ignored
    /// The intent waits for a guard or for an earlier request on the tree; its
    /// change (or a ``ChangeCause/vetoed`` change) comes later. Received inside
    /// a transaction, it takes its turn only if the transaction commits.
    case pending
}

extension Coordinator {
    /// Applies what the user did, anywhere in this coordinator's subtree.
    ///
    /// Stale intents — about entries already removed — are ignored, never fatal.
    /// If the intent would remove a guarded entry or flow (see
    /// ``setLeaveGuard(for:_:)`` and ``LeaveGuarding``), or a guarded request is
    /// in progress on this tree, the intent waits its turn and returns
    /// ``IntentOutcome/pending``: later, either its change arrives (cause
    /// ``ChangeCause/user``), or, if a guard says no, a change with cause
    /// ``ChangeCause/vetoed`` and the unchanged state, so that the front end shows
    /// again what the user's gesture took away.
    ///
    /// ```swift
    /// app.receive(.dismissed(sheetID))   // the user swiped the sheet down
    /// ```
    ///
    /// - Parameter intent: the user's action.
    /// - Returns: whether it was applied, changed nothing, was ignored, or is pending.
    @discardableResult
    public func receive(_ intent: UserIntent) -> IntentOutcome {
        receive([intent])
    }

    /// Applies several things the user did at once, as one change: for example
    /// a back gesture that leaves screens in two stacks. Guards, ordering and
    /// vetoes work as for ``receive(_:)-(UserIntent)``.
    ///
    /// - Parameter intents: the user's actions, applied in order.
    /// - Returns: ``IntentOutcome/applied`` if any of them changed something,
    ///   ``IntentOutcome/unchanged`` if all matched the state already,
    ///   ``IntentOutcome/pending`` if they wait for a guard or an earlier request,
    ///   else ``IntentOutcome/ignored``.
    @discardableResult
    public func receive(_ intents: [UserIntent]) -> IntentOutcome {
        let root = node
        guard root.isActive, !intents.isEmpty else { return .ignored }
        let tree = root.tree
        let gate = tree.gate
        if let transaction = tree.transaction {
            // Inside a transaction the intents join it, and are undone with it;
            // those that need a guard cannot be asked before it commits, so they
            // wait for their own turn.
            var outcome = IntentOutcome.ignored
            let kept = transaction.runNested(
                { () throws(Never) in outcome = root.apply(intents) },
                keep: { endings in !transaction.removedEntries(in: endings).contains { $0.isGuarded } }
            ).kept
            if kept { return outcome }
            // They take their turn only if the transaction commits.
            transaction.onCommit { root.enqueue(intents) }
            return .pending
        } else if gate.isIdle || intents.allSatisfy({ $0.entry.rawValue > gate.turnStart }) {
            // Intents about entries made while the request holding the turn was
            // asking its guards (a sheet a guard showed) cannot concern it.
            var outcome = IntentOutcome.ignored
            if root.attempt(intents, outcome: &outcome) { return outcome }
        }
        root.enqueue(intents)
        return .pending
    }
}

extension FlowNode {
    /// Applies intents on their own turn, after the requests before them,
    /// asking the guards of what they remove.
    func enqueue(_ intents: [UserIntent]) {
        let root = self
        let gate = tree.gate
        // The turn is taken now, so that later requests queue behind these intents.
        let turn = gate.reserve()
        Task {
            guard await gate.wait(for: turn) else { return }
            defer { gate.leave() }
            do {
                try await root.guardedTransaction(cause: .user) { _ = root.apply(intents) }
            } catch {
                // Show the state again: the user's gesture did not take effect.
                (intents.lazy.compactMap { root.locate($0.entry)?.node }.first ?? root).commit(.vetoed)
            }
        }
    }
}

extension UserIntent {
    /// The entry the intent names.
    var entry: EntryID {
        switch self {
        case .popped(to: let id), .dismissed(let id), .selected(let id): id
        }
    }
}

extension FlowNode {
    /// Applies intents in order to this subtree, unguarded.
    func apply(_ intents: [UserIntent]) -> IntentOutcome {
        var outcome = IntentOutcome.ignored
        for intent in intents {
            switch apply(intent) {
            case .applied: outcome = .applied
            case .unchanged where outcome != .applied: outcome = .unchanged
            default: break
            }
        }
        return outcome
    }

    /// Applies an intent to this subtree, unguarded.
    func apply(_ intent: UserIntent) -> IntentOutcome {
        guard isActive else { return .ignored }
        switch intent {
        case .popped(to: let id):
            guard let (node, index) = locate(id), node.layout == .stack else { return .ignored }
            guard index + 1 < node.entries.count else { return .unchanged }
            node.remove(from: index + 1, reason: .userDismissed, cause: .user)
            return .applied
        case .dismissed(let id):
            guard let (node, index) = locate(id), node.layout == .stack,
                node.entries[index].presentation != .root
            else {
                return .ignored
            }
            node.remove(from: index, reason: .userDismissed, cause: .user)
            return .applied
        case .selected(let id):
            guard let (node, index) = locate(id), node.layout == .set else { return .ignored }
            if node.select(id, cause: .user) { return .applied }
            guard node.reselectPopsToRoot, let child = node.entries[index].child?.unwrapped, child.layout == .stack,
                child.entries.count > 1
            else {
                return .unchanged
            }
            child.remove(from: 1, reason: .userDismissed, cause: .user)
            return .applied
        }
    }
}
