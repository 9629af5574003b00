import Waypoint

/// The "new todo" flow: a form that ends with the created todo, or is cancelled.
@MainActor
final class NewTodoCoordinator: NavigationCoordinator {
    typealias FlowValue = Todo

    let stack = RouteStack<NewTodoCoordinator>(root: \.form)
    @Root var form = makeForm

    private let nextID: Int

    init(nextID: Int) {
        self.nextID = nextID
    }

    func makeForm() -> NewTodoForm { NewTodoForm(nextID: nextID, flow: router) }
}
