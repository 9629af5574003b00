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

    /// The selected tab of a tab bar in the window.
    ///
    /// - Parameter container: the tab bar's container id.
    /// - Returns: the selected child, or `nil` if no such tab bar is in the window.
    public func selection(in container: EntryID?) -> EntryID? {
        tabBars[container]?.selected
    }

    /// Whether nothing runs: no animation, no gesture, nothing in flight in the session.
    public var isQuiet: Bool {
        animations.isEmpty && !anyNavigationTransition && chainIsQuiet && session.stepsInFlight.isEmpty
    }

    /// The ids of screens the fake made that are still alive but no longer in
    /// the window: a removed screen that something still holds.
    public var screensAliveOutsideWindow: [EntryID] {
        madeScreens.removeAll { $0.screen == nil }
        return madeScreens.compactMap { weak in weak.screen.flatMap { isInWindow($0) ? nil : weak.id } }
    }

    private func isInWindow(_ screen: FakeScreen) -> Bool {
        navigations.values.contains { $0.screens.contains { $0 === screen } }
    }

    /// How what the fake shows differs from a scene, as readable lines; empty
    /// when it shows exactly that scene.
    ///
    /// - Parameter scene: what should be shown, such as
    ///   `UIKitScene(ModalLayers(app.navigation.snapshot))`.
    /// - Returns: one line per difference.
    public func differences(from scene: UIKitScene) -> [String] {
        var lines: [String] = []
        if rootShape != scene.root?.shape {
            lines.append("root: \(String(describing: rootShape)) ≠ \(String(describing: scene.root?.shape))")
        }
        let chainNow = chain.map { "\($0.id) \($0.style) \($0.shape) \($0.isModalInPresentation)" }
        let chainWanted = scene.presented.map {
            "\($0.id.map { "\($0)" } ?? "nil") \($0.layer.presentation) \($0.shape) \($0.isModalInPresentation)"
        }
        if chainNow != chainWanted { lines.append("presented: \(chainNow) ≠ \(chainWanted)") }
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
        if Set(tabBars.keys) != Set(scene.selections.keys) {
            lines.append("tab bars: \(tabBars.keys.map(name)) ≠ \(scene.selections.keys.map(name))")
        }
        return lines
    }

    /// Records an issue unless the fake shows exactly the coordinator's
    /// current state.
    ///
    /// - Parameter sourceLocation: where the issue is recorded.
    /// - Returns: whether it shows the state.
    @discardableResult
    public func expectShowsCurrentState(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let lines = differences(from: UIKitScene(ModalLayers(currentSnapshot())))
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
        let presented = chain.map { "\($0.id) \($0.state)" }
        let bars = tabBars.map { id, bar in "\(name(id)) → \(bar.selected.map { "\($0)" } ?? "nil")" }
        return "stacks: \(stacks.sorted()); presented: \(presented); tab bars: \(bars.sorted()); "
            + "animations: \(animations.map(\.label))"
    }

    private func name(_ id: EntryID?) -> String {
        id.map { "\($0)" } ?? "base"
    }
}
