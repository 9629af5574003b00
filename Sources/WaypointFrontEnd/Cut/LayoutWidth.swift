/// The horizontal room a front end has, as a size class says it: compact
/// (an iPhone in portrait, a narrow window) or regular (an iPad, a Mac).
///
/// Popovers and confirmation dialogs are drawn differently in each:
/// `ModalLayer.presentation(in:)` and `LayerAlert.presentation(in:)`.
///
/// ```swift
/// let shownAs = layer.presentation(in: .compact)   // .sheet for a popover that adapts
/// ```
public enum LayoutWidth: Sendable, Hashable, CaseIterable {
    /// A horizontally compact size class: popovers become sheets unless their
    /// route says not; confirmation dialogs slide up from the bottom.
    case compact
    /// A horizontally regular size class: popovers and confirmation dialogs
    /// point at their anchors.
    case regular
}
