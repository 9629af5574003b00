public import Waypoint

/// What UIKit shows, or should show, as plain values: the window's root, the
/// presentation chain, each navigation controller's screens and each tab bar's
/// selection.
///
/// A ``UIKitSession`` keeps two scenes: what UIKit shows now (updated as each
/// operation completes and as UIKit reports what the user did) and the target,
/// cut from the coordinator's latest snapshot. ``UIKitPlanner`` turns the
/// difference into the next operations.
///
/// Navigation controllers are named by the ``ModalLayer/id`` of the layer whose
/// stack they show (`nil` for the base layer, a tab's entry for a tab's stack);
/// tab bars by their ``LayerContainer/id``.
///
/// ```swift
/// let target = UIKitScene(ModalLayers(app.navigation.snapshot))
/// target.stacks[nil]?.map(\.id)     // the base navigation controller's screens
/// target.presented.map(\.id)        // the sheets and covers, bottom first
/// target.alert?.content.title         // the alert above them all
/// ```
public struct UIKitScene: Sendable, Hashable {
    /// The window's root controller (the base layer), or `nil` before anything is shown.
    public var root: UIKitLayer?
    /// The presented layers, bottom first: each is presented by the one before
    /// it, the first by ``root``.
    public var presented: [UIKitLayer]
    /// Each navigation controller's screens, bottom first, by the id of the
    /// layer whose stack it shows.
    public var stacks: [EntryID?: [LayerItem]]
    /// Each tab bar's selected child, by the tab bar's ``LayerContainer/id``.
    public var selections: [EntryID?: EntryID]
    /// The alert or confirmation dialog presented from the top of the chain
    /// (``ModalLayers/alert``, the first asked), or `nil`.
    public var alert: LayerAlert?
    /// The width the scene is drawn in: it decides how split views are drawn,
    /// expanded (a navigation controller per column, in ``stacks`` by each
    /// column child's id) or collapsed (one navigation controller, in
    /// ``stacks`` by the split's ``LayerContainer/id``, showing
    /// ``LayerContainer/collapsedStack``). Nothing else depends on it.
    public var width: LayoutWidth

    /// An empty scene: what UIKit shows before the front end installs anything.
    public init() {
        root = nil
        presented = []
        stacks = [:]
        selections = [:]
        alert = nil
        width = .regular
    }

    /// The scene that shows a coordinator's state, cut into layers.
    ///
    /// - Parameters:
    ///   - layers: the cut of the coordinator's snapshot.
    ///   - width: the width to draw split views in; regular (expanded) unless given.
    public init(_ layers: ModalLayers, width: LayoutWidth = .regular) {
        var parts = Parts()
        self.init(layers, width: width, parts: &parts)
    }

    /// The layer with this id, the root included.
    ///
    /// - Parameter id: a ``ModalLayer/id``.
    /// - Returns: the layer, or `nil` if the scene does not show it.
    public func layer(_ id: EntryID?) -> UIKitLayer? {
        if let root, root.id == id { return root }
        return presented.first { $0.id == id }
    }

    /// The navigation controller the user sees: the top layer's, or the one of
    /// the tab selected in ``selections`` (through nested tab bars).
    ///
    /// Its ``ModalLayer/id`` names the navigation controller; its screens are
    /// in ``stacks``, as the layer's own path may be older.
    public var visibleStack: ModalLayer? {
        visible?.stack
    }

    /// The stack the user sees and the tab bars drawn alone on the way to it,
    /// outermost first. In a collapsed split, its one stack (a copy of the
    /// layer named by the split's id); in an expanded one, the last column
    /// that has a child.
    private var visible: (stack: ModalLayer, tabBars: [EntryID?])? {
        guard let top = presented.last ?? root else { return nil }
        var layer = top.layer
        var tabBars: [EntryID?] = []
        while layer.drawsContainerOnly, let container = layer.container {
            if container.split != nil {
                if width == .compact {
                    layer.id = container.id
                    break
                }
                guard let child = container.children.last else { break }
                layer = child.stack
                continue
            }
            tabBars.append(container.id)
            let selected = selections[container.id] ?? container.selected
            guard let child = container.children.first(where: { $0.id == selected }) else { break }
            layer = child.stack
        }
        return (layer, tabBars)
    }

    /// Whether a layer draws a split view controller: without one, a plan
    /// has no split's steps to look for.
    var drawsSplit: Bool {
        root?.shape.drawsSplit == true || presented.contains { $0.shape.drawsSplit }
    }

    /// The tab bars the user sees: those drawn alone on the way to the
    /// visible stack, and one pushed on top of it.
    var visibleTabBars: Set<EntryID?> {
        guard let (stack, tabBars) = visible else { return [] }
        var found = Set(tabBars)
        if let top = stacks[stack.id]?.last, let container = top.container { found.insert(container.id) }
        return found
    }

    /// Every tab bar, by container id: its container as drawn (or to draw),
    /// and whether it is pushed on a stack rather than drawn alone.
    var tabBars: [EntryID?: (container: LayerContainer, pushed: Bool)] {
        tabBars(pushedOn: stacks.keys)
    }

    /// The tab bars drawn alone, and those pushed on these navigation
    /// controllers: ``tabBars`` less the tab bars pushed on the other
    /// navigation controllers, which a plan need not read when they show the
    /// same screens in both scenes.
    ///
    /// - Parameter stackIDs: the navigation controllers whose pushed tab bars count.
    func tabBars(pushedOn stackIDs: some Sequence<EntryID?>) -> [EntryID?: (container: LayerContainer, pushed: Bool)] {
        var found: [EntryID?: (container: LayerContainer, pushed: Bool)] = [:]
        // The layer's shape tells which children draw a container: the others' stacks are not read.
        func collect(_ layer: ModalLayer, _ shape: UIKitShape) {
            let shapes: [UIKitShape]
            switch shape {
            case .navigation: return
            case .tabs(_, let children), .split(_, let children): shapes = children
            }
            guard layer.drawsContainerOnly, let container = layer.container else { return }
            if container.split != nil {
                // A split's columns may hold tab bars of their own, drawn while it is expanded.
                guard width == .regular else { return }
            } else {
                found[container.id] = (container, false)
            }
            for (child, shape) in zip(container.children, shapes) {
                if case .navigation = shape { continue }
                collect(child.stack, shape)
            }
        }
        if let root { collect(root.layer, root.shape) }
        for layer in presented { collect(layer.layer, layer.shape) }
        for id in stackIDs {
            for item in stacks[id] ?? [] {
                if let container = item.container, found[container.id] == nil {
                    found[container.id] = (container, true)
                }
            }
        }
        return found
    }

    // MARK: Parts

    /// Removes the stacks and selections of a layer drawn with this shape.
    mutating func removeParts(of shape: UIKitShape) {
        switch shape {
        case .navigation(let id):
            if let items = stacks.removeValue(forKey: id) {
                for case let container? in items.map(\.container) where !holds(container.id) {
                    selections.removeValue(forKey: container.id)
                }
            }
        case .tabs(let id, let children):
            selections.removeValue(forKey: id)
            for child in children { removeParts(of: child) }
        case .split(let id, let columns):
            removeParts(of: .navigation(id))
            for column in columns { removeParts(of: column) }
        }
    }

    /// Sets a navigation controller's screens, with the selections of the tab
    /// bars pushed on it.
    ///
    /// - Parameters:
    ///   - items: the screens, bottom first.
    ///   - id: the navigation controller's layer id.
    ///   - selecting: whether the tab bars pushed on it show their items'
    ///     selections, as after a ``UIKitStep/setStack(_:of:animated:)``
    ///     (the host gives each its item's tabs and selection); otherwise (the
    ///     user popped) a tab bar that stays keeps its selection.
    mutating func setStack(_ items: [LayerItem], of id: EntryID?, selecting: Bool = false) {
        let old = stacks.updateValue(items, forKey: id) ?? []
        // Screens without tab bars (most stacks) change no selection.
        guard old.contains(where: \.showsContainer) || items.contains(where: \.showsContainer) else {
            return
        }
        // A tab bar that stays on the stack keeps its controller.
        let before = Set(old.compactMap { $0.container.map(\.id) })
        let after = Set(items.compactMap { $0.container.map(\.id) })
        // An entry that moves between stacks (a sheet below it went) keeps its tab bar.
        for container in before.subtracting(after) where !holds(container) { selections.removeValue(forKey: container) }
        for case let container? in items.map(\.container) {
            if selecting || (!before.contains(container.id) && selections[container.id] == nil) {
                selections[container.id] = container.selected
            }
        }
    }

    /// Whether a screen of some stack shows this tab bar.
    private func holds(_ container: EntryID?) -> Bool {
        stacks.values.contains { items in items.contains { $0.container.map(\.id) == container } }
    }
}
