/// What a navigation operation asks its tree's driver to do once its new state
/// is in place.
///
/// Operations change the state, then describe what follows as effects;
/// ``NavigationTree/perform(_:)`` is the only code that yields changes, finishes
/// streams and resumes awaiters.
enum Effect {
    /// Yield one change, with this cause, to the subscribers of the node and its ancestors.
    case yieldChange(FlowNode, ChangeCause)
    /// Yield one change, with one version, to the subscribers of several nodes
    /// and their ancestors, each told once (a transaction's commit).
    case yieldChanges([FlowNode], ChangeCause)
    /// Finish the streams of a node that ended.
    case finishStreams(FlowNode)
    /// Unlink a removed entry from its result cell.
    case release(Entry)
    /// Resolve a result cell, resuming its awaiters.
    case resolve(Completion, Outcome)
}

extension NavigationTree {
    /// The driver: performs effects in order, except that results are resolved
    /// last (in their order, innermost first), once every change has been yielded.
    func perform(_ effects: [Effect]) {
        var resolutions = 0
        for effect in effects {
            switch effect {
            case .yieldChange(let node, let cause): node.commit(cause)
            case .yieldChanges(let nodes, let cause): yieldOnce(nodes, cause: cause)
            case .finishStreams(let node): node.finishStreams()
            case .release(let entry): entry.completion.entry = nil
            case .resolve: resolutions += 1
            }
        }
        guard resolutions > 0 else { return }
        for case .resolve(let completion, let outcome) in effects {
            completion.resolve(outcome, through: resumer)
        }
    }
}

extension NavigationTree {
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
        for observer in observers.values {
            observer.finish()
        }
        observers = [:]
    }
}

extension Entry {
    /// Ends this entry: its child flow's subtree first, then the entry itself.
    func tearDown(_ outcome: Outcome, into effects: inout [Effect]) {
        if let child {
            child.tearDown(outcome, into: &effects)
        } else {
            effects.append(.resolve(completion, outcome))
        }
        effects.append(.release(self))
    }
}

extension TransactionState {
    /// Ends what the transaction removed, innermost first, announces one change
    /// to every affected subscriber, then resumes the awaiters.
    func complete(cause: ChangeCause) {
        var effects: [Effect] = []
        for ending in endings {
            switch ending {
            case .entry(let entry, let outcome): entry.tearDown(outcome, into: &effects)
            case .node(let node, let outcome): node.tearDown(outcome, into: &effects)
            }
        }
        effects.append(.yieldChanges(dirty, cause))
        tree.perform(effects)
    }
}
