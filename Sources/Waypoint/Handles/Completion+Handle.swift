/// What a ``ShownEntry`` asks of the engine, in one place: every handle holds
/// the ``Completion`` of its entry and reaches the entry through it while it is
/// shown (the completion forgets the entry when it is removed).
extension Completion {
    /// The node whose stack holds the entry, while it is shown.
    var holder: FlowNode? { tree?.locate(entryID)?.node }

    /// The route names from the top of the tree down to the entry, joined by
    /// `/`, while it is shown.
    var shownPath: String? {
        guard let (holder, index) = tree?.locate(entryID) else { return nil }
        var node = holder
        var names = [holder.entries[index].route]
        while let parent = node.parent, let shown = parent.entries.first(where: { $0.child == node.id }) {
            names.append(shown.route)
            node = parent
        }
        return names.reversed().joined(separator: "/")
    }

    /// Removes the entry this completion belongs to and everything stacked on
    /// it, one change; its awaiters get `.done(())` if `completing` (a screen
    /// completing itself, cause ``ChangeCause/finish``), else `.cancel(.popped)`
    /// (cause ``ChangeCause/pop``).
    ///
    /// - Throws: ``NavigationError/Code/entryNotFound`` if the entry was already
    ///   removed; ``NavigationError/Code/coordinatorFinished`` if its coordinator
    ///   is ending; ``NavigationError/Code/cannotRemoveRoot`` if it is a root or a
    ///   wrapper's content; ``NavigationError/Code/notAScreen`` if `completing` a
    ///   child flow. The state is unchanged then.
    func endEntry(completing: Bool) throws(NavigationError) {
        let (entry, node, index) = try located()
        guard !entry.isFixed else {
            throw NavigationError(.cannotRemoveRoot, "entry \(entry.id) is the root or the content of \(node.typeName)")
        }
        guard !completing || entry.child == nil else {
            throw NavigationError(.notAScreen, "entry \(entry.id) shows a child flow; it ends with finish(_:)")
        }
        if completing {
            node.remove(at: index, reason: .popped, outcome: .done(()), cause: .finish)
        } else {
            node.remove(at: index, reason: .popped, cause: .pop)
        }
    }

    /// Pops what is stacked on the entry, or selects it in a container.
    func focusEntry() throws(NavigationError) {
        let (entry, node, index) = try located()
        switch node.layout {
        case .stack: node.remove(at: index + 1, reason: .popped, cause: .pop)
        case .set: node.select(entry.id, cause: .tab)
        }
    }

    /// Sets or removes the entry's leave guard; one change if whether it is
    /// guarded changes.
    func setLeaveGuard(_ guard: (@MainActor () async -> Bool)?) throws(NavigationError) {
        let (_, node, index) = try located()
        node.setLeaveGuard(`guard`, at: index)
    }

    /// The entry, the node holding it and its index there, or the error that
    /// it is gone or its coordinator ending.
    private func located() throws(NavigationError) -> (entry: EntryState, node: FlowNode, index: Int) {
        guard let (node, index) = tree?.locate(entryID) else {
            throw NavigationError(.entryNotFound, "entry \(entryID) is no longer shown")
        }
        try node.ensureActive()
        return (node.entries[index], node, index)
    }
}
