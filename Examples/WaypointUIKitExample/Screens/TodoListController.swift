import UIKit
import Waypoint

/// The todos: tap one to push its detail; "New todo" awaits the sheet flow.
final class TodoListController: UIViewController {
    private let store: TodoStore
    private let todos: Router<TodosCoordinator>

    init(store: TodoStore, todos: Router<TodosCoordinator>) {
        self.store = store
        self.todos = todos
        super.init(nibName: nil, bundle: nil)
        title = "Todos"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let todos = self.todos
        let rows = store.todos.map { todo in
            UIAction(title: todo.title) { _ in _ = try? todos.show(\.detail, todo.id) }
        }
        let create = UIAction(title: "New todo") { _ in
            Task { await todos.coordinator?.createTodo() }
        }
        showColumn("Todos", buttons: rows + [create])
    }
}

/// One todo, pushed on the todos stack.
final class TodoDetailController: UIViewController {
    private let todo: Todo?

    init(todo: Todo?) {
        self.todo = todo
        super.init(nibName: nil, bundle: nil)
        title = todo?.title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        showColumn(todo.map { "#\($0.id): \($0.title)" } ?? "No such todo", buttons: [])
    }
}

/// The new-todo form: finishes its flow with a todo, or cancels it. Swiping
/// the sheet down cancels it too (`.userDismissed`).
final class NewTodoController: UIViewController {
    private let nextID: Int
    private let flow: Router<NewTodoCoordinator>

    init(nextID: Int, flow: Router<NewTodoCoordinator>) {
        self.nextID = nextID
        self.flow = flow
        super.init(nibName: nil, bundle: nil)
        title = "New todo"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let flow = self.flow
        let todo = Todo(id: nextID, title: "Todo #\(nextID)")
        showColumn(
            "A new todo",
            buttons: [
                UIAction(title: "Add") { _ in try? flow.finish(.done(todo)) },
                UIAction(title: "Cancel") { _ in try? flow.finish(.cancel()) },
            ]
        )
    }
}
