/// A todo, on one of the store's lists.
struct Todo: Hashable, Sendable, Identifiable {
    var id: Int
    var title: String
    var list: String
}

/// The app's todos. Navigation state lives in the coordinators; this is data.
@MainActor
final class TodoStore {
    /// The lists the split view's sidebar shows.
    let lists = ["Home", "Errands"]
    private(set) var todos: [Todo] = [
        Todo(id: 1, title: "Buy milk", list: "Errands"), Todo(id: 2, title: "Call the plumber", list: "Home"),
    ]

    var nextID: Int { (todos.map(\.id).max() ?? 0) + 1 }

    func todos(in list: String) -> [Todo] {
        todos.filter { $0.list == list }
    }

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
