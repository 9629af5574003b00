import Waypoint

/// The app: signed out with a sign-in sheet, or signed in with tabs. The
/// factories make SwiftUI views, so `app.view()` draws them as they are.
@MainActor
final class AppCoordinator: NavigationCoordinator {
    let stack = RouteStack<AppCoordinator>(root: \.signedOut)

    @Root var signedOut = makeSignedOut
    @Root var signedIn = makeSignedIn
    @Route(.sheet, name: "sign-in") var signIn = makeSignIn

    let store = TodoStore()

    func makeSignedOut() -> WelcomeView { WelcomeView(app: router) }
    func makeSignedIn(user: User) -> HomeTabs { HomeTabs(user: user, store: store) }
    func makeSignIn() -> SignInCoordinator { SignInCoordinator() }

    /// Shows the sign-in sheet, awaits the user it returns, then switches root.
    func signInAndSwitch() async {
        guard case .done(let user) = await route(to: \.signIn) else { return }
        _ = try? root(\.signedIn, user)
    }
}
