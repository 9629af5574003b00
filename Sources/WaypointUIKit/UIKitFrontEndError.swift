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
    /// What went wrong, as a stable, switchable value.
    ///
    /// Codes are static members, so that later versions can add codes without
    /// breaking a `switch` over them; a `switch` needs a `default` case:
    ///
    /// ```swift
    /// frontEnd.onError = { error in
    ///     switch error.code {
    ///     case .navigationControllerOnStack: assertionFailure("\(error)")
    ///     default: print(error)
    ///     }
    /// }
    /// ```
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The code's name: `"navigationControllerOnStack"`, … .
        public let rawValue: String

        /// Creates a code with a name.
        ///
        /// - Parameter rawValue: the code's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The code's name: `anchorNotFound`.
        public var description: String { rawValue }

        /// A screen's view controller is a `UINavigationController`, which
        /// UIKit cannot push: return the screen itself, and present it with a
        /// `.sheet` or `.fullScreenCover` route to get its own navigation bar.
        public static let navigationControllerOnStack = Code(rawValue: "navigationControllerOnStack")
        /// A popover's or confirmation dialog's route names an anchor that no
        /// screen of the presenting layer provides (``PopoverAnchorProviding``):
        /// it points at the center of the presenting screen instead, without
        /// an arrow, as UIKit needs a source in a regular width (rule 20).
        public static let anchorNotFound = Code(rawValue: "anchorNotFound")
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
        default:
            "\(code): route '\(route)'"
        }
    }
}
#endif
