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
        guard !completing || !entry.isAlert else {
            throw NavigationError(.notAScreen, "entry \(entry.id) is an alert; answer it with choose(_:texts:)")
        }
        if completing {
            node.remove(at: index, reason: .popped, outcome: .done(()), cause: .finish)
        } else {
            node.remove(at: index, reason: .popped, cause: .pop, alone: true)
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

    /// Answers the alert this completion belongs to with the button labelled
    /// `label`: the alert is removed alone, one change with cause
    /// ``ChangeCause/finish``, and its awaiters get `.done(value)`.
    func choose(_ label: String, texts given: [String: String]) throws(NavigationError) {
        let (entry, node, index) = try located()
        guard entry.isAlert, let alert = node.destination(of: entry)?.value as? any AlertDescribing else {
            throw NavigationError(.notAnAlert, "entry \(entry.id) ('\(entry.route)') is not an alert")
        }
        let value = try Self.answer(alert, label, given, route: entry.route)
        node.remove(at: index, reason: .popped, outcome: .done(value), cause: .finish, alone: true)
    }

    /// The value of an alert's button for an answer, or the error that names
    /// what the answer got wrong.
    static func answer(
        _ alert: any AlertDescribing,
        _ label: String,
        _ given: [String: String],
        route: String
    ) throws(NavigationError) -> any Sendable {
        let shown = alert.alertSnapshot
        var snapshot = shown
        // A field left out keeps the text it started with, a secure field's too,
        // which the snapshot leaves out.
        if let fields = (alert as? any AlertStartingTexts)?.startingFields { snapshot.fields = fields }
        let texts: AlertTexts
        switch snapshot.texts(given) {
        case .success(let found): texts = found
        case .failure(let unknown):
            throw NavigationError(.unknownField, "the alert '\(route)' has no field '\(unknown.name)'")
        }
        // The condition reads what the fields show, as every front end evaluates it.
        if let disabled = shown.disabledError(choosing: label, texts: given, route: route) { throw disabled }
        guard shown.button(label) != nil, let value = alert.answer(label, texts: texts) else {
            let labels = shown.buttons.map { "'\($0.label)'" }.joined(separator: ", ")
            throw NavigationError(.unknownButton, "the alert '\(route)' has no button '\(label)'; it has \(labels)")
        }
        return value
    }

    /// Moves the sheet this completion belongs to to another of its route's
    /// detents; one change with `cause` if it moved.
    func setDetent(_ detent: SheetDetent, cause: ChangeCause) throws(NavigationError) {
        let (entry, node, index) = try located()
        let index8 = try Self.detentIndex(detent, of: entry)
        node.setDetent(index8, at: index, cause: cause)
    }

    /// The index of a detent among those an entry's route declares, or the
    /// error that it declares no such detent.
    static func detentIndex(_ detent: SheetDetent, of entry: EntryState) throws(NavigationError) -> UInt8 {
        guard let detents = entry.kind.style?.detents, !detents.isEmpty else {
            throw NavigationError(.invalidDetent, "entry \(entry.id) ('\(entry.route)') declares no sheet detents")
        }
        guard let found = detents.firstIndex(of: detent) else {
            let declared = detents.map(\.description).joined(separator: ", ")
            throw NavigationError(
                .invalidDetent, "'\(entry.route)' declares the detents \(declared), not \(detent)")
        }
        return UInt8(truncatingIfNeeded: found)
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
