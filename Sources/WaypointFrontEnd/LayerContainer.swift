public import Waypoint

/// A container (tabs, or a custom kind such as a split view) as a front end
/// draws it: its children side by side, each with a navigation stack of its own.
///
/// A SwiftUI front end draws a `ContainerKind.tabs` container as a `TabView` whose
/// selection is ``selected``; each ``LayerChild`` is one tab with its
/// ``LayerChild/stack``. Modal layers presented inside the selected child are
/// lifted into ``ModalLayers/layers``, above the layer that holds the container.
public struct LayerContainer: Sendable, Hashable, Identifiable {
    /// The entry that shows the container, or `nil` when the observed
    /// coordinator is itself the container.
    public var id: EntryID?
    /// The container's kind, such as `ContainerKind.tabs`.
    public var kind: ContainerKind
    /// The container coordinator's type name.
    public var type: String
    /// Presentation data for front ends.
    public var attributes: [String: String]
    /// The selected child's entry id, if any.
    public var selected: EntryID?
    /// The children, in order.
    public var children: [LayerChild]

    /// Creates a container, for tests and custom cuts.
    ///
    /// - Parameters:
    ///   - id: the entry that shows the container, or `nil` for the observed
    ///     coordinator itself.
    ///   - kind: the container's kind, such as `ContainerKind.tabs`.
    ///   - type: the container coordinator's type name.
    ///   - attributes: presentation data for front ends.
    ///   - selected: the selected child's entry id, if any.
    ///   - children: the children, in order.
    public init(
        id: EntryID?,
        kind: ContainerKind,
        type: String,
        attributes: [String: String] = [:],
        selected: EntryID?,
        children: [LayerChild]
    ) {
        self.id = id
        self.kind = kind
        self.type = type
        self.attributes = attributes
        self.selected = selected
        self.children = children
    }

    /// The selected child, if any.
    public var selectedChild: LayerChild? { children.first { $0.id == selected } }
}
