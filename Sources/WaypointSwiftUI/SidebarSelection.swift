#if canImport(SwiftUI)
public import SwiftUI
public import Waypoint
import WaypointFrontEnd

/// The sidebar's selection of the split view a view is shown in, for the
/// sidebar's `List(selection:)`: read it from the environment
/// (``SwiftUICore/EnvironmentValues/sidebarSelection``) and bind the list with
/// ``binding(for:)``.
///
/// It goes through the front end's session, as every binding of
/// ``CoordinatorView`` does: it shows what the user's gesture left while a
/// guard asks about it (nothing selected after going back to the sidebar in a
/// collapsed split), and the old selection again after a veto.
///
/// ```swift
/// struct Sidebar: View {
///     let split: ListsSplit
///     @Environment(\.sidebarSelection) private var selection
///
///     var body: some View {
///         List(split.sidebarItems, id: \.self, selection: selection.binding(for: split)) { item in
///             Text(item)
///         }
///     }
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct SidebarSelection: Sendable {
    let model: NavigationModel?
    let container: LayerContainer?

    init(model: NavigationModel? = nil, container: LayerContainer? = nil) {
        self.model = model
        self.container = container
    }

    /// The selection of a split's sidebar, as a binding.
    ///
    /// Reading it reads the item the sidebar shows selected. The user's tap on
    /// an item writes it, a user's gesture: the split's `receiveSelection(_:)`
    /// asks the guards of the detail it replaces first (an entry's leave
    /// guard, a `LeaveGuarding` flow); while they are asked the list shows
    /// the tapped item, and after a veto the old one again. An item the
    /// sidebar does not list changes nothing and is drawn unselected again. SwiftUI
    /// writes `nil` when the user goes back to the sidebar in a collapsed
    /// split, which sends that gesture's intent
    /// (`LayerContainer.intentForDeselecting`): the column the selection fills
    /// goes, with those after it, as one change with cause `.user`, unless a
    /// guard vetoes it.
    ///
    /// Outside the sidebar of a split drawn by ``CoordinatorView`` (no
    /// session to go through), it reads the split's `selectedItem` and writes
    /// with its `receiveSelection(_:)`, guards asked likewise.
    ///
    /// - Parameter split: the split whose sidebar shows the view.
    /// - Returns: the binding; the view that calls this is drawn again
    ///   whenever the session's drawing changes.
    @MainActor
    public func binding<Split: SplitCoordinator>(for split: Split) -> Binding<Split.SidebarItem?> {
        guard let model, let container else {
            return Binding(
                get: { @MainActor in split.selectedItem },
                set: { @MainActor item in split.receiveSelection(item) }
            )
        }
        _ = model.revision  // the calling view's body is evaluated again after every change
        return Binding(
            get: { @MainActor in model.sidebarSelection(of: container, as: Split.self) },
            set: { @MainActor item in model.setSidebarSelection(item, of: split, in: container.id) }
        )
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension EnvironmentValues {
    /// The sidebar's selection of the split view a view is shown in by
    /// ``CoordinatorView``: bind the sidebar's list with
    /// ``SidebarSelection/binding(for:)``.
    ///
    /// Outside a split's columns, a selection that reads and writes the split
    /// itself.
    public var sidebarSelection: SidebarSelection {
        get { self[SidebarSelectionKey.self] }
        set { self[SidebarSelectionKey.self] = newValue }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
private struct SidebarSelectionKey: EnvironmentKey {
    // Computed, so that no shared mutable state holds a main-actor value.
    static var defaultValue: SidebarSelection { SidebarSelection() }
}
#endif
