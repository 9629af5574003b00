extension Coordinator {
    /// Runs navigation steps once every guard of what they would remove agrees.
    ///
    /// The steps run as one transaction (one change). If they would remove an
    /// entry with a leave guard (``setLeaveGuard(for:_:)``), or a flow that adopts
    /// ``LeaveGuarding``, nothing changes until those guards answer; if one says
    /// no, nothing changes at all and the call throws
    /// ``NavigationError/Code/vetoed``. Guarded requests and user intents on one
    /// tree run one at a time, in the order they were made: while a guard is
    /// pending, later requests wait their turn.
    ///
    /// ```swift
    /// try await todos.navigate { try todos.popToRoot() }
    /// ```
    ///
    /// - Parameters:
    ///   - cause: the cause of the change; by default the cause of the single
    ///     step, or ``ChangeCause/transaction`` for several.
    ///   - steps: synchronous navigation calls.
    /// - Throws: ``NavigationError/Code/vetoed`` if a guard said no, or if the
    ///   task was cancelled while a guard was pending (a cancelled guard means
    ///   stay); ``NavigationError/Code/cancelled`` if the task was cancelled
    ///   before its turn; any error of the steps. The state is unchanged then.
    public func navigate(
        cause: ChangeCause? = nil,
        _ steps: () throws -> Void
    ) async throws {
        // Every waiting request holds the gate, so it outlives the tree if need be.
        let gate = node.treeRoot.gate
        await gate.enter()
        defer { gate.leave() }
        try await FlowNode.guardedTransaction(cause: cause, steps)
    }

    /// Installs a guard that is asked before a guarded request or a user intent
    /// removes an entry of this coordinator.
    ///
    /// When this sets the first guard of the entry or removes its last one, the
    /// entry's ``EntrySnapshot/isGuarded`` changes, in one change with cause
    /// ``ChangeCause/leaveGuard``; replacing a guard with another changes nothing.
    ///
    /// ```swift
    /// try todos.setLeaveGuard(for: editor.id) { await editor.model.confirmDiscard() }
    /// ```
    ///
    /// - Parameters:
    ///   - entry: the entry to guard.
    ///   - guard: answers whether the entry may be removed; `nil` removes the guard.
    /// - Throws: ``NavigationError/Code/entryNotFound`` if the entry is not here.
    public func setLeaveGuard(
        for entry: EntryID,
        _ guard: (@MainActor () async -> Bool)?
    ) throws(NavigationError) {
        let node = self.node
        guard let index = node.index(of: entry) else {
            throw NavigationError(.entryNotFound, "no entry \(entry) in \(node.typeName)")
        }
        let wasGuarded = node.entries[index].isGuarded
        node.entries[index].leaveGuard = `guard`
        node.guardChanged(at: index, wasGuarded: wasGuarded)
    }
}

extension FlowNode {
    /// The top of this node's tree, whose gate orders its guarded requests.
    var treeRoot: FlowNode {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }

    /// Applies steps as a transaction, first asking the guards of the entries
    /// they would remove. The steps are tried, the guards asked with nothing
    /// changed, and the steps applied again once every guard agreed.
    static func guardedTransaction(
        cause: ChangeCause?,
        _ steps: () throws -> Void
    ) async throws {
        var approved: Set<EntryID> = []
        while true {
            guard !Task.isCancelled else {
                throw NavigationError(.cancelled, "the request's task was cancelled before its turn")
            }
            let pending = try attempt(cause: cause, approved: approved, steps)
            if pending.isEmpty { return }
            for entry in pending {
                let allowed = await entry.canLeave()
                guard allowed, !Task.isCancelled else {
                    throw NavigationError(.vetoed, "a guard kept '\(entry.route)' (\(entry.id))")
                }
                approved.insert(entry.id)
            }
        }
    }

    /// Runs steps in a transaction and commits it unless it would remove an entry
    /// whose guard has not agreed yet; then it rolls back and returns those entries.
    static func attempt<Failure: Error>(
        cause: ChangeCause?,
        approved: Set<EntryID>,
        _ steps: () throws(Failure) -> Void
    ) throws(Failure) -> [Entry] {
        var pending: [Entry] = []
        try TransactionState.run(cause: cause, steps) { transaction in
            pending = transaction.removedEntries.filter {
                $0.isGuarded && !approved.contains($0.id)
            }
            return pending.isEmpty
        }
        return pending
    }
}

extension Entry {
    var isGuarded: Bool {
        leaveGuard != nil || child?.owner is any LeaveGuarding
    }

    /// Asks the entry's guard and its flow's guard.
    func canLeave() async -> Bool {
        if let leaveGuard, await !leaveGuard() { return false }
        if let flow = child?.owner as? any LeaveGuarding, await !flow.canLeave() { return false }
        return true
    }
}
