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
        fileprivate var scene = UIKitScene()
        /// Per navigation controller: the layer it shows, and what it gave.
        fileprivate var stacks: [EntryID?: StackPart] = [:]
        /// The layers of the presentation chain, bottom first.
        fileprivate var chain: [UIKitLayer] = []
    }

    /// What a layer drawn by one navigation controller gives a scene.
    fileprivate struct StackPart: Sendable {
        /// The layer, to tell whether the next one is the same.
        let layer: ModalLayer
        /// Its screens (``ModalLayer/stackItems``).
        let items: [LayerItem]
        /// The tab bars pushed on it, with their selected child.
        let tabBars: [(container: EntryID?, selected: EntryID?)]

        init(_ layer: ModalLayer) {
            self.layer = layer
            items = layer.stackItems
            tabBars = items.compactMap { item in item.container.map { ($0.id, $0.selected) } }
        }
    }

    /// The scene of a cut, starting from the scene `parts` holds and writing
    /// only what the layers that changed give; on return, `parts` holds this
    /// scene. The result is the scene ``init(_:)`` makes of `layers`, whatever
    /// `parts` holds.
    ///
    /// - Parameters:
    ///   - layers: the cut of the coordinator's snapshot.
    ///   - parts: what the scene before made; on return, what this one made.
    init(_ layers: ModalLayers, parts: inout Parts) {
        var build = Build(scene: parts.scene, before: parts.stacks, fresh: false)
        // The selections are few: made again, in the order the layers give them.
        build.scene.selections = [:]
        var chain: [UIKitLayer] = []
        chain.reserveCapacity(layers.layers.count)
        for (index, layer) in layers.layers.enumerated() {
            let before = index < parts.chain.count ? parts.chain[index] : nil
            chain.append(before.flatMap { $0.layer == layer ? $0 : nil } ?? UIKitLayer(layer))
            build.add(layer)
        }
        if build.kept < parts.stacks.count {
            // A navigation controller went: start from nothing, so that none stays behind.
            build = Build(scene: UIKitScene(), before: parts.stacks, fresh: true)
            for layer in layers.layers { build.add(layer) }
        }
        self = build.scene
        root = chain.first
        presented = Array(chain.dropFirst())
        parts = Parts(scene: self, stacks: build.stacks, chain: chain)
    }

    /// Adds the stacks and selections a layer brings.
    mutating func addParts(of layer: ModalLayer) {
        var build = Build(scene: self, before: [:], fresh: true)
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
        /// What the build before made of each navigation controller.
        let before: [EntryID?: StackPart]
        /// Whether `scene` starts from nothing, rather than from the scene of `before`.
        let fresh: Bool
        /// What this build made of each navigation controller: starting from
        /// nothing, or from `before` (whose parts it keeps as they are).
        var stacks: [EntryID?: StackPart]
        /// How many of the navigation controllers of `before` this build kept.
        var kept = 0

        init(scene: UIKitScene, before: [EntryID?: StackPart], fresh: Bool) {
            self.scene = scene
            self.before = before
            self.fresh = fresh
            stacks = fresh ? [:] : before
        }

        mutating func add(_ layer: ModalLayer) {
            if layer.drawsContainerOnly, let container = layer.container {
                scene.selections[container.id] = container.selected
                for child in container.children { add(child.stack) }
                return
            }
            let earlier = before[layer.id]
            if earlier != nil { kept += 1 }
            let part: StackPart
            let isSame: Bool
            if let earlier, earlier.layer == layer {
                (part, isSame) = (earlier, true)
            } else {
                (part, isSame) = (StackPart(layer), false)
            }
            // Starting from the scene before, a layer that did not change is there already.
            if fresh || !isSame {
                stacks[layer.id] = part
                scene.stacks[layer.id] = part.items
            }
            // A tab bar already shown elsewhere keeps its own selection.
            for tabBar in part.tabBars where scene.selections[tabBar.container] == nil {
                scene.selections[tabBar.container] = tabBar.selected
            }
        }
    }
}
