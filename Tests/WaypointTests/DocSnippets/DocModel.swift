import Waypoint

// The coordinators the DocC articles use, compiled. Each `// snippet:` region
// is a code block of an article, word for word; `DocSnippetTests` checks that
// the two copies match. The types live in `DocModel` so that their names don't
// clash with the other tests' fixtures.
enum DocModel {
    // snippet: getting-started-screen
    enum Screen: Sendable, Hashable {
        case list
        case detail(Int)
        case form
        case profile
        case settings
    }
    // end-snippet

    // snippet: getting-started-todos
    @MainActor
    final class TodosCoordinator: NavigationCoordinator {
        let stack = RouteStack<TodosCoordinator>(root: \.list)

        @Root var list = makeList
        @Route(.push) var todo = makeTodo  // input: a todo's id
        @Route(.sheet) var create = makeCreate  // a child flow

        func makeList() -> Screen { .list }
        func makeTodo(id: Int) -> Screen { .detail(id) }
        func makeCreate() -> CreateTodoCoordinator { CreateTodoCoordinator() }
    }
    // end-snippet

    // snippet: getting-started-create
    struct Todo: Sendable, Hashable, Codable {
        let id: Int
        let title: String
    }

    @MainActor
    final class CreateTodoCoordinator: NavigationCoordinator {
        typealias FlowValue = Todo
        let stack = RouteStack<CreateTodoCoordinator>(root: \.form)

        @Root var form = makeForm
        func makeForm() -> Screen { .form }

        func save(_ todo: Todo) throws(NavigationError) {
            try finish(.done(todo))
        }
    }
    // end-snippet

    // snippet: tabs-app
    struct User: Sendable, Hashable, Codable {
        let name: String
    }

    @MainActor
    final class AppCoordinator: NavigationCoordinator {
        let stack = RouteStack<AppCoordinator>(root: \.signedOut)

        @Root var signedOut = makeSignedOut
        @Root var signedIn = makeSignedIn  // input: the signed-in user
        @Route(.sheet) var create = makeCreate

        func makeSignedOut() -> Screen { .form }
        func makeSignedIn(user: User) -> AppTabs { AppTabs(user: user) }
        func makeCreate() -> CreateTodoCoordinator { CreateTodoCoordinator() }
    }
    // end-snippet

    // snippet: tabs-tabs
    @MainActor
    final class AppTabs: TabCoordinator {
        let container = Container<AppTabs>(tabs: .route(\.todos), .route(\.profile))
        let user: User

        @TabRoute("Todos", image: .symbol("checklist")) var todos = makeTodos
        @TabRoute("Profile", image: .symbol("person")) var profile = makeProfile
        @TabRoute("Settings", image: .symbol("gear")) var settings = makeSettings

        init(user: User) {
            self.user = user
        }

        func makeTodos() -> TodosCoordinator { TodosCoordinator() }
        func makeProfile() -> Screen { .profile }
        func makeSettings() -> Screen { .settings }
    }
    // end-snippet
}
