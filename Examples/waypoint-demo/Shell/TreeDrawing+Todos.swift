import Waypoint
import WaypointInspector

extension TreeDrawing {
    /// The shared tree drawing, with what the demo knows about its routes: the
    /// number of todos on the list, a todo's title on its detail and editor.
    @MainActor
    init(store: TodoStore) {
        self.init { entry in
            switch entry.route {
            case "list":
                let count = store.todos.count
                return " · \(count) todo\(count == 1 ? "" : "s")"
            case "new-todo":
                return entry.detent.map { " · \($0) height" }
            case "todo", "edit", "confirm-delete":
                guard let id = entry.input.flatMap({ Int($0) }), let todo = store.todo(id) else { return nil }
                return " “\(todo.title)”"
            default:
                return nil
            }
        }
    }
}
