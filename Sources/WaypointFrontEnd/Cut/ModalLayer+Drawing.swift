public import Waypoint

extension ModalLayer {
    /// How the layer is drawn in a width: a popover whose route lets it adapt
    /// (`ModalStyle.adaptsToSheet`, the default) is a sheet in a compact
    /// width, as UIKit and SwiftUI draw it; every other layer is drawn as its
    /// ``presentation`` says.
    ///
    /// ```swift
    /// layer.presentation(in: .compact)   // .sheet
    /// layer.presentation(in: .regular)   // .popover
    /// ```
    ///
    /// - Parameter width: the horizontal size class.
    /// - Returns: `.sheet` for an adapting popover in a compact width, else ``presentation``.
    public func presentation(in width: LayoutWidth) -> Presentation {
        isPopover && width == .compact && !keepsPopoverInCompactWidth ? .sheet : presentation
    }

    /// Whether the layer is a popover that stays one in a compact width: its
    /// route's `ModalStyle.adaptsToSheet` is `false`. SwiftUI is told with
    /// `presentationCompactAdaptation(.popover)`, UIKit by the presentation
    /// delegate's `adaptivePresentationStyle(for:traitCollection:)` returning `.none`.
    public var keepsPopoverInCompactWidth: Bool {
        isPopover && style?.adaptsToSheet == false
    }
}

extension LayerAlert {
    /// How the alert is drawn in a width: a confirmation dialog is a popover
    /// pointing at its route's ``anchor`` in a regular width (an action sheet
    /// slid up from the bottom in a compact one); an alert is always an alert.
    ///
    /// - Parameter width: the horizontal size class.
    /// - Returns: `.popover` for a dialog in a regular width, else ``presentation``.
    public func presentation(in width: LayoutWidth) -> Presentation {
        isDialog && width == .regular ? .popover : presentation
    }
}
