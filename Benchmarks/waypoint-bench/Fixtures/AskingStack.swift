import Waypoint

/// A parent whose `ask` route shows an ``AnswerFlow`` that finishes with
/// `.done(answer)` as soon as the main actor is free: the caller of
/// `route(to: \.ask)` shows it, suspends, and resumes with the answer.
@MainActor
final class AskingStack: NavigationCoordinator {
    let stack = RouteStack<AskingStack>(root: \.home)
    /// The value every shown flow finishes with.
    let answer = 42

    @Root var home = makeHome
    @Route(.sheet) var ask = makeAsk

    func makeHome() -> Screen { .home }

    func makeAsk() -> AnswerFlow {
        let flow = AnswerFlow()
        let answer = answer
        // Another main-actor task finishes the flow, as the baseline's task
        // resumes its continuation.
        Task { @MainActor in try? flow.finish(.done(answer)) }
        return flow
    }
}
