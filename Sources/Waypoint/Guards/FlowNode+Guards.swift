extension FlowNode {
    /// Records that the entry at `index` got or lost its leave guard, and
    /// yields one change if that changed its snapshot (``EntrySnapshot/isGuarded``).
    func guardChanged(at index: Int, wasGuarded: Bool) {
        guard entries.indices.contains(index), entries[index].isGuarded != wasGuarded else { return }
        entriesChanged(from: index)
        commit(.leaveGuard)
    }
}
