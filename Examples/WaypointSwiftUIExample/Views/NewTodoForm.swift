import SwiftUI
import Waypoint

/// The new-todo form: finishes its flow with the created todo, or cancels it.
/// Swiping the sheet down cancels it too (`.userDismissed`).
struct NewTodoForm: View {
    let nextID: Int
    let list: String
    let flow: Router<NewTodoCoordinator>
    @State private var title = ""

    var body: some View {
        Form {
            TextField("Title", text: $title)
            Button("Add") {
                try? flow.finish(.done(Todo(id: nextID, title: title, list: list)))
            }
            .disabled(title.isEmpty)
            Button("Cancel") {
                try? flow.finish(.cancel())
            }
        }
        .navigationTitle("New todo")
    }
}
