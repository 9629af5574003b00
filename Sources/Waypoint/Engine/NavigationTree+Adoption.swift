extension NavigationTree {
    /// Merges the tree of a newly adopted child flow into this one: its nodes'
    /// states move into this tree's state under new node ids, and its entries
    /// get ids of this tree, so that ids stay unique within a tree.
    func absorb(_ child: FlowNode) {
        let old = child.tree
        guard old !== self else { return }
        continueVersions(from: old)
        var observed = false
        // Parents first: a node's parent already has its new id.
        func move(_ node: FlowNode, parent: NodeID?) {
            var moved = old.remove(node.id) ?? NodeState()
            moved.parent = parent
            let id = add(node, state: moved)
            node.join(self, as: id)
            node.renumberEntries(from: old)
            // A transaction in progress puts the node back as it joined.
            transaction?.joined(id, as: state[id])
            observed = observed || node.isObserved
            for entry in node.entries {
                if let child = entry.child { move(child, parent: id) }
            }
        }
        move(child, parent: nil)
        if observed { adopted.append(child) }
        mutated()
    }

    /// Yields the change that adopted flows to their own subscribers (the
    /// change walks up from the parent, which does not reach them).
    func yieldToAdopted(_ cause: ChangeCause, version: UInt64) {
        guard !adopted.isEmpty else { return }
        let flows = adopted
        adopted = []
        for flow in flows where flow.isActive {
            flow.forEachNode { node in
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

    /// Takes the state of a finished flow out of its tree.
    func leaveTree() {
        tree.remove(id)
        tree.transaction?.left(id)
        hasLeftTree = true
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
