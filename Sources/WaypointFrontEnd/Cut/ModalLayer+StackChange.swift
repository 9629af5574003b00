import Waypoint

/// How a layer differs from the same layer in a later cut, when a front end
/// may draw the difference as one navigation stack's new screens.
enum StackChange: Sendable {
    /// The layer is the same.
    case same
    /// One navigation stack of the layer changed its path, and nothing else
    /// did: the stack's layer after the change (its ``ModalLayer/id`` names
    /// the navigation controller), and the container children that lead to
    /// it, outermost first, as they are after.
    case one(ModalLayer, through: [LayerChild])
    /// Something else changed.
    case other
}

extension ModalLayer {
    /// How `later` differs from this layer: ``StackChange/same``, one stack's
    /// path alone (a push, a pop, a new path), or anything else.
    ///
    /// A stack counts only when its base is a screen and neither path holds
    /// a container (a tab bar pushed on a stack draws its own tabs); a
    /// container counts only when it is not a split view and nothing but one
    /// child's stack changed. Copies shared with an earlier cut compare at
    /// once.
    ///
    /// - Parameter later: the same layer in a later cut.
    /// - Returns: how it changed.
    func stackChange(to later: ModalLayer) -> StackChange {
        guard id == later.id, presentation == later.presentation, style == later.style, detent == later.detent
        else { return .other }
        // (One base at a time: the pair is not copied into a tuple.)
        switch base {
        case .empty:
            guard case .empty = later.base else { return .other }
            return path == later.path ? .same : .other
        case .item(let item):
            guard case .item(let laterItem) = later.base else { return .other }
            if !item.showsContainer && !laterItem.showsContainer {
                guard item == laterItem else { return .other }
                if path == later.path { return .same }
                guard !path.showsContainer, !later.path.showsContainer else { return .other }
                return .one(later, through: [])
            }
            // A screen that shows a container, alone on its stack.
            guard path.isEmpty, later.path.isEmpty, item.equalsIgnoringContainer(laterItem),
                let container = item.container, let laterContainer = laterItem.container
            else { return .other }
            return container.stackChange(to: laterContainer)
        case .container(let container):
            guard case .container(let laterContainer) = later.base, path.isEmpty, later.path.isEmpty else {
                return .other
            }
            return container.stackChange(to: laterContainer)
        }
    }
}

extension LayerContainer {
    /// How `later` differs from this container: ``StackChange/same``, one
    /// child's stack's path alone, or anything else (a split view always).
    func stackChange(to later: LayerContainer) -> StackChange {
        if isIdentical(to: later) { return .same }
        // (The fields but the children compare at once when the later
        // container was patched from this one.)
        let (children, laterChildren) = (childList, later.childList)
        guard !isSplit, hasSameFields(as: later), children.count == laterChildren.count else { return .other }
        var found = StackChange.same
        // (Containers patched one from the other share their array: only the
        // child kept beside it is compared.)
        for index in children.differingIndices(from: laterChildren) {
            let (child, laterChild) = (children[index], laterChildren[index])
            if child.isIdentical(to: laterChild) { continue }
            guard child.hasSameFields(as: laterChild) else { return .other }
            switch child.stackChange(to: laterChild) {
            case .same:
                continue
            case .other:
                return .other
            case .one(let stack, let through):
                guard case .same = found else { return .other }
                // (Most stacks are one level deep: no array is joined.)
                found = .one(stack, through: through.isEmpty ? [laterChild] : [laterChild] + through)
            }
        }
        return found
    }
}
