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
    /// brings that window forward and awaits the flow there. The flow is
    /// shown in the asking window first and taken out of the other only then:
    /// a route that cannot be shown (`.cancel(.notShown(error))`), or a task
    /// cancelled before the call (`.cancel(.taskCancelled)`), moves nothing.
    /// A flow that would take a guarded entry with it (a leave guard or
    /// ``LeaveGuarding`` on it, on what is stacked on it, or in a flow below)
    /// is never moved — the user's unsaved input stays — and its window is
    /// brought forward instead.
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
        let placed = try place(route, repeat each input, asking: asking, placement: placement)
        switch placed {
        case .shown(let shown): return await shown.result()
        case .refused(let reason): return .cancel(reason)
        }
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
        let placed = try place(route, repeat each input, asking: asking, placement: placement)
        switch placed {
        case .shown(let shown): return await shown.result()
        case .refused(let reason): return .cancel(reason)
        }
    }

    /// Where an app-wide route ends up: the handle to await, or why nothing
    /// was shown.
    private enum Placed<Output> {
        case shown(ShownEntry<Output>)
        case refused(CancelReason)
    }

    /// Shows the route where it goes, or finds where it is shown.
    ///
    /// In the asking window: awaited there. In another window: brought forward
    /// (``AppWidePlacement/focusExisting``, or a flow that asks before it is
    /// left), or shown in the asking window first and only then taken out of
    /// the other, so that a route that cannot be shown moves nothing. A task
    /// cancelled before the call shows and moves nothing.
    private func place<each Input, Output>(
        _ route: KeyPath<Root, RouteTransition<Root, repeat each Input, Output>>,
        _ input: repeat each Input,
        asking: SceneID,
        placement: AppWidePlacement
    ) throws(SceneError) -> Placed<Output> {
        let root = try root(of: asking)
        guard !Task.isCancelled else { return .refused(.taskCancelled) }
        if let shown = root.navigation.firstShown(route) {
            bringForward(asking, unless: asking)
            return .shown(shown)
        }
        var moving: (node: FlowNode, entry: EntryID)?
        for scene in live() where scene.id != asking {
            guard let shown = scene.root.navigation.firstShown(route) else { continue }
            let node = scene.root.navigation.node
            guard placement == .moveToAsking, !Self.asksBeforeLeaving(shown.id, in: scene.root.navigation.snapshot)
            else {
                bringForward(scene.id, unless: asking)
                return .shown(shown)
            }
            moving = (node, shown.id)
            break
        }
        let shown: ShownEntry<Output>
        do throws(NavigationError) {
            shown = try root.present(route, repeat each input, awaited: true)
        } catch {
            return .refused(.notShown(error))
        }
        if let moving, let index = moving.node.entries.firstIndex(where: { $0.id == moving.entry }) {
            moving.node.remove(at: index, reason: .movedToAnotherScene, cause: .remove)
        }
        bringForward(asking, unless: asking)
        return .shown(shown)
    }

    /// Whether taking an entry out of its stack would remove anything that
    /// asks before it is left: the entry, what is stacked on it, or any flow
    /// below them.
    private static func asksBeforeLeaving(_ entry: EntryID, in snapshot: CoordinatorSnapshot) -> Bool {
        guard let index = snapshot.entries.firstIndex(where: { $0.id == entry }) else { return false }
        func guarded(_ entry: EntrySnapshot) -> Bool {
            entry.isGuarded || (entry.child?.entries.contains(where: guarded) ?? false)
        }
        return snapshot.entries[index...].contains(where: guarded)
    }
}
