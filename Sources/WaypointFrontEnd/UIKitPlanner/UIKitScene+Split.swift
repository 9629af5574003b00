package import Waypoint

// Split views in a scene: their columns, their visibility, and the width they are drawn in.
extension UIKitScene {
    /// Every split view drawn alone (the window's root, a presented layer, or
    /// nested in a tab bar), by its ``LayerContainer/id``: its container as
    /// drawn (or to draw).
    package var splits: [EntryID?: LayerContainer] {
        var found: [EntryID?: LayerContainer] = [:]
        if let root { Self.collectSplits(in: root.layer, width: width, into: &found) }
        for layer in presented { Self.collectSplits(in: layer.layer, width: width, into: &found) }
        return found
    }

    /// The splits a layer draws alone, by container id, in a regular width.
    static func splits(in layer: ModalLayer) -> [EntryID?: LayerContainer] {
        var found: [EntryID?: LayerContainer] = [:]
        collectSplits(in: layer, width: .regular, into: &found)
        return found
    }

    private static func collectSplits(
        in layer: ModalLayer, width: LayoutWidth, into found: inout [EntryID?: LayerContainer]
    ) {
        guard layer.drawsContainerOnly, let container = layer.container else { return }
        if container.split != nil {
            found[container.id] = container
            // Collapsed, its columns' containers are screens of its one stack.
            guard width == .regular else { return }
        }
        for child in container.children { collectSplits(in: child.stack, width: width, into: &found) }
    }

    /// Replaces the split (or tab bar) drawn alone with `container`'s id, in
    /// whichever layer draws it.
    mutating func replaceContainer(with container: LayerContainer) {
        if let layer = root, let replaced = layer.layer.replacingTabBar(with: container) {
            root = UIKitLayer(replaced, keeping: layer)
            return
        }
        for (index, layer) in presented.enumerated() {
            if let replaced = layer.layer.replacingTabBar(with: container) {
                presented[index] = UIKitLayer(replaced, keeping: layer)
                return
            }
        }
    }

    /// Gives a split its new column children, as
    /// ``UIKitStep/setColumns(_:animated:)`` does: a column whose child stays
    /// keeps what it shows; a replaced child's stacks go, the new one's come.
    /// The columns' visibility stays as shown.
    mutating func setColumns(_ wanted: LayerContainer) {
        guard let current = splits[wanted.id] else { return }
        var container = wanted
        container.split?.visibleColumns = current.split?.visibleColumns ?? []
        for (index, child) in wanted.children.enumerated() {
            if let kept = current.children.first(where: { Self.keeps($0, for: child) }) {
                container.children[index] = kept
            }
        }
        if width == .regular {
            for child in current.children where !wanted.children.contains(where: { Self.keeps(child, for: $0) }) {
                removeParts(of: UIKitShape(child.stack))
            }
            for child in wanted.children where !current.children.contains(where: { Self.keeps($0, for: child) }) {
                addParts(of: child.stack)
            }
        }
        replaceContainer(with: container)
    }

    /// Whether a column's controller that shows `old` keeps showing it as
    /// `new`: the same child, drawn with the same outermost controller (a
    /// column whose flow switched its root to a container gets a new one).
    package static func keeps(_ old: LayerChild, for new: LayerChild) -> Bool {
        old.id == new.id && UIKitShape(old.stack).isSameController(as: UIKitShape(new.stack))
    }

    /// Whether two splits show the same column children with the same controllers.
    static func sameColumns(_ one: LayerContainer, _ other: LayerContainer) -> Bool {
        one.children.count == other.children.count && zip(one.children, other.children).allSatisfy(keeps)
    }

    /// The lanes of the column children a split loses when it is given a
    /// container's columns: their navigation controllers and tab bars.
    func lanes(losingColumnsTo wanted: LayerContainer) -> Set<UIKitLane> {
        guard let current = splits[wanted.id], width == .regular else { return [] }
        return current.children.reduce(into: []) { lanes, child in
            if !wanted.children.contains(where: { Self.keeps(child, for: $0) }) {
                lanes.formUnion(self.lanes(of: UIKitShape(child.stack)))
            }
        }
    }

    /// Changes the visible columns of a split as drawn.
    mutating func setVisibility(of id: EntryID?, _ change: (inout Set<SplitColumn>) -> Void) {
        guard var container = splits[id], var split = container.split else { return }
        var visible = Set(split.visibleColumns)
        change(&visible)
        split.visibleColumns = split.columns.filter(visible.contains)
        container.split = split
        replaceContainer(with: container)
    }

    /// The columns UIKit shows or hides with `show(_:)` and `hide(_:)`: every
    /// column but the detail (UIKit's secondary column is always shown when
    /// expanded).
    package static func drawnVisibility(of split: SplitSnapshot?) -> [SplitColumn] {
        (split?.visibleColumns ?? []).filter { $0 != .detail }
    }

    /// What UIKit shows right after it collapsed or expanded its split views
    /// for a new width, before the session's steps: a collapsed split shows
    /// its `.compact` navigation controller, empty until the session gives
    /// it the collapsed stack (the screens stay alive in the columns'
    /// controllers); an expanded one shows its columns' navigation
    /// controllers, empty until the session gives them their stacks back,
    /// and the columns the split view delegate's
    /// `displayModeForExpandingToProposedDisplayMode` answered (`answers`),
    /// or, for a split it was not asked about, those the target makes visible.
    ///
    /// - Parameters:
    ///   - width: the new width.
    ///   - target: the scene to show, whose visibility an expanded split takes
    ///     unless `answers` has the split.
    ///   - answers: the columns UIKit was told to show as each split expanded
    ///     (``UIKitSession/displayModeWhenExpanding(_:)``), by split.
    ///   - only: the splits to change, or `nil` for all of them.
    mutating func changeWidth(
        to width: LayoutWidth, target: UIKitScene, answers: [EntryID?: [SplitColumn]] = [:], only: Set<EntryID?>? = nil
    ) {
        guard width != self.width else { return }
        let wanted = target.splits
        for (id, container) in splits where only?.contains(id) ?? true {
            if width == .compact {
                for child in container.children { removeParts(of: UIKitShape(child.stack)) }
                stacks[id] = []
            } else {
                removeParts(of: .navigation(id))
                // A container drawn alone in a column went when the split collapsed: the session sets it again.
                var expanded = container
                expanded.children.removeAll { $0.stack.drawsContainerOnly }
                for child in expanded.children { stacks[child.stack.id] = [] }
                if expanded.children.count != container.children.count { replaceContainer(with: expanded) }
                if let visible = answers[id] ?? wanted[id]?.split?.visibleColumns {
                    setVisibility(of: id) { $0 = Set(visible) }
                }
            }
        }
        self.width = width
    }
}

extension UIKitScene {
    /// What UIKit shows once a step has completed that was performed in
    /// another width, or before a width change that came back: UIKit's
    /// collapse or expansion took the screens out of the navigation
    /// controllers the step set (they are empty until the session gives
    /// them their screens again).
    ///
    /// - Parameters:
    ///   - step: the step.
    ///   - planned: the width it was performed in.
    ///   - target: the scene to show.
    ///   - answers: the columns UIKit was told to show as each split expanded, by split.
    mutating func applyResized(
        _ step: UIKitStep, performedIn planned: LayoutWidth, target: UIKitScene, answers: [EntryID?: [SplitColumn]]
    ) {
        switch step {
        case .setStack(_, of: let id, _) where isSplitStack(id) || target.isSplitStack(id):
            // The navigation controller the step set was emptied by the resize.
            stacks[id] = stacks[id].map { _ in [] }
        case .setColumns(let container, _):
            let before = Set(splits[container.id]?.children.map(\.id) ?? [])
            apply(step)
            // Performed expanded and completed expanded: the split collapsed and expanded since. The collapse
            // emptied the navigation controllers of the columns the step made and took out the containers
            // drawn alone in a column; the columns kept were given their stacks back after the expansion, and
            // the visibility stays as shown.
            guard width == .regular, var expanded = splits[container.id] else { return }
            for child in expanded.children where !before.contains(child.id) && stacks[child.stack.id] != nil {
                stacks[child.stack.id] = []
            }
            let dropped = expanded.children.filter(\.stack.drawsContainerOnly)
            guard !dropped.isEmpty else { return }
            for child in dropped { removeParts(of: UIKitShape(child.stack)) }
            expanded.children.removeAll { $0.stack.drawsContainerOnly }
            replaceContainer(with: expanded)
        case .setTabs, .setRoot, .present:
            // UIKit drew the step's splits in the width it was performed in, then collapsed or expanded
            // them: once, or there and back.
            let now = width
            width = planned
            let before = Set(splits.keys)
            apply(step)
            let ids: Set<EntryID?>
            switch step {
            case .setRoot(let layer), .present(let layer, _, _): ids = Set(Self.splits(in: layer).keys)
            default: ids = Set(splits.keys).subtracting(before)
            }
            changeWidth(to: planned == .compact ? .regular : .compact, target: target, answers: answers, only: ids)
            changeWidth(to: now, target: target, answers: answers, only: ids)
            width = now
        default:
            apply(step)
        }
    }

    /// Whether a navigation controller is a split's: a column's, or a collapsed split's one.
    func isSplitStack(_ id: EntryID?) -> Bool {
        splits.contains { key, container in key == id || container.children.contains { $0.stack.id == id } }
    }
}

extension UIKitPlanner {
    /// The steps of split views drawn expanded: new column children first,
    /// then the columns to show or hide, one step per split at a time.
    static func splitSteps(
        from shown: UIKitScene,
        to target: UIKitScene,
        busy: Set<UIKitLane>,
        kept: Set<EntryID?>?,
        animated: Bool
    ) -> [UIKitStep] {
        guard target.width == .regular, shown.width == .regular else { return [] }
        let current = shown.splits
        var steps: [UIKitStep] = []
        for (id, wanted) in target.splits {
            guard let now = current[id], !busy.contains(.split(id)), kept?.contains(id) ?? true else { continue }
            if !UIKitScene.sameColumns(now, wanted) {
                // A column's navigation controller is given another child only while it is still.
                if shown.lanes(losingColumnsTo: wanted).isDisjoint(with: busy) {
                    steps.append(.setColumns(wanted, animated: animated))
                }
                continue
            }
            let shownVisible = UIKitScene.drawnVisibility(of: now.split)
            let wantedVisible = UIKitScene.drawnVisibility(of: wanted.split)
            if let column = wantedVisible.first(where: { !shownVisible.contains($0) }) {
                steps.append(.showColumn(column, split: id))
            } else if let column = shownVisible.first(where: { !wantedVisible.contains($0) }) {
                steps.append(.hideColumn(column, split: id))
            }
        }
        return steps
    }
}
