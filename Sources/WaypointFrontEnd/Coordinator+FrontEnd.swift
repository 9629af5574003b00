import Waypoint

// What a front end needs of the coordinator it draws, through the core's public
// API only: a user's own front end can do all that this module does.
extension Coordinator {
    /// The coordinator's current state.
    var currentSnapshot: CoordinatorSnapshot { navigation.snapshot }

    /// Every change of the coordinator's subtree, none dropped.
    func everyChange() -> AsyncStream<NavigationChange> { navigation.changes(buffering: .all) }

    /// The cause of the latest change of the coordinator's subtree.
    var latestCause: ChangeCause? { navigation.latestCause }

    /// Applies what the user did, as one change; see `FlowNavigation.receive(_:)`.
    @discardableResult
    func sendIntents(_ intents: [UserIntent]) -> IntentOutcome { navigation.receive(intents) }
}
