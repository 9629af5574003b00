public import Waypoint

// Split views: the width the host draws in, and what UIKit's split view delegate reports and asks.
extension UIKitSession {
    /// The host's width changed (its trait collection's horizontal size
    /// class): UIKit has collapsed (compact) or expanded (regular) its split
    /// view controllers. Call it from the split view delegate's
    /// `splitViewControllerDidCollapse`/`splitViewControllerDidExpand` or a
    /// trait change, at any moment: mid-animation, mid-gesture, under a
    /// sheet, while a guard asks. Nothing in the core changes; the session
    /// gives the split's `.compact` navigation controller its collapsed stack,
    /// or each column's navigation controller its stack back (at most one
    /// UIKit operation per column), and an expanded split the columns
    /// ``displayModeWhenExpanding(_:)`` answered. A width equal to the
    /// current one changes nothing.
    ///
    /// A pop the user committed (a back tapped, a swipe finished) whose
    /// animation still runs is passed in `committedPops`, with what its
    /// navigation controller shows now: collapsing or expanding moves that
    /// controller's screens, and its `didShow` may come late or not at all.
    /// The session takes each in as the user's pop, as ``didShow(_:in:)``
    /// would, then plans for the new width; the navigation controller stays
    /// busy until its `didShow`, an echo.
    ///
    /// ```swift
    /// func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
    ///     session.setWidth(.compact)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - width: the new width.
    ///   - committedPops: per navigation controller whose user's pop still
    ///     animates, its screens, bottom first, as the ids of their items.
    public func setWidth(_ width: LayoutWidth, committedPops: [EntryID?: [EntryID]] = [:]) {
        guard width != self.width else { return }
        if !committedPops.isEmpty {
            // Taken in without planning: the plan is made for the new width, below.
            let wasAdvancing = advancing
            advancing = true
            for (stack, ids) in committedPops {
                didShow(ids, in: stack)
                userLanes.insert(.stack(stack))
            }
            advancing = wasAdvancing
        }
        if width == .compact { expandedVisibility = [:] }
        for lane in inFlight.keys where resized[lane] == nil { resized[lane] = self.width }
        self.width = width
        // A user's transition on a navigation controller that collapsing or expanding took away ends.
        let stacksBefore = shown.stacks
        let scene = UIKitScene(layers, width: width, parts: &sceneParts)
        target = makeTarget(from: scene)
        shown.changeWidth(to: width, target: target, answers: expandedVisibility)
        // Before the first drawing there is nothing to collapse or expand.
        guard shown.root != nil || !inFlight.isEmpty else { return }
        userLanes = userLanes.filter { lane in
            guard case .stack(let id) = lane else { return true }
            return shown.stacks[id] != nil || stacksBefore[id] == nil
        }
        // UIKit's own collapse or expansion is the animation: the session's steps do not add one.
        animates = false
        advance()
    }

    /// The split view delegate's `topColumnForCollapsingToProposedTopColumn`:
    /// the column whose screen tops the collapsed stack
    /// (``LayerContainer/topColumnWhenCollapsed``). The binding sets the
    /// `.compact` column's navigation controller, which UIKit shows whatever
    /// the answer; it matters to code of the app's own that reads it.
    ///
    /// - Parameter split: the split's ``LayerContainer/id``.
    /// - Returns: the column, or `nil` if neither the state nor UIKit has such a split.
    public func topColumnWhenCollapsing(_ split: EntryID?) -> SplitColumn? {
        return splitContainer(split)?.topColumnWhenCollapsed
    }

    /// The split view delegate's `displayModeForExpandingToProposedDisplayMode`
    /// (and the split's `preferredDisplayMode`): the columns the state makes
    /// visible.
    ///
    /// - Parameter split: the split's ``LayerContainer/id``.
    /// - Returns: the display mode, or `nil` if the state has no such split
    ///   (then keep UIKit's proposal).
    public func displayModeWhenExpanding(_ split: EntryID?) -> SplitDisplayMode? {
        guard let state = splitContainer(split)?.split else { return nil }
        // Asked as UIKit expands, before the session hears of the width: UIKit shows these columns then.
        if width == .compact { expandedVisibility[split] = state.visibleColumns }
        return SplitDisplayMode(state)
    }

    /// The user is showing (`true`) or hiding a column of an expanded split,
    /// with a swipe or the sidebar button: the split view delegate's
    /// `willShowColumn`/`willHideColumn`. The core hears it as
    /// `UserIntent.showedColumns(_:of:)`; a column the state already shows
    /// (or hides), a report about the detail (always shown when expanded), or
    /// about a split the state no longer has sends nothing. A report while
    /// the session's own `show(_:)`/`hide(_:)` of that column is in flight
    /// is that step's; one while the split's columns are being set is the user's.
    ///
    /// - Parameters:
    ///   - column: the column.
    ///   - isShown: whether it is shown (`willShowColumn`) or hidden (`willHideColumn`).
    ///   - split: the split's ``LayerContainer/id``.
    public func columnVisibilityChanged(_ column: SplitColumn, isShown: Bool, in split: EntryID?) {
        guard width == .regular, column != .detail, !isEcho(column, isShown: isShown, in: split) else { return }
        let layers = currentLayers()
        guard let container = layers.container(split), let state = container.split, state.has(column),
            state.isVisible(column) != isShown, let anyColumn = container.children.first?.id
        else { return }
        var visible = Set(state.visibleColumns)
        if isShown { visible.insert(column) } else { visible.remove(column) }
        shown.setVisibility(of: split) { $0 = visible }
        // An expanded split view controller shows its detail always, whatever the state says.
        if state.has(.detail) { visible.insert(.detail) }
        // UIKit shows the columns already: a report the table refuses (a split the core covered) is sent as made.
        let columns = state.columns.filter(visible.contains)
        let intents =
            layers.splitOnTop?.id == split
            ? meaning(of: .showColumns(columns)) : [.showedColumns(columns, of: anyColumn)]
        if let intents { coordinator.sendIntents(intents) }
        read(cause: .user)
    }

    /// Whether a column shown or hidden is what the session's own
    /// `show(_:)`/`hide(_:)` in flight on the split does.
    private func isEcho(_ column: SplitColumn, isShown: Bool, in split: EntryID?) -> Bool {
        switch inFlight[.split(split)] {
        case .showColumn(column, _)?: isShown
        case .hideColumn(column, _)?: !isShown
        default: false
        }
    }

    /// A split as the core's state has it now, or, for one the state no
    /// longer has and UIKit still shows (the session has not removed it
    /// yet, or a step in flight installs it: a new root, a presentation, a
    /// tab bar's or a split's new children), as UIKit shows it.
    func splitContainer(_ split: EntryID?) -> LayerContainer? {
        let layers = currentLayers()
        if let container = layers.container(split), container.split != nil { return container }
        if let container = shown.splits[split] ?? target.splits[split] { return container }
        // A step in flight may be installing it: UIKit has it as soon as the step is performed.
        for step in inFlight.values {
            let installed: [ModalLayer]
            switch step {
            case .setRoot(let layer), .present(let layer, _, _): installed = [layer]
            case .setTabs(let container, _), .setColumns(let container, _): installed = container.children.map(\.stack)
            default: continue
            }
            for layer in installed {
                if let container = UIKitScene.splits(in: layer)[split] { return container }
            }
        }
        return nil
    }

    /// The intents of the user's back in a collapsed split's one stack, to
    /// the screen with this id (``LayerContainer/intentsForCollapsedBack(to:)``);
    /// `nil` when the navigation controller is not a collapsed split's.
    func collapsedBackIntents(to top: EntryID?, in stack: EntryID?) -> [UserIntent]? {
        guard width == .compact, shown.splits[stack] != nil else { return nil }
        let layers = currentLayers()
        guard let top, let container = layers.container(stack), container.split != nil else { return [] }
        if layers.splitOnTop?.id == stack, let intents = meaning(of: .back(to: top)) { return intents }
        return container.intentsForCollapsedBack(to: top)
    }
}
