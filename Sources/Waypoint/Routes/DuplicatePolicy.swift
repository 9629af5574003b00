/// What showing a route does when the same route, with equal inputs, is
/// already on top of the stack — a double tap.
public enum DuplicatePolicy: Sendable, Hashable {
    /// Show nothing new: the caller gets the destination already on top, and
    /// `route(to:)` awaits its result. The default.
    case reuseTop
    /// Show the destination again, on top of the first one.
    case allow
}
