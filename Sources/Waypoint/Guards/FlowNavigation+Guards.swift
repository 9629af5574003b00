extension FlowNavigation {
    /// Runs navigation steps once every guard of what they would remove agrees.
    ///
    /// The steps run as one transaction (one change). If they would remove an
    /// entry with a leave guard (``setLeaveGuard(for:_:)``), or a flow that adopts
    /// ``LeaveGuarding``, nothing changes until those guards answer; if one says
    /// no, nothing changes at all and the call throws
    /// ``NavigationError/Code/vetoed``. Guarded requests and user intents on one
    /// tree run one at a time, in the order they were made: while a guard is
    /// pending, later requests wait their turn. A guard may itself navigate its
    /// tree with `navigate { }` while it has not answered: that request runs at
    /// once (it would otherwise wait for the request that asked the guard), and
    /// the request that asked computes its steps again on the state the guard
    /// left. A task the guard starts that navigates after the guard has answered
    /// waits its turn like any other request.
    ///
    /// The steps are untyped, so that a closure literal compiles as it is; what
    /// `navigate` throws is always a ``NavigationError``: one thrown by a step
    /// arrives unchanged, any other error of a step arrives as
    /// ``NavigationError/Code/stepFailed`` with the step's error in
    /// ``NavigationError/underlying``.
    ///
    /// ```swift
    /// do {
    ///     try await todos.navigation.navigate { try todos.popToRoot() }
    /// } catch where error.code == .vetoed {
    ///     // a guard kept the screen
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - cause: the cause of the change; by default the cause of the single
    ///     step, or ``ChangeCause/transaction`` for several.
    ///   - steps: synchronous navigation calls.
    /// - Throws: ``NavigationError/Code/vetoed`` if a guard said no, or if the
    ///   task was cancelled while a guard was pending (a cancelled guard means
    ///   stay); ``NavigationError/Code/cancelled`` if the task was cancelled
    ///   before its turn; ``NavigationError/Code/coordinatorFinished`` at once
    ///   if this coordinator is removed while the request waits its turn (so
    ///   that the request does not keep it alive), or if the app lets go of the
    ///   tree's top coordinator while the request waits; a step's own
    ///   ``NavigationError`` unchanged; ``NavigationError/Code/stepFailed`` for
    ///   any other error of a step. The state is unchanged then.
    public func navigate(
        cause: ChangeCause? = nil,
        // Escaping, though it never escapes: with a non-escaping closure, Swift
        // 6.3.1 crashes (signal 11 in ClosureLifetimeFixup) compiling a caller
        // that captures a value in the steps and catches only some codes
        // (`catch where error.code == .vetoed`) in a throwing function.
        _ steps: @escaping () throws -> Void
    ) async throws(NavigationError) {
        let tree = node.tree
        if let question = GuardScope.question, question.isPending(on: tree) {
            // Asked by a guard of the request holding this tree's turn, while the
            // guard has not answered yet: waiting for that request would never end.
            // A task the guard started that navigates after it answered finds its
            // question answered and waits its turn like any other request.
            try await node.guardedTransaction(cause: cause, steps)
            return
        }
        // Every waiting request holds the gate, so it outlives the tree if need be.
        let gate = tree.gate
        switch await gate.enter(for: node) {
        case .granted:
            break
        case .cancelled:
            throw NavigationError(.cancelled, "the request's task was cancelled before its turn")
        case .flowEnded:
            throw NavigationError(
                .coordinatorFinished, "\(node.typeName) was removed while the request waited for its turn")
        }
        defer { gate.leave() }
        try await node.guardedTransaction(cause: cause, steps)
    }

    /// Installs a guard that is asked before a guarded request or a user intent
    /// removes an entry of this coordinator.
    ///
    /// When this sets the first guard of the entry or removes its last one, the
    /// entry's ``EntrySnapshot/isGuarded`` changes, in one change with cause
    /// ``ChangeCause/leaveGuard``; replacing a guard with another changes nothing.
    ///
    /// ```swift
    /// try todos.navigation.setLeaveGuard(for: editor.id) { await editor.model.confirmDiscard() }
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
        node.setLeaveGuard(`guard`, at: index)
    }
}

extension FlowNode {
    /// Applies steps as a transaction, first asking the guards of the entries
    /// they would remove.
    ///
    /// The steps run once, on a draft: if they remove guarded entries, the draft
    /// is set aside (nothing changes) while the guards are asked, and committed
    /// as it is once they all agree, provided nothing changed in the tree
    /// meanwhile. If something did (a guard showed a sheet of its own, say), the
    /// draft is dropped and the steps are computed again on the current state;
    /// guards that already agreed are not asked again.
    func guardedTransaction(
        cause: ChangeCause?,
        _ steps: () throws -> Void
    ) async throws(NavigationError) {
        var approved: Set<EntryID> = []
        while true {
            guard !Task.isCancelled else {
                throw NavigationError(.cancelled, "the request's task was cancelled before its turn")
            }
            try ensureTreeHeld()
            var pending: [EntryState] = []
            let draft = try tree.run(
                cause: cause,
                { () throws(NavigationError) in try runSteps(steps) },
                decide: { transaction in
                    pending = transaction?.removedEntries.filter { $0.isGuarded && !approved.contains($0.id) } ?? []
                    return pending.isEmpty ? .commit : .suspend
                }
            ).draft
            guard let draft else { return }
            for entry in pending {
                let destination = tree.destination(of: entry)
                let question = GuardQuestion(tree: tree)
                let allowed = await GuardScope.$question.withValue(question) { await entry.canLeave(destination) }
                question.isAnswered = true
                guard allowed, !Task.isCancelled else {
                    draft.discard()
                    throw NavigationError(.vetoed, "a guard kept '\(entry.route)' (\(entry.id))")
                }
                approved.insert(entry.id)
            }
            guard !tree.isAbandoned else {
                draft.discard()
                throw Self.treeReleased(typeName)
            }
            if draft.isCurrent {
                draft.commit()
                return
            }
            draft.discard()
        }
    }

    /// Throws if the app let go of the tree's top coordinator while this
    /// request waited (``NavigationTree/isAbandoned``): nothing is left to
    /// change, and nothing must be.
    private func ensureTreeHeld() throws(NavigationError) {
        guard tree.isAbandoned else { return }
        throw Self.treeReleased(typeName)
    }

    private static func treeReleased(_ typeName: String) -> NavigationError {
        NavigationError(
            .coordinatorFinished, "the app released the top coordinator of \(typeName)'s tree while the request waited")
    }

    /// Runs a request's steps, turning any error that is not a
    /// ``NavigationError`` into ``NavigationError/Code/stepFailed``.
    private func runSteps(_ steps: () throws -> Void) throws(NavigationError) {
        do {
            try steps()
        } catch let error as NavigationError {
            throw error
        } catch {
            throw NavigationError(stepFailed: error)
        }
    }

    /// Runs a gesture's step in a transaction and commits it unless it would
    /// remove an entry whose guard has not agreed; then it rolls back and
    /// returns `false`. A step that throws changed nothing: ``IntentOutcome/ignored``.
    func attempt(_ step: UserStep, outcome: inout IntentOutcome) -> Bool {
        var result = IntentOutcome.ignored
        var committed = true
        tree.run(
            cause: .user,
            { () throws(Never) in result = (try? step(self)) ?? .ignored },
            decide: { transaction in
                committed = !(transaction?.removedEntries.contains { $0.isGuarded } ?? false)
                return committed ? .commit : .rollBack
            }
        )
        outcome = result
        return committed
    }
}

@MainActor
extension EntryState {
    /// Asks the entry's guard and its flow's guard, both found in its destination.
    func canLeave(_ destination: Destination?) async -> Bool {
        if hasLeaveGuard, let leaveGuard = destination?.leaveGuard, await !leaveGuard() { return false }
        if let flow = destination?.node?.owner as? any LeaveGuarding, await !flow.canLeave() { return false }
        return true
    }
}

/// The question the current task is asking a guard, if any.
enum GuardScope {
    // A task-local value is bound per task for the duration of one guard, not
    // shared state: tasks never see each other's bindings. A task the guard
    // starts inherits the binding, so the question itself says whether it is
    // still open.
    @TaskLocal static var question: GuardQuestion?
}

/// One asking of one guard by the request that holds its tree's turn.
///
/// While the guard has not answered, a request it makes on the same tree runs at
/// once (waiting for the request that asked it would never end). Once it has
/// answered, the question is closed: a task the guard started, which inherits
/// the question, waits its turn like any other request.
@MainActor
final class GuardQuestion {
    /// The tree whose request asks; held weakly, as a task the guard started may
    /// outlive it.
    private weak var tree: NavigationTree?
    /// Whether the guard has answered.
    var isAnswered = false

    init(tree: NavigationTree) {
        self.tree = tree
    }

    /// Whether this question is still waiting for its guard on `tree`.
    func isPending(on tree: NavigationTree) -> Bool {
        !isAnswered && self.tree === tree
    }
}
