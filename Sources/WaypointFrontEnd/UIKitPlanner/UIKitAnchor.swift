public import Waypoint

/// What a UIKit popover, or a confirmation dialog shown as one, points at
/// (its `popoverPresentationController`'s `sourceItem`, or `sourceView` and
/// `sourceRect`).
///
/// In a regular width UIKit raises an exception for a popover or an action
/// sheet presented without one (rule 20), so a front end never presents one
/// without: a `ModalStyle.anchor` that the presenting screen registered is
/// pointed at; otherwise the front end falls back to the presenting
/// controller's view, pointing at its center without an arrow, and reports
/// the missing name (WaypointUIKit through `onError`).
///
/// ```swift
/// let (anchor, missing) = UIKitAnchor.resolve(.share) { registered.contains($0) }
/// if let missing { report(missing) }     // no screen registered .share
/// ```
public enum UIKitAnchor: Sendable, Hashable {
    /// The source view or bar button item a screen registered under this name.
    case registered(AnchorID)
    /// The presenting controller's view, its center, no arrow: the default
    /// for a popover or dialog whose anchor no screen registered, or whose
    /// route names none.
    case fallback

    /// The anchor to point at, and the name to report as missing.
    ///
    /// - Parameters:
    ///   - name: the route's `ModalStyle.anchor` (``LayerAlert/anchor`` for
    ///     a dialog), or `nil` if it names none.
    ///   - isRegistered: whether a screen in the window registered a name.
    /// - Returns: `.registered(name)` when a screen registered it; otherwise
    ///   `.fallback`, with the name when the route named one (`nil` for a
    ///   route that names none: a dialog without an anchor is allowed).
    public static func resolve(
        _ name: AnchorID?,
        isRegistered: (AnchorID) -> Bool
    ) -> (anchor: UIKitAnchor, missing: AnchorID?) {
        guard let name else { return (.fallback, nil) }
        return isRegistered(name) ? (.registered(name), nil) : (.fallback, name)
    }
}

extension ModalLayer {
    /// Whether UIKit shows this layer as a sheet in a compact width: a
    /// sheet or cover is what it is, a popover becomes a sheet unless its
    /// route's `ModalStyle.adaptsToSheet` is `false` (then the presentation
    /// delegate's `adaptivePresentationStyle(for:traitCollection:)` answers
    /// `.none`).
    ///
    /// - Parameter compact: whether the horizontal size class is compact.
    /// - Returns: `.popover` or `.sheet` for a popover, the layer's own
    ///   presentation otherwise.
    public func drawnPresentation(compact: Bool) -> Presentation {
        guard isPopover else { return presentation }
        return compact && (style?.adaptsToSheet ?? true) ? .sheet : .popover
    }
}
