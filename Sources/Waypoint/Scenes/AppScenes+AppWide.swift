extension AppScenes where Root: NavigationCoordinator {
    /// Shows an app-wide child flow — settings, a sign-in: a route of the
    /// scenes' root coordinator that the app shows once — in the window that
    /// asked, and waits for its result.
    ///
    /// If no window shows it, it opens in the asking one. If the asking window
    /// shows it, that one is awaited. If another window shows it, `placement`
    /// says what happens: ``AppWidePlacement/moveToAsking`` takes it out of
    /// that window (its awaiter gets ``CancelReason/movedToAnotherScene``)
    /// and opens it in the asking one; ``AppWidePlacement/focusExisting``
    /// brings that window forward and awaits the flow there. A flow that
    /// asks before it is left (a leave guard, ``LeaveGuarding``) is never
    /// moved — the user's unsaved input stays — and its window is brought
    /// forward instead.
    ///
    /// ```swift
    /// let result = try await scenes.route(to: \.settings, from: window)
    /// ```
    ///
    /// Cancelling the waiting task removes the flow, as ``NavigationCoordinator/route(to:_:)->FlowResult<Output.FlowValue>``
    /// does.
    ///
    /// - Parameters:
    ///   - route: a route of the root coordinator, such as `\.settings`.
    ///   - input: the route's inputs, if it takes any.
    ///   - asking: the scene whose window asked.
    ///   - placement: what to do when another window shows it.
    /// - Returns: the flow's result, exactly once.
    /// - Throws: ``SceneError/Code/unknownScene`` or
    ///   ``SceneError/Code/discardedScene`` for the asking scene; nothing is
    ///   shown then.
    public func route<each Input, Output: Coordinator>(
        to route: KeyPath<Root, RouteTransition<Root, repeat each Input, Output>>,
        _ input: repeat each Input,
        from asking: SceneID,
        placement: AppWidePlacement = .moveToAsking
    ) async throws(SceneError) -> FlowResult<Output.FlowValue> {
        let root = try root(of: asking)
        if let shown = try existing(route, asking: asking, placement: placement) { return await shown.result() }
        return await root.route(to: route, repeat each input)
    }

    /// Shows an app-wide screen in the window that asked, and waits until it
    /// is removed; as ``route(to:_:from:placement:)->FlowResult<Output.FlowValue>`` for a child flow.
    ///
    /// - Parameters:
    ///   - route: a route of the root coordinator.
    ///   - input: the route's inputs, if it takes any.
    ///   - asking: the scene whose window asked.
    ///   - placement: what to do when another window shows it.
    /// - Returns: `.done(())` if the screen completed itself, else `.cancel(reason)`.
    /// - Throws: ``SceneError/Code/unknownScene`` or
    ///   ``SceneError/Code/discardedScene`` for the asking scene.
    public func route<each Input, Output>(
        to route: KeyPath<Root, RouteTransition<Root, repeat each Input, Output>>,
        _ input: repeat each Input,
        from asking: SceneID,
        placement: AppWidePlacement = .moveToAsking
    ) async throws(SceneError) -> FlowResult<Void> {
        let root = try root(of: asking)
        if let shown = try existing(route, asking: asking, placement: placement) { return await shown.result() }
        return await root.route(to: route, repeat each input)
    }

    /// Where the route is shown already: the handle to await (in the asking
    /// window, or in the window brought forward), or `nil` when it should be
    /// shown in the asking window — after moving it out of another.
    private func existing<each Input, Output>(
        _ route: KeyPath<Root, RouteTransition<Root, repeat each Input, Output>>,
        asking: SceneID,
        placement: AppWidePlacement
    ) throws(SceneError) -> ShownEntry<Output>? {
        if let shown = try root(of: asking).navigation.firstShown(route) {
            bringForward(asking, unless: asking)
            return shown
        }
        for scene in live() where scene.id != asking {
            guard let shown = scene.root.navigation.firstShown(route) else { continue }
            let node = scene.root.navigation.node
            guard placement == .moveToAsking, let index = node.entries.firstIndex(where: { $0.id == shown.id }),
                !node.entries[index].isGuarded
            else {
                bringForward(scene.id, unless: asking)
                return shown
            }
            node.remove(at: index, reason: .movedToAnotherScene, cause: .remove)
            bringForward(asking, unless: asking)
            return nil
        }
        bringForward(asking, unless: asking)
        return nil
    }
}
