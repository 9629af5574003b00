/// What a button of an alert or confirmation dialog does, for a front end to
/// draw it: a cancel button, a destructive one, or neither (`nil`).
///
/// ```swift
/// AlertButton("Delete", role: .destructive, value: true)
/// AlertButton("Cancel", role: .cancel, value: false)
/// ```
public enum AlertRole: String, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The button that declines: an alert has at most one. A front end draws
    /// it apart (UIKit: `UIAlertAction.Style.cancel`) and may trigger it with
    /// the Escape key.
    case cancel
    /// A button that destroys data, drawn as such (red).
    case destructive

    /// The role's name: `cancel` or `destructive`.
    public var description: String { rawValue }
}
