import SwiftUI
import Waypoint

/// The todos: tap one to push its detail; "New todo" awaits the sheet flow;
/// "Summary" opens a sheet at half height.
struct TodoListView: View {
    let store: TodoStore
    let todos: Router<TodosCoordinator>

    var body: some View {
        List {
            ForEach(store.todos) { todo in
                Button(todo.title) {
                    _ = try? todos.show(\.detail, todo.id)
                }
            }
            Button("New todo") {
                Task { await todos.coordinator?.createTodo() }
            }
            Button("Summary") {
                _ = try? todos.show(\.summary)
            }
        }
        .navigationTitle("Todos")
    }
}
