public import Testing
public import Waypoint
public import WaypointFrontEnd

// What the fake shows, and how it compares with what it should show.
extension FakeUIKit {
    /// The screens of a navigation controller in the window, bottom first.
    ///
    /// - Parameter id: the navigation controller's layer id (`nil` for the base layer's).
    /// - Returns: the ids of its screens, or `nil` if no such navigation controller is in the window.
    public func stack(of id: EntryID?) -> [EntryID]? {
        navigations[id]?.ids
    }

    /// The presented controllers, bottom first, by layer id: those still
    /// being dismissed included.
    public var presentedIDs: [EntryID] { chain.map(\.id) }

    /// The alert or dialog on screen (being presented included), or `nil`.
    public var shownAlert: LayerAlert? {
        guard let alert, alert.state == .shown || alert.state == .presenting else { return nil }
        return alert.alert
    }

    /// How a presented layer is drawn now: `.popover` or `.sheet` for a
    /// popover, as the width says (``isCompactWidth``).
    ///
    /// - Parameter layer: a presented layer's id.
    /// - Returns: its presentation, or `nil` if it is not presented.
    public func presentation(of layer: EntryID) -> Presentation? {
        chain.first { $0.id == layer }.map(drawn)
    }

    /// The detent a presented sheet rests at.
    ///
    /// - Parameter layer: a presented layer's id.
    /// - Returns: its detent, or `nil` if it is not presented or has none.
    public func detent(of layer: EntryID) -> SheetDetent? {
        chain.first { $0.id == layer }?.detent
    }

    /// What a presented popover, or the dialog on screen, points at.
    ///
    /// - Parameter id: a presented layer's id, or the dialog's.
    /// - Returns: its anchor, or `nil` for anything else.
    public func anchor(of id: EntryID) -> UIKitAnchor? {
        if let alert, alert.alert.id == id { return alert.anchor }
        return chain.first { $0.id == id }?.anchor
    }

    /// The selected tab of a tab bar in the window, whether the user sees it
    /// or a presented layer covers it.
    ///
    /// - Parameter container: the tab bar's container id.
    /// - Returns: the selected child, or `nil` if no such tab bar is in the window.
    public func selection(in container: EntryID?) -> EntryID? {
        tabBars[container]?.selected
    }

    /// The tabs of a tab bar in the window, in order, whether the user sees it
    /// or a presented layer covers it (``visibleTabBars`` lists only those on
    /// screen).
    ///
    /// ```swift
    /// try tabs.show(\.settings)        // under the sheet
    /// uikit.sync()
    /// uikit.finishAnimations()
    /// #expect(uikit.tabs(in: bar)?.count == 3)
    /// ```
    ///
    /// - Parameter container: the tab bar's container id.
    /// - Returns: the children's entry ids, or `nil` if no such tab bar is in the window.
    public func tabs(in container: EntryID?) -> [EntryID]? {
        tabBars[container]?.children
    }

    /// Whether nothing runs: no animation, no gesture, nothing in flight in the session.
    public var isQuiet: Bool {
        animations.isEmpty && !anyNavigationTransition && windowIsStill && session.stepsInFlight.isEmpty
    }

    /// The ids of screens the fake made that are still alive but no longer in
    /// the window: a removed screen that something still holds.
    public var screensAliveOutsideWindow: [EntryID] {
        madeScreens.removeAll { $0.screen == nil }
        return madeScreens.compactMap { weak in weak.screen.flatMap { isInWindow($0) ? nil : weak.id } }
    }

    private func isInWindow(_ screen: FakeScreen) -> Bool {
        navigations.values.contains { $0.screens.contains { $0 === screen } }
            || splits.values.contains { $0.stashed.values.contains { $0.screens.contains { $0 === screen } } }
    }

    /// How what the fake shows differs from a scene, as readable lines; empty
    /// when it shows exactly that scene.
    ///
    /// - Parameter scene: what should be shown, such as
    ///   `UIKitScene(ModalLayers(app.navigation.snapshot))`.
    /// - Returns: one line per difference.
    public func differences(from scene: UIKitScene) -> [String] {
        var lines: [String] = []
        if rootShape.map(drawnShape) != scene.root.map({ drawnShape($0.shape) }) {
            lines.append("root: \(String(describing: rootShape)) ≠ \(String(describing: scene.root?.shape))")
        }
        let chainNow = chain.map {
            "\($0.id) \($0.style) \(drawnShape($0.shape)) \($0.isModalInPresentation) \($0.detent.map { "\($0)" } ?? "-")"
        }
        let chainWanted = scene.presented.map {
            "\($0.id.map { "\($0)" } ?? "nil") \($0.layer.presentation) \(drawnShape($0.shape)) \($0.isModalInPresentation) "
                + "\($0.layer.detent.map { "\($0)" } ?? "-")"
        }
        if chainNow != chainWanted { lines.append("presented: \(chainNow) ≠ \(chainWanted)") }
        if alert?.alert.id != scene.alert?.id {
            lines.append("alert: \(String(describing: alert?.alert.id)) ≠ \(String(describing: scene.alert?.id))")
        }
        if Set(navigations.keys) != Set(scene.stacks.keys) {
            lines.append("navigation controllers: \(navigations.keys.map(name)) ≠ \(scene.stacks.keys.map(name))")
        }
        for (id, items) in scene.stacks {
            guard let navigation = navigations[id] else { continue }
            if navigation.ids != items.map(\.id) {
                lines.append("stack \(name(id)): \(navigation.ids) ≠ \(items.map(\.id))")
            }
            let guardedNow = navigation.screens.filter(\.isBackGuarded).map(\.id)
            let guardedWanted = items.filter(\.isGuarded).map(\.id)
            if guardedNow != guardedWanted { lines.append("back guards \(name(id)): \(guardedNow) ≠ \(guardedWanted)") }
        }
        for (id, child) in scene.selections where tabBars[id]?.selected != child {
            lines.append("tab bar \(name(id)): \(String(describing: tabBars[id]?.selected)) ≠ \(child)")
        }
        let tabs = Self.tabs(of: scene)
        if Set(tabBars.keys) != Set(tabs.keys) {
            lines.append("tab bars: \(tabBars.keys.map(name)) ≠ \(tabs.keys.map(name))")
        }
        for (id, children) in tabs where tabBars[id].map({ $0.children != children }) ?? false {
            lines.append("tabs of \(name(id)): \(tabBars[id]?.children ?? []) ≠ \(children)")
        }
        lines += splitDifferences(from: scene)
        return lines
    }

    /// The tabs of every tab bar of a scene, by container id: those its
    /// layers draw alone, and those pushed on its stacks, with the tab bars
    /// in their tabs (`LayerItem.pushedTabBars`).
    private static func tabs(of scene: UIKitScene) -> [EntryID?: [EntryID]] {
        var found: [EntryID?: [EntryID]] = [:]
        func collect(_ layer: ModalLayer) {
            guard layer.drawsContainerOnly, let container = layer.container else { return }
            if container.split != nil {
                if scene.width == .regular { for child in container.children { collect(child.stack) } }
                return
            }
            found[container.id] = container.children.map(\.id)
            for child in container.children { collect(child.stack) }
        }
        for layer in [scene.root].compactMap({ $0 }) + scene.presented { collect(layer.layer) }
        for container in scene.stacks.values.joined().flatMap(\.pushedTabBars) {
            found[container.id] = container.children.map(\.id)
        }
        return found
    }

    /// Records an issue unless the fake shows exactly the coordinator's
    /// current state.
    ///
    /// - Parameter sourceLocation: where the issue is recorded.
    /// - Returns: whether it shows the state.
    @discardableResult
    public func expectShowsCurrentState(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let lines = differences(from: UIKitScene(ModalLayers(currentSnapshot()), width: width))
        guard !lines.isEmpty else { return true }
        Issue.record(
            Comment(rawValue: "UIKit does not show the state:\n" + lines.joined(separator: "\n")),
            sourceLocation: sourceLocation
        )
        return false
    }

    /// What the fake shows and runs, for a failure report: each navigation
    /// controller with its screens and transition, the presented controllers
    /// with their state, the tab bars, and the animations still to finish.
    public var stateDescription: String {
        let stacks = navigations.map { id, navigation in
            "\(name(id)): \(navigation.ids)\(navigation.transition.map { " (\($0))" } ?? "")"
        }
        let presented =
            chain.map { "\($0.id) \($0.state)" } + (alert.map { ["alert \($0.alert.id) \($0.state)"] } ?? [])
        let bars = tabBars.map { id, bar in "\(name(id)) → \(bar.selected.map { "\($0)" } ?? "nil")" }
        return "stacks: \(stacks.sorted()); presented: \(presented); tab bars: \(bars.sorted()); "
            + "animations: \(animations.map(\.label))"
    }

    func name(_ id: EntryID?) -> String {
        id.map { "\($0)" } ?? "base"
    }
}
