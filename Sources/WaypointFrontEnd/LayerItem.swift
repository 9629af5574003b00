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

    /// The fields, in one immutable shared box: copying an item (every cut
    /// that reuses it does) is one reference count, and copies
    /// compare in constant time.
    private var box: Box

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

    /// The id of the entry whose destination is drawn: a screen's entry, a
    /// child flow's root entry, or the entry that shows a container.
    public var id: EntryID {
        get { box.fields.id }
        set { update { $0.id = newValue } }
    }
    /// The route that made the entry.
    public var route: String {
        get { box.fields.route }
        set { update { $0.route = newValue } }
    }
    /// A description of the route's inputs, if it has any (see
    /// `EntrySnapshot.input`).
    public var input: String? {
        get { box.fields.input }
        set { update { $0.input = newValue } }
    }
    /// The type name of the coordinator whose stack holds the entry.
    public var coordinator: String {
        get { box.fields.coordinator }
        set { update { $0.coordinator = newValue } }
    }
    /// How the item arrived: the presentation of the outermost entry it stands
    /// for (`.push` for a pushed child flow's root, `.sheet` for a sheet's root).
    public var presentation: Presentation {
        get { box.fields.presentation }
        set { update { $0.presentation = newValue } }
    }
    /// Whether a caller awaits the entry, or a flow the item is the root of.
    public var isAwaited: Bool {
        get { box.fields.isAwaited }
        set { update { $0.isAwaited = newValue } }
    }
    /// Whether removing the item asks a leave guard: an entry it stands for,
    /// or one inside the flow or container it shows, is guarded
    /// (`EntrySnapshot.isGuarded`). A front end turns off the gestures that
    /// would remove it — a swipe back, the back button, a sheet's swipe down —
    /// and offers a way back that asks the guard first, so that a veto never
    /// has to undo what the user's gesture already removed.
    public var isGuarded: Bool {
        get { box.fields.isGuarded }
        set { update { $0.isGuarded = newValue } }
    }
    /// The entries from the observed coordinator down to ``id``, outermost
    /// first: the entries that contain the item in the tree. Front ends use it
    /// to find which entry to remove when the user removes the item.
    public var lineage: [EntryID] {
        get { box.fields.lineage }
        set { update { $0.lineage = newValue } }
    }
    /// The container the entry shows (tabs, a custom kind), or `nil` for a screen.
    public var container: LayerContainer? {
        get { box.fields.container }
        set { update { $0.container = newValue } }
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
        box = Box(
            Fields(
                id: id,
                route: route,
                input: input,
                coordinator: coordinator,
                presentation: presentation,
                isAwaited: isAwaited,
                isGuarded: isGuarded,
                lineage: lineage,
                container: container
            )
        )
    }
}

extension LayerItem {
    /// Whether two values hold equal fields; copies of one value compare in
    /// constant time.
    ///
    /// - Parameters:
    ///   - lhs: a value.
    ///   - rhs: another value.
    /// - Returns: `true` if every field is equal.
    public static func == (lhs: LayerItem, rhs: LayerItem) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// Hashes every field.
    ///
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
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
