import Foundation
import Testing
import Waypoint

// The README's example, verbatim (less its import): `ReadmeExampleTests` checks
// that the two copies match, so the README's code always compiles and runs.
// README-EXAMPLE-BEGIN
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
    typealias Result = Todo
    let stack = RouteStack<NewTodoCoordinator>(root: \.form)

    @Root var form = makeForm
    func makeForm() -> TodoScreen { .form }

    func save(_ todo: Todo) throws(NavigationError) {
        try finish(.done(todo))
    }
}

@MainActor
func addTodo(to todos: TodoListCoordinator) async throws(NavigationError) {
    // Shows the sheet at once, then waits for the flow's result.
    let creating = Task { await todos.route(to: \.create) }

    for await change in todos.changes(buffering: .all) {
        print(change.cause, change.snapshot.routes)
        switch change.cause {
        case .present:  // the sheet is up; the user saves
            try todos.focusFirst(\.create).child.save(Todo(id: 1, title: "Buy milk"))
        case .finish:  // the flow ended and removed its sheet
            if case .done(let todo) = await creating.value {
                try todos.show(\.detail, todo.id)
            }
        case .push:
            return
        default:
            break
        }
    }
}
// README-EXAMPLE-END

@Suite("The README example", .timeLimit(.minutes(1)))
@MainActor
struct ReadmeExampleTests {
    @Test("runs: the sheet returns a todo, whose detail is then pushed")
    func runs() async throws {
        let todos = TodoListCoordinator()
        try await addTodo(to: todos)
        #expect(todos.snapshot.routes == ["list", "detail"])
        #expect(todos.snapshot.entries.last?.input == "1")
    }

    @Test("matches the README word for word")
    func matchesReadme() throws {
        let tests = URL(fileURLWithPath: #filePath)
        let root = tests.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let here = try String(contentsOf: tests, encoding: .utf8)
        let readmeBlock = try #require(
            readme.components(separatedBy: "<!-- README-EXAMPLE-BEGIN -->\n```swift\nimport Waypoint\n\n").last?
                .components(separatedBy: "```\n<!-- README-EXAMPLE-END -->").first
        )
        let copy = try #require(
            here.components(separatedBy: "// README-EXAMPLE-BEGIN\n").dropFirst().first?
                .components(separatedBy: "// README-EXAMPLE-END").first
        )
        #expect(readmeBlock == copy)
    }
}
