import Waypoint

extension UIKitScene {
    /// What UIKit shows once a step has completed.
    mutating func apply(_ step: UIKitStep) {
        switch step {
        case .setRoot(let layer):
            let width = self.width
            self = UIKitScene()
            self.width = width
            root = UIKitLayer(layer)
            addParts(of: layer)
        case .setStack(let items, of: let id, _):
            if let index = stacks.index(forKey: id) { setStack(items, at: index, selecting: true) }
        case .present(let layer, from: _, _):
            presented.append(UIKitLayer(layer))
            addParts(of: layer)
        case .dismiss(above: let presenter, _):
            removePresented(above: presenter)
        case .select(let child, in: let container):
            if selections[container] != nil { selections[container] = child }
        case .setTabs(let container, _):
            setTabs(container)
        case .setModalInPresentation(let flag, layer: let id):
            if let index = presented.firstIndex(where: { $0.id == id }) {
                presented[index].isModalInPresentation = flag
            }
        case .setBackGuarded(let flag, item: let id):
            for (stack, items) in stacks {
                guard let index = items.firstIndex(where: { $0.id == id }) else { continue }
                stacks[stack]?[index].isGuarded = flag
            }
        case .presentAlert(let alert, from: _, _):
            self.alert = alert
        case .dismissAlert(let id, _):
            if alert?.id == id { alert = nil }
        case .setDetent(let detent, layer: let id, _):
            setDetent(detent, of: id)
        case .setColumns(let container, _):
            setColumns(container)
        case .showColumn(let column, split: let id):
            setVisibility(of: id) { $0.insert(column) }
        case .hideColumn(let column, split: let id):
            setVisibility(of: id) { $0.remove(column) }
        }
    }

    /// Records the detent a presented layer rests at.
    mutating func setDetent(_ detent: SheetDetent, of layer: EntryID) {
        guard let index = presented.firstIndex(where: { $0.id == layer }) else { return }
        presented[index].layer.detent = detent
    }

    /// The lanes of the navigation controllers and tab bars a step in flight
    /// takes away: every one for a new root, those above the presenter for a
    /// dismissal, those of the tabs a tab bar loses. Nothing is planned on
    /// them meanwhile.
    func lanes(leavingWith step: UIKitStep) -> Set<UIKitLane> {
        var layers: [UIKitLayer]
        switch step {
        case .setTabs(let container, _): return lanes(losing: container)
        case .setColumns(let container, _): return lanes(losingColumnsTo: container)
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
        return layers.reduce(into: []) { lanes, layer in lanes.formUnion(self.lanes(of: layer.shape)) }
    }

    /// The lanes of the navigation controllers and tab bars a shape is drawn
    /// with, and of the tab bars pushed on its stacks (those in their tabs
    /// included).
    func lanes(of shape: UIKitShape) -> Set<UIKitLane> {
        switch shape {
        case .navigation(let id):
            var lanes: Set<UIKitLane> = [.stack(id)]
            for item in stacks[id] ?? [] where item.showsContainer {
                for container in item.pushedTabBars { lanes.insert(.tabs(container.id)) }
            }
            return lanes
        case .tabs(let id, let children):
            return children.reduce(into: [.tabs(id)]) { lanes, child in lanes.formUnion(self.lanes(of: child)) }
        case .split(let id, let columns):
            return columns.reduce(into: lanes(of: .navigation(id)).union([.split(id)])) { lanes, child in
                lanes.formUnion(self.lanes(of: child))
            }
        }
    }

    /// The lanes of the tabs a tab bar loses when it is given a container's
    /// tabs: their navigation controllers and tab bars, for a tab bar drawn
    /// alone; the tab bars at their roots, for one pushed on a stack (a
    /// pushed tab bar's tabs are their first screens, on no stack of their
    /// own).
    func lanes(losing container: LayerContainer) -> Set<UIKitLane> {
        guard let (current, pushed) = tabBars[container.id] else { return [] }
        let after = container.slots(pushed: pushed)
        var lanes: Set<UIKitLane> = []
        for (child, slot) in zip(current.children, current.slots(pushed: pushed)) where !after.contains(slot) {
            if pushed {
                for inner in child.stack.root?.pushedTabBars ?? [] { lanes.insert(.tabs(inner.id)) }
            } else {
                lanes.formUnion(self.lanes(of: UIKitShape(child.stack)))
            }
        }
        return lanes
    }

    /// Gives a tab bar its new tabs, as ``UIKitStep/setTabs(_:animated:)``
    /// does: a child that keeps its controller keeps what it shows; a removed
    /// child's stacks and selections go, a new one's come (for a tab bar
    /// pushed on a stack, the tab bars at the children's roots).
    mutating func setTabs(_ wanted: LayerContainer) {
        guard let (current, pushed) = tabBars[wanted.id] else { return }
        let before = current.slots(pushed: pushed)
        let after = wanted.slots(pushed: pushed)
        var container = wanted
        for (index, slot) in after.enumerated() {
            if let kept = before.firstIndex(of: slot) { container.children[index] = current.children[kept] }
        }
        if pushed {
            for (stack, items) in stacks {
                for (index, item) in items.enumerated() where item.drawsPushedTabBar(wanted.id) {
                    stacks[stack]?[index].changePushedTabBar(wanted.id) { $0 = container }
                }
            }
            for (child, slot) in zip(current.children, before) where !after.contains(slot) {
                for inner in child.stack.root?.pushedTabBars ?? [] where !holds(inner.id) {
                    selections.removeValue(forKey: inner.id)
                }
            }
            for (child, slot) in zip(wanted.children, after) where !before.contains(slot) {
                for inner in child.stack.root?.pushedTabBars ?? [] { selections[inner.id] = inner.selected }
            }
        } else {
            for (child, slot) in zip(current.children, before) where !after.contains(slot) {
                removeParts(of: UIKitShape(child.stack))
            }
            for (child, slot) in zip(wanted.children, after) where !before.contains(slot) { addParts(of: child.stack) }
            if let layer = root, let replaced = layer.layer.replacingTabBar(with: container) {
                root = UIKitLayer(replaced, keeping: layer)
            }
            for (index, layer) in presented.enumerated() {
                if let replaced = layer.layer.replacingTabBar(with: container) {
                    presented[index] = UIKitLayer(replaced, keeping: layer)
                }
            }
        }
        selections[wanted.id] = wanted.selected
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

    /// Removes the presented layers from this index up, and the alert on
    /// top of them (UIKit dismisses everything above, rule 10).
    mutating func removePresented(from start: Int) {
        guard start < presented.count else { return }
        alert = nil
        for layer in presented[start...] { removeParts(of: layer.shape) }
        presented.removeSubrange(start...)
    }
}
