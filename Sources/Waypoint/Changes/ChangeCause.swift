/// What caused a change of the navigation state.
///
/// Causes are static members, so that later versions can add causes without
/// breaking a `switch` over them; a `switch` needs a `default` case:
///
/// ```swift
/// switch change.cause {
/// case .push, .present: analytics.track("shown")
/// case .user: analytics.track("dismissed by the user")
/// default: break
/// }
/// ```
///
/// A cause encodes as its raw value, the string `"push"`, `"pop"`, … . Pass a
/// cause of your own to ``FlowNavigation/transaction(cause:_:)`` to tell its change
/// from others:
///
/// ```swift
/// extension ChangeCause {
///     static let signOut = ChangeCause(rawValue: "signOut")
/// }
/// ```
public struct ChangeCause: RawRepresentable, Sendable, Hashable, Codable {
    /// The cause's name, as encoded: `"push"`, `"pop"`, … .
    public let rawValue: String

    /// Creates a cause with a name.
    ///
    /// - Parameter rawValue: the cause's name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The first element of every changes stream: the state when subscribing.
    public static let initial = ChangeCause(rawValue: "initial")
    /// An entry was pushed.
    public static let push = ChangeCause(rawValue: "push")
    /// An entry was presented modally (a sheet, a full-screen cover or a
    /// popover), or an alert or confirmation dialog was shown.
    public static let present = ChangeCause(rawValue: "present")
    /// Entries were popped programmatically (`pop`, `popLast`, `popToRoot`, `focusFirst`).
    public static let pop = ChangeCause(rawValue: "pop")
    /// A coordinator switched its root.
    public static let root = ChangeCause(rawValue: "root")
    /// A container's selection changed (a tab was selected).
    public static let tab = ChangeCause(rawValue: "tab")
    /// A child was added to a container (a tab added at run time).
    public static let insert = ChangeCause(rawValue: "insert")
    /// A child was removed from a container (a tab removed at run time).
    public static let remove = ChangeCause(rawValue: "remove")
    /// A flow finished (`finish(_:)`), a screen completed, or code chose a
    /// button of an alert (``ShownEntry/choose(_:texts:)``).
    public static let finish = ChangeCause(rawValue: "finish")
    /// The front end reported what the user did (a swipe back, a dismissed sheet).
    public static let user = ChangeCause(rawValue: "user")
    /// Several steps applied at once by `transaction(cause:_:)`.
    public static let transaction = ChangeCause(rawValue: "transaction")
    /// A deep link, applied as one transaction.
    public static let deepLink = ChangeCause(rawValue: "deepLink")
    /// State restoration, applied as one transaction.
    public static let restore = ChangeCause(rawValue: "restore")
    /// A guard vetoed a user's action: the state is unchanged, and a front end
    /// should show this snapshot again (undoing what the user's gesture showed).
    public static let vetoed = ChangeCause(rawValue: "vetoed")
    /// A leave guard was set on an entry or removed from it, which changed its
    /// ``EntrySnapshot/isGuarded``.
    public static let leaveGuard = ChangeCause(rawValue: "leaveGuard")
    /// The task awaiting a destination was cancelled, which removed it.
    public static let taskCancelled = ChangeCause(rawValue: "taskCancelled")
    /// Code set the detent a sheet rests at (``ShownEntry/setDetent(_:)``);
    /// a user's drag is a ``user`` change.
    public static let detent = ChangeCause(rawValue: "detent")
    /// Code changed a split view's columns: the sidebar's selection
    /// (``SplitCoordinator/select(_:)``), what a column shows
    /// (``ContainerCoordinator/show(_:_:at:focus:)``), or which columns are
    /// visible (``SplitCoordinator/showColumn(_:)``, ``SplitCoordinator/hideColumn(_:)``).
    public static let column = ChangeCause(rawValue: "column")
    /// The top of a stack was replaced by another destination, as one change
    /// (``NavigationCoordinator/replace(_:with:_:)``).
    public static let replace = ChangeCause(rawValue: "replace")
}

extension ChangeCause: CustomStringConvertible {
    /// The cause's name: `push`.
    public var description: String { rawValue }
}
