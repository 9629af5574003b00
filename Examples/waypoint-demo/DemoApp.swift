import Waypoint

/// The screens of the demo's todo app.
enum Screen: Hashable, Sendable {
    case list
    case detail(Int)
    case form
}

/// A todo made by the "new todo" flow.
struct Todo: Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var title: String
    var description: String { "#\(id) \(title)" }
}

/// The todos stack: a list, pushed details, and a sheet flow that returns a todo.
@MainActor
final class TodosCoordinator: NavigationCoordinator {
    let stack = RouteStack<TodosCoordinator>(root: \.list)

    @Root var list = makeList
    @Route(.push) var todo = makeTodo
    @Route(.sheet, name: "new-todo") var create = makeCreate

    private(set) var todos: [Todo] = []

    func makeList() -> Screen { .list }
    func makeTodo(id: Int) -> Screen { .detail(id) }
    func makeCreate() -> CreateTodoCoordinator { CreateTodoCoordinator(nextID: todos.count + 1) }

    func add(_ todo: Todo) { todos.append(todo) }
}

/// The "new todo" flow: a form that ends with the created todo, or is cancelled.
@MainActor
final class CreateTodoCoordinator: NavigationCoordinator {
    typealias Result = Todo

    let stack = RouteStack<CreateTodoCoordinator>(root: \.form)
    @Root var form = makeForm

    private let nextID: Int

    init(nextID: Int) {
        self.nextID = nextID
    }

    func makeForm() -> Screen { .form }

    func save(title: String) throws(NavigationError) {
        try finish(.done(Todo(id: nextID, title: title)))
    }
}
