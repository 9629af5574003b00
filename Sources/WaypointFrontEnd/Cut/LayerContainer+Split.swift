public import Waypoint

/// One screen of a collapsed split view's single stack, and the column it
/// belongs to.
public struct CollapsedScreen: Sendable, Hashable {
    /// The column the screen belongs to.
    public var column: SplitColumn
    /// The entry that shows the column (a child of the split).
    public var columnEntry: EntryID
    /// The screen.
    public var item: LayerItem

    /// Creates a collapsed screen, for tests.
    ///
    /// - Parameters:
    ///   - column: the column the screen belongs to.
    ///   - columnEntry: the entry that shows the column.
    ///   - item: the screen.
    public init(column: SplitColumn, columnEntry: EntryID, item: LayerItem) {
        self.column = column
        self.columnEntry = columnEntry
        self.item = item
    }
}

/// A split view drawn from one state, expanded or collapsed: pure functions a
/// front end calls whatever the width, so that a width change loses nothing.
extension LayerContainer {
    /// The split's columns side by side (a regular width): each column with
    /// the child that shows it, `nil` for an empty column (its placeholder),
    /// and whether it is visible. Empty for a container that is not a split.
    ///
    /// ```swift
    /// for (column, child, isVisible) in container.expandedColumns where isVisible { … }
    /// ```
    public var expandedColumns: [(column: SplitColumn, child: LayerChild?, isVisible: Bool)] {
        guard let split else { return [] }
        return split.columns.map { column in
            (column, children.first { $0.presentation.column == column }, split.isVisible(column))
        }
    }

    /// The split as one stack (a compact width): the sidebar's screens, then
    /// the content column's, then the detail's, each column's stack root
    /// first. Empty columns add nothing; hidden columns are drawn all the
    /// same (visibility is an expanded layout's). Empty for a container that
    /// is not a split.
    ///
    /// A column whose root is a container (a tab bar, a split) drawn alone
    /// when expanded is one screen here, the container pushed on the one
    /// stack, followed by what its selected child pushes (and what is pushed
    /// in a container at that child's root, drawn bare too), as
    /// ``ModalLayer/navigationPath`` draws a container pushed on a stack: no
    /// navigation controller is ever put inside another.
    ///
    /// ```swift
    /// // sidebar: list; detail: tabs(a: home, push page(1))
    /// container.collapsedStack.map(\.item.id)   // [list, tabs, page(1)]
    /// ```
    public var collapsedStack: [CollapsedScreen] {
        guard split != nil else { return [] }
        var screens: [CollapsedScreen] = []
        for child in children {
            guard let column = child.presentation.column else { continue }
            var items = child.stack.root.map { [$0] } ?? []
            var last = child.stack.root
            if !child.stack.path.isEmpty {
                items += child.stack.navigationPath
                last = nil
            }
            // A container at the column's root is pushed: what its selected child pushes follows it, and so
            // does what is pushed in a container at that child's root (drawn bare too), as in `joinedStacks`.
            while let pushed = last?.container?.selectedChild {
                items += pushed.stack.path
                last = pushed.stack.path.last ?? pushed.stack.root
            }
            screens += items.map { CollapsedScreen(column: column, columnEntry: child.id, item: $0) }
        }
        return screens
    }

    /// The intents for the user's back gesture in the collapsed stack, to the
    /// screen with this id: the columns after its column are dismissed
    /// (`UserIntent.dismissed(_:)` of the first of them, which deselects the
    /// sidebar's item if it fills that column), and its own column pops to it;
    /// back to a container pushed there (a column whose root is a tab bar),
    /// its selected child pops to its root (or, when that child shows a tab
    /// bar at its root with nothing pushed above it, the selected child in
    /// there that pushed the screens above).
    ///
    /// ```swift
    /// let intents = container.intentsForCollapsedBack(to: previousScreen.item.id)
    /// app.navigation.receive(intents)
    /// ```
    ///
    /// - Parameter target: the id of a screen of ``collapsedStack``, the one
    ///   the gesture shows.
    /// - Returns: the intents, in order; empty when the screen is not in the
    ///   collapsed stack, or is already on top (an echo).
    public func intentsForCollapsedBack(to target: EntryID) -> [UserIntent] {
        let screens = collapsedStack
        guard let index = screens.firstIndex(where: { $0.item.id == target }), index < screens.count - 1 else {
            return []
        }
        let column = screens[index].column
        var intents: [UserIntent] = []
        if let next = screens[(index + 1)...].first(where: { $0.column != column }) {
            intents.append(.dismissed(next.columnEntry))
        }
        if screens[index + 1].column == column {
            // Back to a pushed container: its selected child pops to its root, drawn inside the container;
            // through a container at that root with nothing pushed above it, the first selected child that
            // pushes something.
            var child = screens[index].item.container?.selectedChild
            while let shown = child, shown.stack.path.isEmpty, let inner = shown.stack.root?.container {
                child = inner.selectedChild
            }
            intents.append(.popped(to: child?.stack.root?.id ?? target))
        }
        return intents
    }
}
