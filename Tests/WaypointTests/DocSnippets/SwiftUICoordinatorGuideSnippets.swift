import Waypoint

// The Waypoint code of Docs/Migrating-from-SwiftUICoordinator.md, compiled.
// Each `// snippet:` region is a code block of the guide, word for word;
// `DocSnippetTests` checks that the two copies match and runs the flows.

// snippet: suc-presentation
extension Presentation {
    static let fade = Presentation("fade")
}
// end-snippet

enum SwiftUICoordinatorGuide {
    // The guide's supporting types, which it describes in words.

    enum Screen: Sendable, Hashable {
        case login
        case signup
        case resetPassword
        case welcome
        case shapes
        case simpleShapes
        case customShapes
        case shape(String)
        case settings
    }

    struct User: Sendable, Hashable, Codable {
        let name: String
    }

    @MainActor
    final class SimpleShapesCoordinator: NavigationCoordinator {
        let stack = RouteStack<SimpleShapesCoordinator>(root: \.list)
        @Root var list = makeList
        func makeList() -> Screen { .simpleShapes }
    }

    // snippet: suc-auth
    @MainActor
    final class AuthCoordinator: NavigationCoordinator {
        typealias FlowValue = User
        let stack = RouteStack<AuthCoordinator>(root: \.login)

        @Root var login = makeLogin
        @Route(.push) var signup = makeSignup
        @Route(.push) var resetPassword = makeResetPassword

        func makeLogin() -> Screen { .login }
        func makeSignup() -> Screen { .signup }
        func makeResetPassword() -> Screen { .resetPassword }

        func didLogin(as user: User) throws(NavigationError) {
            try finish(.done(user))
        }
    }
    // end-snippet

    // snippet: suc-view-model
    @MainActor
    final class LoginModel {
        let router: Router<AuthCoordinator>

        init(router: Router<AuthCoordinator>) {
            self.router = router
        }

        func showSignup() throws(NavigationError) {
            try router.show(\.signup)
        }

        func showResetPassword() throws(NavigationError) {
            try router.show(\.resetPassword)
        }

        func didLogin(as user: User) throws(NavigationError) {
            try router.finish(.done(user))
        }
    }
    // end-snippet

    // snippet: suc-app
    @MainActor
    final class AppCoordinator: NavigationCoordinator {
        let stack = RouteStack<AppCoordinator>(root: \.welcome)

        @Root var welcome = makeWelcome
        @Root var shapes = makeShapes
        @Route(.fullScreenCover) var auth = makeAuth

        func makeWelcome() -> Screen { .welcome }
        func makeShapes(user: User) -> ShapesCoordinator { ShapesCoordinator(user: user) }
        func makeAuth() -> AuthCoordinator { AuthCoordinator() }

        func signIn() async throws(NavigationError) {
            if case .done(let user) = await route(to: \.auth) {
                try root(\.shapes, user)
            }
        }
    }
    // end-snippet

    // snippet: suc-shapes
    enum ShapeMessage: Sendable {
        case favorited(String)
    }

    @MainActor
    final class ShapesCoordinator: NavigationCoordinator, MessageHandling {
        let stack = RouteStack<ShapesCoordinator>(root: \.shapes)
        let user: User
        var favorites: [String] = []

        @Root var shapes = makeShapes
        @Route(.push) var simpleShapes = makeSimpleShapes
        @Route(.push) var customShapes = makeCustomShapes
        @Route(.push) var shape = makeShape

        init(user: User) {
            self.user = user
        }

        func makeShapes() -> Screen { .shapes }
        func makeSimpleShapes() -> SimpleShapesCoordinator { SimpleShapesCoordinator() }
        func makeCustomShapes() -> Screen { .customShapes }
        func makeShape(name: String) -> Screen { .shape(name) }

        func handle(_ message: ShapeMessage) -> MessageDisposition {
            if case .favorited(let name) = message { favorites.append(name) }
            return .handled
        }
    }
    // end-snippet

    // snippet: suc-links
    @MainActor
    enum ShapeLinks {
        static let links = DeepLinks<AppCoordinator>(scheme: "coordinatorexample") {
            DeepLink("custom") { app in
                try signedIn(app).popToRoot().show(\.customShapes)
            }
            DeepLink("shape/:name") { parameters in
                try parameters.string("name")
            } apply: { app, name in
                let shapes = try signedIn(app).popToRoot()
                try shapes.show(\.customShapes)
                try shapes.show(\.shape, name)
            }
        }

        static func signedIn(_ app: AppCoordinator) throws(NavigationError) -> ShapesCoordinator {
            guard let shapes = app.hasRoot(\.shapes) else {
                throw NavigationError(.unavailable, "sign in first")
            }
            return shapes
        }
    }
    // end-snippet

    // snippet: suc-tabs
    @MainActor
    final class HomeTabs: TabCoordinator {
        let container = Container<HomeTabs>(tabs: .route(\.shapes), .route(\.settings))
        let user: User

        @TabRoute("Shapes", image: .symbol("square.on.circle")) var shapes = makeShapes
        @TabRoute("Settings", image: .symbol("gear")) var settings = makeSettings

        init(user: User) {
            self.user = user
        }

        func makeShapes() -> ShapesCoordinator { ShapesCoordinator(user: user) }
        func makeSettings() -> Screen { .settings }
    }
    // end-snippet
}

@MainActor
extension SwiftUICoordinatorGuide {
    static func send(_ shapes: ShapesCoordinator) throws {
        // snippet: suc-send
        let simple = try shapes.show(\.simpleShapes).child
        simple.navigation.send(ShapeMessage.favorited("circle"))  // handled by ShapesCoordinator
        // end-snippet
    }

    static func set(_ shapes: ShapesCoordinator) throws {
        // snippet: suc-set
        try shapes.navigation.transaction {
            try shapes.popToRoot()
            try shapes.show(\.customShapes)
            try shapes.show(\.shape, "star")
        }
        // end-snippet
    }
}
