public import Waypoint

/// One child of a ``LayerContainer``, such as a tab: its entry, its tab item,
/// and the navigation stack it draws.
public struct LayerChild: Sendable, Hashable, Identifiable {

    /// The fields, shared by copies.
    private var storage: SharedFields<Fields>

    private struct Fields: Sendable, Hashable {
        /// The fields but the stack, shared by the children a cut makes
        /// again when only their stack changed.
        var header: SharedFields<Header>
        var stack: ModalLayer
    }

    private struct Header: Sendable, Hashable {
        var id: EntryID
        var route: String
        var item: TabItem?
        var presentation: Presentation
    }

    /// The fields but the stack, read where their box holds them.
    private var header: Header { storage.box.fields.header.box.fields }

    /// The child's entry id; a `TabView` uses it as the tab's tag.
    public var id: EntryID {
        get { header.id }
        set { storage.update { fields in fields.header.update { $0.id = newValue } } }
    }
    /// The route that made the child.
    public var route: String {
        get { header.route }
        set { storage.update { fields in fields.header.update { $0.route = newValue } } }
    }
    /// The tab's title and image, for tabs.
    public var item: TabItem? {
        get { header.item }
        set { storage.update { fields in fields.header.update { $0.item = newValue } } }
    }
    /// How the child is shown in its container, such as `.tab`.
    public var presentation: Presentation {
        get { header.presentation }
        set { storage.update { fields in fields.header.update { $0.presentation = newValue } } }
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
                header: SharedFields(Header(id: id, route: route, item: item, presentation: presentation)),
                stack: stack
            )
        )
    }

    /// The child of `entry` with this stack: the fields but the stack are
    /// this child's, shared, if they are the entry's.
    ///
    /// - Parameters:
    ///   - entry: the entry the child shows.
    ///   - stack: the child's stack.
    /// - Returns: the child.
    func remade(for entry: EntrySnapshot, stack: ModalLayer) -> Self {
        guard header.id == entry.id, header.route == entry.route, header.item == entry.item,
            header.presentation == entry.presentation
        else {
            return Self(
                id: entry.id,
                route: entry.route,
                item: entry.item,
                presentation: entry.presentation,
                stack: stack
            )
        }
        return replacingStack(stack)
    }

    /// This child with another stack: the other fields are this child's,
    /// shared.
    ///
    /// - Parameter stack: the child's stack.
    /// - Returns: the child.
    func replacingStack(_ stack: ModalLayer) -> Self {
        var child = self
        child.storage = SharedFields(Fields(header: storage.box.fields.header, stack: stack))
        return child
    }

    /// Whether `other` has the same fields as this child but its stack: at
    /// once when they share them.
    func hasSameFields(as other: Self) -> Bool { storage.box.fields.header == other.storage.box.fields.header }

    /// Whether this is a copy of `other` (their fields are one box): a
    /// reference comparison, for a cut compared with the one before.
    func isIdentical(to other: Self) -> Bool { storage.isIdentical(to: other.storage) }

    /// The stack's ``ModalLayer/id``, read where the box holds the stack.
    var stackID: EntryID? { storage.box.fields.stack.id }

    /// Whether the stack draws a container alone (``ModalLayer/drawsContainerOnly``),
    /// read where the box holds the stack.
    var stackDrawsContainerOnly: Bool {
        guard storage.box.fields.stack.path.isEmpty else { return false }
        switch storage.box.fields.stack.base {
        case .empty: return false
        case .item(let item): return item.showsContainer
        case .container: return true
        }
    }

    /// `self == other`, with the stacks compared field by field where the
    /// boxes hold them: the path first (a push or a pop changes it), and no
    /// stack copied out of its box.
    func isEqual(to other: Self) -> Bool {
        if storage.isIdentical(to: other.storage) { return true }
        let (mine, theirs) = (storage.box, other.storage.box)
        guard mine.fields.header == theirs.fields.header else { return false }
        return mine.fields.stack.path == theirs.fields.stack.path && mine.fields.stack.id == theirs.fields.stack.id
            && mine.fields.stack.presentation == theirs.fields.stack.presentation
            && mine.fields.stack.base == theirs.fields.stack.base
            && mine.fields.stack.style == theirs.fields.stack.style
            && mine.fields.stack.detent == theirs.fields.stack.detent
    }

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
