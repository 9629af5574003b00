import Waypoint

// Building a scene from the one before, so that a change costs the layers it
// changed.
extension UIKitScene {
    /// What building a scene made: kept by a session, so that the next scene
    /// starts from this one and writes only the navigation controllers whose
    /// layer changed, taking the others' screens as they were, storage
    /// included.
    struct Parts: Sendable {
        /// The scene built.
        fileprivate(set) var scene = UIKitScene()
        /// Per navigation controller: the layer it shows, and what it gave.
        fileprivate var stacks: [EntryID?: StackPart] = [:]
        /// Per child of a container drawn alone (a tab, a column): the child,
        /// and what its stack gave. A child that did not change gives it
        /// again, without reading its stack.
        fileprivate var children: [EntryID: ChildPart] = [:]
        /// The width the parts were drawn in: parts of another width are not reused.
        fileprivate var width = LayoutWidth.regular
    }

    /// What a container's child gave a scene: how many navigation
    /// controllers its stack draws, and the selections it wrote, in order.
    fileprivate struct ChildPart: Sendable {
        /// The child, to tell whether the next one is the same.
        let child: LayerChild
        /// How many navigation controllers it draws (nested containers' included).
        let stacks: Int
        /// The selections it wrote, in order; `ifNone` for a tab bar pushed on
        /// a stack, which keeps a selection written before.
        let selections: [Selection]
    }

    /// A selection a build writes.
    fileprivate struct Selection: Sendable {
        let container: EntryID?
        let selected: EntryID?
        let ifNone: Bool
    }

    /// What a layer drawn by one navigation controller gives a scene: a
    /// reference, so that the parts copy it for one reference count.
    fileprivate final class StackPart: Sendable {
        /// The layer, to tell whether the next one is the same.
        let layer: ModalLayer
        /// Its screens (``ModalLayer/stackItems``).
        let items: [LayerItem]
        /// The tab bars pushed on it, and those in their tabs
        /// (``LayerItem/pushedTabBars``), with their selected child.
        let tabBars: [(container: EntryID?, selected: EntryID?)]

        convenience init(_ layer: ModalLayer) {
            // The layer's `stackItems`, in one array.
            let path = layer.navigationPath
            var items: [LayerItem] = []
            items.reserveCapacity(path.count + 1)
            if let root = layer.root { items.append(root) }
            items.appendItems(path)
            self.init(layer, items: items)
        }

        /// A layer's part with these screens: a collapsed split's one stack.
        init(_ layer: ModalLayer, items: [LayerItem]) {
            self.layer = layer
            self.items = items
            // Most stacks push no tab bar: their items are not read twice.
            tabBars =
                items.showsContainer
                ? items.flatMap { item in item.pushedTabBars.map { ($0.id, $0.selected) } } : []
        }
    }

    /// The scene of a cut, starting from the scene `parts` holds and writing
    /// only what the layers that changed give; on return, `parts` holds this
    /// scene. The result is the scene ``init(_:)`` makes of `layers`, whatever
    /// `parts` holds.
    ///
    /// - Parameters:
    ///   - layers: the cut of the coordinator's snapshot.
    ///   - width: the width split views are drawn in.
    ///   - parts: what the scene before made; on return, what this one made.
    init(_ layers: ModalLayers, width: LayoutWidth = .regular, parts: inout Parts) {
        // Parts drawn in another width show other navigation controllers: start from nothing.
        if parts.width != width { parts = Parts(width: width) }
        let count = parts.stacks.count
        // The chain before: its layers are kept where they did not change.
        let (rootBefore, presentedBefore) = (parts.scene.root, parts.scene.presented)
        // The build holds the scene and the parts alone, so that it writes them in place.
        var build = Build(scene: parts.scene, stacks: parts.stacks, children: parts.children)
        parts = Parts()
        build.scene.width = width
        // The selections are few: made again, in the order the layers give them.
        build.scene.selections = [:]
        var chain: [UIKitLayer] = []
        chain.reserveCapacity(layers.layers.count)
        for (index, layer) in layers.layers.enumerated() {
            let before =
                index == 0 ? rootBefore : index - 1 < presentedBefore.count ? presentedBefore[index - 1] : nil
            chain.append(before.flatMap { $0.layer == layer ? $0 : nil } ?? UIKitLayer(layer))
            build.add(layer)
        }
        if build.kept < count {
            // A navigation controller went: start from nothing, so that none stays behind.
            var empty = UIKitScene()
            empty.width = width
            build = Build(scene: empty, before: build.stacks)
            for layer in layers.layers { build.add(layer) }
        }
        // Written while the build holds the scene alone, in place.
        build.scene.root = chain.first
        build.scene.presented = Array(chain.dropFirst())
        build.scene.alert = layers.alert
        self = build.scene
        parts = Parts(scene: self, stacks: build.stacks, children: build.children, width: width)
    }

    /// Makes `parts` hold the scene of a cut that differs from the cut
    /// `parts` was made of in one navigation stack's path alone
    /// (``ModalLayer/stackChange(to:)``): its scene with that navigation
    /// controller's screens and that layer replaced, which is the scene
    /// ``init(_:width:parts:)`` makes of `layers`.
    ///
    /// - Parameters:
    ///   - layers: the cut of the coordinator's snapshot.
    ///   - width: the width split views are drawn in.
    ///   - parts: what the scene before made; on return, what this one made.
    /// - Returns: the navigation controller whose screens changed, its
    ///   screens, and the index of its layer in the chain (the scene is
    ///   `parts.scene`); `nil`,
    ///   with `parts` as it was, when the cut differs otherwise or `parts`
    ///   was drawn in another width.
    static func replacingStack(
        in layers: ModalLayers,
        width: LayoutWidth,
        parts: inout Parts
    ) -> (stack: EntryID?, items: [LayerItem], layer: Int)? {
        guard parts.width == width, parts.scene.chainCount == layers.layers.count else { return nil }
        // (Matched in place: most scenes have no alert, and it is not copied to tell.)
        if !parts.scene.hasAlert {
            guard layers.alerts.isEmpty else { return nil }
        } else if parts.scene.alert != layers.alert {
            return nil
        }
        var found: (index: Int, part: StackPart, through: [LayerChild])?
        // (By index: the layers are compared in place, not copied.)
        for index in layers.layers.indices {
            switch parts.scene.chainLayerChange(at: index, to: layers.layers[index]) {
            case .same: continue
            case .other: return nil
            case .one(let stack, let through):
                guard found == nil else { return nil }
                // (Made here: the changed stack is handed on, not copied.)
                found = (index, StackPart(stack), through)
            }
        }
        guard let (index, part, through) = found, let partIndex = parts.stacks.index(forKey: part.layer.id) else {
            return nil
        }
        let stack = part.layer.id
        // Written in place: a session lets its target, the scene's other copy, go first.
        parts.scene.stacks[stack] = part.items
        // The layer keeps its controllers: one stack's path does not change its shape.
        parts.scene.show(layers.layers[index], inChainAt: index)
        parts.stacks.values[partIndex] = part
        for child in through {
            // (One lookup: the part is replaced where it is.)
            guard let childIndex = parts.children.index(forKey: child.id) else { continue }
            let earlier = parts.children.values[childIndex]
            parts.children.values[childIndex] = ChildPart(
                child: child,
                stacks: earlier.stacks,
                selections: earlier.selections
            )
        }
        return (stack, part.items, index)
    }

    /// Adds the stacks and selections a layer brings.
    mutating func addParts(of layer: ModalLayer) {
        var build = Build(scene: self, before: [:])
        build.add(layer)
        self = build.scene
    }

    /// Takes `other`'s storage for each stack that holds the same screens as
    /// here, so that comparing them later costs nothing.
    mutating func shareStacks(with other: UIKitScene) {
        for (id, items) in stacks {
            if let theirs = other.stacks[id], theirs == items { stacks[id] = theirs }
        }
    }

    /// Adds layers' stacks and selections to a scene, taking the parts of the
    /// layers that did not change from the build before.
    private struct Build {
        var scene: UIKitScene
        /// What the build before made of each navigation controller, when
        /// `scene` starts from nothing; empty when it starts from the scene
        /// before, whose parts `stacks` holds.
        let before: [EntryID?: StackPart]
        /// Whether `scene` starts from nothing.
        let fresh: Bool
        /// What this build made of each navigation controller.
        var stacks: [EntryID?: StackPart]
        /// How many of the navigation controllers of the build before this build kept.
        var kept = 0
        /// What each container child gave: the build before's, replaced as
        /// this build adds them (empty when `scene` starts from nothing).
        var children: [EntryID: ChildPart]
        /// How many navigation controllers this build added.
        var added = 0
        /// The selections written inside the children being added, in order.
        var written: [Selection] = []
        /// How deep in container children the build is.
        var depth = 0

        /// A build that starts from the scene before and its parts.
        init(scene: UIKitScene, stacks: [EntryID?: StackPart], children: [EntryID: ChildPart]) {
            self.scene = scene
            self.stacks = stacks
            self.children = children
            before = [:]
            fresh = false
        }

        /// A build that starts from nothing, taking parts from `before`.
        init(scene: UIKitScene, before: [EntryID?: StackPart]) {
            self.scene = scene
            self.before = before
            stacks = [:]
            children = [:]
            fresh = true
        }

        mutating func add(_ layer: ModalLayer) {
            if layer.drawsContainerOnly, let container = layer.container {
                if container.split != nil, scene.width == .compact {
                    // Collapsed: one navigation controller, named by the split, shows every column.
                    addStack(layer, named: container.id) {
                        StackPart(layer, items: container.collapsedStack.map(\.item))
                    }
                    return
                }
                if container.split == nil {
                    select(Selection(container: container.id, selected: container.selected, ifNone: false))
                }
                for child in container.children { add(child) }
                return
            }
            addStack(layer, named: layer.id) { StackPart(layer) }
        }

        /// Adds a container child's stack; a child equal to the one the
        /// build before added (starting from the scene before, which holds
        /// its stacks) gives its selections again, and nothing else.
        mutating func add(_ child: LayerChild) {
            if !fresh, let earlier = children[child.id], earlier.child == child {
                kept += earlier.stacks
                added += earlier.stacks
                for selection in earlier.selections { select(selection) }
                return
            }
            let (stacksBefore, writtenBefore) = (added, written.count)
            depth += 1
            add(child.stack)
            depth -= 1
            children[child.id] = ChildPart(
                child: child, stacks: added - stacksBefore, selections: Array(written[writtenBefore...]))
            if depth == 0 { written = [] }
        }

        /// Writes a selection, and notes it for the child being added.
        mutating func select(_ selection: Selection) {
            if !selection.ifNone || scene.selections[selection.container] == nil {
                scene.selections[selection.container] = selection.selected
            }
            if depth > 0 { written.append(selection) }
        }

        /// Adds the stack of the navigation controller with this name, made
        /// by `make` unless the build before made it of the same layer.
        mutating func addStack(_ layer: ModalLayer, named id: EntryID?, make: () -> StackPart) {
            let earlier = fresh ? before[id] : stacks[id]
            if earlier != nil { kept += 1 }
            added += 1
            let part: StackPart
            let isSame: Bool
            if let earlier, earlier.layer == layer {
                (part, isSame) = (earlier, true)
            } else {
                (part, isSame) = (make(), false)
            }
            // Starting from the scene before, a layer that did not change is there already.
            if fresh || !isSame {
                stacks[id] = part
                scene.stacks[id] = part.items
            }
            // A tab bar already shown elsewhere keeps its own selection.
            for tabBar in part.tabBars {
                select(Selection(container: tabBar.container, selected: tabBar.selected, ifNone: true))
            }
        }
    }
}
