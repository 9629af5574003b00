import Waypoint

/// The sign-in flow: a form that ends with the signed-in ``User``.
@MainActor
final class SignInCoordinator: NavigationCoordinator {
    typealias FlowValue = User

    let stack = RouteStack<SignInCoordinator>(root: \.form)
    @Root var form = makeForm

    func makeForm() -> Screen { .signInForm }

    func signIn(as name: String) throws(NavigationError) {
        try finish(.done(User(name: name)))
    }
}
