import Waypoint

/// A child flow that ends with an `Int`.
@MainActor
final class AnswerFlow: NavigationCoordinator {
    typealias FlowValue = Int

    let stack = RouteStack<AnswerFlow>(root: \.form)

    @Root var form = makeForm

    func makeForm() -> Screen { .home }
}
