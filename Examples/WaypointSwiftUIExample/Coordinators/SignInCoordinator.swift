import Waypoint

/// The sign-in flow: a form that ends with the signed-in user.
@MainActor
final class SignInCoordinator: NavigationCoordinator {
    typealias FlowValue = User

    let stack = RouteStack<SignInCoordinator>(root: \.form)
    @Root var form = makeForm

    func makeForm() -> SignInForm { SignInForm(flow: router) }
}
