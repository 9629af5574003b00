public import Waypoint

/// A layer as UIKit shows it: the window's root, or one presented layer of
/// the presentation chain, with the controllers it is drawn with.
///
/// ```swift
/// let scene = UIKitScene(ModalLayers(app.navigation.snapshot))
/// for presented in scene.presented {
///     print(presented.id as Any, presented.layer.presentation, presented.isModalInPresentation)
/// }
/// ```
public struct UIKitLayer: Sendable, Hashable, Identifiable {
    /// The layer, as it was when it was shown (or, in a target, as it should be).
    public var layer: ModalLayer
    /// The controllers it is drawn with.
    public var shape: UIKitShape
    /// Whether the user's swipe-down is refused (UIKit's `isModalInPresentation`):
    /// the layer is guarded (``ModalLayer/isGuarded``).
    public var isModalInPresentation: Bool

    /// Describes a layer as UIKit draws it.
    ///
    /// - Parameter layer: the layer.
    public init(_ layer: ModalLayer) {
        self.layer = layer
        shape = UIKitShape(layer)
        isModalInPresentation = layer.isModal && layer.isGuarded
    }

    /// The same presented controller showing `layer`: its guard flag as it is.
    init(_ layer: ModalLayer, keeping shown: UIKitLayer) {
        self.layer = layer
        shape = UIKitShape(layer)
        isModalInPresentation = shown.isModalInPresentation
    }

    /// Shows `layer` with the same controllers: a layer whose shape is this
    /// one's (one stack's new path), its guard flag as ``init(_:)`` sets it.
    mutating func show(_ layer: ModalLayer) {
        self.layer = layer
        isModalInPresentation = layer.isModal && layer.isGuarded
    }

    /// The layer's id: the presenting entry, or `nil` for the base layer.
    public var id: EntryID? { layer.id }

    /// Whether UIKit can keep this layer's controller to show `other`: same
    /// id, same presentation style, same outermost controller (the same
    /// navigation controller, or the same tab bar, whatever its tabs).
    ///
    /// - Parameter other: the layer to show.
    /// - Returns: `true` if only stacks, tabs, selections and guards differ.
    public func isSameController(as other: UIKitLayer) -> Bool {
        layer.id == other.layer.id && layer.presentation == other.layer.presentation
            && shape.isSameController(as: other.shape)
    }
}
