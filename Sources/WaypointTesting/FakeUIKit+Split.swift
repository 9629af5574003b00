public import Waypoint
import WaypointFrontEnd

/// A fake split view controller in column style: one navigation controller
/// per column, by the column child's stack id, and one for the `.compact`
/// column, by the split's id.
@MainActor
struct FakeSplit {
    /// The navigation controller of each column, by its child's stack id.
    var columns: [SplitColumn: EntryID?] = [:]
    /// What each column's child is drawn with, to remove it when the column changes.
    /// The column of each of the split shape's columns, in order.
    var order: [SplitColumn] = []
    /// The columns shown with `show(_:)` (the detail is always shown when expanded).
    var visible: Set<SplitColumn> = []
    /// The columns' navigation controllers while the split is collapsed (UIKit
    /// keeps them, off screen), or its `.compact` one while it is expanded.
    var stashed: [EntryID?: FakeNavigation] = [:]
    /// Screens the last collapse or expansion took out of their navigation
    /// controllers, until the session's next step gives them a new one.
    var parked: [FakeScreen] = []
}

// Split view controllers: installed in either width, collapsed and expanded at any width
// change (rules 23–25), their columns set, shown and hidden.
extension FakeUIKit {
    /// The width the window draws in, as `HeadlessFrontEnd.width` says it:
    /// ``isCompactWidth`` as a size class. Compact by default, as on
    /// `HeadlessFrontEnd`; set it as a rotation or a resized window would.
    public var width: LayoutWidth {
        get { isCompactWidth ? .compact : .regular }
        set { isCompactWidth = newValue == .compact }
    }

    /// Whether the split view controller with this container id is in the
    /// window and collapsed (a compact width): its `.compact` column's
    /// navigation controller, ``stack(of:)`` with the split's id, shows
    /// every column's screens.
    ///
    /// - Parameter split: the split's container id.
    /// - Returns: `nil` if no such split view controller is in the window.
    public func isCollapsed(_ split: EntryID?) -> Bool? {
        splits[split] == nil ? nil : isCompactWidth
    }

    /// The split view controllers in the window, by container id.
    public var splitViews: [EntryID?] { Array(splits.keys) }

    /// The columns an expanded split view controller shows beside its detail
    /// (the sidebar, the content column), as `show(_:)`/`hide(_:)` and the
    /// user's swipes left them.
    ///
    /// - Parameter split: the split's container id.
    /// - Returns: the columns in column order, or `nil` if no such split is in the window.
    public func shownColumns(in split: EntryID?) -> [SplitColumn]? {
        splits[split].map { fake in SplitColumn.allCases.filter(fake.visible.contains) }
    }

    /// The navigation controller that shows a column of an expanded split
    /// view controller: read its screens with ``stack(of:)``.
    ///
    /// - Parameters:
    ///   - column: the column.
    ///   - split: the split's container id.
    /// - Returns: the column child's stack id (`.some(nil)` never: a column is
    ///   named by its child), or `nil` for an empty column or no such split.
    public func navigation(of column: SplitColumn, in split: EntryID?) -> EntryID? {
        splits[split]?.columns[column] ?? nil
    }

    /// The user shows or hides a column of an expanded split with a swipe or
    /// the sidebar button: UIKit reports `willShowColumn`/`willHideColumn`
    /// (`UIKitSession.columnVisibilityChanged(_:isShown:in:)`). Refused in a
    /// compact width, for the detail, for a column already so, and while
    /// the window does not take touches.
    ///
    /// - Parameters:
    ///   - column: the column.
    ///   - isShown: whether the user shows it or hides it.
    ///   - split: the split's container id.
    /// - Returns: whether UIKit showed or hid it.
    @discardableResult
    public func swipeColumn(_ column: SplitColumn, shown isShown: Bool, in split: EntryID?) -> Bool {
        guard !isCompactWidth, takesTouches, column != .detail, var fake = splits[split],
            fake.columns.keys.contains(column), fake.visible.contains(column) != isShown
        else { return false }
        if isShown { fake.visible.insert(column) } else { fake.visible.remove(column) }
        splits[split] = fake
        session.columnVisibilityChanged(column, isShown: isShown, in: split)
        return true
    }

    func installSplit(_ container: LayerContainer) {
        var fake = FakeSplit()
        fake.visible = Set(UIKitScene.drawnVisibility(of: container.split))
        for child in container.children {
            if let column = child.presentation.column {
                fake.columns[column] = child.stack.id
                fake.order.append(column)
            }
        }
        if isCompactWidth {
            // Before the tab bars pushed on the one stack, which have the dropped ones' ids.
            dropContainerColumns(of: container.id, in: &fake)
            let items = container.collapsedStack.map(\.item)
            let navigation = FakeNavigation(screens: items.map { screen(for: $0) })
            navigations[container.id] = navigation
            installTabBars(of: items)
            setBackGuards(of: items, on: navigation)
            for child in container.children where !child.stack.drawsContainerOnly {
                fake.stashed[child.stack.id] = FakeNavigation(screens: [])
            }
        } else {
            for child in container.children { install(child.stack) }
        }
        splits[container.id] = fake
    }

    /// UIKit collapses or expands every split view controller for the new
    /// width, asking the session's delegate answers first (rule 23): the
    /// screens leave the navigation controllers that go off screen (they are
    /// kept until the session's next step gives them new ones), the user's
    /// swipe on them ends, and the session hears of the new width with the
    /// user's pops that UIKit has committed and still animates, as they
    /// stand (a pop on a navigation controller that goes ends with it). A
    /// navigation controller is never put inside another (rule 24).
    func resizeSplits() {
        // The user's pops that UIKit has committed and still animates, as they stand, for the session to take
        // in with the width (as the binding passes them): the resize moves their screens.
        var committedPops: [EntryID?: [EntryID]] = [:]
        for (name, navigation) in navigations where navigation.transition == .userPop {
            committedPops[name] = navigation.ids
        }
        // The session hears of ended swipes once every split has changed: it may plan at once.
        var cancelled: [EntryID?] = []
        for id in Array(splits.keys) {
            // A split drawn alone in a column went with its collapsing outer split.
            guard var fake = splits[id] else { continue }
            var leaving: [EntryID?] = []
            if isCompactWidth {
                if session.topColumnWhenCollapsing(id) == nil {
                    breach(23, "split \(name(id)) collapsed without an answer for its top column")
                }
                leaving = fake.columns.values.filter { navigations[$0] != nil }
            } else {
                if session.displayModeWhenExpanding(id) == nil {
                    breach(23, "split \(name(id)) expanded without an answer for its display mode")
                }
                leaving = [id]
                let state = ModalLayers(currentSnapshot()).container(id)?.split
                fake.visible = Set(UIKitScene.drawnVisibility(of: state))
            }
            let arriving = fake.stashed
            fake.stashed = [:]
            for name in leaving {
                guard let navigation = navigations.removeValue(forKey: name) else { continue }
                if navigation.transition == .interactive {
                    navigation.transition = nil
                    cancelled.append(name)
                }
                // A pop's animation ends with the screens it moved: no `didShow` comes.
                if navigation.transition == .userPop { navigation.transition = nil }
                fake.parked += navigation.screens
                dropTabBars(of: navigation.screens)
                navigation.screens = []
                fake.stashed[name] = navigation
            }
            if isCompactWidth { dropContainerColumns(of: id, in: &fake) }
            for (name, navigation) in arriving {
                if navigations[name] != nil { breach(24, "navigation controller \(self.name(name)) shown twice") }
                navigations[name] = navigation
            }
            if isCompactWidth, navigations[id] == nil { navigations[id] = FakeNavigation(screens: []) }
            splits[id] = fake
        }
        session.setWidth(width, committedPops: committedPops)
        for name in cancelled { session.transitionCancelled(in: name) }
    }

    /// A collapsed split draws no container alone in a column: UIKit drops
    /// a column's tab bar or split (the session pushes it on the `.compact`
    /// navigation controller instead, rule 24), and the session sets the
    /// column again once the split expands.
    func dropContainerColumns(of id: EntryID?, in fake: inout FakeSplit) {
        guard let shape = splitShape(id), case .split(_, let columns) = shape else { return }
        var kept: [UIKitShape] = []
        var order: [SplitColumn] = []
        for (column, columnShape) in zip(fake.order, columns) {
            if case .navigation = columnShape {
                kept.append(columnShape)
                order.append(column)
            } else {
                uninstall(columnShape)
                fake.columns[column] = nil
            }
        }
        fake.order = order
        replaceSplitShape(.split(id, columns: kept))
    }

    /// `setViewController(_:for:)` for each column whose child changed: the
    /// new child's navigation controller (a placeholder for a column left
    /// empty), one UIKit operation per changed column, counted in
    /// ``operationCount``.
    func setColumns(_ container: LayerContainer, completion: @escaping @MainActor () -> Void) {
        guard var fake = splits[container.id], !isCompactWidth else {
            breach(8, "set the columns of split \(name(container.id)), which is not in the window expanded")
            animate("setColumns", in: .split(container.id), completion)
            return
        }
        var changed = 0
        var current: [SplitColumn: UIKitShape] = [:]
        if case .split(_, let columns)? = splitShape(container.id) {
            for (column, shape) in zip(fake.order, columns) { current[column] = shape }
        }
        fake.order = container.children.compactMap(\.presentation.column)
        for column in SplitColumn.allCases where container.split?.has(column) == true {
            let child = container.children.first { $0.presentation.column == column }
            let old = fake.columns[column] ?? nil
            let oldShape = current[column]
            let same = child.map { oldShape?.isSameController(as: UIKitShape($0.stack)) ?? false } ?? false
            guard (child?.stack.id != old || !same) || (child == nil) != (fake.columns[column] == nil) else { continue }
            changed += 1
            if let old, navigations[old]?.transition != nil {
                breach(1, "column \(column) of split \(name(container.id)) set while a transition runs on it")
            }
            if let oldShape { uninstall(oldShape) }
            if let child {
                install(child.stack)
                fake.columns[column] = child.stack.id
            } else {
                fake.columns[column] = nil
            }
        }
        fake.parked = []
        operationCount += max(changed - 1, 0)
        splits[container.id] = fake
        replaceSplitShape(
            UIKitShape(ModalLayer(id: container.id, presentation: .root, base: .container(container), path: [])))
        animate("setColumns \(name(container.id))", in: .split(container.id), completion)
    }

    /// The shape of the split with this id, wherever it is in the window.
    func splitShape(_ id: EntryID?) -> UIKitShape? {
        func find(_ shape: UIKitShape) -> UIKitShape? {
            switch shape {
            case .navigation: return nil
            case .split(let splitID, _) where splitID == id: return shape
            case .tabs(_, let children), .split(_, let children): return children.lazy.compactMap(find).first
            }
        }
        return ([rootShape].compactMap { $0 } + chain.map(\.shape)).lazy.compactMap(find).first
    }

    /// Replaces the shape of the split with this shape's id, wherever it is in the window.
    func replaceSplitShape(_ shape: UIKitShape) {
        guard case .split(let id, _) = shape else { return }
        if let root = rootShape, let replaced = Self.replacing(id, with: shape, in: root) {
            rootShape = replaced
            return
        }
        for index in chain.indices {
            guard let replaced = Self.replacing(id, with: shape, in: chain[index].shape) else { continue }
            chain[index].shape = replaced
            return
        }
    }

    /// A shape with the split with this id, wherever it is nested, replaced;
    /// `nil` if the shape does not draw it.
    static func replacing(_ id: EntryID?, with split: UIKitShape, in shape: UIKitShape) -> UIKitShape? {
        if case .split(let splitID, _) = shape, splitID == id { return split }
        return replacingInside(shape) { replacing(id, with: split, in: $0) }
    }

    /// A container shape with its first child that `transform` replaces
    /// replaced; `nil` for a navigation controller, or when it replaces none.
    static func replacingInside(_ shape: UIKitShape, _ transform: (UIKitShape) -> UIKitShape?) -> UIKitShape? {
        let children: [UIKitShape]
        switch shape {
        case .navigation: return nil
        case .tabs(_, let inner), .split(_, let inner): children = inner
        }
        for (index, child) in children.enumerated() {
            guard let replaced = transform(child) else { continue }
            var kept = children
            kept[index] = replaced
            switch shape {
            case .tabs(let id, _): return .tabs(id, children: kept)
            case .split(let id, _): return .split(id, columns: kept)
            case .navigation: return nil
            }
        }
        return nil
    }

    /// A shape as UIKit draws it in the fake's width: a collapsed split
    /// shows no columns (their children change only in the session's
    /// scenes until it expands).
    func drawnShape(_ shape: UIKitShape) -> UIKitShape {
        switch shape {
        case .navigation: shape
        case .tabs(let id, let children): .tabs(id, children: children.map(drawnShape))
        case .split(let id, let columns): .split(id, columns: isCompactWidth ? [] : columns.map(drawnShape))
        }
    }

    /// `show(_:)` or `hide(_:)` on an expanded split view controller (rule 25):
    /// never asked of the detail, nor of a collapsed split.
    func setColumn(
        _ column: SplitColumn, visible: Bool, in split: EntryID?, completion: @escaping @MainActor () -> Void
    ) {
        if splits[split] == nil {
            breach(8, "\(visible ? "show" : "hide") \(column) on split \(name(split)), which is not in the window")
        } else if isCompactWidth || column == .detail {
            breach(
                25, "\(visible ? "show" : "hide") \(column) on split \(name(split)) while collapsed or for the detail")
        } else if visible {
            splits[split]?.visible.insert(column)
        } else {
            splits[split]?.visible.remove(column)
        }
        animate("\(visible ? "show" : "hide") \(column)", in: .split(split), completion)
    }

    /// How the fake's split view controllers differ from a scene's: their
    /// visible columns, when expanded.
    func splitDifferences(from scene: UIKitScene) -> [String] {
        let wanted = scene.splits
        var lines: [String] = []
        if Set(splits.keys) != Set(wanted.keys) {
            lines.append("split views: \(splits.keys.map(name)) ≠ \(wanted.keys.map(name))")
        }
        guard !isCompactWidth else { return lines }
        for (id, container) in wanted {
            let now = shownColumns(in: id) ?? []
            let visible = UIKitScene.drawnVisibility(of: container.split)
            if now != visible { lines.append("columns of \(name(id)): \(now) ≠ \(visible)") }
        }
        return lines
    }
}
