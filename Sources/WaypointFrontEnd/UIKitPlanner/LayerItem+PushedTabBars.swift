import Waypoint

// The tab bars a screen of a navigation controller draws: a tab bar pushed on the stack, and the
// tab bars in its tabs.
extension LayerItem {
    /// The tab bars UIKit draws for this screen of a navigation controller,
    /// outermost first: the container it shows, a tab bar controller pushed
    /// on the stack, then the container at the root of each of that
    /// container's children, and so on.
    ///
    /// A tab bar pushed on a stack shows each child's first screen as its
    /// tab (what the selected child pushes joins the stack:
    /// ``ModalLayer/navigationPath``). A child whose first screen shows a
    /// container shows a tab bar controller of its own there, the tab's
    /// controller, embedded in the outer one and drawn bare as well: its tab
    /// bar is drawn above the outer one, its tabs are its children's first
    /// screens, and it keeps a selection of its own. A collapsed split's
    /// column whose root is tabs with tabs in a tab is drawn so, pushed on
    /// the split's one stack. Empty for a plain screen.
    ///
    /// ```swift
    /// // pushed tabs(a: home, *b: tabs(*a: home, b: home))
    /// item.pushedTabBars.map(\.id)   // [pushed tabs, the tabs in b]
    /// ```
    package var pushedTabBars: [LayerContainer] {
        guard let container else { return [] }
        var found: [LayerContainer] = []
        func collect(_ container: LayerContainer) {
            found.append(container)
            for child in container.children {
                if let inner = child.stack.root?.container { collect(inner) }
            }
        }
        collect(container)
        return found
    }

    /// Whether the screen draws the tab bar with this container id, pushed
    /// or in a tab of one it pushes (``pushedTabBars``).
    ///
    /// - Parameter id: a container id.
    func drawsPushedTabBar(_ id: EntryID?) -> Bool {
        guard showsContainer else { return false }
        return pushedTabBars.contains { $0.id == id }
    }

    /// Changes one of ``pushedTabBars`` in place: the container this screen
    /// shows, or the one at the root of one of its children, at any depth.
    ///
    /// - Parameters:
    ///   - id: the tab bar's container id.
    ///   - change: what to do to it.
    /// - Returns: whether the screen draws that tab bar.
    @discardableResult
    mutating func changePushedTabBar(_ id: EntryID?, _ change: (inout LayerContainer) -> Void) -> Bool {
        guard var container, container.changeBareTabBar(id, change) else { return false }
        self.container = container
        return true
    }
}

extension LayerContainer {
    /// Changes this container, if it has this id, or the container at the
    /// root of one of its children's stacks that does, at any depth.
    ///
    /// - Returns: whether it found it.
    fileprivate mutating func changeBareTabBar(_ id: EntryID?, _ change: (inout LayerContainer) -> Void) -> Bool {
        if self.id == id {
            change(&self)
            return true
        }
        for index in children.indices {
            guard var root = children[index].stack.root, var inner = root.container,
                inner.changeBareTabBar(id, change)
            else { continue }
            root.container = inner
            children[index].stack.base = .item(root)
            return true
        }
        return false
    }
}
