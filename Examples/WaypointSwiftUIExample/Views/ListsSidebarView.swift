import SwiftUI
import Waypoint
import WaypointSwiftUI

/// The split view's sidebar: the todo lists. The list's selection is the
/// split's: tapping a row selects it and the detail shows that list's stack;
/// going back to the sidebar in a collapsed split (an iPhone) deselects it.
struct ListsSidebarView: View {
    let store: TodoStore
    let split: Router<ListsSplit>
    /// The selection as the front end draws it: none while a guard asks
    /// about going back to the sidebar, the old one again after a veto.
    @Environment(\.sidebarSelection) private var selection

    var body: some View {
        if let split = split.coordinator {
            List(store.lists, id: \.self, selection: selection.binding(for: split)) { name in
                Text(name)
            }
            .navigationTitle("Lists")
        }
    }
}
