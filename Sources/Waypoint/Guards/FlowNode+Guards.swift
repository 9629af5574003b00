extension FlowNode {
    /// Installs or removes the leave guard of the entry at `index` (its
    /// destination keeps the closure, its state whether it has one), and
    /// yields one change if that changed its snapshot (``EntrySnapshot/isGuarded``).
    func setLeaveGuard(_ leaveGuard: (@MainActor () async -> Bool)?, at index: Int) {
        guard entries.indices.contains(index) else { return }
        let entry = entries[index]
        tree.destinations[entry.id]?.leaveGuard = leaveGuard
        guard entry.hasLeaveGuard != (leaveGuard != nil) else { return }
        let isGuarded = leaveGuard != nil
        apply { state, id, _ in state.setLeaveGuard(isGuarded, at: index, in: id) }
    }
}
