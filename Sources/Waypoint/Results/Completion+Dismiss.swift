extension Completion {
    /// Removes the entry this completion belongs to and everything stacked on
    /// it, one change with cause ``ChangeCause/pop``; its awaiters get
    /// `.cancel(.popped)`. The one removal of a handle: `Presented.dismiss()`,
    /// `RestoredFlow.dismiss()`.
    ///
    /// - Throws: ``NavigationError/Code/entryNotFound`` if the entry was already
    ///   removed; ``NavigationError/Code/cannotRemoveRoot`` if it is a root or a
    ///   wrapper's content. The state is unchanged then.
    func dismissEntry() throws(NavigationError) {
        guard let (node, index) = tree?.locate(entryID) else {
            throw NavigationError(.entryNotFound, "entry \(entryID) is no longer shown")
        }
        let entry = node.entries[index]
        guard !entry.isFixed else {
            throw NavigationError(.cannotRemoveRoot, "entry \(entry.id) is the root or the content of \(node.typeName)")
        }
        node.remove(at: index, reason: .popped, cause: .pop)
    }
}
