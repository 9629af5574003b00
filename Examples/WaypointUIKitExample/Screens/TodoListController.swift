import UIKit
import Waypoint
import WaypointUIKit

/// A list's todos: tap one to push its detail; "New todo" awaits the sheet
/// flow; "Summary" opens a sheet at half height.
final class TodoListController: UIViewController {
    private let store: TodoStore
    private let list: String
    private let todos: Router<TodosCoordinator>

    init(store: TodoStore, list: String, todos: Router<TodosCoordinator>) {
        self.store = store
        self.list = list
        self.todos = todos
        super.init(nibName: nil, bundle: nil)
        title = list
    }

    required init?(coder: NSCoder) { nil }

    /// Lists the todos each time the list comes back: one may have been
    /// added or deleted meanwhile.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let todos = self.todos
        let rows = store.todos(in: list).map { todo in
            UIAction(title: todo.title) { _ in _ = try? todos.show(\.detail, todo.id) }
        }
        let create = UIAction(title: "New todo") { _ in
            Task { await todos.coordinator?.createTodo() }
        }
        let summary = UIAction(title: "Summary") { _ in _ = try? todos.show(\.summary) }
        showColumn(list, buttons: rows + [create, summary])
    }
}

/// One todo, pushed on the todos stack. "Delete" awaits the user's answer
/// to an alert route before deleting it.
final class TodoDetailController: UIViewController {
    private let todo: Todo?
    private let todos: Router<TodosCoordinator>

    init(todo: Todo?, todos: Router<TodosCoordinator>) {
        self.todo = todo
        self.todos = todos
        super.init(nibName: nil, bundle: nil)
        title = todo?.title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let todo else {
            showColumn("No such todo", buttons: [])
            return
        }
        let todos = self.todos
        let delete = UIAction(title: "Delete…") { _ in
            Task { await todos.coordinator?.deleteTodo(todo.id) }
        }
        showColumn("#\(todo.id): \(todo.title)", buttons: [delete])
    }
}

/// The summary sheet: it opens at half height (`.medium`), and the user
/// drags it to full height and back; the detent it rests at is in the
/// coordinator's snapshot. "Done" completes it through its own entry's
/// handle (`ShownEntryReading`), as a SwiftUI screen does with
/// `@Environment(\.shownEntry)`.
final class SummaryController: UIViewController, ShownEntryReading {
    private let store: TodoStore

    init(store: TodoStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        title = "Summary"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let count = store.todos.count
        // Read when tapped, never kept: the handle holds the screen, which is this controller.
        let done = UIAction(title: "Done") { [weak self] _ in try? self?.shownEntry?.complete() }
        showColumn(count == 1 ? "1 todo" : "\(count) todos", buttons: [done])
    }
}

/// The new-todo form: finishes its flow with a todo, or cancels it. Swiping
/// the sheet down cancels it too (`.userDismissed`).
final class NewTodoController: UIViewController {
    private let nextID: Int
    private let list: String
    private let flow: Router<NewTodoCoordinator>

    init(nextID: Int, list: String, flow: Router<NewTodoCoordinator>) {
        self.nextID = nextID
        self.list = list
        self.flow = flow
        super.init(nibName: nil, bundle: nil)
        title = "New todo"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let flow = self.flow
        let todo = Todo(id: nextID, title: "Todo #\(nextID)", list: list)
        showColumn(
            "A new todo",
            buttons: [
                UIAction(title: "Add") { _ in try? flow.finish(.done(todo)) },
                UIAction(title: "Cancel") { _ in try? flow.finish(.cancel()) },
            ]
        )
    }
}
