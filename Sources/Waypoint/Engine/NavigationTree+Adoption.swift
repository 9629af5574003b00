extension NavigationTree {
    /// Readies an entry to be shown in this tree: links its result cell to the
    /// tree and merges its child flow's tree into this one. Returns the entry
    /// naming its child by the child's id here.
    func adopt(_ entry: EntryState, completion: Completion? = nil) -> EntryState {
        if let completion, entry.child == nil {
            completion.tree = self
            return entry
        }
        let destination = destinations[entry.id]
        (completion ?? destination?.completion)?.tree = self
        guard entry.child != nil, let child = destination?.node else { return entry }
        var adopted = entry
        absorb(child)
        adopted.child = child.id
        return adopted
    }

    /// Merges the tree of a newly adopted child flow into this one: its nodes'
    /// states move into this tree's state under new node ids, and its entries
    /// get ids of this tree, so that ids stay unique within a tree.
    func absorb(_ child: FlowNode) {
        let old = child.tree
        guard old !== self else { return }
        continueVersions(from: old)
        // A test helper that watched the child before it was shown keeps watching.
        invariantReporter = invariantReporter ?? old.invariantReporter
        // Parents first: a node's parent already has its new id.
        func move(_ node: FlowNode, parent: NodeID?) {
            // Requests made on the node may still wait in the old tree's gate:
            // they must end with the node's flow, wherever it ends.
            if !old.gate.isIdle { node.formerGates.append(WeakGate(gate: old.gate)) }
            var moved = old.takeOut(node.id) ?? NodeState()
            moved.parent = parent
            let id = add(node, state: moved)
            node.join(self, as: id)
            node.renumberEntries(from: old)
            for index in node.entries.indices {
                guard let grandchild = childNode(of: node.entries[index]) else { continue }
                move(grandchild, parent: id)
                node.entries[index].child = grandchild.id
            }
            // A transaction in progress puts the node back as it joined.
            transaction?.joined(id, as: state[id])
        }
        move(child, parent: nil)
        // Every adopted flow learns the cause of the change that adopts it; its subscribers, if any, get the change.
        adopted.append(child.id)
        mutated()
    }

    /// Yields the change that adopted flows to their own subscribers (the
    /// change walks up from the parent, which does not reach them).
    func yieldToAdopted(_ cause: ChangeCause, version: UInt64) {
        guard !adopted.isEmpty else { return }
        let ids = adopted
        adopted = []
        for id in ids {
            // A flow that the change removed again, or that is gone, learns nothing.
            guard let flow = node(id), flow.isActive else { continue }
            flow.forEachNode { node in
                node.latestCause = cause
                guard node.isObserved else { return }
                node.deliver(NavigationChange(snapshot: node.snapshot(), cause: cause, version: version))
            }
        }
    }
}

extension FlowNode {
    /// Moves the handle to another tree, under a new id (its state moved there).
    func join(_ tree: NavigationTree, as id: NodeID) {
        self.tree = tree
        self.id = id
    }

    /// Gives the entries of this node new ids of its tree (after the node's
    /// flow joined another tree), moving their destinations over from `old`.
    func renumberEntries(from old: NavigationTree) {
        let selected = selection.flatMap(index(of:))
        for index in entries.indices {
            let newID = tree.nextEntryID()
            if let destination = old.destinations.release(entries[index].id) {
                destination.completion.entryID = newID
                if destination.completion.tree != nil { destination.completion.tree = tree }
                tree.destinations.add(destination, for: newID)
            }
            entries[index].id = newID
        }
        selection = selected.map { entries[$0].id }
        entriesChanged(from: 0)
        cachedSnapshot = nil
        snapshotEntries = EntryList()
        changedChildren = []
    }
}
