// The catalog's factories: its block shows `import UIKit` and `import Waypoint`.
import UIKit
import Waypoint

// snippet: uikit-factories
@MainActor
final class TodosCoordinator: NavigationCoordinator {
    let stack = RouteStack<TodosCoordinator>(root: \.list)

    @Root var list = makeList
    @Route(.push) var todo = makeTodo
    @Route(.sheet) var create = makeCreate

    func makeList() -> TodoListController { TodoListController(todos: router) }  // shown as it is
    func makeTodo(id: Int) -> TodoDetail { TodoDetail(id: id) }  // hosted in a UIHostingController
    func makeCreate() -> NewTodoCoordinator { NewTodoCoordinator() }  // presented as a sheet
}
// end-snippet
