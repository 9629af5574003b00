public import Testing
public import Waypoint
public import WaypointFrontEnd

/// A front end without a screen: it draws a coordinator tree as data and
/// reports what a user does through the same intent API a real front end uses.
///
/// A headless front end subscribes to every change of a root coordinator and
/// acknowledges each one as a renderer would, keeping the latest ``snapshot``
/// it has "drawn". Its gestures act on what it draws, cut into modal layers
/// (`ModalLayers`), and ask the core's front-end functions for their intents,
/// the same functions a SwiftUI front end calls, so that both agree on every
/// gesture: ``swipeBack(sourceLocation:)`` pops the top screen of the stack on
/// screen (`intentsForSwipeBack()`), ``tapBack(sourceLocation:)`` also dismisses
/// a sheet at its root (`intentsForBack()`), ``swipeDown(sourceLocation:)``
/// dismisses the topmost sheet or cover (`intent(forDismissing:)`),
/// ``tapTab(_:sourceLocation:)-(String,_)`` picks a tab of a tab bar on screen
/// and ``tapSelectedTab(sourceLocation:)`` taps the selected one again
/// (`intent(forSelecting:in:)`); ``tapAlertButton(_:texts:sourceLocation:)``
/// and ``dismissAlert(sourceLocation:)`` answer or dismiss the alert on screen,
/// and ``dragSheet(to:sourceLocation:)`` drags the top sheet to another detent.
/// Each gesture first
/// ``settle(timeout:sourceLocation:)``s, so that the front end draws every
/// change made so far, then reports its intents with `Coordinator.receive(_:)`
/// and returns the `IntentOutcome`.
///
/// ```swift
/// let frontEnd = HeadlessFrontEnd(app)
/// try app.show(\.create)
/// #expect(await frontEnd.swipeDown() == .applied)   // the user swipes the sheet away
/// ```
///
/// ``send(_:)`` reports a raw intent without settling, to test stale intents
/// about entries the front end still draws but the core has already removed.
///
/// It draws in a ``width``, compact (an iPhone) or regular (an iPad), as
/// `ModalLayer.presentation(in:)` and `LayerAlert.presentation(in:)` say:
/// ``presentation(of:)`` tells how it draws an entry, so a test sees a popover
/// become a sheet in a compact width and a confirmation dialog become a
/// popover at its anchor (``anchor(of:)``) in a regular one.
///
/// ```swift
/// let frontEnd = HeadlessFrontEnd(app, width: .compact)
/// let share = try app.show(\.share)
/// await frontEnd.settle()
/// #expect(frontEnd.presentation(of: share.id) == .sheet)   // the popover adapts
/// ```
///
/// A split view is drawn by the width too: its columns side by side in a
/// regular width, one collapsed stack in a compact one (``splitColumns``,
/// ``drawing``), the same screens either way. The width may change at any
/// step; a back gesture on the top layer's split goes back in its collapsed
/// stack or pops its last visible column, and ``showColumns(_:sourceLocation:)``
/// shows or hides its columns.
///
/// ```swift
/// frontEnd.width = .compact                       // the window narrows
/// #expect(await frontEnd.swipeBack() == .applied)  // from the detail back to the sidebar
/// ```
@MainActor
public final class HeadlessFrontEnd {
    /// The bound of ``settle(timeout:sourceLocation:)``, unless a call gives its own.
    public var timeout: Duration
    /// The horizontal size class it draws in; a test may change it at any
    /// time, as a rotation or a resized window does.
    public var width: LayoutWidth
    /// The root's type name, for reports.
    public let rootName: String

    private let feed: ChangeFeed
    private let deliverAll: ([UserIntent]) -> IntentOutcome
    private var lastVersion: UInt64 = 0
    private var versionProblems: [String] = []

    /// Attaches a front end to a root coordinator.
    ///
    /// The front end holds the root weakly. Inside a test with the
    /// ``FlowChecksTrait/leakChecked`` trait, every coordinator of the root's
    /// tree is tracked for leaks: those in it now, and every one adopted into it
    /// later.
    ///
    /// - Parameters:
    ///   - root: the coordinator to draw, subtree included.
    ///   - timeout: the bound of ``settle(timeout:sourceLocation:)``.
    ///   - width: the horizontal size class it draws in; regular by default.
    ///   - sourceLocation: where the front end reports problems it sees.
    public init(
        _ root: some Coordinator,
        timeout: Duration = .seconds(5),
        width: LayoutWidth = .regular,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.timeout = timeout
        self.width = width
        rootName = String(describing: type(of: root))
        feed = ChangeFeed(root, tracker: FlowTestScope.context?.tracker, sourceLocation: sourceLocation)
        deliverAll = { [weak root] intents in root?.navigation.receive(intents) ?? .ignored }
        feed.onChange = { [weak self] change in
            self?.acknowledge(change, sourceLocation: sourceLocation)
        }
    }

    // MARK: What it draws

    /// The state the front end draws: the last change it acknowledged, or the
    /// state when it attached.
    public var snapshot: CoordinatorSnapshot { feed.latest }

    /// Every change the front end has acknowledged, in order.
    public var acknowledged: [NavigationChange] { feed.received }

    /// Whether the root is still drawn: its changes stream has not finished.
    public var isAttached: Bool { !feed.isFinished }

    /// The entries on screen, outermost first: the top entry of each stack and
    /// the selected child of each container, down to the innermost screen,
    /// then the alert shown above them, if any.
    public var visibleEntries: [EntrySnapshot] { Self.visiblePath(of: snapshot).map(\.entry) }

    /// How the front end draws an entry in its ``width``: a modal layer's
    /// `ModalLayer.presentation(in:)` (`.sheet` for a popover that adapts in
    /// a compact width), an alert's `LayerAlert.presentation(in:)` (`.popover`
    /// for a confirmation dialog in a regular width), or the entry's own
    /// presentation for any other entry it draws.
    ///
    /// - Parameter entry: the entry's id.
    /// - Returns: how it is drawn, or `nil` if the snapshot it draws has no such entry.
    public func presentation(of entry: EntryID) -> Presentation? {
        let layers = ModalLayers(snapshot)
        if let layer = layers.layers.first(where: { $0.id == entry }) { return layer.presentation(in: width) }
        if let alert = layers.alerts.first(where: { $0.id == entry }) { return alert.presentation(in: width) }
        return snapshot.holder(of: entry)?.entryList.first { $0.id == entry }?.presentation
    }

    /// The anchor a popover or confirmation dialog points at, as drawn in
    /// the front end's ``width``: its route's anchor when it is drawn as a
    /// popover (``presentation(of:)`` is `.popover`), else `nil`.
    ///
    /// - Parameter entry: the entry's id.
    /// - Returns: the anchor's name, or `nil`.
    public func anchor(of entry: EntryID) -> String? {
        guard presentation(of: entry) == .popover else { return nil }
        let layers = ModalLayers(snapshot)
        if let alert = layers.alerts.first(where: { $0.id == entry }) { return alert.anchor }
        return layers.layers.first { $0.id == entry }?.style?.anchor
    }

    /// Detaches the front end: its subscription ends.
    public func detach() {
        feed.stop()
    }

    /// Waits until the front end has drawn every change the root has yielded so
    /// far.
    ///
    /// The wait is over once the front end has acknowledged every change the root
    /// has published (the core tells it synchronously how many), the last one
    /// shows the root's current state (or the root's stream has finished), and
    /// no further change arrives
    /// while the main actor runs a few more turns. It never sleeps: it lets the
    /// main actor run, a bounded number of turns. Each change read restarts
    /// `timeout`, and the whole wait ends at the latest ten timeouts after it
    /// began, whatever the main actor is doing. If changes never stop (a task
    /// that answers each change with another), it ends there: settled if the
    /// front end has drawn every change published by then, and otherwise the
    /// test fails with a report that they kept arriving, the front end drawing
    /// the latest one it read. If
    /// nothing more arrives but the last change does not show the root's state,
    /// the root changed without yielding a change: the test fails with both
    /// trees.
    ///
    /// - Parameters:
    ///   - timeout: the bound of the wait; ``timeout`` by default.
    ///   - sourceLocation: where a timeout is reported.
    public func settle(timeout: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation) async {
        let timeout = timeout ?? self.timeout
        let settled = await feed.settle(deadline: Deadline(after: timeout))
        if let problem = feed.report(settled, of: rootName, within: timeout) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }

    // MARK: Gestures

    /// Reports an intent as is, without settling first.
    ///
    /// - Parameter intent: the user's action.
    /// - Returns: what the core did with it.
    @discardableResult
    public func send(_ intent: UserIntent) -> IntentOutcome {
        deliverAll([intent])
    }

    /// Reports several intents as one gesture, without settling first.
    private func send(_ intents: [UserIntent]) -> IntentOutcome {
        deliverAll(intents)
    }

    /// The user swipes back (or picks an earlier screen from the back button's
    /// menu) until the entry is on top.
    ///
    /// The front end reports the shorter path of the stack that holds the entry,
    /// as a `NavigationStack` does, through `ModalLayers.intents(forPath:in:)`. An
    /// entry that no stack on screen holds, or that is already on top, is sent as
    /// `.popped(to:)` as is, so that a test sees what the core does with a stale
    /// or useless report.
    ///
    /// In a compact ``width``, an entry of the collapsed stack of a split view
    /// on the top layer is gone back to as that stack says
    /// (`LayerContainer.intentsForCollapsedBack(to:)`).
    ///
    /// - Parameters:
    ///   - entry: the entry to go back to.
    ///   - sourceLocation: where a problem settling is reported.
    /// - Returns: what the core did.
    @discardableResult
    public func swipeBack(to entry: EntryID, sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await settle(sourceLocation: sourceLocation)
        let layers = ModalLayers(snapshot)
        if width == .compact, let split = Self.topSplit(in: layers), layers.alert == nil {
            let intents = split.intentsForCollapsedBack(to: entry)
            if !intents.isEmpty { return send(intents) }
        }
        for stack in Self.stacks(in: layers) {
            let path: [EntryID]
            if stack.root?.id == entry {
                path = []
            } else if let index = stack.pathIDs.firstIndex(of: entry) {
                path = Array(stack.pathIDs.prefix(through: index))
            } else {
                continue
            }
            let intents = layers.intents(forPath: path, in: stack.id)
            if !intents.isEmpty { return send(intents) }
        }
        return send(.popped(to: entry))
    }

    /// The user swipes back once: the top screen of the stack on screen is
    /// popped, as `ModalLayers.intentsForSwipeBack()` says.
    ///
    /// The stack on screen is the top modal layer's, or the selected tab's when
    /// a screen is pushed in it; at the root of a pushed child flow, or of a
    /// pushed tab bar whose tab is at its root, the whole flow goes. Records an
    /// issue, and sends nothing, if there is nothing to swipe back (the bottom of
    /// a layer: the app's root, a sheet's or a tab's root).
    ///
    /// When the top layer shows a split view, the gesture is the split's: in
    /// a compact ``width`` it goes back one screen of the collapsed stack
    /// (`LayerContainer.intentsForCollapsedBack(to:)`: from the detail's
    /// root, the detail goes and, if the selection filled it, the sidebar
    /// deselects); in a regular width it pops the top screen of the last
    /// visible column that has one pushed.
    ///
    /// - Parameter sourceLocation: where a problem is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func swipeBack(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.swipeBack, sourceLocation: sourceLocation)
    }

    /// The user taps a back button (or a terminal's "back" command): a swipe
    /// back, or at the bottom of a sheet or cover, its dismissal, as
    /// `ModalLayers.intentsForBack()` says.
    ///
    /// Records an issue, and sends nothing, at the bottom of the base layer.
    ///
    /// - Parameter sourceLocation: where a problem is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func tapBack(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.backButton, sourceLocation: sourceLocation)
    }

    /// The user swipes a sheet or cover down: it and everything on it is dismissed.
    ///
    /// - Parameters:
    ///   - entry: the sheet's or cover's entry.
    ///   - sourceLocation: where a problem settling is reported.
    /// - Returns: what the core did with `.dismissed(_:)`.
    @discardableResult
    public func swipeDown(_ entry: EntryID, sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await settle(sourceLocation: sourceLocation)
        return send(ModalLayers(snapshot).intent(forDismissing: entry) ?? .dismissed(entry))
    }

    /// The user swipes the topmost sheet or cover down, with whatever is pushed
    /// on it, as `ModalLayers.intent(forDismissing:)` says for the top layer.
    ///
    /// Records an issue, and sends nothing, if no sheet or cover is on screen.
    ///
    /// - Parameter sourceLocation: where a problem is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func swipeDown(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.swipeDown, sourceLocation: sourceLocation)
    }

    /// The user taps a tab, given by its entry id.
    ///
    /// - Parameters:
    ///   - entry: the tab's entry.
    ///   - sourceLocation: where a problem settling is reported.
    /// - Returns: what the core did with `.selected(_:)`.
    @discardableResult
    public func tapTab(_ entry: EntryID, sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await settle(sourceLocation: sourceLocation)
        return send(.selected(entry))
    }

    /// The user taps a tab of the innermost tab bar on screen that has it, given
    /// by its route name or its title, as `ModalLayers.intent(forSelecting:in:)`
    /// says.
    ///
    /// Records an issue, and sends nothing, if no such tab is on screen.
    ///
    /// - Parameters:
    ///   - name: the tab's route name, such as `"todos"`, or its title, such as `"Todos"`.
    ///   - sourceLocation: where a problem is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func tapTab(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.tapTab(name), sourceLocation: sourceLocation)
    }

    /// The user taps the selected tab of the innermost tab bar on screen again,
    /// which by default pops its stack to its root.
    ///
    /// - Parameter sourceLocation: where a problem is reported.
    /// - Returns: what the core did, or `.ignored` if no tab bar is
    ///   on screen (an issue is recorded).
    @discardableResult
    public func tapSelectedTab(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.tapSelectedTab, sourceLocation: sourceLocation)
    }

    /// The alert or confirmation dialog on screen, above every layer: the
    /// first one asked (`ModalLayers.alert`); `nil` if none.
    public var alert: AlertSnapshot? { ModalLayers(snapshot).alert?.content }

    /// The user taps a button of the alert or confirmation dialog on screen,
    /// given by its label, having typed `texts` in its fields, as
    /// `ModalLayers.intent(forAnswering:texts:)` says.
    ///
    /// Records an issue, and sends nothing, if no alert is on screen or it has
    /// no such button or field.
    ///
    /// ```swift
    /// #expect(await frontEnd.tapAlertButton("Delete") == .applied)   // route(to:) returns .done(true)
    /// ```
    ///
    /// - Parameters:
    ///   - label: the button's label.
    ///   - texts: what the user typed, by field name.
    ///   - sourceLocation: where a problem is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func tapAlertButton(
        _ label: String,
        texts: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> IntentOutcome {
        await perform(.answerAlert(label, texts: texts), sourceLocation: sourceLocation)
    }

    /// The user dismisses the alert or confirmation dialog on screen without
    /// choosing (a tap outside a dialog, the Escape key): its awaiter gets
    /// `.cancel(.userDismissed)`.
    ///
    /// Records an issue, and sends nothing, if no alert is on screen.
    ///
    /// - Parameter sourceLocation: where a problem is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func dismissAlert(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await settle(sourceLocation: sourceLocation)
        guard let intent = ModalLayers(snapshot).intentForDismissingAlert() else {
            return nothingToDo("dismiss an alert", sourceLocation: sourceLocation)
        }
        return send(intent)
    }

    /// The user drags the topmost sheet to another of its detents, as
    /// `ModalLayers.intent(forDetent:of:)` says. A popover is a sheet only
    /// where it adapts to one (``presentation(of:)`` is `.sheet`, in a compact
    /// width); drawn as a popover, it has no detent to drag.
    ///
    /// Records an issue, and sends nothing, if no sheet is on screen (the top
    /// layer is drawn as a popover or a full-screen cover), its route
    /// declares no such detent, or it rests there already.
    ///
    /// - Parameters:
    ///   - detent: the detent to drag it to.
    ///   - sourceLocation: where a problem is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func dragSheet(to detent: SheetDetent, sourceLocation: SourceLocation = #_sourceLocation) async
        -> IntentOutcome
    {
        await perform(.dragSheet(to: detent), sourceLocation: sourceLocation)
    }

    /// The user makes a gesture, as the one table of gestures says
    /// (`ModalLayers.intents(for:width:)`, in the front end's ``width``): its
    /// intents are sent as one change. A gesture no device can make now
    /// (under an alert, on a guarded screen whose swipe is off, a full-screen
    /// cover swiped down …) is refused: an issue is recorded with the reason,
    /// and nothing is sent.
    ///
    /// ```swift
    /// #expect(await frontEnd.perform(.swipeDown) == .applied)
    /// ```
    ///
    /// - Parameters:
    ///   - gesture: what the user does.
    ///   - sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if the gesture was refused.
    @discardableResult
    public func perform(_ gesture: UserGesture, sourceLocation: SourceLocation = #_sourceLocation) async
        -> IntentOutcome
    {
        await settle(sourceLocation: sourceLocation)
        switch ModalLayers(snapshot).intents(for: gesture, width: width) {
        case .success(let intents): return send(intents)
        case .failure(let refusal): return refused(refusal, sourceLocation: sourceLocation)
        }
    }

    /// The user taps outside the alert or dialog on screen
    /// (``UserGesture/tapOutsideAlert``): a dialog drawn as a popover goes,
    /// as its cancel button if it has one; an alert cannot be tapped away.
    ///
    /// - Parameter sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if the gesture was refused.
    @discardableResult
    public func tapOutsideAlert(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.tapOutsideAlert, sourceLocation: sourceLocation)
    }

    /// The user taps outside the popover on top, drawn as a popover (a
    /// regular ``width``; ``UserGesture/tapOutsidePopover``): it goes.
    ///
    /// - Parameter sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if the gesture was refused.
    @discardableResult
    public func tapOutsidePopover(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.tapOutsidePopover, sourceLocation: sourceLocation)
    }

    // MARK: Split views

    /// The columns of the split view on screen (on the topmost layer that
    /// shows one, under any sheet above it), as drawn in the
    /// front end's ``width``: in a regular width, each column with the ids of
    /// its screens (its stack's root, then its path; none for an empty
    /// column) and whether it is visible; in a compact width one stack,
    /// `LayerContainer.collapsedStack`, as a single entry whose column is
    /// `nil`. Empty when no layer shows a split. The same screens are
    /// drawn in either width: a width change loses none.
    ///
    /// ```swift
    /// frontEnd.width = .compact
    /// frontEnd.splitColumns.map(\.screens)   // [[sidebar, detail, page]]
    /// ```
    public var splitColumns: [(column: SplitColumn?, screens: [EntryID], isVisible: Bool)] {
        let layers = ModalLayers(snapshot).layers
        guard let split = layers.reversed().lazy.compactMap(Self.split(onTopOf:)).first else { return [] }
        if width == .compact { return [(nil, split.collapsedStack.map(\.item.id), true)] }
        return split.expandedColumns.map { column, child, isVisible in
            let stack = child.map { [$0.stack.root].compactMap { $0 } + $0.stack.path } ?? []
            return (column, stack.map(\.id), isVisible)
        }
    }

    /// What the front end draws, as text: each modal layer, bottom first, with
    /// its screens' routes; a split view's columns side by side in a regular
    /// width (a hidden column in parentheses, an empty one as `-`), one
    /// collapsed stack in a compact one.
    ///
    /// ```text
    /// base: split [sidebar: home | detail: home > page]
    /// sheet #12: note
    /// ```
    public var drawing: String {
        ModalLayers(snapshot).layers.map { layer in
            let name = layer.id.map { "\(layer.presentation(in: width)) \($0)" } ?? "base"
            return "\(name): " + describe(layer)
        }.joined(separator: "\n")
    }

    /// The user shows or hides columns of the split view on the top layer (a
    /// swipe, the sidebar button), leaving `columns` visible, as
    /// `LayerContainer.intent(forShowing:)` says.
    ///
    /// Records an issue, and sends nothing, if no split is on screen, the
    /// front end draws in a compact ``width`` (a collapsed split shows no
    /// columns to show or hide), or those columns are visible already.
    ///
    /// - Parameters:
    ///   - columns: the columns visible after the gesture.
    ///   - sourceLocation: where a problem is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func showColumns(_ columns: [SplitColumn], sourceLocation: SourceLocation = #_sourceLocation) async
        -> IntentOutcome
    {
        await settle(sourceLocation: sourceLocation)
        guard width == .regular, let split = Self.topSplit(in: ModalLayers(snapshot)),
            let intent = split.intent(forShowing: columns)
        else { return nothingToDo("show the columns \(columns)", sourceLocation: sourceLocation) }
        return send(intent)
    }

    // MARK: Internals

    /// A layer's screens as text, a split's columns as drawn in ``width``.
    private func describe(_ layer: ModalLayer) -> String {
        let items = [layer.root].compactMap { $0 } + layer.path
        var text = items.map(\.route).joined(separator: " > ")
        guard let split = layer.container, split.split != nil else { return text }
        let columns: String
        if width == .compact {
            columns = "collapsed: " + split.collapsedStack.map(\.item.route).joined(separator: " > ")
        } else {
            columns = split.expandedColumns.map { column, child, isVisible in
                let shown = child.map { describe($0.stack) } ?? "-"
                return isVisible ? "\(column): \(shown)" : "(\(column): \(shown))"
            }.joined(separator: " | ")
        }
        text = layer.root == nil ? "split" : text
        return "\(text) [\(columns)]"
    }

    /// The split view on top of a layer's stack: the layer's bottom or the
    /// container pushed last, or one inside a selected tab, searched in the
    /// top layer.
    static func topSplit(in layers: ModalLayers) -> LayerContainer? {
        layers.top.flatMap(split(onTopOf:))
    }

    /// The split view on top of a layer's stack, or inside its selected tab.
    static func split(onTopOf layer: ModalLayer) -> LayerContainer? {
        var stack: ModalLayer? = layer
        while let current = stack,
            let container = current.path.isEmpty ? current.container : current.path.last?.container
        {
            if container.split != nil { return container }
            stack = container.selectedChild?.stack
        }
        return nil
    }

    private func refused(_ refusal: GestureRefusal, sourceLocation: SourceLocation) -> IntentOutcome {
        nothingToDo("\(refusal.gesture) (\(refusal.reason.rawValue): \(refusal.message))", sourceLocation: sourceLocation)
    }

    private func nothingToDo(_ gesture: String, sourceLocation: SourceLocation) -> IntentOutcome {
        Issue.record(
            Comment(
                rawValue: "Nothing to \(gesture) on the screen of \(rootName). It draws:\n"
                    + SnapshotReport.indent(snapshot.description, by: "  ")
            ),
            sourceLocation: sourceLocation
        )
        return .ignored
    }

    private func acknowledge(_ change: NavigationChange, sourceLocation: SourceLocation) {
        // Versions increase across the process: a change older than the last one
        // drawn would make a renderer go back in time.
        if change.version <= lastVersion {
            Issue.record(
                "\(rootName) yielded version \(change.version) (\(change.cause)) after version \(lastVersion)",
                sourceLocation: sourceLocation
            )
        }
        lastVersion = max(lastVersion, change.version)
    }

    struct Step {
        let node: CoordinatorSnapshot
        let entry: EntrySnapshot
    }

    /// The entries on screen, outermost first, with the node holding each.
    static func visiblePath(of root: CoordinatorSnapshot) -> [Step] {
        var steps: [Step] = []
        var node: CoordinatorSnapshot? = root
        while let current = node {
            // Alerts stay on top of their stacks but are drawn above everything.
            let shown =
                current.selected == nil ? current.entries.last { !$0.presentation.isAlert } : current.selectedEntry
            guard let shown else { break }
            // Screens pushed above a sheet or cover of the same stack are drawn in it.
            if current.selected == nil, !shown.presentation.isModal,
                let modal = current.entries.last(where: { $0.presentation.isModal })
            {
                steps.append(Step(node: current, entry: modal))
            }
            steps.append(Step(node: current, entry: shown))
            node = shown.child
        }
        if let alert = root.alerts.first, let holder = root.holder(of: alert.id) {
            steps.append(Step(node: holder, entry: alert))
        }
        return steps
    }

    /// Every stack of a cut: its modal layers and, inside them, the stacks of
    /// every container's children.
    static func stacks(in layers: ModalLayers) -> [ModalLayer] {
        var found: [ModalLayer] = []
        var pending = layers.layers.reversed() as [ModalLayer]
        while let stack = pending.popLast() {
            found.append(stack)
            let items = [stack.root].compactMap { $0 } + stack.path
            var containers = items.compactMap(\.container)
            if case .container(let container) = stack.base { containers.append(container) }
            for container in containers {
                pending += container.children.map(\.stack).reversed()
            }
        }
        return found
    }

    /// The containers on screen, outermost first: in each layer, bottom first,
    /// the container shown on top of it and, inside its selected child, the one
    /// shown on top of that stack, and so on.
    static func visibleContainers(in layers: ModalLayers) -> [LayerContainer] {
        var found: [LayerContainer] = []
        for layer in layers.layers {
            var stack: ModalLayer? = layer
            while let current = stack,
                let container = current.path.isEmpty ? current.container : current.path.last?.container
            {
                found.append(container)
                stack = container.selectedChild?.stack
            }
        }
        return found
    }
}

extension CoordinatorSnapshot {
    /// The snapshot of the coordinator whose entries hold this id, in this subtree.
    fileprivate func holder(of id: EntryID) -> CoordinatorSnapshot? {
        for entry in entryList {
            if entry.id == id { return self }
            if let found = entry.child?.holder(of: id) { return found }
        }
        return nil
    }
}
