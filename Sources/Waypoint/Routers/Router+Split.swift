extension Router where C: SplitCoordinator {
    /// The item the split's sidebar has selected, if any; `nil` too once the
    /// router is stale. See ``SplitCoordinator/selectedItem``.
    public var selectedItem: C.SidebarItem? { coordinator?.selectedItem }

    /// Selects an item of the sidebar, the app's own call; see
    /// ``SplitCoordinator/select(_:)``.
    ///
    /// ```swift
    /// try splitRouter.select("inbox")
    /// ```
    ///
    /// - Parameter item: one of the sidebar's items, or `nil`.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``SplitCoordinator/select(_:)`` throws; nothing changes then.
    public func select(_ item: C.SidebarItem?) throws(NavigationError) {
        try resolve().select(item)
    }

    /// The user tapped an item of the sidebar: applied as a user's gesture,
    /// guards asked; see ``SplitCoordinator/receiveSelection(_:)``.
    ///
    /// ```swift
    /// splitRouter.receiveSelection("inbox")   // a UIKit sidebar's row was tapped
    /// ```
    ///
    /// - Parameter item: the item the user tapped, or `nil`.
    /// - Returns: what ``SplitCoordinator/receiveSelection(_:)`` returns;
    ///   ``IntentOutcome/ignored`` once the router is stale.
    @discardableResult
    public func receiveSelection(_ item: C.SidebarItem?) -> IntentOutcome {
        coordinator?.receiveSelection(item) ?? .ignored
    }

    /// Shows a column; see ``SplitCoordinator/showColumn(_:)``.
    ///
    /// - Parameter column: one of the split's columns.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``SplitCoordinator/showColumn(_:)`` throws; nothing changes then.
    public func showColumn(_ column: SplitColumn) throws(NavigationError) {
        try resolve().showColumn(column)
    }

    /// Hides a column; see ``SplitCoordinator/hideColumn(_:)``.
    ///
    /// - Parameter column: one of the split's columns.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``SplitCoordinator/hideColumn(_:)`` throws; nothing changes then.
    public func hideColumn(_ column: SplitColumn) throws(NavigationError) {
        try resolve().hideColumn(column)
    }
}
