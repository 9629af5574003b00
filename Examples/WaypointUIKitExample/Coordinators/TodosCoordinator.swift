import UIKit
import Waypoint

/// The todos tab: a list, a pushed detail, and a "new todo" sheet flow whose
/// result the list awaits. The factories make view controllers, which the
/// front end shows as they are.
@MainActor
final class TodosCoordinator: NavigationCoordinator {
    let stack = RouteStack<TodosCoordinator>(root: \.list)

    @Root var list = makeList
    @Route(.push) var detail = makeDetail
    @Route(.sheet, name: "new-todo") var create = makeCreate

    let store: TodoStore

    init(store: TodoStore) {
        self.store = store
    }

    func makeList() -> TodoListController { TodoListController(store: store, todos: router) }
    func makeDetail(id: Int) -> TodoDetailController { TodoDetailController(todo: store.todo(id)) }
    func makeCreate() -> NewTodoCoordinator { NewTodoCoordinator(nextID: store.nextID) }

    /// Shows the sheet and awaits its flow: a created todo is stored and
    /// shown; a cancelled or swiped-down sheet changes nothing.
    func createTodo() async {
        guard case .done(let todo) = await route(to: \.create) else { return }
        store.insert(todo)
        _ = try? show(\.detail, todo.id)
    }
}

/// The "new todo" flow: a form that ends with the created todo.
@MainActor
final class NewTodoCoordinator: NavigationCoordinator {
    typealias FlowValue = Todo

    let stack = RouteStack<NewTodoCoordinator>(root: \.form)
    @Root var form = makeForm

    private let nextID: Int

    init(nextID: Int) {
        self.nextID = nextID
    }

    func makeForm() -> NewTodoController { NewTodoController(nextID: nextID, flow: router) }
}
