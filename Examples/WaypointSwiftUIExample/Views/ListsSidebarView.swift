import SwiftUI
import Waypoint

/// The split view's sidebar: the todo lists. Tapping one selects it, and the
/// detail shows that list's stack.
struct ListsSidebarView: View {
    let store: TodoStore
    let split: Router<ListsSplit>

    var body: some View {
        List {
            ForEach(store.lists, id: \.self) { name in
                Button(name) {
                    try? split.coordinator?.select(name)
                }
            }
        }
        .navigationTitle("Lists")
    }
}
