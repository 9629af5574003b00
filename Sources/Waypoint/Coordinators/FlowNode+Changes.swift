extension FlowNode {
    func snapshot() -> CoordinatorSnapshot {
        if let cachedSnapshot { return cachedSnapshot }
        // Read once: the entries live in the tree's state.
        let entries = entries
        if validEntries < snapshotEntries.count {
            snapshotEntries.truncate(to: validEntries)
        }
        for index in changedChildren where index < snapshotEntries.count {
            // Only the child flow changed (a change of the entry itself marks
            // the entries from it out of date): its snapshot is all that is
            // made again.
            if let child = tree.childNode(of: entries[index]) {
                snapshotEntries.replaceChild(at: index, with: child.snapshot())
            } else {
                snapshotEntries.replace(at: index, with: entries[index].snapshot(in: tree))
            }
        }
        // One or two indices: dropped one by one (`removeAll(keepingCapacity:)`
        // goes through the array's generic range replacement).
        while changedChildren.popLast() != nil {}
        while snapshotEntries.count < entries.count {
            snapshotEntries.append(consuming: entries[snapshotEntries.count].snapshot(in: tree))
        }
        validEntries = entries.count
        let snapshot = CoordinatorSnapshot(
            kind: kind,
            type: typeName,
            entryList: snapshotEntries,
            selected: selection,
            attributes: attributes,
            // Only containers have a split's state: a stack reads none.
            split: layout == .set ? state.split : nil
        )
        cachedSnapshot = snapshot
        return snapshot
    }

    /// Marks the entry snapshots from `index` on as out of date.
    func entriesChanged(from index: Int) {
        validEntries = Swift.min(validEntries, index)
    }

    /// Drops the cached snapshots of this node and its ancestors, and the
    /// ancestors' snapshots of the entries that lead here.
    func invalidateSnapshots() {
        var child: FlowNode?
        var current: FlowNode? = self
        while let node = current {
            node.invalidate(below: child)
            child = node
            current = node.parent
        }
    }

    /// Drops this node's cached snapshot and marks the entry showing `child`
    /// (which changed) to be made again.
    private func invalidate(below child: FlowNode?) {
        cachedSnapshot = nil
        if let child, let index = index(showing: child), index < validEntries,
            !changedChildren.contains(index)
        {
            changedChildren.append(index)
        }
    }

    /// The index of the entry that shows `child`.
    func index(showing child: FlowNode) -> Int? {
        let id = child.id
        // Read once: the entries live in the tree's state.
        let entries = entries
        var index = entries.endIndex
        while index > entries.startIndex {
            index -= 1
            if entries[index].child == id { return index }
        }
        return nil
    }

    /// Yields one change to every subscriber of this node and of its ancestors,
    /// building each observed snapshot once.
    func commit(_ cause: ChangeCause) {
        if let transaction = tree.transaction {
            invalidateSnapshots()
            transaction.markDirty(self, cause: cause)
            return
        }
        // One walk up the tree: each node is invalidated, then told, after
        // everything below it was invalidated.
        let version = tree.nextVersion()
        var child: FlowNode?
        var current: FlowNode? = self
        while let node = current {
            node.invalidate(below: child)
            node.latestCause = cause
            if node.isObserved {
                node.deliver(NavigationChange(snapshot: node.snapshot(), cause: cause, version: version))
            }
            child = node
            current = node.parent
        }
        tree.yieldToAdopted(cause, version: version)
        tree.checkInvariants(from: self, after: cause)
    }

    /// Yields one change to the subscribers of this node and its ancestors that
    /// have not been told yet (after a transaction that changed several nodes).
    func announce(_ cause: ChangeCause, version: UInt64, skipping announced: inout Set<ObjectIdentifier>) {
        var current: FlowNode? = self
        while let node = current, announced.insert(ObjectIdentifier(node)).inserted {
            node.tell(cause, version: version)
            current = node.parent
        }
    }

    /// Yields one change to the subscribers of this node and all its
    /// ancestors: ``announce(_:version:skipping:)`` when no other node was
    /// told yet.
    func announce(_ cause: ChangeCause, version: UInt64) {
        var current: FlowNode? = self
        while let node = current {
            node.tell(cause, version: version)
            current = node.parent
        }
    }

    @inline(__always)
    private func tell(_ cause: ChangeCause, version: UInt64) {
        latestCause = cause
        if isActive, isObserved {
            deliver(NavigationChange(snapshot: snapshot(), cause: cause, version: version))
        }
    }

    /// Whether anything observes this node: a subscriber or a probe.
    var isObserved: Bool { !observers.isEmpty || !probes.isEmpty }

    /// Forgets the subscribers whose streams ended, releasing their channels.
    func forgetEndedObservers() {
        guard observers.contains(where: { !$0.isOpen }) else { return }
        observers.removeAll { !$0.isOpen }
    }

    /// Sends a change to every subscriber (forgetting those whose streams
    /// ended), then calls every live probe with it (forgetting the released ones).
    func deliver(_ change: NavigationChange) {
        var index = observers.startIndex
        while index < observers.endIndex {
            if observers[index].send(change) {
                index += 1
            } else {
                observers.remove(at: index)
            }
        }
        guard !probes.isEmpty else { return }
        // One pass: the released probes are forgotten only when there are any.
        var released = false
        for probe in probes {
            if let live = probe.probe {
                live.onChange(change)
            } else {
                released = true
            }
        }
        if released { probes.removeAll { $0.probe == nil } }
    }

    func attach(_ probe: ChangeProbe) {
        guard isActive else { return }
        probes.append(WeakProbe(probe: probe))
    }

    func changes(buffering: ChangeBuffering) -> AsyncStream<NavigationChange> {
        guard isActive else { return AsyncStream(unfolding: { nil }) }
        forgetEndedObservers()
        let channel = ChangeChannel(buffering: buffering)
        _ = channel.send(NavigationChange(snapshot: snapshot(), cause: .initial, version: tree.version))
        observers.append(channel)
        // The unfolding closure alone holds the subscription: once the stream
        // or its iterator is dropped, or the iteration ended, the channel is
        // terminated at once. Cancelling the iterating task drops the closure
        // but does not resume a task waiting in `next()`: `cancel()` does.
        let subscription = ChangeSubscription(channel)
        return AsyncStream(
            unfolding: { await subscription.channel.next() },
            onCancel: { channel.cancel() }
        )
    }
}

/// A probe held weakly, so that a test helper's end releases it.
///
/// A class, so that each change reads the weak reference where it lives: a
/// struct holding it was copied out of the node's array for every change,
/// and a weak reference's copy and destroy take the runtime's slow path.
final class WeakProbe {
    weak var probe: ChangeProbe?

    init(probe: ChangeProbe) {
        self.probe = probe
    }
}
