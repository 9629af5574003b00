import SwiftUI
import Waypoint

/// A list's todos: tap one to push its detail; "New todo" awaits the sheet
/// flow; "Summary" opens a sheet at half height.
struct TodoListView: View {
    let store: TodoStore
    let list: String
    let todos: Router<TodosCoordinator>

    var body: some View {
        List {
            ForEach(store.todos(in: list)) { todo in
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
        .navigationTitle(list)
    }
}
