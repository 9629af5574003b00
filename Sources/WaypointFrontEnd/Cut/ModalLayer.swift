public import Waypoint

/// One navigation stack of a front end: what it shows at the bottom and the
/// path of screens pushed on it.
///
/// A SwiftUI front end draws a layer as a `NavigationStack` whose path is
/// ``pathIDs``; a modal layer is presented by the layer below it as a sheet, a
/// full-screen cover or a popover (with its ``style`` and ``detent``). A
/// container child's stack (one tab) is a layer too. Alerts are not layers:
/// see ``LayerAlert``.
///
/// ```swift
/// let layers = ModalLayers(todos.navigation.snapshot)
/// let top = layers.layers.last          // the layer the user sees
/// print(top?.presentation, top?.pathIDs)
/// ```
public struct ModalLayer: Sendable, Hashable, Identifiable {
    /// What a layer shows beneath its path.
    public enum Base: Sendable, Hashable {
        /// Nothing: the stack has no entries (its coordinator has ended).
        case empty
        /// A screen, a child flow's root, or an entry that shows a container.
        case item(LayerItem)
        /// The observed coordinator itself, when it is a container: no entry shows it.
        case container(LayerContainer)
    }

    /// The layer's identity: the sheet or cover entry that presents a modal
    /// layer, the child's entry for a container child's stack, and `nil` for
    /// the observed coordinator's base layer.
    public var id: EntryID?
    /// How the layer is shown: `.sheet` or `.fullScreenCover` for a modal
    /// layer, `.root` for the base layer, the child's presentation (`.tab`) for
    /// a container child's stack.
    public var presentation: Presentation
    /// What the layer shows beneath its path.
    public var base: Base
    /// The screens pushed on the base, bottom first.
    public var path: [LayerItem]
    /// The presenting entry's `ModalStyle`: a popover's anchor and whether
    /// it becomes a sheet in a compact width, a sheet's detents, grabber and
    /// undimmed detent; `nil` if its route declares none.
    public var style: ModalStyle?
    /// The detent the sheet rests at, one of ``style``'s detents; `nil` if
    /// its route declares none. A front end moves the sheet to it, and
    /// reports the user's drag with ``ModalLayers/intent(forDetent:of:)``.
    public var detent: SheetDetent?

    /// Creates a layer, for tests and custom cuts.
    ///
    /// - Parameters:
    ///   - id: the entry that presents the layer, the container child's entry,
    ///     or `nil` for the base layer.
    ///   - presentation: how the layer is shown.
    ///   - base: what the layer shows beneath its path.
    ///   - path: the screens pushed on the base, bottom first.
    ///   - style: the presenting entry's anchor and sheet sizes.
    ///   - detent: the detent the sheet rests at.
    public init(
        id: EntryID?,
        presentation: Presentation,
        base: Base,
        path: [LayerItem] = [],
        style: ModalStyle? = nil,
        detent: SheetDetent? = nil
    ) {
        self.id = id
        self.presentation = presentation
        self.base = base
        self.path = path
        self.style = style
        self.detent = detent
    }

    /// Whether the layer is presented modally (a sheet, a full-screen cover
    /// or a popover).
    public var isModal: Bool { presentation.isModal }

    /// Whether the layer is a popover: it points at the view its
    /// `ModalStyle.anchor` names, and in a compact width becomes a sheet
    /// unless its `ModalStyle.adaptsToSheet` is `false`.
    public var isPopover: Bool { presentation == .popover }

    /// The base item, when the base is an item.
    public var root: LayerItem? {
        if case .item(let item) = base { return item }
        return nil
    }

    /// The container drawn at the bottom, if any: the base item's container, or
    /// the observed container itself.
    public var container: LayerContainer? {
        switch base {
        case .empty: nil
        case .item(let item): item.container
        case .container(let container): container
        }
    }

    /// The ids of the path's items: a `NavigationStack`'s path.
    public var pathIDs: [EntryID] { path.map(\.id) }

    /// The item the user sees on top of the layer: the last pushed one, or the
    /// base item; for a container, the top of its selected child's stack.
    public var top: LayerItem? {
        if let last = path.last { return last }
        if let stack = container?.selectedChild?.stack, let top = stack.top { return top }
        return root
    }
}
