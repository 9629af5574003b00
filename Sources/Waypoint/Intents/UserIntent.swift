/// What the user did in a front end, reported back to the core.
///
/// A front end draws snapshots; when the user changes what is shown (swipes back,
/// swipes a sheet down), it reports that as an intent naming the entry involved.
/// The core applies it as an ordinary change with cause ``ChangeCause/user`` and
/// resumes the awaiters with `.cancel(.userDismissed)`.
public enum UserIntent: Sendable, Hashable, Codable {
    /// The user went back so that this entry is on top (a swipe back, a shorter
    /// navigation path).
    case popped(to: EntryID)
    /// The user dismissed this modal entry (a sheet swiped down), and with it
    /// everything stacked on it; or went back from what this column of a
    /// split view shows (a back gesture in a collapsed split), emptying it and
    /// the columns after it, and deselecting the sidebar's item if it filled
    /// it; or dismissed this alert or confirmation dialog
    /// without choosing a button (a tap outside a dialog, the Escape key), and
    /// only it: its awaiter gets `.cancel(.userDismissed)`.
    case dismissed(EntryID)
    /// The user tapped the button with this label of this alert or
    /// confirmation dialog, having typed these texts in its fields (by field
    /// name; a field left out keeps the text it started with). The alert is
    /// removed alone and its awaiter gets `.done(value)`, the button's value.
    /// An answer naming no button or field of the alert is ignored.
    case answered(EntryID, button: String, texts: [String: String] = [:])
    /// The user dragged this sheet to another of its route's detents. A
    /// detent the route does not declare is ignored.
    case resized(EntryID, to: SheetDetent)
    /// The user picked this child of a container (tapped a tab). Picking the
    /// selected tab again pops its navigation stack to its root, unless the
    /// container was made with `reselect: .none`.
    case selected(EntryID)
    /// The user showed or hid columns of a split view (swiped the sidebar in
    /// or out, tapped the sidebar button), leaving these visible; the split
    /// is the one showing this entry in a column. An empty list, or a column
    /// the split does not have, is ignored.
    case showedColumns([SplitColumn], of: EntryID)
}

/// What became of a reported ``UserIntent``.
public enum IntentOutcome: Sendable, Hashable {
    /// The intent was applied: one change with cause ``ChangeCause/user``.
    case applied
    /// The state already matched the intent; nothing changed.
    case unchanged
    /// The intent names an entry that is gone, or one the user cannot remove (a
    /// root); it was ignored and nothing changed.
    case ignored
    /// The intent waits for a guard or for an earlier request on the tree; its
    /// change (or a ``ChangeCause/vetoed`` change) comes later. Received inside
    /// a transaction, it takes its turn only if the transaction commits.
    case pending
}

extension UserIntent {
    /// The entry the intent names.
    var entry: EntryID {
        switch self {
        case .popped(to: let id), .dismissed(let id), .selected(let id), .answered(let id, _, _),
            .resized(let id, _), .showedColumns(_, of: let id):
            id
        }
    }
}

extension FlowNode {
    /// Applies intents in order to this subtree, unguarded.
    func apply(_ intents: [UserIntent]) -> IntentOutcome {
        var outcome = IntentOutcome.ignored
        for intent in intents {
            switch apply(intent) {
            case .applied: outcome = .applied
            case .unchanged where outcome != .applied: outcome = .unchanged
            default: break
            }
        }
        return outcome
    }

    /// Applies an intent to this subtree, unguarded.
    func apply(_ intent: UserIntent) -> IntentOutcome {
        guard isActive else { return .ignored }
        switch intent {
        case .popped(to: let id):
            guard let (node, index) = locate(id), node.layout == .stack else { return .ignored }
            guard index + 1 < node.entries.count else { return .unchanged }
            node.remove(at: index + 1, reason: .userDismissed, cause: .user)
            return .applied
        case .dismissed(let id):
            if let (node, index) = locate(id), node.state.split != nil {
                return node.dismissColumn(at: index)
            }
            guard let (node, index) = locate(id), node.layout == .stack,
                node.entries[index].presentation != .root
            else {
                return .ignored
            }
            node.remove(at: index, reason: .userDismissed, cause: .user, alone: true)
            return .applied
        case .answered(let id, let label, let texts):
            guard let (node, index) = locate(id), node.entries[index].isAlert,
                let alert = node.destination(of: node.entries[index])?.value as? any AlertDescribing,
                let value = try? Completion.answer(alert, label, texts, route: "")
            else {
                return .ignored
            }
            node.remove(at: index, reason: .userDismissed, outcome: .done(value), cause: .user, alone: true)
            return .applied
        case .resized(let id, let detent):
            guard let (node, index) = locate(id),
                let detent = try? Completion.detentIndex(detent, of: node.entries[index])
            else {
                return .ignored
            }
            guard node.entries[index].detent != detent else { return .unchanged }
            node.setDetent(detent, at: index, cause: .user)
            return .applied
        case .selected(let id):
            guard let (node, index) = locate(id), node.layout == .set else { return .ignored }
            if node.select(id, cause: .user) { return .applied }
            guard node.reselectPopsToRoot, let child = node.tree.childNode(of: node.entries[index])?.unwrapped,
                child.layout == .stack,
                child.entries.count > 1
            else {
                return .unchanged
            }
            child.remove(at: 1, reason: .userDismissed, cause: .user)
            return .applied
        case .showedColumns(let columns, of: let id):
            guard let (node, _) = locate(id) else { return .ignored }
            return node.showColumns(columns)
        }
    }
}
