/// A completion to resolve after a change has been yielded.
struct Resolution {
    let completion: Completion
    let outcome: Outcome
}

extension [Resolution] {
    /// Resolves in collection order (innermost first), through the tree's chain.
    @MainActor
    func resolveAll(_ chain: ResumeChain) {
        for resolution in self {
            resolution.completion.resolve(resolution.outcome, through: chain)
        }
    }
}

extension Entry {
    /// Ends this entry: its child flow's subtree first, then the entry itself.
    func tearDown(_ outcome: Outcome, into resolutions: inout [Resolution]) {
        if let child {
            child.tearDown(outcome, into: &resolutions)
        } else {
            resolutions.append(Resolution(completion: completion, outcome: outcome))
        }
        completion.entry = nil
    }
}

extension TransactionState {
    /// Ends what the transaction removed, innermost first, announces one change
    /// to every affected subscriber, then resumes the awaiters.
    func complete(cause: ChangeCause) {
        var resolutions: [Resolution] = []
        for ending in endings {
            switch ending {
            case .entry(let entry, let outcome): entry.tearDown(outcome, into: &resolutions)
            case .node(let node, let outcome): node.tearDown(outcome, into: &resolutions)
            }
        }
        if !dirty.isEmpty {
            let version = tree.nextVersion()
            var announced: Set<ObjectIdentifier> = []
            for node in dirty {
                node.announce(cause, version: version, skipping: &announced)
            }
        }
        if let node = dirty.first ?? mementos.first?.node { tree.checkInvariants(from: node, after: cause) }
        resolutions.resolveAll(tree.resumer)
    }
}
