import Waypoint

/// The todos tab: a list, a todo's detail, its editor, and a "new todo" sheet
/// flow that returns the created todo.
@MainActor
final class TodosCoordinator: NavigationCoordinator {
    let stack = RouteStack<TodosCoordinator>(root: \.list)

    @Root var list = makeList
    @Route(.push, name: "todo") var detail = makeDetail
    @Route(.push) var edit = makeEdit
    @Route(.sheet, name: "new-todo") var create = makeCreate

    let store: TodoStore

    init(store: TodoStore) {
        self.store = store
    }

    func makeList() -> Screen { .todoList }
    func makeDetail(id: Int) -> Screen { .todoDetail(id) }
    func makeEdit(id: Int) -> Screen { .todoEditor(id) }
    func makeCreate() -> NewTodoCoordinator { NewTodoCoordinator(nextID: store.nextID) }
}
