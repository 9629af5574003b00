import SwiftUI
import Waypoint
import WaypointSwiftUI

/// A todo list, in the detail of the lists' split view: list → detail →
/// editor, a "new todo" sheet flow that returns the created todo, an awaited
/// delete confirmation and a summary sheet that opens at half height.
@MainActor
final class TodosCoordinator: NavigationCoordinator {
    let stack = RouteStack<TodosCoordinator>(root: \.list)

    @Root var list = makeList
    @Route(.push, name: "todo") var detail = makeDetail
    @Route(.push) var edit = makeEdit
    @Route(.sheet, name: "new-todo") var create = makeCreate
    @Route(.alert) var confirmDelete = makeConfirmDelete
    @Route(.sheet, style: .detents([.medium, .large], showsGrabber: true)) var summary = makeSummary

    let store: TodoStore
    /// The list this stack shows.
    let name: String

    init(store: TodoStore, list name: String) {
        self.store = store
        self.name = name
    }

    func makeList() -> TodoListView { TodoListView(store: store, list: name, todos: router) }
    func makeDetail(id: Int) -> TodoDetailView { TodoDetailView(id: id, store: store, todos: router) }
    func makeEdit(id: Int) -> TodoEditorView { TodoEditorView(id: id, store: store) }
    func makeCreate() -> NewTodoCoordinator { NewTodoCoordinator(nextID: store.nextID, list: name) }
    func makeSummary() -> TodoSummaryView { TodoSummaryView(store: store) }

    func makeConfirmDelete(id: Int) -> AlertContent<Bool> {
        AlertContent(
            title: "Delete “\(store.todo(id)?.title ?? "this todo")”?",
            message: "This cannot be undone.",
            buttons: [
                AlertButton("Delete", role: .destructive, value: true),
                AlertButton("Cancel", role: .cancel, value: false),
            ]
        )
    }

    /// Shows the new-todo sheet and awaits its result: a created todo is
    /// stored and shown; a cancelled or swiped-down sheet changes nothing.
    func createTodo() async {
        guard case .done(let todo) = await route(to: \.create) else { return }
        store.insert(todo)
        _ = try? show(\.detail, todo.id)
    }

    /// Asks before deleting a todo, and awaits the answer: "Delete" removes
    /// it and goes back to the list; "Cancel", or the alert dismissed in any
    /// other way, changes nothing.
    func deleteTodo(_ id: Int) async {
        guard case .done(true) = await route(to: \.confirmDelete, id) else { return }
        store.remove(id)
        _ = try? popToRoot()
    }
}

/// Every screen of the todos flow gets the flow's tint: the `customize` hook.
extension TodosCoordinator: ViewCustomizing {
    func customize(_ content: AnyView) -> some View {
        content.tint(.orange)
    }
}
