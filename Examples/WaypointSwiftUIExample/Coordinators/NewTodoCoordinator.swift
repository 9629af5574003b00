import Waypoint

/// The "new todo" flow: a form that ends with the created todo, or is cancelled.
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

    func makeForm() -> NewTodoForm { NewTodoForm(nextID: nextID, list: list, flow: router) }
}
