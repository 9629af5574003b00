/// How a destination appears and goes beyond its presentation: a zoom that
/// grows the screen out of a view of the presenting screen and shrinks it back
/// into that view.
///
/// Give it to a pushed, sheet or full-screen cover route as part of its
/// ``ModalStyle``; it appears in every entry's snapshot
/// (``EntrySnapshot/style``), so that a front end can play it and a test can
/// see it:
///
/// ```swift
/// @Route(.push, style: .zoom(from: .avatar)) var profile = makeProfile
/// @Route(.push, style: { (photo: Photo) in .zoom(from: .photo.item(photo.id)) }) var photo = makePhoto
/// ```
///
/// The front ends play a zoom where the platform has one (iOS 18 and later:
/// SwiftUI's `navigationTransition(.zoom(sourceID:in:))`, UIKit's
/// `preferredTransition = .zoom`), and fall back to the presentation's default
/// transition elsewhere, or when no view of the source anchor is on screen.
/// The user can close a zoomed screen by pinching or dragging it back into its
/// source (`UserGesture.zoomBack`): a back gesture like any other, refused on
/// a guarded screen, changing nothing when cancelled.
public struct TransitionStyle: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What kind of transition, as an open set of names: later kinds do not
    /// break a `switch` over them.
    public struct Kind: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The kind's name, as snapshots and the inspector spell it.
        public let rawValue: String

        /// Creates a kind from its name.
        ///
        /// - Parameter rawValue: the name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The destination grows out of its source view and shrinks back into it.
        public static let zoom = Kind(rawValue: "zoom")

        /// The name.
        public var description: String { rawValue }
    }

    /// What kind of transition.
    public var kind: Kind
    /// The view of the presenting screen the transition starts from and
    /// returns to.
    public var source: AnchorID

    /// Creates a transition.
    ///
    /// - Parameters:
    ///   - kind: what kind of transition.
    ///   - source: the view it starts from and returns to.
    public init(_ kind: Kind, from source: AnchorID) {
        self.kind = kind
        self.source = source
    }

    /// A zoom out of the view registered as `source`, and back into it.
    ///
    /// - Parameter source: the anchor of the view, `.photo.item(photo.id)`
    ///   for the cell of one item.
    /// - Returns: the transition.
    public static func zoom(from source: AnchorID) -> TransitionStyle {
        TransitionStyle(.zoom, from: source)
    }

    /// The kind and its source: `zoom from photo[42]`.
    public var description: String { "\(kind) from \(source)" }
}
