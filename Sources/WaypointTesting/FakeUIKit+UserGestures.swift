public import Testing
public import Waypoint
public import WaypointFrontEnd

// The gestures of the gestures' table (`UserGesture`), named as `HeadlessFrontEnd` names them,
// each played as UIKit would report it through the fake's UIKit-like calls.
extension FakeUIKit {
    /// Why a gesture would be refused now, as the gestures' table says
    /// (`ModalLayers.intents(for:width:)` on the state the fake shows), or
    /// `nil` if a device can make it. The fake refuses what the table
    /// refuses, with the same reason, and, as UIKit does, any touch while a
    /// transition runs.
    ///
    /// - Parameter gesture: the gesture.
    /// - Returns: the refusal, or `nil`.
    public func refusal(of gesture: UserGesture) -> GestureRefusal? {
        if case .failure(let refusal) = ModalLayers(currentSnapshot()).intents(
            for: withTypedTexts(gesture), width: width)
        {
            return refusal
        }
        return nil
    }

    /// The gesture with what the user typed in the alert on screen
    /// (``enterText(_:inAlertField:)``): a tap on its button answers with the texts
    /// its fields hold, those the tap types last.
    private func withTypedTexts(_ gesture: UserGesture) -> UserGesture {
        guard case .answerAlert(let button, let texts) = gesture.kind, let edited = alert?.edited, !edited.isEmpty
        else { return gesture }
        return .answerAlert(button, texts: edited.merging(texts) { _, given in given })
    }

    /// The user makes a gesture of the table, played as UIKit reports it:
    /// ``tapBack(levels:)`` for the back button (or its menu, for
    /// `UserGesture.back(to:)`), a whole swipe back or down, a tap on a
    /// tab, an alert's button or outside it, a drag of a detent, a column
    /// swiped in or out. What the table refuses is refused (`false`, and
    /// nothing is reported to the session); so is any touch while UIKit
    /// animates.
    ///
    /// ```swift
    /// #expect(fake.perform(.swipeDown))
    /// ```
    ///
    /// - Parameter gesture: what the user does.
    /// - Returns: whether UIKit took the gesture.
    @discardableResult
    public func perform(_ gesture: UserGesture) -> Bool {
        guard refusal(of: gesture) == nil else { return false }
        let layers = ModalLayers(currentSnapshot())
        switch gesture.kind {
        case .backButton: return tapBack()
        case .swipeBack: return beginSwipeBack() && finishSwipeBack()
        case .backTo(let entry):
            guard let index = indexOfScreen(showing: entry, in: layers) else { return false }
            return tapBack(levels: visibleScreens.count - 1 - index)
        case .backToRoot(let stack):
            // The stack's root: in its own navigation controller, in a collapsed split's one, or
            // as the selected tab of a tab bar pushed on the one on screen.
            guard let root = layers.layer(stack)?.root?.id, let index = indexOfScreen(showing: root, in: layers)
            else { return false }
            return tapBack(levels: visibleScreens.count - 1 - index)
        case .swipeDown:
            guard beginSwipeDown() else { return isGuardedTop }
            return finishSwipeDown()
        case .tapOutsidePopover: return tapOutsidePopover() || isGuardedTop
        case .dragSheet(let detent): return dragSheet(to: detent)
        case .answerAlert(let button, let texts): return tapAlertButton(button, texts: texts)
        case .tapOutsideAlert: return tapOutsideAlert()
        case .tapTab(let name):
            for bar in visibleTabBars.reversed() {
                if let tab = layers.container(bar.container)?.children.first(where: {
                    $0.route == name || $0.item?.title == name
                }) {
                    return tapTab(tab.id, in: bar.container)
                }
            }
            return false
        case .tapTabEntry(let entry):
            guard let bar = visibleTabBars.last(where: { $0.tabs.contains(entry) }) else { return false }
            return tapTab(entry, in: bar.container)
        case .tapSelectedTab:
            guard let bar = visibleTabBars.last, let selected = bar.selected else { return false }
            return tapTab(selected, in: bar.container)
        case .backToSidebar:
            // A collapsed split's back button, down to the sidebar's screens.
            guard let split = layers.splitOnTop else { return false }
            let stack = split.collapsedStack
            guard let last = stack.lastIndex(where: { $0.column == .sidebar }), last < stack.count - 1 else {
                return false
            }
            return tapBack(levels: stack.count - 1 - last)
        case .zoomBack:
            guard beginZoomBack() else { return isGuardedTop }
            // A guarded pushed screen stays: its guard was asked, and no zoom runs.
            guard isSwipingBack || chain.last?.state == .userDismissing else { return true }
            return finishZoomBack()
        case .showColumns(let columns):
            guard let split = layers.splitOnTop, let state = split.split else { return false }
            var swiped = false
            for column in state.columns where column != .detail && columns.contains(column) != state.isVisible(column) {
                swiped = swipeColumn(column, shown: columns.contains(column), in: split.id) || swiped
            }
            return swiped
        }
    }

    /// The index, in the navigation controller on screen, of the screen
    /// that shows an entry: its own, or a tab bar pushed on the stack whose
    /// selected tab (or a tab bar in it) has the entry at its root. The
    /// back button's menu lists that screen.
    private func indexOfScreen(showing entry: EntryID, in layers: ModalLayers) -> Int? {
        func shows(_ container: LayerContainer?) -> Bool {
            guard let root = container?.selectedChild?.stack.root else { return false }
            return root.id == entry || shows(root.container)
        }
        let screens = visibleScreens
        if let index = screens.lastIndex(of: entry) { return index }
        guard case .some(let id) = visibleNavigation, let navigation = navigations[id] else { return nil }
        return navigation.screens.lastIndex { screen in
            screen.tabBar.map { shows(layers.container($0)) } ?? false
        }
    }

    /// Whether the layer on top refuses to be swiped or tapped away while
    /// its guard is asked (`isModalInPresentation`): UIKit reported the
    /// attempt, which the gesture is.
    private var isGuardedTop: Bool { chain.last?.isModalInPresentation == true }

    /// The user swipes back all the way (`UserGesture.swipeBack`):
    /// ``beginSwipeBack()`` then ``finishSwipeBack()``.
    ///
    /// - Returns: whether the swipe was taken.
    @discardableResult
    public func swipeBack() -> Bool { perform(.swipeBack) }

    /// The user goes back until the entry is on top, from the back
    /// button's menu (`UserGesture.back(to:)`).
    ///
    /// - Parameter entry: a screen of the navigation controller on screen.
    /// - Returns: whether UIKit popped or asked the guard.
    @discardableResult
    public func swipeBack(to entry: EntryID) -> Bool { perform(.back(to: entry)) }

    /// The user swipes the sheet on top down all the way
    /// (`UserGesture.swipeDown`): ``beginSwipeDown()`` then
    /// ``finishSwipeDown()``; a guarded sheet stays, and UIKit reports the
    /// attempt.
    ///
    /// - Returns: whether UIKit took the swipe (or reported the attempt).
    @discardableResult
    public func swipeDown() -> Bool { perform(.swipeDown) }

    /// The user taps a tab of the innermost tab bar on screen that has it, by
    /// route name or title (`UserGesture.tapTab(_:)`).
    ///
    /// - Parameter name: the tab's route name or title.
    /// - Returns: whether such a tab was tapped.
    @discardableResult
    public func tapTab(_ name: String) -> Bool { perform(.tapTab(name)) }

    /// The user taps a tab by its entry (`UserGesture.tapTab(_:)`),
    /// on the tab bar on screen that has it.
    ///
    /// - Parameter entry: the tab's entry id.
    /// - Returns: whether such a tab was tapped.
    @discardableResult
    public func tapTab(_ entry: EntryID) -> Bool { perform(.tapTab(entry)) }

    /// The user taps the selected tab of the innermost tab bar on screen
    /// (`UserGesture.tapSelectedTab`).
    ///
    /// - Returns: whether a tab bar is on screen.
    @discardableResult
    public func tapSelectedTab() -> Bool { perform(.tapSelectedTab) }

    /// The user goes back to the sidebar of the collapsed split on screen
    /// (`UserGesture.backToSidebar`), with its back button.
    ///
    /// - Returns: whether UIKit went back.
    @discardableResult
    public func backToSidebar() -> Bool { perform(.backToSidebar) }

    /// The user shows or hides the split's columns so that these are visible
    /// (`UserGesture.showColumns(_:)`), one swipe per column, in a regular
    /// width.
    ///
    /// - Parameter columns: the columns visible after the gesture.
    /// - Returns: whether a column was swiped.
    @discardableResult
    public func showColumns(_ columns: [SplitColumn]) -> Bool { perform(.showColumns(columns)) }

    /// Waits, bounded, until UIKit shows this on top: an alert, or the top
    /// layer presented as a sheet, a popover or a full-screen cover
    /// (``width`` decides how a popover is drawn). The fake takes in each
    /// change as it comes (``sync()``) and finishes the animations it
    /// starts; each change restarts the timeout. Records an issue if it does
    /// not come.
    ///
    /// ```swift
    /// Task { await app.route(to: \.confirm) }
    /// #expect(await fake.waitUntilShown(.alert))
    /// ```
    ///
    /// - Parameters:
    ///   - shown: what to wait for.
    ///   - timeout: the bound of the wait, five seconds by default.
    ///   - sourceLocation: where a timeout is reported.
    /// - Returns: whether it is shown.
    @discardableResult
    public func waitUntilShown(
        _ shown: OnScreen,
        timeout: Duration = .seconds(5),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        let feed = ChangeFeed(coordinator, sourceLocation: sourceLocation)
        defer { feed.stop() }
        let isShown = await feed.wait(
            until: { [unowned self] in
                sync()
                finishAnimations()
                return shown.isShown(in: ModalLayers(currentSnapshot()), width: width) && isQuiet
            },
            deadline: Deadline(after: timeout))
        if !isShown {
            Issue.record(
                Comment(rawValue: "UIKit showed no \(shown) within \(timeout). It shows:\n\(stateDescription)"),
                sourceLocation: sourceLocation)
        }
        return isShown
    }
}
