public import Waypoint

extension ModalLayers {
    /// What a user's gesture means now, from these layers and the width the
    /// front end draws them in: the intents to send, as one change, or why
    /// no device can make the gesture (a ``GestureRefusal``, with one reason
    /// for every front end).
    ///
    /// - ``UserGesture/backButton``: the top screen of the stack the user
    ///   sees is popped (``intentsForSwipeBack()``); in a split view, the one
    ///   stack it shows in a compact width
    ///   (``LayerContainer/intentsForCollapsedBack(to:)``), or the stack
    ///   the user sees in the last shown column with a screen pushed in a
    ///   regular one (the detail is always shown). A guarded
    ///   screen's back button asks its guard (the core does). Refused under
    ///   an alert, and at the root of a layer: a sheet or cover has no back
    ///   button there (swipe a sheet down).
    /// - ``UserGesture/swipeBack``: the same, but refused on a guarded screen.
    /// - ``UserGesture/back(to:)``: the screens above the entry go, in the
    ///   stack on screen that holds it (``intents(forPath:in:)``), or in a
    ///   collapsed split's one stack; their guards are asked. Refused for an
    ///   entry on top already or on no stack on screen.
    /// - ``UserGesture/backToRoot(of:)``: the screens pushed on a stack on
    ///   screen go; for a column's stack in a compact width, those above its
    ///   root in the collapsed split's one stack, as ``UserGesture/back(to:)``
    ///   of that root. Refused for a stack at its root or not on screen.
    /// - ``UserGesture/backToSidebar``: ``LayerContainer/intentForDeselecting``
    ///   of the split on top, in a compact width.
    /// - ``UserGesture/showColumns(_:)``: ``LayerContainer/intent(forShowing:)``
    ///   of the split on top, in a regular width. Refused for columns without
    ///   the detail, which an expanded split always shows, and for the
    ///   columns shown already (the detail counted, whatever the state says).
    /// - ``UserGesture/swipeDown``: the sheet on top goes, with what is on it
    ///   (``intent(forDismissing:)``); a guarded one stays while the core
    ///   asks its guard. Refused for a full-screen cover, a popover drawn as
    ///   a popover, the base layer, and under an alert.
    /// - ``UserGesture/zoomBack``: the zoomed screen on top goes: popped as
    ///   ``UserGesture/backButton`` pops it when it was pushed with a zoom,
    ///   dismissed (``intent(forDismissing:)``) when it is a sheet or cover
    ///   that zoomed in, at its root; a guarded one stays while the core asks
    ///   its guard. Refused when the screen on top did not zoom in.
    /// - ``UserGesture/tapOutsidePopover``: the popover on top goes, drawn as
    ///   a popover (a guarded one once its guard agrees); refused otherwise.
    /// - ``UserGesture/dragSheet(to:)``: the sheet on top (a popover drawn as
    ///   a sheet too) rests at another of its detents
    ///   (``intent(forDetent:of:)``).
    /// - ``UserGesture/answerAlert(_:texts:)``: ``intent(forAnswering:texts:)``;
    ///   refused for a button disabled for the texts the fields show, those
    ///   typed or their own (`AlertSnapshot.isEnabled(_:texts:)`).
    /// - ``UserGesture/tapOutsideAlert``: a dialog goes as its cancel button
    ///   when it has one, else, drawn as a popover, with
    ///   `.cancel(.userDismissed)`; an alert, or an action sheet without a
    ///   cancel button in a compact width, cannot be tapped away.
    /// - ``UserGesture/tapTab(_:)-(String)``, ``UserGesture/tapTab(_:)-(EntryID)`` and
    ///   ``UserGesture/tapSelectedTab``: a tab
    ///   of the innermost tab bar the user sees on the top layer that has it
    ///   (``intent(forSelecting:in:)``); a sheet above covers the tab bar,
    ///   and so does a screen pushed above a tab bar pushed on a stack.
    ///
    /// ```swift
    /// let layers = ModalLayers(app.navigation.snapshot)
    /// if case .success(let intents) = layers.intents(for: .backButton, width: .compact) {
    ///     app.navigation.receive(intents)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - gesture: what the user did.
    ///   - width: the width the front end draws in.
    /// - Returns: the intents, top first, to send as one change; or the refusal.
    public func intents(for gesture: UserGesture, width: LayoutWidth) -> Result<[UserIntent], GestureRefusal> {
        func refused(_ reason: GestureRefusal.Reason, _ message: String) -> Result<[UserIntent], GestureRefusal> {
            .failure(GestureRefusal(reason, gesture: gesture, message))
        }
        switch gesture.kind {
        case .answerAlert(let button, let texts):
            guard let alert else { return refused(.nothingThere, "no alert or dialog is shown") }
            if let disabled = alert.content.disabledError(choosing: button, texts: texts, route: alert.route) {
                return refused(.buttonDisabled, disabled.message)
            }
            guard let intent = intent(forAnswering: button, texts: texts) else {
                let labels = alert.content.buttons.map { "'\($0.label)'" }.joined(separator: ", ")
                return refused(
                    .nothingThere,
                    "the alert '\(alert.route)' has no button '\(button)' or no such field; it has \(labels)")
            }
            return .success([intent])
        case .tapOutsideAlert:
            guard let alert else { return refused(.nothingThere, "no alert or dialog is shown") }
            guard alert.isDialog else {
                return refused(.notTappableAway, "the alert '\(alert.route)' goes only through one of its buttons")
            }
            if let cancel = alert.content.cancelButton {
                return .success([.answered(alert.id, button: cancel.label, texts: [:])])
            }
            guard alert.presentation(in: width) == .popover else {
                return refused(
                    .notTappableAway,
                    "the dialog '\(alert.route)' has no cancel button: in a compact width it goes only through a button"
                )
            }
            return .success([.dismissed(alert.id)])
        default:
            break
        }
        if let alert {
            return refused(.coveredByAlert, "the alert '\(alert.route)' covers the screen")
        }
        guard let top else { return refused(.nothingThere, "nothing is shown") }
        switch gesture.kind {
        case .backButton, .swipeBack:
            var intents = splitBackIntents(width: width) ?? intentsForSwipeBack()
            // The back button of a split's column at its root is the stack's below the split, if any.
            if intents.isEmpty, gesture.kind == .backButton { intents = intentsForSwipeBack() }
            guard !intents.isEmpty else {
                if top.isModal {
                    return refused(
                        .notInThisPresentation,
                        "the \(top.presentation(in: width)) \(top.id.map(String.init(describing:)) ?? "") is at its root, "
                            + "which has no back button")
                }
                return refused(.nothingThere, "the screen on top is the root of the app's stack")
            }
            if gesture.kind == .swipeBack, let guarded = poppedScreen(width: width), guarded.isGuarded {
                return refused(
                    .guarded, "'\(guarded.route)' is guarded: the swipe is off, its back button asks the guard")
            }
            return .success(intents)
        case .backTo(let entry):
            if width == .compact, let split = splitOnTop {
                let intents = collapsedBackIntents(in: split, to: entry)
                if !intents.isEmpty { return .success(intents) }
            }
            for stack in stacksOnScreen(width: width) {
                let path = stack.navigationPath
                let kept: Int
                if stack.root?.id == entry {
                    kept = 0
                } else if let index = path.firstIndex(where: { $0.id == entry }) {
                    kept = index + 1
                } else {
                    continue
                }
                let intents = intents(forNavigationPath: path.prefix(kept).map(\.id), in: stack.id)
                if !intents.isEmpty { return .success(intents) }
                return refused(.nothingThere, "\(entry) is on top of its stack already")
            }
            return refused(.nothingThere, "no stack on screen holds \(entry)")
        case .backToRoot(let id):
            // A column's stack in a collapsed split: back to its root in the one stack shown.
            if width == .compact, let split = splitOnTop, let root = layer(id)?.root?.id,
                split.children.contains(where: { $0.stack.id == id })
            {
                let intents = collapsedBackIntents(in: split, to: root)
                if !intents.isEmpty { return .success(intents) }
            }
            guard let stack = stacksOnScreen(width: width).first(where: { $0.id == id }) else {
                return refused(
                    .nothingThere, "no stack on screen is \(id.map(String.init(describing:)) ?? "the base layer")")
            }
            let intents = intents(forNavigationPath: [], in: stack.id)
            guard !intents.isEmpty else { return refused(.nothingThere, "the stack is at its root already") }
            return .success(intents)
        case .backToSidebar:
            guard let split = splitOnTop else { return refused(.nothingThere, "no split view is on screen") }
            guard width == .compact else {
                return refused(.notInThisPresentation, "an expanded split shows its sidebar beside its other columns")
            }
            guard let intent = split.intentForDeselecting else {
                return refused(.nothingThere, "the split shows its sidebar already: nothing is selected")
            }
            return .success([intent])
        case .showColumns(let columns):
            guard let split = splitOnTop else { return refused(.nothingThere, "no split view is on screen") }
            guard width == .regular else {
                return refused(.notInThisPresentation, "a collapsed split shows one stack, no columns")
            }
            guard columns.contains(.detail) else {
                return refused(.notInThisPresentation, "an expanded split always shows its detail: no gesture hides it")
            }
            // A device shows the detail whatever the state says: showing it again shows nothing new.
            let drawn = Set(split.expandedColumns.filter(Self.isShown).map(\.column))
            guard Set(columns) != drawn, let intent = split.intent(forShowing: columns) else {
                return refused(.nothingThere, "the split shows those columns already, or has not all of them")
            }
            return .success([intent])
        case .swipeDown, .tapOutsidePopover:
            let drawn = top.presentation(in: width)
            let wanted: Presentation = gesture.kind == .swipeDown ? .sheet : .popover
            guard top.isModal, let id = top.id, let intent = intent(forDismissing: id) else {
                return refused(.nothingThere, "no sheet, cover or popover is shown")
            }
            guard drawn == wanted else {
                return refused(.notInThisPresentation, "the layer on top is drawn as a \(drawn)")
            }
            // A guarded one stays put (UIKit's `isModalInPresentation`), and the core asks its guard.
            return .success([intent])
        case .zoomBack:
            if let screen = poppedScreen(width: width) {
                guard screen.transition?.kind == .zoom else {
                    return refused(.notInThisPresentation, "'\(screen.route)' on top did not zoom in")
                }
                let intents = splitBackIntents(width: width) ?? intentsForSwipeBack()
                guard !intents.isEmpty else { return refused(.nothingThere, "nothing on top can be popped") }
                return .success(intents)
            }
            guard top.isModal, let id = top.id, top.style?.transition?.kind == .zoom,
                top.presentation(in: width) != .popover
            else {
                return refused(.notInThisPresentation, "the screen on top did not zoom in")
            }
            guard let intent = intent(forDismissing: id) else {
                return refused(.nothingThere, "the \(top.presentation) \(id) cannot be dismissed")
            }
            return .success([intent])
        case .dragSheet(let detent):
            guard top.isModal, let id = top.id else { return refused(.nothingThere, "no sheet is shown") }
            guard top.presentation(in: width) == .sheet else {
                return refused(.notInThisPresentation, "the layer on top is drawn as a \(top.presentation(in: width))")
            }
            guard let intent = intent(forDetent: detent, of: id) else {
                return refused(.nothingThere, "the sheet on top has no detent \(detent) to go to")
            }
            return .success([intent])
        case .tapTab(let name):
            for container in Self.tabBars(onTopOf: top, width: width).reversed() {
                if let tab = container.children.first(where: { $0.route == name || $0.item?.title == name }),
                    let intent = intent(forSelecting: tab.id, in: container.id)
                {
                    return .success([intent])
                }
            }
            return refused(.nothingThere, "no tab bar on the layer on top has a tab '\(name)'")
        case .tapTabEntry(let entry):
            for container in Self.tabBars(onTopOf: top, width: width).reversed()
            where container.children.contains(where: { $0.id == entry }) {
                if let intent = intent(forSelecting: entry, in: container.id) { return .success([intent]) }
            }
            return refused(.nothingThere, "no tab bar on the layer on top has the tab \(entry)")
        case .tapSelectedTab:
            guard let container = Self.tabBars(onTopOf: top, width: width).last,
                let intent = intent(forSelecting: container.selected, in: container.id)
            else {
                return refused(.nothingThere, "no tab bar is on the layer on top")
            }
            return .success([intent])
        case .answerAlert, .tapOutsideAlert:
            return refused(.nothingThere, "no alert or dialog is shown")
        }
    }

    /// The tab bars the user sees on a layer, outermost first: the container
    /// shown on top of the layer and, inside its selected child, the one
    /// shown on top of that stack, and so on. A tab bar drawn bare in a
    /// navigation stack (pushed on it, or inside a tab bar that is) is
    /// hidden once a screen is pushed above it: what its tabs push joins
    /// that stack and covers it. A split view is no tab bar, but shows them:
    /// collapsed, the one pushed on top of its one stack; expanded, those of
    /// its shown columns, in column order.
    package static func tabBars(onTopOf layer: ModalLayer, width: LayoutWidth) -> [LayerContainer] {
        var found: [(container: LayerContainer, isBare: Bool)] = []
        var stack: ModalLayer? = layer
        while let current = stack {
            // A screen pushed in the navigation stack the bare tab bars before it are drawn in hides them.
            if found.last?.isBare == true, !current.path.isEmpty { found.removeAll(where: \.isBare) }
            guard let container = current.path.isEmpty ? current.container : current.path.last?.container else { break }
            // Pushed on a stack, or at the root of a tab of a bare one: drawn bare, without stacks of its own.
            let isBare = !current.path.isEmpty || found.last?.isBare == true
            if container.split != nil, !isBare {
                guard width == .compact else {
                    let columns = container.expandedColumns.filter(isShown).compactMap(\.child)
                    return found.map(\.container).filter { $0.split == nil }
                        + columns.flatMap { tabBars(onTopOf: $0.stack, width: width) }
                }
                // The split's one stack: a tab bar on top of it is pushed there.
                guard let pushed = container.collapsedStack.last?.item.container, pushed.split == nil else { break }
                found.append((pushed, true))
                stack = pushed.selectedChild?.stack
                continue
            }
            found.append((container, isBare))
            stack = container.selectedChild?.stack
        }
        return found.map(\.container).filter { $0.split == nil }
    }

    /// The stacks the user sees on the top layer, the layer's first: inside
    /// the container on top of each, its selected child's stack (every
    /// visible column's, in an expanded split).
    func stacksOnScreen(width: LayoutWidth) -> [ModalLayer] {
        guard let top else { return [] }
        var found: [ModalLayer] = []
        var pending = [top]
        while let stack = pending.popLast() {
            found.append(stack)
            guard let container = stack.path.isEmpty ? stack.container : stack.path.last?.container else { continue }
            // A split pushed on a stack draws no columns' stacks there.
            if container.split != nil, !stack.path.isEmpty { continue }
            if container.split != nil {
                pending += container.expandedColumns.reversed().compactMap {
                    width == .regular && !Self.isShown($0) ? nil : $0.child?.stack
                }
            } else if let selected = container.selectedChild {
                pending.append(selected.stack)
            }
        }
        return found
    }

    /// The containers on top of a layer's stack, outermost first, each with
    /// whether it is drawn bare inside a navigation stack: pushed on one, or
    /// at the root of a tab of a bare one. A bare container draws no stacks
    /// of its own; a bare split view is no split on a device (neither
    /// platform nests one in a navigation stack: it is drawn as a container
    /// pushed there).
    static func containers(onTopOf layer: ModalLayer) -> [(container: LayerContainer, isBare: Bool)] {
        var found: [(container: LayerContainer, isBare: Bool)] = []
        var stack: ModalLayer? = layer
        while let current = stack,
            let container = current.path.isEmpty ? current.container : current.path.last?.container
        {
            found.append((container, !current.path.isEmpty || found.last?.isBare == true))
            stack = container.selectedChild?.stack
        }
        return found
    }

    /// The split view on top of the top layer's stack, or inside its
    /// selected tab; not one pushed on a stack, which is drawn as a container
    /// pushed there.
    public var splitOnTop: LayerContainer? {
        top.flatMap(Self.split(onTopOf:))
    }

    /// The split view on top of a layer's stack, or inside its selected tab,
    /// drawn as a split (not pushed on a stack).
    package static func split(onTopOf layer: ModalLayer) -> LayerContainer? {
        containers(onTopOf: layer).first { $0.container.split != nil && !$0.isBare }?.container
    }

    /// What a gesture means now, in this width: its intents, or `nil` if no
    /// device can make it, with the reason in `refusal` (`nil` when taken).
    /// What a session keeps as its `lastRefusal`.
    package func meaning(of gesture: UserGesture, width: LayoutWidth, refusal: inout GestureRefusal?) -> [UserIntent]? {
        switch intents(for: gesture, width: width) {
        case .success(let intents):
            refusal = nil
            return intents
        case .failure(let refused):
            refusal = refused
            return nil
        }
    }

    /// A back in the split view on top: in a compact width, one screen of
    /// its collapsed stack; in a regular one, the top screen of the last
    /// visible column that has one pushed. `nil` without a split view.
    func splitBackIntents(width: LayoutWidth) -> [UserIntent]? {
        guard alert == nil, let split = splitOnTop else { return nil }
        if width == .compact {
            let stack = split.collapsedStack
            guard stack.count > 1 else { return [] }
            return collapsedBackIntents(in: split, to: stack[stack.count - 2].item.id)
        }
        guard let stack = Self.poppedColumnStack(of: split) else { return [] }
        return intents(forPath: Array(stack.pathIDs.dropLast()), in: stack.id)
    }

    /// A back in a collapsed split's one stack to the screen with this id:
    /// the columns after its column go (``LayerContainer/intentsForCollapsedBack(to:)``),
    /// and the screens above it in its column, each through the entry that
    /// holds it, in whichever flow pushed it (a screen a column's flow pushed
    /// after a tab bar at its root is drawn in the tab, but is the column
    /// flow's). Empty when the screen is not in the stack or is on top.
    func collapsedBackIntents(in split: LayerContainer, to target: EntryID) -> [UserIntent] {
        let screens = split.collapsedStack
        guard let index = screens.firstIndex(where: { $0.item.id == target }), index < screens.count - 1 else {
            return []
        }
        let column = screens[index].column
        var intents: [UserIntent] = []
        if let next = screens[(index + 1)...].first(where: { $0.column != column }) {
            intents.append(.dismissed(next.columnEntry))
        }
        let above = screens[(index + 1)...].prefix { $0.column == column }.map(\.item)
        guard !above.isEmpty else { return intents }
        var staying = screens[...index].map(\.item)
        // The roots of the selected children of a container that stays are drawn inside it, and stay.
        for item in screens[...index] {
            var container = item.item.container
            while let child = container?.selectedChild, let root = child.stack.root {
                staying.append(root)
                container = root.container
            }
        }
        return intents + self.intents(removing: above, keeping: staying)
    }

    /// The stack a back pops in an expanded split: the one the user sees in
    /// the last shown column with a screen pushed (through the column's
    /// tabs, or the columns of a split it shows).
    private static func poppedColumnStack(of split: LayerContainer) -> ModalLayer? {
        split.expandedColumns.filter(isShown).compactMap { $0.child.flatMap { poppedStack(inColumn: $0.stack) } }.last
    }

    /// The stack a back pops in an expanded split's column, if it has a screen pushed.
    private static func poppedStack(inColumn stack: ModalLayer) -> ModalLayer? {
        let shown = stack.path.isEmpty ? stack.container : stack.path.last?.container
        if let inner = shown, inner.split != nil, let popped = poppedColumnStack(of: inner) { return popped }
        let visible = visibleStack(in: stack)
        return visible.path.isEmpty ? nil : visible
    }

    /// Whether an expanded split shows a column on a device: a visible one,
    /// and the detail always (neither `UISplitViewController` nor
    /// `NavigationSplitView` can hide it, whatever the split's state says).
    static func isShown(_ column: (column: SplitColumn, child: LayerChild?, isVisible: Bool)) -> Bool {
        column.isVisible || column.column == .detail
    }

    /// The screen a back would pop: the top of the collapsed stack or of the
    /// column a split pops, or of the stack the user sees.
    package func poppedScreen(width: LayoutWidth) -> LayerItem? {
        if let split = splitOnTop {
            if width == .compact { return split.collapsedStack.last?.item }
            return Self.poppedColumnStack(of: split)?.path.last
        }
        return top.map(Self.visibleStack(in:))?.path.last
    }
}
