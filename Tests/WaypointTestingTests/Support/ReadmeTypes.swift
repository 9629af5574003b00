import Waypoint

// The types of the README's example (Tests/WaypointTests/ReadmeExampleTests.swift
// keeps them word for word); the README's testing snippet uses them.

struct Todo: Sendable, Hashable {
    let id: Int
    let title: String
}

enum TodoScreen: Sendable, Hashable {
    case list
    case detail(Int)
    case form
}

@MainActor
final class TodoListCoordinator: NavigationCoordinator {
    let stack = RouteStack<TodoListCoordinator>(root: \.list)

    @Root var list = makeList
    @Route(.push) var detail = makeDetail  // input: a todo's id
    @Route(.sheet) var create = makeCreate  // a child flow that ends with a Todo

    func makeList() -> TodoScreen { .list }
    func makeDetail(id: Int) -> TodoScreen { .detail(id) }
    func makeCreate() -> NewTodoCoordinator { NewTodoCoordinator() }
}

@MainActor
final class NewTodoCoordinator: NavigationCoordinator {
    typealias FlowValue = Todo
    let stack = RouteStack<NewTodoCoordinator>(root: \.form)

    @Root var form = makeForm
    func makeForm() -> TodoScreen { .form }

    func save(_ todo: Todo) throws(NavigationError) {
        try finish(.done(todo))
    }
}
