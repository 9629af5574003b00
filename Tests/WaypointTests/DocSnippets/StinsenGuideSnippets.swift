import Foundation
import Waypoint

// The Waypoint code of Docs/Migrating-from-Stinsen.md, compiled. Each
// `// snippet:` region is a code block of the guide, word for word;
// `DocSnippetTests` checks that the two copies match and runs the flows.
// The types live in `StinsenGuide` so that their names don't clash with the
// other tests' fixtures.

// snippet: stinsen-menu-presentation
extension ContainerKind {
    static let menu = ContainerKind(rawValue: "menu")
}

extension Presentation {
    static let menuItem = Presentation("menuItem")
}
// end-snippet

enum StinsenGuide {
    // The guide's supporting types, which it describes in words.

    enum Screen: Sendable, Hashable {
        case login
        case forgotPassword
        case todos
        case todo(UUID)
        case home
        case profile(String)
        case registration
    }

    struct User: Sendable, Hashable, Codable {
        let name: String
    }

    struct Todo: Sendable, Hashable {
        let id: UUID
        let title: String
    }

    enum AuthenticationStatus: Sendable {
        case authenticated(User)
        case unauthenticated
    }

    @MainActor
    final class RegistrationCoordinator: NavigationCoordinator {
        typealias FlowValue = User
        let stack = RouteStack<RegistrationCoordinator>(root: \.form)
        @Root var form = makeForm
        func makeForm() -> Screen { .registration }
    }

    @MainActor
    final class CreateTodoCoordinator: NavigationCoordinator {
        typealias FlowValue = Todo
        let stack = RouteStack<CreateTodoCoordinator>(root: \.form)
        @Root var form = makeForm
        func makeForm() -> Screen { .todos }
    }

    // snippet: stinsen-define
    @MainActor
    final class UnauthenticatedCoordinator: NavigationCoordinator {
        let stack = RouteStack<UnauthenticatedCoordinator>(root: \.start)

        @Root var start = makeStart
        @Route(.modal) var forgotPassword = makeForgotPassword
        @Route(.push) var registration = makeRegistration

        func makeRegistration() -> RegistrationCoordinator {
            RegistrationCoordinator()
        }

        func makeForgotPassword() -> Screen {
            .forgotPassword
        }

        func makeStart() -> Screen {
            .login
        }
    }
    // end-snippet

    // snippet: stinsen-todos
    @MainActor
    final class TodosCoordinator: NavigationCoordinator {
        let stack = RouteStack<TodosCoordinator>(root: \.start)

        @Root var start = makeStart
        @Route(.push) var todo = makeTodo
        @Route(.modal) var createTodo = makeCreateTodo

        func makeStart() -> Screen { .todos }
        func makeTodo(todoId: UUID) -> Screen { .todo(todoId) }
        func makeCreateTodo() -> CreateTodoCoordinator { CreateTodoCoordinator() }
    }

    @MainActor
    final class TodosScreenModel {
        let router: Router<TodosCoordinator>

        init(router: Router<TodosCoordinator>) {
            self.router = router
        }

        func createTodoTapped() async throws(NavigationError) {
            if case .done(let todo) = await router.route(to: \.createTodo) {
                try router.show(\.todo, todo.id)
            }
        }
    }
    // end-snippet

    // snippet: stinsen-main
    @MainActor
    final class MainCoordinator: NavigationCoordinator {
        let stack = RouteStack<MainCoordinator>(root: \.unauthenticated)

        @Root var unauthenticated = makeUnauthenticated
        @Root var authenticated = makeAuthenticated

        func makeUnauthenticated() -> UnauthenticatedCoordinator { UnauthenticatedCoordinator() }
        func makeAuthenticated(user: User) -> AuthenticatedCoordinator { AuthenticatedCoordinator(user: user) }

        func follow(_ statuses: AsyncStream<AuthenticationStatus>) async throws(NavigationError) {
            for await status in statuses {
                switch status {
                case .authenticated(let user):
                    try root(\.authenticated, user)
                case .unauthenticated:
                    try root(\.unauthenticated)
                }
            }
        }
    }
    // end-snippet

    // snippet: stinsen-view-model
    @MainActor
    final class LoginScreenModel {
        let unauthenticated: Router<UnauthenticatedCoordinator>
        let main: Router<MainCoordinator>?

        init(unauthenticated: UnauthenticatedCoordinator) {
            self.unauthenticated = unauthenticated.router
            self.main = unauthenticated.navigation.router(to: MainCoordinator.self)
        }

        func loginSucceeded(as user: User) throws(NavigationError) {
            try main?.root(\.authenticated, user)
        }

        func forgotPasswordButtonPressed() throws(NavigationError) {
            try unauthenticated.show(\.forgotPassword)
        }
    }
    // end-snippet

    // snippet: stinsen-links
    @MainActor
    enum AppLinks {
        static let links = DeepLinks<MainCoordinator>(scheme: "stinsenapp") {
            DeepLink("todo/:id") { parameters in
                let text = try parameters.string("id")
                guard let id = UUID(uuidString: text) else {
                    throw DeepLinkError(.badParameter, part: text, "not a todo id")
                }
                return id
            } apply: { main, id in
                guard let authenticated = main.hasRoot(\.authenticated) else {
                    throw NavigationError(.unavailable, "sign in first")
                }
                try authenticated.focusFirst(\.todos).child.popToRoot().show(\.todo, id)
            }
        }
    }
    // end-snippet

    // snippet: stinsen-tabs
    @MainActor
    final class AuthenticatedCoordinator: TabCoordinator {
        let container = Container<AuthenticatedCoordinator>(tabs: .route(\.home), .route(\.todos), .route(\.profile))
        let user: User

        @TabRoute("Home", image: .symbol("house")) var home = makeHome
        @TabRoute("Todos", image: .symbol("folder")) var todos = makeTodos
        @TabRoute("Profile", image: .symbol("person.crop.circle")) var profile = makeProfile

        init(user: User) {
            self.user = user
        }

        func makeHome() -> Screen { .home }
        func makeTodos() -> TodosCoordinator { TodosCoordinator() }
        func makeProfile() -> Screen { .profile(user.name) }
    }
    // end-snippet

    @MainActor
    final class WrappingTabs {
        // snippet: stinsen-wrapper
        func makeTodos() -> WrapperCoordinator<TodosCoordinator> {
            WrapperCoordinator(TodosCoordinator(), attributes: ["style": "navigationView"])
        }
        // end-snippet
    }

    // snippet: stinsen-menu
    @MainActor
    final class MenuCoordinator: ContainerCoordinator {
        let container = Container<MenuCoordinator>(
            kind: .menu,
            children: [.route(\.home), .route(\.todos)],
            selected: 0
        )

        @Route(.menuItem) var home = makeHome
        @Route(.menuItem) var todos = makeTodos

        func makeHome() -> Screen { .home }
        func makeTodos() -> TodosCoordinator { TodosCoordinator() }
    }
    // end-snippet
}

@MainActor
extension StinsenGuide {
    /// The guide's chaining example, from a signed-in app.
    static func chain(_ authenticated: AuthenticatedCoordinator, todoId: UUID) throws(NavigationError) {
        // snippet: stinsen-chain
        try authenticated
            .focusFirst(\.todos)
            .child
            .popToRoot()
            .show(\.todo, todoId)
        // end-snippet
    }
}
