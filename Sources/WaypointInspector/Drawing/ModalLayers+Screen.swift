import Waypoint
package import WaypointFrontEnd

extension ModalLayers {
    /// The screen the user sees on top: `topItem`, or, when
    /// that item shows a split view, the top of the split's last column that
    /// shows something (the top of its collapsed stack, which is the
    /// detail's top when the columns are side by side), looking into nested
    /// splits the same way.
    ///
    /// Package access: the tree drawing marks it, and the demo's commands act
    /// on it.
    package var topScreen: LayerItem? {
        var screen = topItem
        // The observed coordinator itself may be the split: no item shows it.
        var shown = screen?.container ?? (top?.path.isEmpty == true ? top?.container : nil)
        while let split = shown, split.split != nil, let last = split.collapsedStack.last?.item, last.id != screen?.id {
            screen = last
            shown = last.container
        }
        return screen
    }
}
