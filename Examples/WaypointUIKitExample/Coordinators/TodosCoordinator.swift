import UIKit
import Waypoint

/// A todo list, in the detail of the lists' split view: a list, a pushed
/// detail, a "new todo" sheet flow whose
/// result the list awaits, a delete confirmation whose answer the detail
/// awaits, and a summary sheet that rests at half height. The factories make
/// view controllers, which the front end shows as they are.
@MainActor
final class TodosCoordinator: NavigationCoordinator {
    let stack = RouteStack<TodosCoordinator>(root: \.list)

    @Root var list = makeList
    @Route(.push) var detail = makeDetail
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

    func makeList() -> TodoListController { TodoListController(store: store, list: name, todos: router) }
    func makeDetail(id: Int) -> TodoDetailController { TodoDetailController(todo: store.todo(id), todos: router) }
    func makeCreate() -> NewTodoCoordinator { NewTodoCoordinator(nextID: store.nextID, list: name) }
    func makeSummary() -> SummaryController { SummaryController(store: store) }

    /// The question, drawn as a `UIAlertController`; each button's value is
    /// what `route(to:)` hands back when the user taps it.
    func makeConfirmDelete(todo: Todo) -> AlertContent<Bool> {
        AlertContent(
            title: "Delete “\(todo.title)”?",
            message: "This cannot be undone.",
            buttons: [
                AlertButton("Delete", role: .destructive, value: true),
                AlertButton("Cancel", role: .cancel, value: false),
            ]
        )
    }

    /// Shows the sheet and awaits its flow: a created todo is stored and
    /// shown; a cancelled or swiped-down sheet changes nothing.
    func createTodo() async {
        guard case .done(let todo) = await route(to: \.create) else { return }
        store.insert(todo)
        _ = try? show(\.detail, todo.id)
    }

    /// Asks before deleting, and deletes only when the user taps "Delete":
    /// "Cancel", a deep link that lands elsewhere, or the detail popped
    /// under the alert change nothing.
    func deleteTodo(_ id: Int) async {
        guard let todo = store.todo(id), case .done(true) = await route(to: \.confirmDelete, todo) else { return }
        store.remove(id)
        if let detail = navigation.snapshot.entries.last, detail.route == "detail", detail.input == "\(id)" {
            _ = try? popLast()
        }
    }
}

/// The "new todo" flow: a form that ends with the created todo.
@MainActor
final class NewTodoCoordinator: NavigationCoordinator {
    typealias FlowValue = Todo

    let stack = RouteStack<NewTodoCoordinator>(root: \.form)
    @Root var form = makeForm

    private let nextID: Int
    private let list: String

    init(nextID: Int, list: String) {
        self.nextID = nextID
        self.list = list
    }

    func makeForm() -> NewTodoController { NewTodoController(nextID: nextID, list: list, flow: router) }
}
