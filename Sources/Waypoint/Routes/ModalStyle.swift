/// How a route's destination is drawn beyond its presentation: the anchor a
/// popover or a confirmation dialog points at, whether a popover becomes a
/// sheet in a compact width, a sheet's sizes, and a zoom transition.
///
/// Give it to a route's declaration; it appears in every entry's snapshot
/// (``EntrySnapshot/style``), so that a front end can draw it.
///
/// ```swift
/// @Route(.sheet, style: .detents([.medium, .large])) var filters = makeFilters
/// @Route(.popover, style: .anchored(.share)) var share = makeShare
/// @Route(.popover, style: .anchored(.tip, adaptsToSheet: false)) var tip = makeTip
/// @Route(.confirmationDialog, style: .anchored(.delete)) var deleteChoices = makeDeleteChoices
/// @Route(.push, style: .zoom(from: .avatar)) var profile = makeProfile
/// ```
///
/// The anchor is an ``AnchorID`` that the presenting screen gives one of its
/// views (a SwiftUI modifier, a UIKit source view or bar button item); the
/// core only keeps the id. A front end without a view of that id falls back to
/// its documented default.
///
/// A style may depend on the entry's inputs: declare the route with a closure
/// that computes it (`@Route(.push, style: { (photo: Photo) in .zoom(from: .photo.item(photo.id)) })`).
public struct ModalStyle: Sendable, Hashable, Codable {
    /// The view a popover or a confirmation dialog points at, if any.
    public var anchor: AnchorID?
    /// Whether a popover is drawn as a sheet in a compact width (an iPhone),
    /// as UIKit and SwiftUI do by default; `false` keeps it a popover.
    public var adaptsToSheet: Bool
    /// The heights the sheet may rest at, in the order the route declares
    /// them; it opens at the first. Empty: the front end's default (large).
    public var detents: [SheetDetent]
    /// Whether the sheet shows its grabber; `nil` for the front end's default.
    public var showsGrabber: Bool?
    /// The largest detent at which what is below the sheet stays undimmed and
    /// can be used; `nil` for none (it is dimmed at every detent).
    public var undimmedThrough: SheetDetent?
    /// How a pushed screen, a sheet or a full-screen cover appears and goes
    /// (a zoom out of a view of the presenting screen); `nil` for the
    /// presentation's default.
    public var transition: TransitionStyle?

    /// Creates a style.
    ///
    /// - Parameters:
    ///   - anchor: the view a popover or dialog points at.
    ///   - adaptsToSheet: whether a popover becomes a sheet in a compact width.
    ///   - detents: the heights the sheet may rest at; it opens at the first.
    ///   - showsGrabber: whether the sheet shows its grabber; `nil` for the default.
    ///   - undimmedThrough: the largest detent at which what is below stays usable.
    ///   - transition: how a pushed screen, sheet or cover appears and goes.
    public init(
        anchor: AnchorID? = nil,
        adaptsToSheet: Bool = true,
        detents: [SheetDetent] = [],
        showsGrabber: Bool? = nil,
        undimmedThrough: SheetDetent? = nil,
        transition: TransitionStyle? = nil
    ) {
        self.anchor = anchor
        self.adaptsToSheet = adaptsToSheet
        self.detents = detents
        self.showsGrabber = showsGrabber
        self.undimmedThrough = undimmedThrough
        self.transition = transition
    }

    /// Creates a style whose anchor is a name.
    ///
    /// - Parameters:
    ///   - anchor: the name of the view a popover or dialog points at.
    ///   - adaptsToSheet: whether a popover becomes a sheet in a compact width.
    ///   - detents: the heights the sheet may rest at; it opens at the first.
    ///   - showsGrabber: whether the sheet shows its grabber; `nil` for the default.
    ///   - undimmedThrough: the largest detent at which what is below stays usable.
    @available(*, deprecated, message: "name the anchor with an AnchorID: ModalStyle(anchor: .share)")
    @_disfavoredOverload
    public init(
        anchor: String?,
        adaptsToSheet: Bool = true,
        detents: [SheetDetent] = [],
        showsGrabber: Bool? = nil,
        undimmedThrough: SheetDetent? = nil
    ) {
        self.init(
            anchor: anchor.map(AnchorID.init), adaptsToSheet: adaptsToSheet, detents: detents,
            showsGrabber: showsGrabber, undimmedThrough: undimmedThrough)
    }

    /// A sheet that rests at these heights, opening at the first.
    ///
    /// ```swift
    /// @Route(.sheet, style: .detents([.medium, .large], showsGrabber: true)) var map = makeMap
    /// ```
    ///
    /// - Parameters:
    ///   - detents: the heights, in order; the sheet opens at the first.
    ///   - showsGrabber: whether the sheet shows its grabber; `nil` for the default.
    ///   - undimmedThrough: the largest detent at which what is below stays usable.
    /// - Returns: the style.
    public static func detents(
        _ detents: [SheetDetent],
        showsGrabber: Bool? = nil,
        undimmedThrough: SheetDetent? = nil
    ) -> ModalStyle {
        ModalStyle(detents: detents, showsGrabber: showsGrabber, undimmedThrough: undimmedThrough)
    }

    /// A popover, or a confirmation dialog drawn as one in a regular width,
    /// that points at the view the presenting screen registers as `anchor`.
    ///
    /// ```swift
    /// @Route(.popover, style: .anchored(.share)) var share = makeShare
    /// ```
    ///
    /// - Parameters:
    ///   - anchor: the anchor the presenting screen gives the view.
    ///   - adaptsToSheet: whether a popover becomes a sheet in a compact width.
    /// - Returns: the style.
    public static func anchored(_ anchor: AnchorID, adaptsToSheet: Bool = true) -> ModalStyle {
        ModalStyle(anchor: anchor, adaptsToSheet: adaptsToSheet)
    }

    /// A popover or dialog that points at the view of this name.
    ///
    /// - Parameters:
    ///   - anchor: the name the presenting screen gives the view.
    ///   - adaptsToSheet: whether a popover becomes a sheet in a compact width.
    /// - Returns: the style.
    @available(*, deprecated, message: "name the anchor with an AnchorID: .anchored(.share)")
    public static func anchored(_ anchor: String, adaptsToSheet: Bool = true) -> ModalStyle {
        ModalStyle(anchor: AnchorID(anchor), adaptsToSheet: adaptsToSheet)
    }

    /// A pushed screen, sheet or full-screen cover that zooms out of the view
    /// the presenting screen registers as `source`, and back into it.
    ///
    /// ```swift
    /// @Route(.push, style: .zoom(from: .avatar)) var profile = makeProfile
    /// ```
    ///
    /// - Parameter source: the anchor of the view it zooms from.
    /// - Returns: the style.
    public static func zoom(from source: AnchorID) -> ModalStyle {
        ModalStyle(transition: .zoom(from: source))
    }

    /// What makes the style wrong for a route presented this way, or `nil`.
    func problem(for presentation: Presentation) -> NavigationError? {
        if !detents.isEmpty || showsGrabber != nil || undimmedThrough != nil,
            presentation != .sheet && presentation != .popover
        {
            return NavigationError(
                .invalidRoute, "sheet sizes are for .sheet and .popover routes, not .\(presentation)")
        }
        if anchor != nil, presentation != .popover, presentation != .confirmationDialog {
            return NavigationError(.invalidRoute, "an anchor is for .popover and .confirmationDialog routes")
        }
        if let transition, presentation != .push, presentation != .sheet, presentation != .fullScreenCover {
            return NavigationError(
                .invalidRoute, "a \(transition.kind) transition is for .push, .sheet and .fullScreenCover routes")
        }
        if let source = transition?.source, source.name.isEmpty {
            return NavigationError(.invalidRoute, "a transition's source anchor has an empty name")
        }
        if let invalid = detents.first(where: { !$0.isValid }) {
            return NavigationError(.invalidDetent, "\(invalid) is not a height a sheet can rest at")
        }
        if Set(detents).count != detents.count {
            return NavigationError(.invalidDetent, "a sheet declares the same detent twice")
        }
        if detents.count > Int(UInt8.max) {
            return NavigationError(.invalidDetent, "a sheet declares more than \(UInt8.max) detents")
        }
        if let undimmed = undimmedThrough, !detents.contains(undimmed) {
            return NavigationError(.invalidDetent, "undimmedThrough: \(undimmed) is not one of the sheet's detents")
        }
        return nil
    }
}
