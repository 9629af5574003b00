public import Waypoint

// Zoom transitions (`TransitionStyle.zoom(from:)`), as the bindings play them: the
// destination is the pushed screen or the presented sheet or cover, the source a view
// that a screen below it (a push) or of the presenting layer (a presentation) registers
// under the transition's anchor.

extension LayerItem {
    /// The anchor the item's screen zooms out of and back into, when it is
    /// pushed with a zoom (``transition``); `nil` for any other transition.
    ///
    /// A binding gives the screen its zoom from it (SwiftUI:
    /// `navigationTransition(.zoom(sourceID:in:))`; UIKit: `preferredTransition`),
    /// and looks the source view up among the anchors of the screens below it.
    public var zoomSource: AnchorID? {
        guard let transition, transition.kind == .zoom else { return nil }
        return transition.source
    }
}

extension ModalLayer {
    /// The anchor the layer zooms out of and back into, when it is a sheet or
    /// a full-screen cover whose route's style has a zoom
    /// (`ModalStyle.transition`); `nil` for the base layer, a popover, and any
    /// other transition.
    ///
    /// A binding gives the presented view its zoom from it, and looks the
    /// source view up among the anchors of the presenting layer's screens.
    public var zoomSource: AnchorID? {
        guard isModal, !isPopover, let transition = style?.transition, transition.kind == .zoom else { return nil }
        return transition.source
    }
}
