#if canImport(SwiftUI)
public import SwiftUI
public import Waypoint
import WaypointFrontEnd

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SplitCoordinator {
    /// The sidebar's selection, for the sidebar's `List(selection:)`.
    ///
    /// It reads the split's `selectedItem`. The user's tap on an item writes
    /// it, which selects it (`select(_:)`; an item the sidebar does not list
    /// changes nothing); SwiftUI writes `nil` when the user goes back to the
    /// sidebar in a collapsed split, which sends the intent of that gesture
    /// (`LayerContainer.intentForDeselecting`): the column the selection fills
    /// goes, with those after it, as one change with cause `.user`.
    ///
    /// ```swift
    /// List(split.sidebarItems, id: \.self, selection: split.sidebarSelection) { item in
    ///     Text(item.title)
    /// }
    /// ```
    public var sidebarSelection: Binding<SidebarItem?> {
        Binding(
            get: { @MainActor in self.selectedItem },
            set: { @MainActor item in
                if let item {
                    try? self.select(item)
                } else if let intent = ModalLayers(self.navigation.snapshot).container(nil)?.intentForDeselecting {
                    self.navigation.receive([intent])
                }
            }
        )
    }
}
#endif
