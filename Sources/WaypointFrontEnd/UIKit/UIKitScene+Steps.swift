import Waypoint

extension UIKitScene {
    /// What UIKit shows once a step has completed.
    mutating func apply(_ step: UIKitStep) {
        switch step {
        case .setRoot(let layer):
            self = UIKitScene()
            root = UIKitLayer(layer)
            addParts(of: layer)
        case .setStack(let items, of: let id, _):
            if stacks[id] != nil { setStack(items, of: id) }
        case .present(let layer, from: _, _):
            presented.append(UIKitLayer(layer))
            addParts(of: layer)
        case .dismiss(above: let presenter, _):
            removePresented(above: presenter)
        case .select(let child, in: let container):
            if selections[container] != nil { selections[container] = child }
        case .setModalInPresentation(let flag, layer: let id):
            if let index = presented.firstIndex(where: { $0.id == id }) {
                presented[index].isModalInPresentation = flag
            }
        case .setBackGuarded(let flag, item: let id):
            for (stack, items) in stacks {
                guard let index = items.firstIndex(where: { $0.id == id }) else { continue }
                stacks[stack]?[index].isGuarded = flag
            }
        }
    }

    /// The lanes of the navigation controllers and tab bars a chain step in
    /// flight takes away: every one for a new root, those above the presenter
    /// for a dismissal. Nothing is planned on them meanwhile.
    func lanes(leavingWith step: UIKitStep) -> Set<UIKitLane> {
        var layers: [UIKitLayer]
        switch step {
        case .setRoot: layers = [root].compactMap { $0 } + presented
        case .dismiss(above: let presenter, _):
            if let root, root.id == presenter {
                layers = presented
            } else if let index = presented.firstIndex(where: { $0.id == presenter }) {
                layers = Array(presented[(index + 1)...])
            } else {
                layers = []
            }
        default: layers = []
        }
        var lanes: Set<UIKitLane> = []
        func collect(_ shape: UIKitShape) {
            switch shape {
            case .navigation(let id):
                lanes.insert(.stack(id))
                for item in stacks[id] ?? [] {
                    if let container = item.container { lanes.insert(.tabs(container.id)) }
                }
            case .tabs(let id, let children):
                lanes.insert(.tabs(id))
                children.forEach(collect)
            }
        }
        for layer in layers { collect(layer.shape) }
        return lanes
    }

    /// Removes the layers a layer presents, and everything above them.
    mutating func removePresented(above presenter: EntryID?) {
        let start: Int
        if let root, root.id == presenter {
            start = 0
        } else if let index = presented.firstIndex(where: { $0.id == presenter }) {
            start = index + 1
        } else {
            return
        }
        removePresented(from: start)
    }

    /// Removes the presented layers from this index up.
    mutating func removePresented(from start: Int) {
        guard start < presented.count else { return }
        for layer in presented[start...] { removeParts(of: layer.shape) }
        presented.removeSubrange(start...)
    }
}
