import Waypoint

/// The "new todo" flow: a form that ends with the created ``Todo``, or is
/// cancelled.
@MainActor
final class NewTodoCoordinator: NavigationCoordinator {
    typealias FlowValue = Todo

    let stack = RouteStack<NewTodoCoordinator>(root: \.form)
    @Root var form = makeForm

    private let nextID: Int

    init(nextID: Int) {
        self.nextID = nextID
    }

    func makeForm() -> Screen { .todoForm }

    func save(title: String) throws(NavigationError) {
        try finish(.done(Todo(id: nextID, title: title)))
    }
}
