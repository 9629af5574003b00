import Waypoint

// The example proposed for README.md, compiled and run. Once README.md shows
// it after `<!-- snippet: readme-example -->`, `DocSnippetTests` holds the two
// copies to each other, as it does for the guides.
enum ReadmeSnippet {
    // snippet: readme-example
    struct Todo: Sendable, Hashable {
        let id: Int
        let title: String
    }

    @MainActor
    final class TodoListCoordinator: NavigationCoordinator {
        let stack = RouteStack<TodoListCoordinator>(root: \.list)
        @Root var list = makeList
        @Route(.push) var detail = makeDetail  // input: a todo's id
        @Route(.sheet) var create = makeCreate  // a child flow that ends with a Todo

        func makeList() -> String { "list" }  // a screen: any value, or a SwiftUI view
        func makeDetail(id: Int) -> String { "todo \(id)" }
        func makeCreate() -> NewTodoCoordinator { NewTodoCoordinator() }

        func addTodo() async throws(NavigationError) {
            if case .done(let todo) = await route(to: \.create) {  // shows the sheet, awaits the flow
                try show(\.detail, todo.id)
            }
        }
    }

    @MainActor
    final class NewTodoCoordinator: NavigationCoordinator {
        typealias FlowValue = Todo
        let stack = RouteStack<NewTodoCoordinator>(root: \.form)
        @Root var form = makeForm
        func makeForm() -> String { "form" }
        func save(_ todo: Todo) throws(NavigationError) { try finish(.done(todo)) }
    }

    @MainActor
    func log(_ todos: TodoListCoordinator) async {
        for await change in todos.navigation.changes(buffering: .all) {  // every change, as a value
            print(change.cause, change.snapshot.routes)
        }
    }
    // end-snippet
}
