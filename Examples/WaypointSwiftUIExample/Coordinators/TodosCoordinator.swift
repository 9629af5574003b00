import SwiftUI
import Waypoint
import WaypointSwiftUI

/// The todos tab: list → detail → editor, and a "new todo" sheet flow that
/// returns the created todo.
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

    func makeList() -> TodoListView { TodoListView(store: store, todos: router) }
    func makeDetail(id: Int) -> TodoDetailView { TodoDetailView(id: id, store: store, todos: router) }
    func makeEdit(id: Int) -> TodoEditorView { TodoEditorView(id: id, store: store) }
    func makeCreate() -> NewTodoCoordinator { NewTodoCoordinator(nextID: store.nextID) }

    /// Shows the new-todo sheet and awaits its result: a created todo is
    /// stored and shown; a cancelled or swiped-down sheet changes nothing.
    func createTodo() async {
        guard case .done(let todo) = await route(to: \.create) else { return }
        store.insert(todo)
        _ = try? show(\.detail, todo.id)
    }
}

/// Every screen of the todos flow gets the flow's tint: the `customize` hook.
extension TodosCoordinator: ViewCustomizing {
    func customize(_ content: AnyView) -> some View {
        content.tint(.orange)
    }
}
