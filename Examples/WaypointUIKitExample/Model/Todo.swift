/// A todo.
struct Todo: Hashable, Sendable, Identifiable {
    var id: Int
    var title: String
}

/// The app's todos. Navigation state lives in the coordinators; this is data.
@MainActor
final class TodoStore {
    private(set) var todos: [Todo] = [Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Call the plumber")]

    var nextID: Int { (todos.map(\.id).max() ?? 0) + 1 }

    func todo(_ id: Int) -> Todo? {
        todos.first { $0.id == id }
    }

    func insert(_ todo: Todo) {
        todos.append(todo)
    }

    func remove(_ id: Int) {
        todos.removeAll { $0.id == id }
    }
}
