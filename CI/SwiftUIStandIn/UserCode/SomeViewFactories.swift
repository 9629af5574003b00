// A user's coordinators, written as Stinsen users write them: factories that
// return `some View` (and `@ViewBuilder` ones) declare roots, routes and tabs,
// next to factories that return screen values and child coordinators. The
// type annotations below pin what each declaration stores.
import SwiftUI
import Waypoint
import WaypointSwiftUI

struct LoginScreen: View {
    var body: some View { Text("Log in") }
}

struct ForgotPasswordScreen: View {
    var body: some View { Text("Forgot password") }
}

enum Screen: Hashable, Sendable {
    case settings
}

@MainActor
final class UnauthenticatedCoordinator: NavigationCoordinator {
    let stack = RouteStack<UnauthenticatedCoordinator>(root: \.start)

    @Root var start = makeStart
    @Root var welcomeBack = makeWelcomeBack
    @Root var resume = makeResume
    @Route(.modal) var forgotPassword = makeForgotPassword
    @Route(.push) var hint = makeHint
    @Route(.push) var settings = makeSettings
    @Route(.push) var registration = makeRegistration
    @Route(.sheet) var message = makeMessage
    @Route(.sheet, detents: { (short: Bool) in short ? [.medium] : [.medium, .large] })
    var confirmation = makeConfirmation

    @ViewBuilder func makeStart() -> some View {
        LoginScreen()
    }

    func makeWelcomeBack(name: String) -> some View {
        Text("Welcome back, \(name)")
    }

    @ViewBuilder func makeForgotPassword() -> some View {
        ForgotPasswordScreen()
    }

    @ViewBuilder func makeHint(number: Int) -> some View {
        if number > 0 {
            Text("Hint \(number)")
        } else {
            EmptyView()
        }
    }

    @ViewBuilder func makeResume(name: String, step: Int) -> some View {
        Text("Welcome back, \(name): step \(step)")
    }

    @ViewBuilder func makeMessage(title: String, body: String, urgent: Bool) -> some View {
        VStack {
            Text(title)
            Text(body)
        }
    }

    @ViewBuilder func makeConfirmation(short: Bool) -> some View {
        Text(short ? "Sure?" : "Read this first")
    }

    func makeSettings() -> Screen { .settings }

    func makeRegistration() -> RegistrationCoordinator { RegistrationCoordinator() }

    func navigate() async throws {
        let hint: FlowResult<Void> = await route(to: \.hint, 2)
        let shown: ShownEntry<AnyView> = try show(\.forgotPassword)
        let settings: ShownEntry<Screen> = try show(\.settings)
        let child: RegistrationCoordinator = try show(\.registration).child
        let registered: FlowResult<String> = await route(to: \.registration)
        _ = try root(\.welcomeBack, "Ada")
        _ = try root(\.resume, "Ada", 2)
        let message: FlowResult<Void> = await route(to: \.message, "Hi", "Read me", true)
        let confirmed: ShownEntry<AnyView> = try show(\.confirmation, true)
        _ = (hint, shown, settings, child, registered, message, confirmed)
    }
}

@MainActor
final class RegistrationCoordinator: NavigationCoordinator {
    typealias FlowValue = String

    let stack = RouteStack<RegistrationCoordinator>(root: \.form)
    @Root var form = makeForm

    func makeForm() -> some View {
        Form { Text("Register") }
    }
}

@MainActor
final class HomeTabs: TabCoordinator {
    let container = Container<HomeTabs>(tabs: .route(\.home), .route(\.todos), .route(\.settings))

    @TabRoute("Home", image: "house") var home = makeHome
    @TabRoute("Todos", image: "checklist") var todos = makeTodos
    @TabRoute("Settings") var settings = makeSettings

    @ViewBuilder func makeHome() -> some View {
        Text("Home")
    }

    func makeTodos() -> UnauthenticatedCoordinator { UnauthenticatedCoordinator() }

    func makeSettings() -> Screen { .settings }
}

/// What each declaration stores: views are erased, everything else keeps its type.
@MainActor
func declaredTypes(_ flow: UnauthenticatedCoordinator, _ tabs: HomeTabs) {
    let start: RootTransition<UnauthenticatedCoordinator, AnyView> = flow.start
    let welcomeBack: RootTransition<UnauthenticatedCoordinator, String, AnyView> = flow.welcomeBack
    let resume: RootTransition<UnauthenticatedCoordinator, String, Int, AnyView> = flow.resume
    let hint: RouteTransition<UnauthenticatedCoordinator, Int, AnyView> = flow.hint
    let message: RouteTransition<UnauthenticatedCoordinator, String, String, Bool, AnyView> = flow.message
    let settings: RouteTransition<UnauthenticatedCoordinator, Screen> = flow.settings
    let registration: RouteTransition<UnauthenticatedCoordinator, RegistrationCoordinator> = flow.registration
    let home: RouteTransition<HomeTabs, AnyView> = tabs.home
    let todos: RouteTransition<HomeTabs, UnauthenticatedCoordinator> = tabs.todos
    let tabSettings: RouteTransition<HomeTabs, Screen> = tabs.settings
    _ = (start, welcomeBack, resume, hint, message, settings, registration, home, todos, tabSettings)
}

struct HomeApp: App {
    @State private var tabs = HomeTabs()

    var body: some Scene {
        WindowGroup {
            tabs.view()
        }
    }
}
