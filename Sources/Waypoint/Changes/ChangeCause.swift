/// What caused a change of the navigation state.
public enum ChangeCause: String, Sendable, Hashable, Codable, CaseIterable {
    /// The first element of every changes stream: the state when subscribing.
    case initial
    /// An entry was pushed.
    case push
    /// An entry was presented modally (sheet or full-screen cover).
    case present
    /// Entries were popped programmatically (`pop`, `popLast`, `popToRoot`, `focusFirst`).
    case pop
    /// A coordinator switched its root.
    case root
    /// A container's selection changed (a tab was selected).
    case tab
    /// A child was added to a container (a tab added at run time).
    case insert
    /// A child was removed from a container (a tab removed at run time).
    case remove
    /// A flow finished (`finish`, `cancel`, `dismissCoordinator`) or a screen completed.
    case finish
    /// The front end reported what the user did (a swipe back, a dismissed sheet).
    case user
    /// Several steps applied at once by `transaction(cause:_:)`.
    case transaction
    /// A deep link, applied as one transaction.
    case deepLink
    /// State restoration, applied as one transaction.
    case restore
    /// A guard vetoed a user's action: the state is unchanged, and a front end
    /// should show this snapshot again (undoing what the user's gesture showed).
    case vetoed
    /// A leave guard was set on an entry or removed from it, which changed its
    /// ``EntrySnapshot/isGuarded``.
    case leaveGuard
    /// The task awaiting a destination was cancelled, which removed it.
    case taskCancelled
}
