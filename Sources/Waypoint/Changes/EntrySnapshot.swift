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
    public init(
        id: EntryID,
        route: String,
        presentation: Presentation,
        input: String? = nil,
        item: TabItem? = nil,
        isAwaited: Bool = false,
        isGuarded: Bool = false,
        child: CoordinatorSnapshot? = nil
    ) {
        self.id = id
        self.route = route
        self.presentation = presentation
        self.input = input
        self.item = item
        self.isAwaited = isAwaited
        self.isGuarded = isGuarded
        self.child = child
    }
}

extension EntrySnapshot {
    private enum CodingKeys: String, CodingKey {
        case id, route, presentation, input, item, isAwaited, isGuarded, child
    }

    /// Reads an entry snapshot. Data written before ``isGuarded`` existed
    /// decodes with `isGuarded == false`.
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
            child: try container.decodeIfPresent(CoordinatorSnapshot.self, forKey: .child)
        )
    }
}
