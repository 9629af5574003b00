public import Waypoint

/// Something a window is handed to open: a link, or a user activity or a
/// notification the app turned into one, with what it shows.
///
/// A scene-delegate front end makes one from each of the connection's
/// options at a cold launch (UIKit's `urlContexts`, `userActivities`,
/// `notificationResponse`), and from each later `openURLContexts`,
/// `continue` and notification response, so that none is dropped; its
/// ``target`` comes from the `targetContentIdentifier` the item carries.
///
/// ```swift
/// let arrival = SceneArrival(link: "mail://message/42", targetIdentifier: "message(42)")
/// arrival.target   // SceneTarget(route: "message", 42): the window showing it takes it
/// ```
public struct SceneArrival: Sendable, Hashable, CustomStringConvertible {
    /// The link to open, parsed by the app's `DeepLinks`.
    public var link: String
    /// What the link shows, for `SceneChoice/showing`.
    public var target: SceneTarget?

    /// Creates an arrival.
    ///
    /// - Parameters:
    ///   - link: the link to open.
    ///   - target: what it shows, if known.
    public init(link: String, target: SceneTarget? = nil) {
        self.link = link
        self.target = target
    }

    /// Creates an arrival whose target is read from a
    /// `targetContentIdentifier` (`SceneTarget/init(identifier:)`).
    ///
    /// - Parameters:
    ///   - link: the link to open.
    ///   - targetIdentifier: the item's `targetContentIdentifier`, if any;
    ///     one that does not read as a target is ignored.
    public init(link: String, targetIdentifier: String?) {
        self.init(link: link, target: targetIdentifier.flatMap(SceneTarget.init(identifier:)))
    }

    /// The link, and its target if any: `mail://message/42 → message(42)`.
    public var description: String {
        target.map { "\(link) → \($0)" } ?? link
    }
}
