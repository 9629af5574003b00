/// One entry of a coordinator's stack, as plain data.
public struct EntrySnapshot: Sendable, Hashable, Codable {
    /// The entry's stable id, for intents and diffing.
    public var id: EntryID
    /// The name of the route that made it.
    public var route: String
    /// How it is presented.
    public var presentation: Presentation
    /// A description of the route's inputs (`42`; several separated by commas,
    /// strings quoted: `42, "Milk"`), or `nil` for routes without input.
    public var input: String?
    /// The tab's title and image, for tab entries.
    public var item: TabItem?
    /// Whether the call that showed this destination awaits its result:
    /// `route(to:)` showed it (or joined it after a double tap, which marks it
    /// as one change), or restoration handed it back awaited. It stays so while
    /// the entry is shown. Waits begun later do not count: a handle's
    /// `result()` after `show`, or a flow waiting on its own
    /// ``FlowNavigation/result()``. ``FlowNavigation/restorationState()`` saves
    /// an entry as awaited exactly when this is `true`.
    public var isAwaited: Bool
    /// Whether a leave guard protects the entry: a guard set with
    /// ``FlowNavigation/setLeaveGuard(for:_:)``, or a child flow that adopts
    /// ``LeaveGuarding``. Removing it, or an ancestor, asks the guard first; a
    /// front end turns off the gestures that would remove it (a sheet's swipe
    /// down, a swipe back), so that a veto never has to undo a gesture.
    public var isGuarded: Bool
    /// The child coordinator's state, when the route shows a child flow.
    public var child: CoordinatorSnapshot?
    /// What the alert or confirmation dialog shows (title, message, fields,
    /// buttons' labels and roles, never their values), for an
    /// ``Presentation/alert`` or ``Presentation/confirmationDialog`` entry.
    public var alert: AlertSnapshot? {
        get { modal?.alert }
        set { updateModal { $0.alert = newValue } }
    }
    /// The route's anchor and sheet sizes, if it declares them (``ModalStyle``).
    public var style: ModalStyle? {
        get { modal?.style }
        set { updateModal { $0.style = newValue } }
    }
    /// The detent the sheet rests at, one of its ``style``'s
    /// ``ModalStyle/detents``; `nil` if the route declares none.
    public var detent: SheetDetent? {
        get { modal?.detent }
        set { updateModal { $0.detent = newValue } }
    }

    /// The alert, style and detent, in one box: most entries have none, and
    /// an entry snapshot stays as small as before them.
    private var modal: ModalBox?

    /// Creates an entry snapshot, for tests and custom front ends.
    ///
    /// - Parameters:
    ///   - id: the entry's id.
    ///   - route: the name of the route that made it.
    ///   - presentation: how it is presented.
    ///   - input: a description of the route's input, or `nil`.
    ///   - item: the tab's title and image, for tab entries.
    ///   - isAwaited: whether a caller awaits its result.
    ///   - isGuarded: whether a leave guard protects it.
    ///   - child: the child coordinator's state, for a child flow.
    ///   - alert: what an alert or confirmation dialog shows.
    ///   - style: the route's anchor and sheet sizes.
    ///   - detent: the detent the sheet rests at.
    public init(
        id: EntryID,
        route: String,
        presentation: Presentation,
        input: String? = nil,
        item: TabItem? = nil,
        isAwaited: Bool = false,
        isGuarded: Bool = false,
        child: CoordinatorSnapshot? = nil,
        alert: AlertSnapshot? = nil,
        style: ModalStyle? = nil,
        detent: SheetDetent? = nil
    ) {
        self.id = id
        self.route = route
        self.presentation = presentation
        self.input = input
        self.item = item
        self.isAwaited = isAwaited
        self.isGuarded = isGuarded
        self.child = child
        if alert != nil || style != nil || detent != nil {
            modal = ModalBox(alert: alert, style: style, detent: detent)
        }
    }

    /// The same entry showing another child flow's snapshot: every field
    /// copied once, the child set as it is copied (not copied, then replaced).
    ///
    /// - Parameters:
    ///   - entry: the entry.
    ///   - child: the child flow's snapshot.
    @inline(__always)
    init(_ entry: borrowing EntrySnapshot, child: CoordinatorSnapshot?) {
        id = entry.id
        route = entry.route
        presentation = entry.presentation
        input = entry.input
        item = entry.item
        isAwaited = entry.isAwaited
        isGuarded = entry.isGuarded
        self.child = child
        modal = entry.modal
    }

    private mutating func updateModal(_ change: (inout ModalBox.Fields) -> Void) {
        var fields = modal?.fields ?? ModalBox.Fields()
        change(&fields)
        modal = fields.isEmpty ? nil : ModalBox(alert: fields.alert, style: fields.style, detent: fields.detent)
    }
}

/// An entry snapshot's alert, style and detent: immutable, shared by the
/// copies of the snapshot, compared by value.
private final class ModalBox: Sendable, Hashable {
    struct Fields {
        var alert: AlertSnapshot?
        var style: ModalStyle?
        var detent: SheetDetent?

        var isEmpty: Bool { alert == nil && style == nil && detent == nil }
    }

    let alert: AlertSnapshot?
    let style: ModalStyle?
    let detent: SheetDetent?

    init(alert: AlertSnapshot?, style: ModalStyle?, detent: SheetDetent?) {
        self.alert = alert
        self.style = style
        self.detent = detent
    }

    var fields: Fields { Fields(alert: alert, style: style, detent: detent) }

    static func == (lhs: ModalBox, rhs: ModalBox) -> Bool {
        lhs === rhs || (lhs.alert == rhs.alert && lhs.style == rhs.style && lhs.detent == rhs.detent)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(alert)
        hasher.combine(style)
        hasher.combine(detent)
    }
}

extension EntrySnapshot {
    private enum CodingKeys: String, CodingKey {
        case id, route, presentation, input, item, isAwaited, isGuarded, child, alert, style, detent
    }

    /// Reads an entry snapshot. Data written before ``isGuarded`` existed
    /// decodes with `isGuarded == false`; data written before alerts and
    /// sheet sizes, with no ``alert``, ``style`` or ``detent``.
    ///
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: the decoder's error if the data is not an entry snapshot.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(EntryID.self, forKey: .id),
            route: try container.decode(String.self, forKey: .route),
            presentation: try container.decode(Presentation.self, forKey: .presentation),
            input: try container.decodeIfPresent(String.self, forKey: .input),
            item: try container.decodeIfPresent(TabItem.self, forKey: .item),
            isAwaited: try container.decode(Bool.self, forKey: .isAwaited),
            isGuarded: try container.decodeIfPresent(Bool.self, forKey: .isGuarded) ?? false,
            child: try container.decodeIfPresent(CoordinatorSnapshot.self, forKey: .child),
            alert: try container.decodeIfPresent(AlertSnapshot.self, forKey: .alert),
            style: try container.decodeIfPresent(ModalStyle.self, forKey: .style),
            detent: try container.decodeIfPresent(SheetDetent.self, forKey: .detent)
        )
    }

    /// Writes the entry snapshot; the optional fields only when they have a
    /// value, so that an entry without an alert or style encodes as before.
    ///
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: the encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(route, forKey: .route)
        try container.encode(presentation, forKey: .presentation)
        try container.encodeIfPresent(input, forKey: .input)
        try container.encodeIfPresent(item, forKey: .item)
        try container.encode(isAwaited, forKey: .isAwaited)
        try container.encode(isGuarded, forKey: .isGuarded)
        try container.encodeIfPresent(child, forKey: .child)
        try container.encodeIfPresent(alert, forKey: .alert)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(detent, forKey: .detent)
    }
}
