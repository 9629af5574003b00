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
/// A scene is a value: its copies share one box of fields until one of them
/// is written (copy on write), so copying a scene, or comparing two copies,
/// costs one reference count.
///
/// ```swift
/// let target = UIKitScene(ModalLayers(app.navigation.snapshot))
/// target.stacks[nil]?.map(\.id)     // the base navigation controller's screens
/// target.presented.map(\.id)        // the sheets and covers, bottom first
/// target.alert?.content.title         // the alert above them all
/// ```
public struct UIKitScene: Sendable, Hashable {
    /// The fields, in one box that copies share until one of them is written
    /// (copy on write): a session copies and compares scenes for one
    /// reference count, not one per table.
    private var storage: Storage

    /// The window's root controller (the base layer), or `nil` before anything is shown.
    public var root: UIKitLayer? {
        _read { yield storage.root }
        _modify {
            makeUnique()
            // (Deferred: an access that ends by throwing still updates the flag.)
            defer { storage.hasRoot = storage.root != nil }
            yield &storage.root
        }
    }
    /// The presented layers, bottom first: each is presented by the one before
    /// it, the first by ``root``.
    public var presented: [UIKitLayer] {
        _read { yield storage.presented }
        _modify {
            makeUnique()
            yield &storage.presented
        }
    }
    /// Each navigation controller's screens, bottom first, by the id of the
    /// layer whose stack it shows.
    public var stacks: [EntryID?: [LayerItem]] {
        _read { yield storage.stacks }
        _modify {
            makeUnique()
            yield &storage.stacks
        }
    }
    /// Each tab bar's selected child, by the tab bar's ``LayerContainer/id``.
    public var selections: [EntryID?: EntryID] {
        _read { yield storage.selections }
        _modify {
            makeUnique()
            yield &storage.selections
        }
    }
    /// The alert or confirmation dialog presented from the top of the chain
    /// (``ModalLayers/alert``, the first asked), or `nil`.
    public var alert: LayerAlert? {
        _read { yield storage.alert }
        _modify {
            makeUnique()
            defer { storage.hasAlert = storage.alert != nil }
            yield &storage.alert
        }
    }
    /// The width the scene is drawn in: it decides how split views are drawn,
    /// expanded (a navigation controller per column, in ``stacks`` by each
    /// column child's id) or collapsed (one navigation controller, in
    /// ``stacks`` by the split's ``LayerContainer/id``, showing
    /// ``LayerContainer/collapsedStack``). Nothing else depends on it.
    public var width: LayoutWidth {
        _read { yield storage.width }
        _modify {
            makeUnique()
            yield &storage.width
        }
    }

    /// An empty scene: what UIKit shows before the front end installs anything.
    public init() {
        storage = Storage.empty
    }

    /// Gives this scene a box of its own before a write, unless it has one.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
    }

    /// Whether two scenes show the same: at once for copies of one scene.
    ///
    /// - Parameters:
    ///   - lhs: a scene.
    ///   - rhs: another scene.
    /// - Returns: `true` if every field is equal.
    public static func == (lhs: UIKitScene, rhs: UIKitScene) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fieldsEqual(rhs.storage)
    }

    /// Hashes every field.
    ///
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(root)
        hasher.combine(presented)
        hasher.combine(stacks)
        hasher.combine(selections)
        hasher.combine(alert)
        hasher.combine(width)
    }

    /// A scene's fields. A box is written only through a scene that holds
    /// it alone (``makeUnique()``).
    // Safe to send (`@unchecked Sendable`): every field is a `Sendable`
    // value, and a box is only written in place through the one scene that
    // references it (`isKnownUniquelyReferenced`); a box that two scenes
    // share, and so two tasks may read, is never written again. Its fields
    // are not checked for exclusive access at run time
    // (`@exclusivity(unchecked)`, SE-0176): every access goes through a
    // scene's accessor, itself an access to the scene that the compiler
    // checks (statically for a local, at run time in debug builds for a
    // stored property).
    private final class Storage: @unchecked Sendable {
        /// The empty scene's box, shared by every empty scene until written.
        static let empty = Storage(
            root: nil, presented: [], stacks: [:], selections: [:], alert: nil, width: .regular)

        @exclusivity(unchecked) var root: UIKitLayer?
        @exclusivity(unchecked) var presented: [UIKitLayer]
        @exclusivity(unchecked) var stacks: [EntryID?: [LayerItem]]
        @exclusivity(unchecked) var selections: [EntryID?: EntryID]
        @exclusivity(unchecked) var alert: LayerAlert?
        @exclusivity(unchecked) var width: LayoutWidth
        /// Whether `root` and `alert` are set: read on every change, they
        /// are told without copying the layer or the alert out.
        @exclusivity(unchecked) var hasRoot: Bool
        @exclusivity(unchecked) var hasAlert: Bool

        init(
            root: UIKitLayer?,
            presented: [UIKitLayer],
            stacks: [EntryID?: [LayerItem]],
            selections: [EntryID?: EntryID],
            alert: LayerAlert?,
            width: LayoutWidth
        ) {
            self.root = root
            self.presented = presented
            self.stacks = stacks
            self.selections = selections
            self.alert = alert
            self.width = width
            hasRoot = root != nil
            hasAlert = alert != nil
        }

        convenience init(copying other: Storage) {
            self.init(
                root: other.root,
                presented: other.presented,
                stacks: other.stacks,
                selections: other.selections,
                alert: other.alert,
                width: other.width
            )
        }

        func fieldsEqual(_ other: Storage) -> Bool {
            width == other.width && root == other.root && presented == other.presented && stacks == other.stacks
                && selections == other.selections && alert == other.alert
        }
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

    /// Whether the scene has a root (UIKit shows something), told without copying it.
    var hasRoot: Bool { storage.hasRoot }

    /// Whether the scene has an alert, told without copying it.
    var hasAlert: Bool { storage.hasAlert }

    /// How many layers the presentation chain holds, the root's included.
    var chainCount: Int {
        storage.hasRoot ? storage.presented.count + 1 : 0
    }

    /// How `layer` differs from the layer at this index of the chain (the
    /// root's, then the presented ones'), compared in place.
    ///
    /// - Parameters:
    ///   - index: an index below ``chainCount``.
    ///   - layer: the same layer in a later cut.
    func chainLayerChange(at index: Int, to layer: ModalLayer) -> StackChange {
        if index == 0 { return storage.root?.layer.stackChange(to: layer) ?? .other }
        return storage.presented[index - 1].layer.stackChange(to: layer)
    }

    /// Shows `layer` in the chain's layer at this index, with the same
    /// controllers (``UIKitLayer/show(_:)``), written in place.
    mutating func show(_ layer: ModalLayer, inChainAt index: Int) {
        makeUnique()
        if index == 0 {
            storage.root?.show(layer)
        } else {
            storage.presented[index - 1].show(layer)
        }
    }

    /// Whether the navigation controller the user sees is the one with this
    /// layer id: ``visibleStack``'s id, read in place when the top layer
    /// draws its own navigation controller (most scenes).
    ///
    /// - Parameter id: a navigation controller's layer id.
    func isVisibleStack(_ id: EntryID?) -> Bool {
        if let top = storage.presented.indices.last { return isVisibleStack(id, in: storage.presented[top].layer) }
        // (The root's layer alone is read, not the whole root copied.)
        guard storage.hasRoot, let layer = storage.root?.layer else { return false }
        return isVisibleStack(id, in: layer)
    }

    /// Whether the navigation controller the user sees in `layer` (the top
    /// one) is the one with this layer id: ``visible``'s walk, down the
    /// containers drawn alone, without copying the layers on the way.
    private func isVisibleStack(_ id: EntryID?, in layer: ModalLayer) -> Bool {
        guard layer.drawsContainerOnly, let container = layer.container else { return layer.id == id }
        if container.split != nil {
            if width == .compact { return container.id == id }
            guard let child = container.children.last else { return layer.id == id }
            return isVisibleStack(id, in: child.stack)
        }
        let selected = selections[container.id] ?? container.selected
        guard let child = container.child(selected) else { return layer.id == id }
        // (Most tabs draw their own navigation controller: the child's stack
        // is read where its box holds it, not copied.)
        guard child.stackDrawsContainerOnly else { return child.stackID == id }
        return isVisibleStack(id, in: child.stack)
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
    /// visible stack, one pushed on top of it, and those at the roots of
    /// its selected tabs (``LayerItem/pushedTabBars``).
    var visibleTabBars: Set<EntryID?> {
        guard let (stack, tabBars) = visible else { return [] }
        var found = Set(tabBars)
        var pushed = stacks[stack.id]?.last?.container
        while let container = pushed {
            found.insert(container.id)
            let selected = selections[container.id] ?? container.selected
            pushed = container.children.first { $0.id == selected }?.stack.root?.container
        }
        return found
    }

    /// Every tab bar, by container id: its container as drawn (or to draw),
    /// and whether it is pushed on a stack (or at the root of a tab of one
    /// that is, ``LayerItem/pushedTabBars``) rather than drawn alone.
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
            for item in stacks[id] ?? [] where item.showsContainer {
                for container in item.pushedTabBars where found[container.id] == nil {
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
            if let items = stacks.removeValue(forKey: id), items.showsContainer {
                for container in items.flatMap(\.pushedTabBars) where !holds(container.id) {
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
    ///   - selecting: whether the tab bars pushed on it (and those in their
    ///     tabs) show their items' selections, as after a
    ///     ``UIKitStep/setStack(_:of:animated:)`` (the host gives each its
    ///     item's tabs and selection); otherwise (the user popped) a tab bar
    ///     that stays keeps its selection.
    mutating func setStack(_ items: [LayerItem], of id: EntryID?, selecting: Bool = false) {
        if let index = stacks.index(forKey: id) {
            setStack(items, at: index, selecting: selecting)
        } else {
            stacks[id] = items
            setSelections(replacing: [], with: items, selecting: selecting)
        }
    }

    /// Sets the screens of the navigation controller at this index of
    /// ``stacks``, with the selections of the tab bars pushed on it (see
    /// ``setStack(_:of:selecting:)``).
    mutating func setStack(_ items: [LayerItem], at index: Dictionary<EntryID?, [LayerItem]>.Index, selecting: Bool) {
        let old = stacks.values[index]
        stacks.values[index] = items
        setSelections(replacing: old, with: items, selecting: selecting)
    }

    /// Updates the selections of the tab bars pushed on a navigation
    /// controller whose screens were `old` and are `items` now.
    private mutating func setSelections(replacing old: [LayerItem], with items: [LayerItem], selecting: Bool) {
        // Screens without tab bars (most stacks) change no selection.
        guard old.contains(where: { $0.showsContainer }) || items.contains(where: { $0.showsContainer }) else {
            return
        }
        // A tab bar that stays on the stack keeps its controller, and so do the tab bars in its tabs.
        let before = Set(old.flatMap(\.pushedTabBars).map(\.id))
        let pushed = items.flatMap(\.pushedTabBars)
        let after = Set(pushed.map(\.id))
        // An entry that moves between stacks (a sheet below it went) keeps its tab bar.
        for container in before.subtracting(after) where !holds(container) { selections.removeValue(forKey: container) }
        for container in pushed {
            if selecting || (!before.contains(container.id) && selections[container.id] == nil) {
                selections[container.id] = container.selected
            }
        }
    }

    /// Whether a screen of some stack shows this tab bar (pushed, or in a
    /// tab of one it pushes).
    func holds(_ container: EntryID?) -> Bool {
        stacks.values.contains { items in items.contains { $0.drawsPushedTabBar(container) } }
    }
}

extension UIKitScene: CustomReflectable {
    /// The fields, so that printing a scene shows them.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "root": root as Any,
                "presented": presented as Any,
                "stacks": stacks as Any,
                "selections": selections as Any,
                "alert": alert as Any,
                "width": width as Any,
            ],
            displayStyle: .struct
        )
    }
}
