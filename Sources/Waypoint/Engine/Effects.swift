/// What follows from a transition, for the tree's driver to do once the new
/// state is in place, in this order: release the destinations of the entries
/// that ended and take the ended flows' nodes out of the tree, finish the
/// streams of flows that ended, yield one change, then resolve the results
/// (innermost first).
struct Effects {
    /// Something that left the state.
    enum Ending {
        /// An entry ended: its destination is released. A screen's result
        /// resolves with `resolving`; a flow's (`nil` here) with its flow's end.
        case entry(EntryID, resolving: Outcome?)
        /// A flow ended: its streams finish, its result resolves.
        case flow(NodeID, Outcome)
    }

    /// The changing node's entries from this index on changed (their snapshots
    /// are made again).
    var entriesFrom: Int?
    /// The cause of the one change the changing node yields, if any.
    var change: ChangeCause?
    /// What left the state, innermost first.
    var endings: [Ending] = []
    /// Removals whose subtrees end only when the transaction in progress commits.
    var postponed: [TransactionState.Ending] = []

    init(entriesFrom: Int? = nil, change: ChangeCause? = nil) {
        self.entriesFrom = entriesFrom
        self.change = change
    }
}

/// The driver: the one place where a transition's state is put in place and
/// its effects performed. Transitions (``TreeState``'s operations) compute;
/// the driver releases destinations, finishes streams, yields changes and
/// resumes awaiters.
extension NavigationTree {
    /// Runs a transition on the tree's state (one exclusive access to it for
    /// the whole operation) and performs its effects. `node` is the node the
    /// transition changes, whose change is yielded.
    @inline(__always)
    func apply(
        changing node: FlowNode?,
        _ transition: (inout TreeState, _ deferring: Bool) -> Effects
    ) {
        mutated()
        if let node { transaction?.willMutate(node) }
        let effects = transition(&state, transaction != nil)
        perform(effects, from: node)
    }

    /// Performs a transition's effects, in order: releases the destinations of
    /// the entries that ended and takes the ended flows' nodes out of the tree,
    /// finishes those flows' streams, yields one change from `node`, then
    /// resolves the results, innermost first. Inside a transaction the change
    /// waits for the commit and the postponed removals join the transaction.
    /// `each` is a commit's change instead: one, to every changed node.
    func perform(_ effects: Effects, from node: FlowNode?, each: (nodes: [FlowNode], cause: ChangeCause)? = nil) {
        if let node, let index = effects.entriesFrom { node.entriesChanged(from: index) }
        if let transaction {
            for removal in effects.postponed { transaction.postpone(removal) }
        }
        // The most frequent removal, one screen (a pop), needs no lists.
        if effects.endings.count == 1, case .entry(let id, let outcome?) = effects.endings[0] {
            let completion = destinations.release(id)?.completion
            completion?.unlink(from: self, entry: id)
            yield(effects, from: node, each: each)
            completion?.resolve(outcome, through: resumer)
            return
        }
        var released: [Destination] = []
        var finished: [FlowNode] = []
        var resolutions: [(completion: Completion, outcome: Outcome)] = []
        for ending in effects.endings {
            switch ending {
            case .entry(let id, let outcome):
                guard let destination = destinations.release(id) else { continue }
                destination.completion.unlink(from: self, entry: id)
                // Kept until the effects are done: the flow it shows ends next.
                released.append(destination)
                if let outcome { resolutions.append((destination.completion, outcome)) }
            case .flow(let id, let outcome):
                let flow = self.node(id)
                release(id)
                guard let flow else { continue }
                flow.didLeaveTree()
                // Requests waiting for their turn on the ended flow return now,
                // here or in the gate of the tree it was adopted from.
                gate.endTurns(of: flow)
                for former in flow.formerGates { former.gate?.endTurns(of: flow) }
                finished.append(flow)
                resolutions.append((flow.completion, outcome))
            }
        }
        for flow in finished {
            flow.finishStreams()
        }
        yield(effects, from: node, each: each)
        for resolution in resolutions {
            resolution.completion.resolve(resolution.outcome, through: resumer)
        }
        withExtendedLifetime(released) {}
    }

    /// Yields the one change of an operation: from the node it changed, or,
    /// for a commit, from every node it changed.
    @inline(__always)
    private func yield(_ effects: Effects, from node: FlowNode?, each: (nodes: [FlowNode], cause: ChangeCause)?) {
        if let node, let cause = effects.change { node.commit(cause) }
        if let each { yieldOnce(each.nodes, cause: each.cause) }
    }

    /// Yields one change to every subscriber of the nodes and their ancestors.
    private func yieldOnce(_ nodes: [FlowNode], cause: ChangeCause) {
        guard let first = nodes.first else { return }
        let version = nextVersion()
        if nodes.count == 1 {
            // One changed node (a deep link's steps on one stack): its path
            // up holds no node twice, so nothing needs remembering.
            first.announce(cause, version: version)
        } else {
            var announced: Set<ObjectIdentifier> = []
            for node in nodes {
                node.announce(cause, version: version, skipping: &announced)
            }
        }
        yieldToAdopted(cause, version: version)
        checkInvariants(from: first, after: cause)
    }

    /// Ends an entry that was made but is not shown (a failed transaction's,
    /// or a dropped draft's): its destination is released, its child flow, if
    /// any, ends where it is, its result resolves.
    func endUnshown(_ id: EntryID, _ outcome: Outcome) {
        guard let destination = destinations.release(id) else { return }
        if let child = destination.node {
            // The flow may have been shown by another entry meanwhile (a draft
            // set aside while its guards were asked): it is that entry's now.
            guard child.state.parent == nil, child.completion.entryID == id else { return }
            destination.completion.unlink(from: self, entry: id)
            child.end(outcome)
        } else {
            destination.completion.unlink(from: self, entry: id)
            destination.completion.resolve(outcome, through: resumer)
        }
    }
}

extension Completion {
    /// Forgets the tree that showed the entry `id`, unless the cell belongs to
    /// another entry by now (a flow shown again).
    func unlink(from tree: NavigationTree, entry id: EntryID) {
        guard self.tree === tree, entryID == id else { return }
        self.tree = nil
    }
}

extension FlowNode {
    /// Finishes every subscriber's stream.
    func finishStreams() {
        for observer in observers {
            observer.finish()
        }
        observers = []
        probes = []
    }

    /// Forgets what the node kept of its state, which left the tree.
    func didLeaveTree() {
        hasLeftTree = true
        entriesChanged(from: 0)
        changedChildren = []
        snapshotEntries = EntryList()
        cachedSnapshot = nil
    }
}

extension TransactionState {
    /// Ends what the transaction removed, innermost first, announces one change
    /// to every affected subscriber, then resumes the awaiters.
    func complete(cause: ChangeCause) {
        let endings = endings
        var effects = Effects()
        tree.mutated()
        for ending in endings {
            switch ending {
            case .entry(let entry, let outcome): tree.state.end(entry, outcome, into: &effects)
            case .node(let node, let outcome): tree.state.endFlow(node, outcome, into: &effects)
            }
        }
        tree.perform(effects, from: nil, each: (dirty, cause))
        runAfterCommit()
    }
}
