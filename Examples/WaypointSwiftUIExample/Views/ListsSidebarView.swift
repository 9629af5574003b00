import SwiftUI
import Waypoint
import WaypointSwiftUI

/// The split view's sidebar: the todo lists. The list's selection is the
/// split's: tapping a row selects it and the detail shows that list's stack;
/// going back to the sidebar in a collapsed split (an iPhone) deselects it.
struct ListsSidebarView: View {
    let store: TodoStore
    let split: Router<ListsSplit>

    var body: some View {
        if let split = split.coordinator {
            List(store.lists, id: \.self, selection: split.sidebarSelection) { name in
                Text(name)
            }
            .navigationTitle("Lists")
        }
    }
}
