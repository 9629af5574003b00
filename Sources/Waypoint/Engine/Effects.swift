/// What a navigation operation asks its tree's driver to do once the new state
/// is in place, in the order the driver does it: finish the streams of flows
/// that ended, yield the change, then resolve the results (innermost first).
/// The destinations of the entries that ended left the tree when they ended.
///
/// Operations change the state and describe what follows;
/// ``NavigationTree/perform(_:)`` is the only code that yields changes of
/// removals, finishes streams and resumes awaiters.
struct Effects {
    /// The change to yield.
    enum Change {
        /// One change, with this cause, to the subscribers of a node and its ancestors.
        case from(FlowNode, ChangeCause)
        /// One change, with one version, to the subscribers of several nodes and
        /// their ancestors, each told once (a transaction's commit).
        case fromEach([FlowNode], ChangeCause)
    }

    /// Flows that ended, whose streams finish.
    var finishedFlows: [FlowNode] = []
    var change: Change?
    /// Result cells to resolve, innermost first, once the change was yielded.
    var resolutions: [(completion: Completion, outcome: Outcome)] = []
}

extension NavigationTree {
    /// The driver: performs an operation's effects.
    func perform(_ effects: Effects) {
        for flow in effects.finishedFlows {
            flow.finishStreams()
        }
        switch effects.change {
        case .from(let node, let cause): node.commit(cause)
        case .fromEach(let nodes, let cause): yieldOnce(nodes, cause: cause)
        case nil: break
        }
        for resolution in effects.resolutions {
            resolution.completion.resolve(resolution.outcome, through: resumer)
        }
    }

    /// Yields one change to every subscriber of the nodes and their ancestors.
    private func yieldOnce(_ nodes: [FlowNode], cause: ChangeCause) {
        guard let first = nodes.first else { return }
        let version = nextVersion()
        var announced: Set<ObjectIdentifier> = []
        for node in nodes {
            node.announce(cause, version: version, skipping: &announced)
        }
        yieldToAdopted(cause, version: version)
        checkInvariants(from: first, after: cause)
    }
}

extension FlowNode {
    /// Finishes every subscriber's stream.
    func finishStreams() {
        for observer in observers {
            observer.continuation.finish()
        }
        observers = []
        probes = []
    }
}

extension NavigationTree {
    /// Ends an entry: its child flow's subtree first, then the entry itself.
    /// Its destination leaves the tree and is released (the screen or child
    /// coordinator dropped); its result cell, unlinked from the tree, stays
    /// with the effects until the driver resolves it.
    func end(_ entry: EntryState, _ outcome: Outcome, into effects: inout Effects) {
        let completion = destinations.release(entry.id)?.completion
        completion?.tree = nil
        if let child = entry.child {
            child.tearDown(outcome, into: &effects)
        } else if let completion {
            effects.resolutions.append((completion, outcome))
        }
    }
}

extension TransactionState {
    /// Ends what the transaction removed, innermost first, announces one change
    /// to every affected subscriber, then resumes the awaiters.
    func complete(cause: ChangeCause) {
        var effects = Effects()
        for ending in endings {
            switch ending {
            case .entry(let entry, let outcome): tree.end(entry, outcome, into: &effects)
            case .node(let node, let outcome): node.tearDown(outcome, into: &effects)
            }
        }
        effects.change = .fromEach(dirty, cause)
        tree.perform(effects)
        runAfterCommit()
    }
}
