extension FlowNavigation {
    /// Applies what the user did, anywhere in this coordinator's subtree.
    ///
    /// Stale intents — about entries already removed — are ignored, never fatal.
    /// If the intent would remove a guarded entry or flow (see
    /// ``setLeaveGuard(for:_:)`` and ``LeaveGuarding``), or a guarded request is
    /// in progress on this tree, the intent waits its turn and returns
    /// ``IntentOutcome/pending``: later, either its change arrives (cause
    /// ``ChangeCause/user``), or, if a guard says no, a change with cause
    /// ``ChangeCause/vetoed`` and the unchanged state, so that the front end shows
    /// again what the user's gesture took away. An intent that waits for a
    /// guard and is received inside a transaction takes its turn only if the
    /// transaction commits: if it throws, the intent goes with it, and no change
    /// of its own follows.
    ///
    /// ```swift
    /// app.navigation.receive(.dismissed(sheetID))   // the user swiped the sheet down
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
        node.receive(intents)
    }
}

extension FlowNode {
    /// Applies intents about entries of this subtree; see
    /// ``FlowNavigation/receive(_:)-([UserIntent])``.
    @discardableResult
    func receive(_ intents: [UserIntent]) -> IntentOutcome {
        let root = self
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

    /// Applies intents on their own turn, after the requests before them,
    /// asking the guards of what they remove.
    func enqueue(_ intents: [UserIntent]) {
        let gate = tree.gate
        // The turn is taken now, so that later requests queue behind these intents.
        let turn = gate.reserve(for: self)
        // The coordinator weakly while the intents wait: they must not keep a
        // tree the app let go of, nor a flow that ended meanwhile (its turn then
        // ends). Not the node: a weak reference would give the node a side
        // table, and every later retain and release of it, on every change,
        // would take the slow path (a coordinator is weakly referenced anyway).
        // The node it reads then must be this one, which it names by identity.
        let node = ObjectIdentifier(self)
        Task { [weak owner] in
            guard await gate.wait(for: turn) == .granted else { return }
            defer { gate.leave() }
            // A gesture on a tree the app let go of is dropped.
            guard let root = (owner as? any Coordinator)?.node, ObjectIdentifier(root) == node,
                !root.tree.isAbandoned
            else { return }
            do {
                try await root.guardedTransaction(cause: .user) { _ = root.apply(intents) }
            } catch {
                // Show the state again: the user's gesture did not take effect;
                // on a tree the app let go of, nobody is left to see it.
                guard !root.tree.isAbandoned else { return }
                (intents.lazy.compactMap { root.locate($0.entry)?.node }.first ?? root).commit(.vetoed)
            }
        }
    }
}
