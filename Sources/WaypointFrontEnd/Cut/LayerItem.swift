public import Waypoint

/// One screen of a ``ModalLayer``: the bottom of its navigation stack or one
/// entry of its path.
///
/// An item stands for the entry whose destination is drawn. When a child flow
/// is pushed or presented, the child's root is drawn where the entry that shows
/// the flow would be, so the item is the child's root entry and
/// ``presentation`` says how the flow arrived (`.push`, `.sheet`, …).
///
/// ```swift
/// let layers = ModalLayers(app.navigation.snapshot)
/// for item in layers.layers[0].path {
///     print(item.route, item.input ?? "", item.isAwaited ? "[awaited]" : "")
/// }
/// ```
public struct LayerItem: Sendable, Hashable, Identifiable {

    /// The fields, shared by copies.
    private var storage: SharedFields<Fields>

    private struct Fields: Sendable, Hashable {
        var id: EntryID
        var route: String
        var input: String?
        var coordinator: String
        var presentation: Presentation
        var isAwaited: Bool
        var isGuarded: Bool
        var lineage: [EntryID]
        var container: LayerContainer?
        var transition: TransitionStyle?
    }

    /// The id of the entry whose destination is drawn: a screen's entry, a
    /// child flow's root entry, or the entry that shows a container.
    public var id: EntryID {
        get { storage.box.fields.id }
        set { storage.update { $0.id = newValue } }
    }
    /// The route that made the entry.
    public var route: String {
        get { storage.box.fields.route }
        set { storage.update { $0.route = newValue } }
    }
    /// A description of the route's inputs, if it has any (see
    /// `EntrySnapshot.input`).
    public var input: String? {
        get { storage.box.fields.input }
        set { storage.update { $0.input = newValue } }
    }
    /// The type name of the coordinator whose stack holds the entry.
    public var coordinator: String {
        get { storage.box.fields.coordinator }
        set { storage.update { $0.coordinator = newValue } }
    }
    /// How the item arrived: the presentation of the outermost entry it stands
    /// for (`.push` for a pushed child flow's root, `.sheet` for a sheet's root).
    public var presentation: Presentation {
        get { storage.box.fields.presentation }
        set { storage.update { $0.presentation = newValue } }
    }
    /// Whether a caller awaits the entry, or a flow the item is the root of.
    public var isAwaited: Bool {
        get { storage.box.fields.isAwaited }
        set { storage.update { $0.isAwaited = newValue } }
    }
    /// Whether removing the item asks a leave guard: an entry it stands for,
    /// or one inside the flow or container it shows, is guarded
    /// (`EntrySnapshot.isGuarded`). A front end turns off the gestures that
    /// would remove it — a swipe back, the back button, a sheet's swipe down —
    /// and offers a way back that asks the guard first, so that a veto never
    /// has to undo what the user's gesture already removed.
    public var isGuarded: Bool {
        get { storage.box.fields.isGuarded }
        set { storage.update { $0.isGuarded = newValue } }
    }
    /// The entries from the observed coordinator down to ``id``, outermost
    /// first: the entries that contain the item in the tree. Front ends use it
    /// to find which entry to remove when the user removes the item.
    public var lineage: [EntryID] {
        get { storage.box.fields.lineage }
        set { storage.update { $0.lineage = newValue } }
    }
    /// The container the entry shows (tabs, a custom kind), or `nil` for a screen.
    public var container: LayerContainer? {
        get { storage.box.fields.container }
        set { storage.update { $0.container = newValue } }
    }

    /// How the item appears and goes, if its route says (a zoom out of a view
    /// of the screen below or of the presenter): the style's transition of
    /// the outermost entry the item stands for.
    public var transition: TransitionStyle? {
        get { storage.box.fields.transition }
        set { storage.update { $0.transition = newValue } }
    }

    /// Creates an item, for tests and custom cuts.
    ///
    /// - Parameters:
    ///   - id: the id of the entry whose destination is drawn.
    ///   - route: the route that made the entry.
    ///   - input: a description of the route's inputs, if it has any.
    ///   - coordinator: the type name of the coordinator whose stack holds it.
    ///   - presentation: how the item arrived.
    ///   - isAwaited: whether a caller awaits the entry.
    ///   - isGuarded: whether removing the item asks a leave guard.
    ///   - lineage: the entries from the observed coordinator down to `id`,
    ///     outermost first.
    ///   - container: the container the entry shows, or `nil` for a screen.
    public init(
        id: EntryID,
        route: String,
        input: String? = nil,
        coordinator: String,
        presentation: Presentation,
        isAwaited: Bool = false,
        isGuarded: Bool = false,
        lineage: [EntryID],
        container: LayerContainer? = nil
    ) {
        self.init(
            id: id, route: route, input: input, coordinator: coordinator, presentation: presentation,
            isAwaited: isAwaited, isGuarded: isGuarded, lineage: lineage, container: container, transition: nil)
    }

    /// Creates an item with all its fields.
    init(
        id: EntryID,
        route: String,
        input: String? = nil,
        coordinator: String,
        presentation: Presentation,
        isAwaited: Bool = false,
        isGuarded: Bool = false,
        lineage: [EntryID],
        container: LayerContainer?,
        transition: TransitionStyle?
    ) {
        storage = SharedFields(
            Fields(
                id: id,
                route: route,
                input: input,
                coordinator: coordinator,
                presentation: presentation,
                isAwaited: isAwaited,
                isGuarded: isGuarded,
                lineage: lineage,
                container: container,
                transition: transition
            )
        )
    }

    /// Whether this is a copy of `other` (their fields are one box): a
    /// reference comparison, for a cut compared with the one before.
    func isIdentical(to other: Self) -> Bool { storage.isIdentical(to: other.storage) }

    /// Whether the item shows a container: ``container`` is not `nil`, read in place.
    var showsContainer: Bool { storage.box.fields.container != nil }

    /// Whether `other` has the same fields but, perhaps, its container.
    func equalsIgnoringContainer(_ other: LayerItem) -> Bool {
        if isIdentical(to: other) { return true }
        var (mine, theirs) = (storage.box.fields, other.storage.box.fields)
        (mine.container, theirs.container) = (nil, nil)
        return mine == theirs
    }
}

extension LayerItem: CustomReflectable {
    /// The fields, so that printing a value shows them.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "id": id as Any,
                "route": route as Any,
                "input": input as Any,
                "coordinator": coordinator as Any,
                "presentation": presentation as Any,
                "isAwaited": isAwaited as Any,
                "isGuarded": isGuarded as Any,
                "lineage": lineage as Any,
                "container": container as Any,
            ],
            displayStyle: .struct
        )
    }
}

extension [LayerItem] {
    /// Whether these items show the same entries as `other`, in order.
    func showsSameEntries(as other: [LayerItem]) -> Bool {
        // (By index: the items are read in place, not each retained.)
        guard count == other.count else { return false }
        for index in indices where self[index].id != other[index].id { return false }
        return true
    }

    /// Appends `items` one by one: a stack's few items cost less so than
    /// through the generic `+=`, which is not specialized for them.
    mutating func appendItems(_ items: [LayerItem]) {
        for index in items.indices { append(items[index]) }
    }

    /// Whether one of the items shows a container.
    var showsContainer: Bool {
        // (By index: the items are read in place, not each retained.)
        for index in indices where self[index].showsContainer { return true }
        return false
    }
}
