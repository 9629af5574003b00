public import Waypoint

/// A container (tabs, or a custom kind such as a split view) as a front end
/// draws it: its children side by side, each with a navigation stack of its own.
///
/// A SwiftUI front end draws a `ContainerKind.tabs` container as a `TabView` whose
/// selection is ``selected``; each ``LayerChild`` is one tab with its
/// ``LayerChild/stack``. Modal layers presented inside the selected child are
/// lifted into ``ModalLayers/layers``, above the layer that holds the container;
/// in a split view (``split``), those of every column.
public struct LayerContainer: Sendable, Hashable, Identifiable {

    /// The fields, shared by copies: the children, and the other fields in
    /// a box of their own that the containers a cut patches (one child's
    /// stack changed) share with the container before.
    private var storage: SharedFields<Parts>

    private struct Parts: Sendable, Hashable {
        var header: SharedFields<Header>
        var children: [LayerChild]
    }

    private struct Header: Sendable, Hashable {
        var id: EntryID?
        var kind: ContainerKind
        var type: String
        var attributes: [String: String]
        var selected: EntryID?
        var split: SplitSnapshot?
    }

    /// The fields but the children, read where their box holds them.
    private var header: Header { storage.box.fields.header.box.fields }

    /// The entry that shows the container, or `nil` when the observed
    /// coordinator is itself the container.
    public var id: EntryID? {
        get { header.id }
        set { storage.update { parts in parts.header.update { $0.id = newValue } } }
    }
    /// The container's kind, such as `ContainerKind.tabs`.
    public var kind: ContainerKind {
        get { header.kind }
        set { storage.update { parts in parts.header.update { $0.kind = newValue } } }
    }
    /// The container coordinator's type name.
    public var type: String {
        get { header.type }
        set { storage.update { parts in parts.header.update { $0.type = newValue } } }
    }
    /// Presentation data for front ends.
    public var attributes: [String: String] {
        get { header.attributes }
        set { storage.update { parts in parts.header.update { $0.attributes = newValue } } }
    }
    /// The selected child's entry id, if any.
    public var selected: EntryID? {
        get { header.selected }
        set { storage.update { parts in parts.header.update { $0.selected = newValue } } }
    }
    /// The children, in order.
    public var children: [LayerChild] {
        get { storage.box.fields.children }
        set { storage.update { $0.children = newValue } }
    }
    /// A split view's columns, their visibility and the sidebar's selection
    /// (`ContainerKind.split`); `nil` for every other kind. Each child is a
    /// column (its presentation says which) with its own stack; the modal
    /// layers of every column are lifted, in column order.
    public var split: SplitSnapshot? {
        get { header.split }
        set { storage.update { parts in parts.header.update { $0.split = newValue } } }
    }

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
    ///   - split: a split view's own state, for `ContainerKind.split`.
    public init(
        id: EntryID?,
        kind: ContainerKind,
        type: String,
        attributes: [String: String] = [:],
        selected: EntryID?,
        children: [LayerChild],
        split: SplitSnapshot? = nil
    ) {
        storage = SharedFields(
            Parts(
                header: SharedFields(
                    Header(
                        id: id,
                        kind: kind,
                        type: type,
                        attributes: attributes,
                        selected: selected,
                        split: split
                    )
                ),
                children: children
            )
        )
    }

    /// The same container with other children: the fields but the children
    /// are shared with this one.
    ///
    /// - Parameter children: the new children, in order.
    /// - Returns: the container.
    func replacingChildren(_ children: [LayerChild]) -> Self {
        var container = self
        container.storage = SharedFields(Parts(header: storage.box.fields.header, children: children))
        return container
    }

    /// Whether `other` has the same fields as this container but its
    /// children: at once when they share their box.
    func hasSameFields(as other: Self) -> Bool { storage.box.fields.header == other.storage.box.fields.header }

    /// The selected child, if any.
    public var selectedChild: LayerChild? { children.first { $0.id == selected } }

    /// Whether the container is a split view: ``split`` is not `nil`.
    var isSplit: Bool { header.split != nil }

    /// Whether this is a copy of `other` (their fields are one box): a
    /// reference comparison, for a cut compared with the one before.
    func isIdentical(to other: Self) -> Bool { storage.isIdentical(to: other.storage) }
}

extension LayerContainer: CustomReflectable {
    /// The fields, so that printing a value shows them.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "id": id as Any,
                "kind": kind as Any,
                "type": type as Any,
                "attributes": attributes as Any,
                "selected": selected as Any,
                "children": children as Any,
                "split": split as Any,
            ],
            displayStyle: .struct
        )
    }
}
