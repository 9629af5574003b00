/// How a route's modal destination is drawn beyond its presentation: the
/// anchor a popover or a confirmation dialog points at, whether a popover
/// becomes a sheet in a compact width, and a sheet's sizes.
///
/// Give it to a route's declaration; it appears in every entry's snapshot
/// (``EntrySnapshot/style``), so that a front end can draw it.
///
/// ```swift
/// @Route(.sheet, style: .detents([.medium, .large])) var filters = makeFilters
/// @Route(.popover, style: .anchored("share")) var share = makeShare
/// @Route(.popover, style: .anchored("tip", adaptsToSheet: false)) var tip = makeTip
/// @Route(.confirmationDialog, style: .anchored("delete")) var deleteChoices = makeDeleteChoices
/// ```
///
/// The anchor is a name that the presenting screen gives one of its views (a
/// SwiftUI modifier, a UIKit source view or bar button item); the core only
/// keeps the name. A front end without a view of that name falls back to its
/// documented default.
public struct ModalStyle: Sendable, Hashable, Codable {
    /// The name of the view a popover or a confirmation dialog points at, if any.
    public var anchor: String?
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

    /// Creates a style.
    ///
    /// - Parameters:
    ///   - anchor: the name of the view a popover or dialog points at.
    ///   - adaptsToSheet: whether a popover becomes a sheet in a compact width.
    ///   - detents: the heights the sheet may rest at; it opens at the first.
    ///   - showsGrabber: whether the sheet shows its grabber; `nil` for the default.
    ///   - undimmedThrough: the largest detent at which what is below stays usable.
    public init(
        anchor: String? = nil,
        adaptsToSheet: Bool = true,
        detents: [SheetDetent] = [],
        showsGrabber: Bool? = nil,
        undimmedThrough: SheetDetent? = nil
    ) {
        self.anchor = anchor
        self.adaptsToSheet = adaptsToSheet
        self.detents = detents
        self.showsGrabber = showsGrabber
        self.undimmedThrough = undimmedThrough
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
    /// that points at the view of this name.
    ///
    /// ```swift
    /// @Route(.popover, style: .anchored("share")) var share = makeShare
    /// ```
    ///
    /// - Parameters:
    ///   - anchor: the name the presenting screen gives the view.
    ///   - adaptsToSheet: whether a popover becomes a sheet in a compact width.
    /// - Returns: the style.
    public static func anchored(_ anchor: String, adaptsToSheet: Bool = true) -> ModalStyle {
        ModalStyle(anchor: anchor, adaptsToSheet: adaptsToSheet)
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
