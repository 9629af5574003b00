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

/// A user's gesture as one step of a subtree: it applies its intents (or,
/// for a sidebar's tap, selects an item) and tells what it did; a step that
/// throws changes nothing (it checks before it changes).
typealias UserStep = @MainActor (FlowNode) throws(NavigationError) -> IntentOutcome

extension FlowNode {
    /// Applies intents about entries of this subtree; see
    /// ``FlowNavigation/receive(_:)-([UserIntent])``.
    @discardableResult
    func receive(_ intents: [UserIntent]) -> IntentOutcome {
        guard !intents.isEmpty else { return .ignored }
        return receive(about: intents.map(\.entry)) { root throws(NavigationError) in root.apply(intents) }
    }

    /// Applies a user's gesture to this subtree as intents are applied: at
    /// once unless it would remove a guarded entry or flow, or a guarded
    /// request holds the tree's turn; then on its own turn, after asking the
    /// guards (``IntentOutcome/pending``). A veto, or a step that throws on
    /// its turn, yields a ``ChangeCause/vetoed`` change, so that a front end
    /// draws again what the gesture took away; a step that throws at once
    /// returns ``IntentOutcome/ignored``.
    ///
    /// - Parameters:
    ///   - entries: the entries the gesture is about: a gesture only about
    ///     entries made while the request holding the turn asked its guards
    ///     does not wait for it.
    ///   - asksFirst: whether the gesture is known to remove a guarded entry:
    ///     it waits its turn without being tried at once (so that what its
    ///     step makes is made once, on its turn).
    ///   - step: the gesture's step, applied to this node.
    func receive(about entries: [EntryID], asksFirst: Bool = false, _ step: @escaping UserStep) -> IntentOutcome {
        let root = self
        guard root.isActive else { return .ignored }
        let tree = root.tree
        let gate = tree.gate
        if asksFirst, tree.transaction == nil {
            root.enqueue(about: entries, step)
            return .pending
        } else if let transaction = tree.transaction {
            // Inside a transaction the intents join it, and are undone with it;
            // those that need a guard cannot be asked before it commits, so they
            // wait for their own turn.
            var outcome = IntentOutcome.ignored
            let kept = transaction.runNested(
                { () throws(Never) in outcome = (try? step(root)) ?? .ignored },
                keep: { endings in !transaction.removedEntries(in: endings).contains { $0.isGuarded } }
            ).kept
            if kept { return outcome }
            // They take their turn only if the transaction commits.
            transaction.onCommit { root.enqueue(about: entries, step) }
            return .pending
        } else if gate.isIdle || (!entries.isEmpty && entries.allSatisfy({ $0.rawValue > gate.turnStart })) {
            // Intents about entries made while the request holding the turn was
            // asking its guards (a sheet a guard showed) cannot concern it.
            var outcome = IntentOutcome.ignored
            if root.attempt(step, outcome: &outcome) { return outcome }
        }
        root.enqueue(about: entries, step)
        return .pending
    }

    /// Applies a gesture on its own turn, after the requests before it,
    /// asking the guards of what it removes. A veto is yielded from the node
    /// that holds the first of `entries` still here, so that the subscribers
    /// of its subtree learn it.
    func enqueue(about entries: [EntryID], _ step: @escaping UserStep) {
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
                try await root.guardedTransaction(cause: .user) { _ = try step(root) }
            } catch {
                // Show the state again: the user's gesture did not take effect;
                // on a tree the app let go of, nobody is left to see it.
                guard !root.tree.isAbandoned else { return }
                (entries.lazy.compactMap { root.locate($0)?.node }.first ?? root).commit(.vetoed)
            }
        }
    }
}
