public import Waypoint

/// A popover presented when no view of its presenting layer had registered
/// the anchor its route names, or whose route names none: it points at the
/// presenting layer's own view (its whole screen) instead.
///
/// `FrontEndSession.onMissingAnchor` reports it; SwiftUI's `CoordinatorView`
/// passes it to its `onMissingAnchor` action.
///
/// ```swift
/// session.onMissingAnchor = { missing in
///     print("no view named \(missing.anchor ?? "none") for popover \(missing.entry)")
/// }
/// ```
public struct MissingAnchor: Sendable, Hashable, CustomStringConvertible {
    /// The popover's entry.
    public var entry: EntryID
    /// The anchor its route names, or `nil` if it names none.
    public var anchor: AnchorID?
    /// The ``ModalLayer/id`` of the layer that presents it.
    public var presenter: EntryID?

    /// Creates a report, for tests.
    ///
    /// - Parameters:
    ///   - entry: the popover's entry.
    ///   - anchor: the anchor its route names.
    ///   - presenter: the presenting layer's id.
    public init(entry: EntryID, anchor: AnchorID?, presenter: EntryID?) {
        self.entry = entry
        self.anchor = anchor
        self.presenter = presenter
    }

    /// A sentence for a log.
    public var description: String {
        if let anchor {
            return
                "no view registered the anchor '\(anchor)' for the popover \(entry): it points at its presenter's view"
        }
        return "the popover \(entry) names no anchor: it points at its presenter's view"
    }
}
