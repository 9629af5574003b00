package import Waypoint

package struct User: Hashable, Sendable, Codable {
    package var name: String

    package init(name: String) { self.name = name }
}

/// A whole app: a signed-out root with a sign-in sheet, a signed-in root with
/// tabs, and a sheet flow presented over the tabs.
@MainActor
package final class AppCoordinator: NavigationCoordinator {
    package init() {}

    package let stack = RouteStack<AppCoordinator>(root: \.signedOut)

    @Root package var signedOut = makeSignedOut
    @Root package var signedIn = makeSignedIn
    @Route(.sheet) package var signIn = makeSignIn
    @Route(.sheet) package var create = makeCreate

    package func makeSignedOut() -> Screen { .form }
    package func makeSignedIn(user: User) -> AppTabs { AppTabs(user: user) }
    package func makeSignIn() -> SignInCoordinator { SignInCoordinator() }
    package func makeCreate() -> CreateCoordinator { CreateCoordinator() }
}

/// Ends with the signed-in user.
@MainActor
package final class SignInCoordinator: NavigationCoordinator {
    package init() {}

    package typealias FlowValue = User
    package let stack = RouteStack<SignInCoordinator>(root: \.form)
    @Root package var form = makeForm
    package func makeForm() -> Screen { .form }
}

/// The signed-in tabs: a todos stack and a profile screen; settings can be
/// added at run time.
@MainActor
package final class AppTabs: TabCoordinator {
    package let container: Container<AppTabs>
    package let user: User

    @TabRoute("Todos", image: "checklist") package var todos = makeTodos
    @TabRoute("Profile", image: "person") package var profile = makeProfile
    @TabRoute("Settings", image: "gear") package var settings = makeSettings

    package init(user: User, reselect: ReselectBehavior = .popToRoot) {
        self.user = user
        container = Container(tabs: .route(\.todos), .route(\.profile), reselect: reselect)
    }

    package func makeTodos() -> TodosCoordinator { TodosCoordinator() }
    package func makeProfile() -> Screen { .settings }
    package func makeSettings() -> WrapperCoordinator<CreateCoordinator> {
        WrapperCoordinator(CreateCoordinator(), attributes: ["style": "navigationView"])
    }
}

extension ContainerKind {
    /// The test's own container kind: panes side by side.
    package static let panes = ContainerKind(rawValue: "panes")
}

extension Presentation {
    /// A column of the test's split view.
    package static let column = Presentation("column")
}

/// A custom container: two panes side by side, a sidebar and a detail flow.
@MainActor
package final class PanesCoordinator: ContainerCoordinator {
    package init() {}

    package let container = Container<PanesCoordinator>(
        kind: .panes,
        children: [.route(\.sidebar), .route(\.detail, "first")],
        selected: 1,
        attributes: ["columns": "2"]
    )

    @Route(.column) package var sidebar = makeSidebar
    @Route(.column) package var detail = makeDetail

    package func makeSidebar() -> Screen { .list }
    package func makeDetail(title: String) -> CreateCoordinator { CreateCoordinator() }
}
