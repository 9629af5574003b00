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
    ///   (``LayerContainer/intentsForCollapsedBack(to:)``), or the last
    ///   visible column with a screen pushed in a regular one. A guarded
    ///   screen's back button asks its guard (the core does). Refused under
    ///   an alert, and at the root of a layer: a sheet or cover has no back
    ///   button there (swipe a sheet down).
    /// - ``UserGesture/swipeBack``: the same, but refused on a guarded screen.
    /// - ``UserGesture/back(to:)``: the screens above the entry go, in the
    ///   stack on screen that holds it (``intents(forPath:in:)``), or in a
    ///   collapsed split's one stack; their guards are asked. Refused for an
    ///   entry on top already or on no stack on screen.
    /// - ``UserGesture/backToSidebar``: ``LayerContainer/intentForDeselecting``
    ///   of the split on top, in a compact width.
    /// - ``UserGesture/showColumns(_:)``: ``LayerContainer/intent(forShowing:)``
    ///   of the split on top, in a regular width.
    /// - ``UserGesture/swipeDown``: the sheet on top goes, with what is on it
    ///   (``intent(forDismissing:)``); a guarded one stays while the core
    ///   asks its guard. Refused for a full-screen cover, a popover drawn as
    ///   a popover, the base layer, and under an alert.
    /// - ``UserGesture/tapOutsidePopover``: the popover on top goes, drawn as
    ///   a popover (a guarded one once its guard agrees); refused otherwise.
    /// - ``UserGesture/dragSheet(to:)``: the sheet on top (a popover drawn as
    ///   a sheet too) rests at another of its detents
    ///   (``intent(forDetent:of:)``).
    /// - ``UserGesture/answerAlert(_:texts:)``: ``intent(forAnswering:texts:)``.
    /// - ``UserGesture/tapOutsideAlert``: a dialog goes as its cancel button
    ///   when it has one, else, drawn as a popover, with
    ///   `.cancel(.userDismissed)`; an alert, or an action sheet without a
    ///   cancel button in a compact width, cannot be tapped away.
    /// - ``UserGesture/tapTab(_:)-(String)``, ``UserGesture/tapTab(_:)-(EntryID)`` and
    ///   ``UserGesture/tapSelectedTab``: a tab
    ///   of the innermost tab bar on the top layer that has it
    ///   (``intent(forSelecting:in:)``); a sheet above covers the tab bar.
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
                let intents = split.intentsForCollapsedBack(to: entry)
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
            guard let intent = split.intent(forShowing: columns) else {
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
            for container in Self.tabBars(onTopOf: top).reversed() {
                if let tab = container.children.first(where: { $0.route == name || $0.item?.title == name }),
                    let intent = intent(forSelecting: tab.id, in: container.id)
                {
                    return .success([intent])
                }
            }
            return refused(.nothingThere, "no tab bar on the layer on top has a tab '\(name)'")
        case .tapTabEntry(let entry):
            for container in Self.tabBars(onTopOf: top).reversed()
            where container.children.contains(where: { $0.id == entry }) {
                if let intent = intent(forSelecting: entry, in: container.id) { return .success([intent]) }
            }
            return refused(.nothingThere, "no tab bar on the layer on top has the tab \(entry)")
        case .tapSelectedTab:
            guard let container = Self.tabBars(onTopOf: top).last,
                let intent = intent(forSelecting: container.selected, in: container.id)
            else {
                return refused(.nothingThere, "no tab bar is on the layer on top")
            }
            return .success([intent])
        case .answerAlert, .tapOutsideAlert:
            return refused(.nothingThere, "no alert or dialog is shown")
        }
    }

    /// The containers on top of a layer's stack, outermost first: the one
    /// shown on top of the layer and, inside its selected child, the one
    /// shown on top of that stack, and so on (not split views: their columns
    /// are not tabs).
    static func tabBars(onTopOf layer: ModalLayer) -> [LayerContainer] {
        containers(onTopOf: layer).filter { $0.split == nil }
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
            if container.split != nil {
                pending += container.expandedColumns.reversed().compactMap {
                    width == .regular && !$0.isVisible ? nil : $0.child?.stack
                }
            } else if let selected = container.selectedChild {
                pending.append(selected.stack)
            }
        }
        return found
    }

    /// The containers on top of a layer's stack, outermost first.
    static func containers(onTopOf layer: ModalLayer) -> [LayerContainer] {
        var found: [LayerContainer] = []
        var stack: ModalLayer? = layer
        while let current = stack,
            let container = current.path.isEmpty ? current.container : current.path.last?.container
        {
            found.append(container)
            stack = container.selectedChild?.stack
        }
        return found
    }

    /// The split view on top of the top layer's stack, or inside its
    /// selected tab.
    public var splitOnTop: LayerContainer? {
        top.flatMap(Self.split(onTopOf:))
    }

    /// The split view on top of a layer's stack, or inside its selected tab.
    package static func split(onTopOf layer: ModalLayer) -> LayerContainer? {
        containers(onTopOf: layer).first { $0.split != nil }
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
            return split.intentsForCollapsedBack(to: stack[stack.count - 2].item.id)
        }
        guard let stack = Self.poppedColumn(of: split)?.stack else { return [] }
        return intents(forPath: Array(stack.pathIDs.dropLast()), in: stack.id)
    }

    /// The last visible column of a split with a screen pushed, which a
    /// back pops in a regular width.
    private static func poppedColumn(of split: LayerContainer) -> LayerChild? {
        split.expandedColumns.last { $0.isVisible && $0.child?.stack.path.isEmpty == false }?.child
    }

    /// The screen a back would pop: the top of the collapsed stack or of the
    /// column a split pops, or of the stack the user sees.
    func poppedScreen(width: LayoutWidth) -> LayerItem? {
        if let split = splitOnTop {
            if width == .compact { return split.collapsedStack.last?.item }
            return Self.poppedColumn(of: split)?.stack.path.last
        }
        return top.map(Self.visibleStack(in:))?.path.last
    }
}
