#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
public import Waypoint

/// What a ``UIKitFrontEnd`` could not draw as asked. The navigation state is
/// unchanged; the front end shows an empty screen in its place.
///
/// ```swift
/// frontEnd.onError = { error in
///     assertionFailure("\(error)")   // in debug builds, stop at the mistake
/// }
/// ```
public struct UIKitFrontEndError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: String, Sendable, Hashable {
        /// A screen's view controller is a `UINavigationController`, which
        /// UIKit cannot push: return the screen itself, and present it with a
        /// `.sheet` or `.fullScreenCover` route to get its own navigation bar.
        case navigationControllerOnStack
        /// A popover's or confirmation dialog's route names an anchor that no
        /// screen of the presenting layer provides (``PopoverAnchorProviding``):
        /// it points at the center of the presenting screen instead, without
        /// an arrow, as UIKit needs a source in a regular width (rule 20).
        case anchorNotFound
    }

    /// What went wrong.
    public let code: Code
    /// The entry the front end could not draw.
    public let entry: EntryID
    /// The entry's route name.
    public let route: String

    /// Describes a drawing error.
    ///
    /// - Parameters:
    ///   - code: what went wrong.
    ///   - entry: the entry.
    ///   - route: the entry's route name.
    public init(_ code: Code, entry: EntryID, route: String) {
        self.code = code
        self.entry = entry
        self.route = route
    }

    /// A sentence naming the route and the mistake.
    public var description: String {
        switch code {
        case .navigationControllerOnStack:
            "the screen of route '\(route)' is a UINavigationController, which UIKit cannot push"
        case .anchorNotFound:
            "no screen provides the anchor of route '\(route)': it points at the center of the presenting screen"
        }
    }
}
#endif
