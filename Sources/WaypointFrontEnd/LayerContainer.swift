public import Waypoint

/// A container (tabs, or a custom kind such as a split view) as a front end
/// draws it: its children side by side, each with a navigation stack of its own.
///
/// A SwiftUI front end draws a `ContainerKind.tabs` container as a `TabView` whose
/// selection is ``selected``; each ``LayerChild`` is one tab with its
/// ``LayerChild/stack``. Modal layers presented inside the selected child are
/// lifted into ``ModalLayers/layers``, above the layer that holds the container.
public struct LayerContainer: Sendable, Hashable, Identifiable {

    /// The fields, in one immutable shared box: copying a container (every cut
    /// that reuses it does) is one reference count, and copies
    /// compare in constant time.
    private var box: Box

    private struct Fields: Sendable, Hashable {
        var id: EntryID?
        var kind: ContainerKind
        var type: String
        var attributes: [String: String]
        var selected: EntryID?
        var children: [LayerChild]
    }

    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = box.fields
        change(&fields)
        box = Box(fields)
    }

    /// The entry that shows the container, or `nil` when the observed
    /// coordinator is itself the container.
    public var id: EntryID? {
        get { box.fields.id }
        set { update { $0.id = newValue } }
    }
    /// The container's kind, such as `ContainerKind.tabs`.
    public var kind: ContainerKind {
        get { box.fields.kind }
        set { update { $0.kind = newValue } }
    }
    /// The container coordinator's type name.
    public var type: String {
        get { box.fields.type }
        set { update { $0.type = newValue } }
    }
    /// Presentation data for front ends.
    public var attributes: [String: String] {
        get { box.fields.attributes }
        set { update { $0.attributes = newValue } }
    }
    /// The selected child's entry id, if any.
    public var selected: EntryID? {
        get { box.fields.selected }
        set { update { $0.selected = newValue } }
    }
    /// The children, in order.
    public var children: [LayerChild] {
        get { box.fields.children }
        set { update { $0.children = newValue } }
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
    public init(
        id: EntryID?,
        kind: ContainerKind,
        type: String,
        attributes: [String: String] = [:],
        selected: EntryID?,
        children: [LayerChild]
    ) {
        box = Box(
            Fields(
                id: id,
                kind: kind,
                type: type,
                attributes: attributes,
                selected: selected,
                children: children
            )
        )
    }

    /// The selected child, if any.
    public var selectedChild: LayerChild? { children.first { $0.id == selected } }
}

extension LayerContainer {
    /// Whether two values hold equal fields; copies of one value compare in
    /// constant time.
    ///
    /// - Parameters:
    ///   - lhs: a value.
    ///   - rhs: another value.
    /// - Returns: `true` if every field is equal.
    public static func == (lhs: LayerContainer, rhs: LayerContainer) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// Hashes every field.
    ///
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }
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
            ],
            displayStyle: .struct
        )
    }
}
