public import Waypoint

/// One child of a ``LayerContainer``, such as a tab: its entry, its tab item,
/// and the navigation stack it draws.
public struct LayerChild: Sendable, Hashable, Identifiable {

    /// The fields, in one immutable shared box: copying a child (every cut
    /// that reuses its stack does) is one reference count, and copies
    /// compare in constant time.
    private var box: Box

    private struct Fields: Sendable, Hashable {
        var id: EntryID
        var route: String
        var item: TabItem?
        var presentation: Presentation
        var stack: ModalLayer
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

    /// The child's entry id; a `TabView` uses it as the tab's tag.
    public var id: EntryID {
        get { box.fields.id }
        set { update { $0.id = newValue } }
    }
    /// The route that made the child.
    public var route: String {
        get { box.fields.route }
        set { update { $0.route = newValue } }
    }
    /// The tab's title and image, for tabs.
    public var item: TabItem? {
        get { box.fields.item }
        set { update { $0.item = newValue } }
    }
    /// How the child is shown in its container, such as `.tab`.
    public var presentation: Presentation {
        get { box.fields.presentation }
        set { update { $0.presentation = newValue } }
    }
    /// The child's own navigation stack: a base layer whose ``ModalLayer/id``
    /// is the child's id. The modal layers it presents are in
    /// ``ModalLayers/layers`` while the child is selected.
    public var stack: ModalLayer {
        get { box.fields.stack }
        set { update { $0.stack = newValue } }
    }

    /// Creates a container child, for tests and custom cuts.
    ///
    /// - Parameters:
    ///   - id: the child's entry id.
    ///   - route: the route that made the child.
    ///   - item: the tab's title and image, for tabs.
    ///   - presentation: how the child is shown in its container.
    ///   - stack: the child's own navigation stack.
    public init(id: EntryID, route: String, item: TabItem? = nil, presentation: Presentation, stack: ModalLayer) {
        box = Box(
            Fields(
                id: id,
                route: route,
                item: item,
                presentation: presentation,
                stack: stack
            )
        )
    }
}

extension LayerChild {
    /// Whether two values hold equal fields; copies of one value compare in
    /// constant time.
    ///
    /// - Parameters:
    ///   - lhs: a value.
    ///   - rhs: another value.
    /// - Returns: `true` if every field is equal.
    public static func == (lhs: LayerChild, rhs: LayerChild) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// Hashes every field.
    ///
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }
}

extension LayerChild: CustomReflectable {
    /// The fields, so that printing a value shows them.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "id": id as Any,
                "route": route as Any,
                "item": item as Any,
                "presentation": presentation as Any,
                "stack": stack as Any,
            ],
            displayStyle: .struct
        )
    }
}
