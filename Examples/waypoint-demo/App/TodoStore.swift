/// The demo's todos, shared by the screens that show them. Navigation state
/// lives in the coordinators; this is the app's data.
@MainActor
final class TodoStore {
    private(set) var todos: [Todo]

    init(titles: [String]) {
        todos = titles.enumerated().map { Todo(id: $0.offset + 1, title: $0.element) }
    }

    /// The id the next created todo gets.
    var nextID: Int { (todos.map(\.id).max() ?? 0) + 1 }

    func todo(_ id: Int) -> Todo? {
        todos.first { $0.id == id }
    }

    func insert(_ todo: Todo) {
        todos.append(todo)
    }

    func delete(_ id: Int) {
        todos.removeAll { $0.id == id }
    }

    func rename(_ id: Int, to title: String) {
        guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
        todos[index].title = title
    }
}
