extension FlowNavigation {
    /// The whole tree below this coordinator as restoration data.
    ///
    /// Entries whose route inputs are not `Codable` cannot be saved: they are
    /// left out (in a stack, with everything stacked on them) and listed in
    /// ``RestorationState/omitted`` — never dropped silently. If a container's
    /// selected child is left out, its first saved child is saved as selected,
    /// so that the data restores. Alerts and confirmation dialogs are never
    /// saved: each is left out and listed in ``RestorationState/omitted``,
    /// and a restored tree shows none. A sheet's detent is saved.
    ///
    /// ```swift
    /// let data = try app.navigation.restorationState().encoded()
    /// ```
    ///
    /// - Returns: the tree as a versioned, `Codable` value.
    public func restorationState() -> RestorationState {
        var omitted: [String] = []
        let root = node.restorationNode(path: "", omitted: &omitted)
        return RestorationState(root: root, omitted: omitted)
    }

    /// Rebuilds a saved tree into this coordinator, as one change with cause
    /// ``ChangeCause/restore``.
    ///
    /// Each saved entry is made again by its route's factory, with its decoded
    /// input, so child flows are fresh coordinators; their own state is restored
    /// in turn. What the coordinator showed before is replaced (its awaiters get
    /// `.cancel(.replaced)`, an alert's included). Data that holds an alert is
    /// refused: Waypoint never saves one. If anything in the state does not fit — a type, a
    /// route, an input, the shape — nothing changes and the error says where.
    ///
    /// Entries whose results were being awaited when the state was saved come
    /// back as ``ShownEntry`` handles: the parent can await them again with
    /// ``ShownEntry/result(as:)`` or dismiss them, and tell them apart by
    /// ``ShownEntry/path``.
    ///
    /// ```swift
    /// let app = AppCoordinator()
    /// let pending = try app.navigation.restore(RestorationState(data: data))
    /// for flow in pending { Task { _ = await flow.result(as: Todo.self) } }
    /// ```
    ///
    /// - Parameter state: the saved state, read with
    ///   ``RestorationState/init(data:)``.
    /// - Returns: the restored destinations whose results had been awaited.
    /// - Throws: a ``RestorationError``; the state is then unchanged.
    @discardableResult
    public func restore(_ state: RestorationState) throws(RestorationError) -> [ShownEntry<Any>] {
        guard state.format == RestorationState.currentFormat else {
            throw RestorationError(.incompatibleFormat, at: "", "format \(state.format) is not supported")
        }
        let node = self.node
        var restored: [ShownEntry<Any>] = []
        try transaction(cause: .restore) { () throws(RestorationError) in
            try node.restore(state.root, path: "", into: &restored)
        }
        return restored
    }
}
