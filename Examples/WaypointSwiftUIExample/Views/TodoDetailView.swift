import SwiftUI
import Waypoint

/// A todo; "Edit" pushes the editor and awaits it; "Delete" asks first.
struct TodoDetailView: View {
    let id: Int
    let store: TodoStore
    let todos: Router<TodosCoordinator>

    var body: some View {
        VStack {
            Text(store.todo(id)?.title ?? "No such todo")
            Button("Edit") {
                Task { _ = await todos.route(to: \.edit, id) }
            }
            Button("Delete", role: .destructive) {
                Task { await todos.coordinator?.deleteTodo(id) }
            }
        }
        .navigationTitle("Todo #\(id)")
    }
}
