public import Waypoint

/// One child of a ``LayerContainer``, such as a tab: its entry, its tab item,
/// and the navigation stack it draws.
public struct LayerChild: Sendable, Hashable, Identifiable {

    /// The fields, shared by copies.
    private var storage: SharedFields<Fields>

    private struct Fields: Sendable, Hashable {
        var id: EntryID
        var route: String
        var item: TabItem?
        var presentation: Presentation
        var stack: ModalLayer
    }

    /// The child's entry id; a `TabView` uses it as the tab's tag.
    public var id: EntryID {
        get { storage.box.fields.id }
        set { storage.update { $0.id = newValue } }
    }
    /// The route that made the child.
    public var route: String {
        get { storage.box.fields.route }
        set { storage.update { $0.route = newValue } }
    }
    /// The tab's title and image, for tabs.
    public var item: TabItem? {
        get { storage.box.fields.item }
        set { storage.update { $0.item = newValue } }
    }
    /// How the child is shown in its container, such as `.tab`.
    public var presentation: Presentation {
        get { storage.box.fields.presentation }
        set { storage.update { $0.presentation = newValue } }
    }
    /// The child's own navigation stack: a base layer whose ``ModalLayer/id``
    /// is the child's id. The modal layers it presents are in
    /// ``ModalLayers/layers`` while the child is selected.
    public var stack: ModalLayer {
        get { storage.box.fields.stack }
        set { storage.update { $0.stack = newValue } }
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
        storage = SharedFields(
            Fields(
                id: id,
                route: route,
                item: item,
                presentation: presentation,
                stack: stack
            )
        )
    }

    /// Whether this is a copy of `other` (their fields are one box): a
    /// reference comparison, for a cut compared with the one before.
    func isIdentical(to other: Self) -> Bool { storage.isIdentical(to: other.storage) }

    /// How `later`'s stack differs from this child's (see
    /// ``ModalLayer/stackChange(to:)``), read where the boxes hold them.
    func stackChange(to later: Self) -> StackChange {
        storage.box.fields.stack.stackChange(to: later.storage.box.fields.stack)
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
