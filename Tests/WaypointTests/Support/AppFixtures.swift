import Waypoint

struct User: Hashable, Sendable, Codable {
    var name: String
}

/// A whole app: a signed-out root with a sign-in sheet, a signed-in root with
/// tabs, and a sheet flow presented over the tabs.
@MainActor
final class AppCoordinator: NavigationCoordinator {
    let stack = RouteStack<AppCoordinator>(root: \.signedOut)

    @Root var signedOut = makeSignedOut
    @Root var signedIn = makeSignedIn
    @Route(.sheet) var signIn = makeSignIn
    @Route(.sheet) var create = makeCreate

    func makeSignedOut() -> Screen { .form }
    func makeSignedIn(user: User) -> AppTabs { AppTabs(user: user) }
    func makeSignIn() -> SignInCoordinator { SignInCoordinator() }
    func makeCreate() -> CreateCoordinator { CreateCoordinator() }
}

/// Ends with the signed-in user.
@MainActor
final class SignInCoordinator: NavigationCoordinator {
    typealias FlowValue = User
    let stack = RouteStack<SignInCoordinator>(root: \.form)
    @Root var form = makeForm
    func makeForm() -> Screen { .form }
}

/// The signed-in tabs: a todos stack and a profile screen; settings can be
/// added at run time.
@MainActor
final class AppTabs: TabCoordinator {
    let container: Container<AppTabs>
    let user: User

    @TabRoute("Todos", image: "checklist") var todos = makeTodos
    @TabRoute("Profile", image: "person") var profile = makeProfile
    @TabRoute("Settings", image: "gear") var settings = makeSettings

    init(user: User, reselect: ReselectBehavior = .popToRoot) {
        self.user = user
        container = Container(tabs: .route(\.todos), .route(\.profile), reselect: reselect)
    }

    func makeTodos() -> TodosCoordinator { TodosCoordinator() }
    func makeProfile() -> Screen { .settings }
    func makeSettings() -> WrapperCoordinator<CreateCoordinator> {
        WrapperCoordinator(CreateCoordinator(), attributes: ["style": "navigationView"])
    }
}

extension ContainerKind {
    /// The test's split view.
    static let split = ContainerKind(rawValue: "split")
}

extension Presentation {
    /// A column of the test's split view.
    static let column = Presentation("column")
}

/// A custom container: a split view with a sidebar and a detail flow.
@MainActor
final class SplitCoordinator: ContainerCoordinator {
    let container = Container<SplitCoordinator>(
        kind: .split,
        children: [.route(\.sidebar), .route(\.detail, "first")],
        selected: 1,
        attributes: ["columns": "2"]
    )

    @Route(.column) var sidebar = makeSidebar
    @Route(.column) var detail = makeDetail

    func makeSidebar() -> Screen { .list }
    func makeDetail(title: String) -> CreateCoordinator { CreateCoordinator() }
}
