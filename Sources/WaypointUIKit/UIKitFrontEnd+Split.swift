#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import Waypoint
import WaypointFrontEnd

extension UIKitFrontEnd {
    /// The window's width changed (a split collapsed or expanded, or the
    /// root view controller's size class changed): the session hears of the
    /// width with the user's pops that UIKit has committed and still
    /// animates, as they stand, since the width change moves the screens of
    /// the navigation controllers they run on.
    func widthChanged(to width: LayoutWidth) {
        guard let session, session.width != width else { return }
        var committedPops: [EntryID?: [EntryID]] = [:]
        for delegate in controllers.navigationDelegates.values {
            if let pop = delegate.committedPop() { committedPops[pop.stack] = pop.screens }
        }
        session.setWidth(width, committedPops: committedPops)
    }

    /// A split view's controller: a `UISplitViewController` in column style,
    /// one navigation controller per column (a placeholder for an empty
    /// column), and the `.compact` column's own navigation controller, named
    /// by the split's id, so that UIKit never nests one navigation
    /// controller in another when it collapses (rule 24). Drawn as the
    /// session's width says: expanded, each column's navigation controller
    /// shows its stack; collapsed, the `.compact` one shows them all.
    func splitController(for container: LayerContainer) -> UISplitViewController {
        let split: UISplitViewController
        if let existing = controllers.containers[container.id] as? UISplitViewController {
            split = existing
        } else {
            let style: UISplitViewController.Style =
                container.split?.has(.content) == true ? .tripleColumn : .doubleColumn
            split = UISplitViewController(style: style)
            let proxy = SplitDelegate(frontEnd: self, split: container.id)
            controllers.splitDelegates[container.id] = proxy
            split.delegate = proxy
            onMakeController?(split)
        }
        controllers.containers[container.id] = split
        controllers.children[container.id] = container.children.map(\.id)
        if let id = container.id { controllers.tag(split, id) }
        let collapsed = session?.width == .compact
        let compactItems = collapsed ? container.collapsedStack.map(\.item) : []
        let compact = navigationController(
            for: ModalLayer(id: container.id, presentation: .root, base: .empty, path: []), items: compactItems)
        split.setViewController(compact, for: .compact)
        for (column, child, _) in container.expandedColumns {
            let controller = columnController(for: child, collapsed: collapsed)
            // A split made again keeps a column that shows the same.
            if let controller, Self.shows(split.viewController(for: Self.uiColumn(column)), controller) { continue }
            setColumn(controller, for: column, in: split)
        }
        if let state = container.split { split.preferredDisplayMode = Self.uiDisplayMode(SplitDisplayMode(state)) }
        return split
    }

    /// The controller of one column: its child's navigation controller (its
    /// stack, or nothing while collapsed: the `.compact` one shows it), the
    /// container it draws alone (none while collapsed: the `.compact` one
    /// shows it pushed, and a controller has one parent), or a placeholder
    /// for an empty column: a navigation controller, which UIKit takes as it
    /// is (see ``setColumn(_:for:in:)``).
    private func columnController(for child: LayerChild?, collapsed: Bool) -> UIViewController? {
        guard let child else {
            let placeholder = UINavigationController(rootViewController: UIViewController(nibName: nil, bundle: nil))
            onMakeController?(placeholder)
            return placeholder
        }
        if child.stack.drawsContainerOnly { return collapsed ? nil : controller(for: child.stack) }
        return navigationController(for: child.stack, items: collapsed ? [] : child.stack.stackItems)
    }

    /// `setViewController(_:for:)`, for a controller that UIKit does not take
    /// as it is: UIKit wraps a controller that is not a navigation controller
    /// in one of its own, and in the secondary column pushes it on the
    /// column's navigation controller if it has one. The column is emptied
    /// first, so that the container is the wrapper's root, never a screen
    /// pushed on the stack of a child that went.
    private func setColumn(_ controller: UIViewController?, for column: SplitColumn, in split: UISplitViewController) {
        let uiColumn = Self.uiColumn(column)
        if let controller, !(controller is UINavigationController), split.viewController(for: uiColumn) != nil {
            split.setViewController(nil, for: uiColumn)
        }
        split.setViewController(controller, for: uiColumn)
    }

    /// Gives an expanded split its new column children
    /// (``UIKitStep/setColumns(_:animated:)``): one `setViewController(_:for:)`
    /// per column whose child changed.
    func setColumns(_ container: LayerContainer) {
        guard let split = controllers.containers[container.id] as? UISplitViewController else { return }
        let shown = controllers.children[container.id] ?? []
        for (column, child, _) in container.expandedColumns {
            let current = split.viewController(for: Self.uiColumn(column))
            let kept =
                child.map { shown.contains($0.id) && Self.shows(current, drawnColumnController(for: $0)) } ?? false
            guard !kept else { continue }
            setColumn(columnController(for: child, collapsed: false), for: column, in: split)
        }
        controllers.children[container.id] = container.children.map(\.id)
    }

    /// Whether a column's controller shows this one: it is, or it is the
    /// navigation controller UIKit made for it.
    private static func shows(_ current: UIViewController?, _ drawn: UIViewController?) -> Bool {
        guard let current, let drawn else { return false }
        return current === drawn || (current is UINavigationController && drawn.parent === current)
    }

    private func drawnColumnController(for child: LayerChild) -> UIViewController? {
        if child.stack.drawsContainerOnly, let container = child.stack.container {
            return controllers.containers[container.id]
        }
        return controllers.navigation[child.stack.id]
    }

    /// Shows or hides a column of an expanded split: UIKit's `show(_:)` or `hide(_:)`.
    func setColumn(_ column: SplitColumn, visible: Bool, in id: EntryID?) {
        guard let split = controllers.containers[id] as? UISplitViewController else { return }
        if visible { split.show(Self.uiColumn(column)) } else { split.hide(Self.uiColumn(column)) }
    }

    /// UIKit's column for a split's column.
    static func uiColumn(_ column: SplitColumn) -> UISplitViewController.Column {
        switch column {
        case .sidebar: .primary
        case .content: .supplementary
        case .detail: .secondary
        }
    }

    /// A split's column for UIKit's, `nil` for the `.compact` one.
    static func column(_ column: UISplitViewController.Column) -> SplitColumn? {
        switch column {
        case .primary: .sidebar
        case .supplementary: .content
        case .secondary: .detail
        default: nil
        }
    }

    /// UIKit's display mode for a split's visible columns.
    static func uiDisplayMode(_ mode: SplitDisplayMode) -> UISplitViewController.DisplayMode {
        switch mode {
        case .secondaryOnly: .secondaryOnly
        case .oneBesideSecondary: .oneBesideSecondary
        case .twoBesideSecondary: .twoBesideSecondary
        }
    }
}
#endif
