import Waypoint

/// A parent whose `confirm` route shows an alert that another main-actor task
/// answers ("Yes", `.done(answer)`) as soon as the main actor is free: the
/// caller of `route(to: \.confirm)` shows it, suspends, and resumes with the
/// answer, as the caller of ``AskingStack``'s sheet flow does.
@MainActor
final class ConfirmingStack: NavigationCoordinator {
    let stack = RouteStack<ConfirmingStack>(root: \.home)
    /// The value every alert's "Yes" gives.
    let answer = 42

    @Root var home = makeHome
    @Route(.alert) var confirm = makeConfirm

    func makeHome() -> Screen { .home }

    func makeConfirm() -> AlertContent<Int> {
        // Another main-actor task answers, as the user's tap would.
        Task { @MainActor [weak self] in try? self?.navigation.firstShown(\.confirm)?.choose("Yes") }
        return AlertContent(
            title: "Go ahead?",
            buttons: [AlertButton("Yes", value: answer), AlertButton("No", role: .cancel, value: 0)]
        )
    }
}
