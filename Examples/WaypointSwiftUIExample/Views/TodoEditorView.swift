import SwiftUI
import Waypoint
import WaypointSwiftUI

/// The editor: saving completes this screen through its own handle, from the
/// environment; the awaiting `route(to: \.edit, id)` returns
/// `.done`. Swiping back returns `.cancel(.userDismissed)`.
struct TodoEditorView: View {
    let id: Int
    let store: TodoStore
    @State private var title = ""
    @Environment(\.shownEntry) private var shown

    var body: some View {
        Form {
            TextField("Title", text: $title)
            Button("Save") {
                store.rename(id, to: title)
                try? shown?.complete()
            }
            .disabled(title.isEmpty)
        }
        .navigationTitle("Edit")
        .onAppear { title = store.todo(id)?.title ?? "" }
    }
}
