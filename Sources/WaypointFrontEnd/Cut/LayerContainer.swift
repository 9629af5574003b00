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

    /// The fields: the header, and the children as an array with, perhaps,
    /// one child in place of the array's at one index.
    ///
    /// A cut patched after a change inside one child (the same child,
    /// change after change) shares the array of the container before and
    /// keeps the new child beside it, rather than copying the array: a
    /// reference per child made and then released at every change, and a
    /// comparison of every child when a front end compares the two.
    private struct Parts: Sendable, Hashable {
        var header: SharedFields<Header>
        var children: ChildList

        init(header: SharedFields<Header>, children: ChildList) {
            self.header = header
            self.children = children
        }
    }

    /// The children: an array, and one child in place of the array's at one index.
    struct ChildList: Sendable, Hashable {
        private var base: [LayerChild]
        private var patchIndex = -1
        private var patch: LayerChild?

        init(_ children: [LayerChild]) {
            base = children
        }

        var count: Int { base.count }

        subscript(index: Int) -> LayerChild {
            if index == patchIndex, let patch { return patch }
            return base[index]
        }

        /// The children as one array: the array itself unless a child is
        /// kept beside it.
        var array: [LayerChild] {
            guard let patch else { return base }
            var children = base
            children[patchIndex] = patch
            return children
        }

        /// These children with `child` at `index`: beside the array, which
        /// is shared, unless another index holds a child there.
        func replacing(at index: Int, with child: LayerChild) -> Self {
            var list = self
            if let patch, patchIndex != index {
                // Another index was patched: both go into an array of their own.
                list.base[patchIndex] = patch
            }
            list.patch = child
            list.patchIndex = index
            return list
        }

        /// Whether the two lists share their array and keep a child beside
        /// it at the same index (or none): then only those children can differ.
        private func sharesBase(with other: Self) -> Bool {
            guard patchIndex == other.patchIndex, base.count == other.base.count else { return false }
            return base.withUnsafeBufferPointer { mine in
                other.base.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
            }
        }

        /// The indices where `other` can hold another child than this list:
        /// the patched index alone when they share their array.
        func differingIndices(from other: Self) -> Range<Int> {
            if sharesBase(with: other) {
                return patchIndex < 0 ? 0..<0 : patchIndex..<(patchIndex + 1)
            }
            return 0..<base.count
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            guard lhs.count == rhs.count else { return false }
            for index in lhs.differingIndices(from: rhs) where !lhs[index].isEqual(to: rhs[index]) { return false }
            return true
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            for index in 0..<count { hasher.combine(self[index]) }
        }
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
        get { storage.box.fields.children.array }
        set { storage.update { $0.children = ChildList(newValue) } }
    }

    /// The children, as the container keeps them: read one by one, no array
    /// is made.
    var childList: ChildList { storage.box.fields.children }
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
                children: ChildList(children)
            )
        )
    }

    /// The same container with other children: the fields but the children
    /// are shared with this one.
    ///
    /// - Parameter children: the new children, in order.
    /// - Returns: the container.
    func replacingChildren(_ children: ChildList) -> Self {
        var container = self
        container.storage = SharedFields(Parts(header: storage.box.fields.header, children: children))
        return container
    }

    /// Whether `other` has the same fields as this container but its
    /// children: at once when they share their box.
    func hasSameFields(as other: Self) -> Bool { storage.box.fields.header == other.storage.box.fields.header }

    /// The selected child, if any.
    public var selectedChild: LayerChild? { child(header.selected) }

    /// The child with this id, if any, found without making the children's array.
    func child(_ id: EntryID?) -> LayerChild? {
        let list = childList
        for index in 0..<list.count where list[index].id == id { return list[index] }
        return nil
    }

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
