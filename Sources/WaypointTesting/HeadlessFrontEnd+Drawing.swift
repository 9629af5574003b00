public import Waypoint
import WaypointFrontEnd

// What a headless front end draws: its layers as text, a split's columns, the entries on screen.
extension HeadlessFrontEnd {
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
        guard let split = layers.reversed().lazy.compactMap(ModalLayers.split(onTopOf:)).first else { return [] }
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

    /// A layer's screens as text, a split's columns as drawn in ``width``.
    func describe(_ layer: ModalLayer) -> String {
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

}

extension CoordinatorSnapshot {
    /// The snapshot of the coordinator whose entries hold this id, in this subtree.
    func holder(of id: EntryID) -> CoordinatorSnapshot? {
        for entry in entryList {
            if entry.id == id { return self }
            if let found = entry.child?.holder(of: id) { return found }
        }
        return nil
    }
}
