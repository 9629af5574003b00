import Waypoint

/// The app: a signed-out root with a sign-in sheet, and a signed-in root with
/// tabs. A root flow cannot finish, so signing in is a sheet flow over the
/// signed-out root that returns a ``User``; the app then switches its root.
/// Signed in, the todo lists open in a split view over the tabs (a full-screen
/// cover): a sidebar of lists and a detail, as on an iPad.
@MainActor
final class AppCoordinator: NavigationCoordinator {
    let stack = RouteStack<AppCoordinator>(root: \.signedOut)

    @Root var signedOut = makeSignedOut
    @Root var signedIn = makeSignedIn
    @Route(.sheet, name: "sign-in") var signIn = makeSignIn
    @Route(.fullScreenCover) var lists = makeLists

    let store: TodoStore

    init(store: TodoStore) {
        self.store = store
    }

    func makeSignedOut() -> Screen { .welcome }
    func makeSignedIn(user: User) -> HomeTabs { HomeTabs(user: user, store: store) }
    func makeSignIn() -> SignInCoordinator { SignInCoordinator() }
    func makeLists() -> ListsSplit { ListsSplit(store: store) }
}
