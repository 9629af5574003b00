public import Testing
public import Waypoint

/// A front end without a screen: it draws a coordinator tree as data and
/// reports what a user does through the same intent API a real front end uses.
///
/// A headless front end subscribes to every change of a root coordinator and
/// acknowledges each one as a renderer would, keeping the latest ``snapshot``
/// it has "drawn". Its gestures act on what it draws: ``swipeBack(sourceLocation:)`` pops
/// the top screen of the topmost modal layer, ``swipeDown(sourceLocation:)`` dismisses the
/// topmost sheet or cover, ``tapTab(_:sourceLocation:)-(String,_)`` picks a tab of the visible
/// tab bar and ``tapSelectedTab(sourceLocation:)`` taps the selected one again. Each gesture
/// first ``settle(timeout:sourceLocation:)``s, so that the front end draws
/// every change made so far, then reports one `UserIntent` with
/// `Coordinator.receive(_:)` and returns its `IntentOutcome`.
///
/// ```swift
/// let frontEnd = HeadlessFrontEnd(app)
/// try app.show(\.create)
/// #expect(await frontEnd.swipeDown() == .applied)   // the user swipes the sheet away
/// ```
///
/// ``send(_:)`` reports a raw intent without settling, to test stale intents
/// about entries the front end still draws but the core has already removed.
@MainActor
public final class HeadlessFrontEnd {
    /// The bound of ``settle(timeout:sourceLocation:)``, unless a call gives its own.
    public var timeout: Duration
    /// The root's type name, for reports.
    public let rootName: String

    private let feed: ChangeFeed
    private let deliver: (UserIntent) -> IntentOutcome
    private var lastVersion: UInt64 = 0
    private var versionProblems: [String] = []

    /// Attaches a front end to a root coordinator.
    ///
    /// The front end holds the root weakly. Inside a test with the
    /// ``FlowChecksTrait/leakChecked`` trait, the root is tracked for leaks.
    ///
    /// - Parameters:
    ///   - root: the coordinator to draw, subtree included.
    ///   - timeout: the bound of ``settle(timeout:sourceLocation:)``.
    ///   - sourceLocation: where the front end reports problems it sees.
    public init(
        _ root: some Coordinator,
        timeout: Duration = .seconds(5),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.timeout = timeout
        rootName = String(describing: type(of: root))
        feed = ChangeFeed(root)
        deliver = { [weak root] intent in root?.receive(intent) ?? .ignored }
        feed.onChange = { [weak self] change in
            self?.acknowledge(change, sourceLocation: sourceLocation)
        }
        FlowTestScope.context?.tracker?.track(root, sourceLocation: sourceLocation)
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
    /// the selected child of each container, down to the innermost screen.
    public var visibleEntries: [EntrySnapshot] { Self.visiblePath(of: snapshot).map(\.entry) }

    /// Detaches the front end: its subscription ends.
    public func detach() {
        feed.stop()
    }

    /// Waits until the front end has drawn every change the root has yielded so
    /// far.
    ///
    /// The wait is over once the last change acknowledged shows the root's current
    /// state (or the root's stream has finished) and no further change arrives
    /// while the main actor runs a few more turns. It never sleeps: it lets the
    /// main actor run, a bounded number of turns, and is bounded by `timeout`
    /// while changes keep arriving. If nothing more arrives but the last change
    /// does not show the root's state, the root changed without yielding a
    /// change: the test fails with both trees.
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
        deliver(intent)
    }

    /// The user swipes back (or taps back) until the entry is on top.
    ///
    /// - Parameters:
    ///   - entry: the entry to go back to.
    ///   - sourceLocation: where a problem settling is reported.
    /// - Returns: what the core did with `.popped(to:)`.
    @discardableResult
    public func swipeBack(to entry: EntryID, sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await settle(sourceLocation: sourceLocation)
        return send(.popped(to: entry))
    }

    /// The user swipes back once, in the topmost modal layer: the top screen is
    /// popped, or, at the root of a pushed child flow, the flow is.
    ///
    /// Records an issue, and sends nothing, if the top screen cannot be swiped
    /// back (a layer's root, a sheet, a tab).
    ///
    /// - Parameter sourceLocation: where a problem is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func swipeBack(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await settle(sourceLocation: sourceLocation)
        let path = Self.visiblePath(of: snapshot)
        for step in path.reversed() {
            let presentation = step.entry.presentation
            // The root of a pushed child flow goes back with the flow.
            if presentation == .root || presentation == .content { continue }
            if presentation == .push, let index = step.node.entries.firstIndex(where: { $0.id == step.entry.id }),
                index > 0
            {
                return send(.popped(to: step.node.entries[index - 1].id))
            }
            break
        }
        return nothingToDo("swipe back", sourceLocation: sourceLocation)
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
        return send(.dismissed(entry))
    }

    /// The user swipes the topmost sheet or cover down.
    ///
    /// Records an issue, and sends nothing, if no sheet or cover is on screen.
    ///
    /// - Parameter sourceLocation: where a problem is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func swipeDown(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await settle(sourceLocation: sourceLocation)
        guard let modal = Self.visiblePath(of: snapshot).last(where: { $0.entry.presentation.isModal }) else {
            return nothingToDo("swipe down", sourceLocation: sourceLocation)
        }
        return send(.dismissed(modal.entry.id))
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

    /// The user taps a tab of the innermost tab bar on screen, given by its route
    /// name or its title.
    ///
    /// Records an issue, and sends nothing, if no such tab is on screen.
    ///
    /// - Parameters:
    ///   - name: the tab's route name, such as `"todos"`, or its title, such as `"Todos"`.
    ///   - sourceLocation: where a problem is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func tapTab(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await settle(sourceLocation: sourceLocation)
        for step in Self.visiblePath(of: snapshot).reversed() where step.entry.presentation == .tab {
            if let tab = step.node.entries.first(where: { $0.route == name || $0.item?.title == name }) {
                return send(.selected(tab.id))
            }
        }
        return nothingToDo("tap the tab '\(name)'", sourceLocation: sourceLocation)
    }

    /// The user taps the selected tab of the innermost tab bar on screen again,
    /// which by default pops its stack to its root.
    ///
    /// - Parameter sourceLocation: where a problem is reported.
    /// - Returns: what the core did, or `.ignored` if no tab bar is
    ///   on screen (an issue is recorded).
    @discardableResult
    public func tapSelectedTab(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await settle(sourceLocation: sourceLocation)
        guard let tab = Self.visiblePath(of: snapshot).last(where: { $0.entry.presentation == .tab }) else {
            return nothingToDo("tap the selected tab", sourceLocation: sourceLocation)
        }
        return send(.selected(tab.entry.id))
    }

    // MARK: Internals

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
            let shown = current.selected == nil ? current.entries.last : current.selectedEntry
            guard let shown else { break }
            steps.append(Step(node: current, entry: shown))
            node = shown.child
        }
        return steps
    }
}
