/// One entry of a node's navigation state, as a value: what a snapshot shows of
/// a shown screen or child flow.
///
/// What is not a value (the screen or child coordinator, the input, the result
/// cell, the leave guard) lives beside the state in the tree's
/// ``Destinations``, under the entry's id.
struct EntryState {
    /// Unique within the entry's tree; renewed when its flow joins another tree.
    var id: EntryID
    /// What every entry of its route shares, made once per route.
    let kind: RouteKind
    let inputDescription: String?
    var isAwaited = false
    /// Whether a leave guard is installed (``FlowNavigation/setLeaveGuard(for:_:)``).
    var hasLeaveGuard = false
    /// Whether the child flow's coordinator adopts ``LeaveGuarding``.
    let flowGuards: Bool
    /// The index, in its route's ``ModalStyle/detents``, of the detent the
    /// sheet rests at (kept in a byte beside the flags: the entry grows by
    /// nothing).
    var detent: UInt8 = 0
    /// The id of the child flow's node in the same tree, when the destination is
    /// a coordinator (which the entry's destination owns, with its node). Set
    /// when the entry is shown: the child's flow then joins the tree under a
    /// new id (``NavigationTree/adopt(_:completion:)``).
    var child: NodeID?

    @MainActor var route: String { kind.name }
    /// The identity of the transition that made the entry, for `focusFirst` and `isRoot`.
    var transition: ObjectIdentifier { kind.transition }
    var presentation: Presentation { kind.presentation }
    var item: TabItem? { kind.item }
    /// Whether the entry is an alert or a confirmation dialog: it stays on top
    /// of its stack, and removing it removes it alone.
    var isAlert: Bool { kind.isAlert }
    /// The detent the sheet rests at, if its route declares detents.
    var selectedDetent: SheetDetent? {
        guard let detents = kind.style?.detents, detents.indices.contains(Int(detent)) else { return nil }
        return detents[Int(detent)]
    }

    /// Whether a guard is asked before the entry is removed.
    var isGuarded: Bool { hasLeaveGuard || flowGuards }

    /// Whether only its container can replace it: a root, or a wrapper's content.
    var isFixed: Bool { presentation == .root || presentation == .content }

    /// The entry's snapshot, with its child flow's, read from `tree`.
    /// Inlined into ``FlowNode/snapshot()``.
    @MainActor @inline(__always)
    func snapshot(in tree: NavigationTree) -> EntrySnapshot {
        let child = tree.childNode(of: self)?.snapshot()
        // Most routes show no alert and declare no style: their snapshot is
        // made by one initializer call, as before alerts.
        guard kind.hasModal else {
            return EntrySnapshot(
                id: id,
                route: route,
                presentation: presentation,
                input: inputDescription,
                item: item,
                isAwaited: isAwaited,
                isGuarded: isGuarded,
                child: child
            )
        }
        return EntrySnapshot(
            id: id,
            route: route,
            presentation: presentation,
            input: inputDescription,
            item: item,
            isAwaited: isAwaited,
            isGuarded: isGuarded,
            child: child,
            alert: isAlert ? (tree.destinations[id]?.value as? any AlertDescribing)?.alertSnapshot : nil,
            style: kind.style,
            detent: selectedDetent
        )
    }
}

/// What the entries of one route share: its name, the identity of its
/// transition, its presentation and tab item. Made once per route (and cached
/// with it), so that an entry's state copies one reference for it.
///
/// A route's name is read by reflection of the coordinator that declares it,
/// which costs more than everything else about showing an entry; it is read
/// the first time it is needed (a snapshot, restoration, an error message),
/// not when the entry is made: a flow that nobody observes never reflects.
final class RouteKind: Sendable {
    let transition: ObjectIdentifier
    let presentation: Presentation
    let item: TabItem?
    /// The route's anchor and sheet sizes, if it gives them.
    let style: ModalStyle?
    /// Whether the route shows alerts or confirmation dialogs.
    let isAlert: Bool
    /// Whether its entries' snapshots carry an alert, a style or a detent
    /// (an alert route, or a route with a style): most routes have none.
    let hasModal: Bool

    // Both only read and written by `name`, which is main-actor isolated, so
    // no two threads ever touch them: safe without a lock.
    /// The name, once read.
    nonisolated(unsafe) private var known: String?
    /// The coordinator that declares the route, until its name is read. Weak:
    /// a route's entries never keep their coordinator alive.
    nonisolated(unsafe) private weak var declarer: AnyObject?

    /// A route whose name is known.
    init(
        name: String,
        transition: ObjectIdentifier,
        presentation: Presentation,
        item: TabItem?,
        style: ModalStyle? = nil
    ) {
        self.known = name
        self.transition = transition
        self.presentation = presentation
        self.item = item
        self.style = style
        self.isAlert = presentation.isAlert
        self.hasModal = style != nil || presentation.isAlert
    }

    /// A route declared by `declarer`, named by its explicit name or, when it
    /// is first needed, by the property that declares it.
    init(
        explicitName: String?,
        declaredBy declarer: AnyObject,
        transition: ObjectIdentifier,
        presentation: Presentation,
        item: TabItem?,
        style: ModalStyle?
    ) {
        self.known = explicitName
        self.declarer = explicitName == nil ? declarer : nil
        self.transition = transition
        self.presentation = presentation
        self.item = item
        self.style = style
        self.isAlert = presentation.isAlert
        self.hasModal = style != nil || presentation.isAlert
    }

    /// The route's name: its explicit name, or the name of the property that
    /// declares it (`"route"` if its coordinator went away before anyone
    /// needed it).
    @MainActor
    var name: String {
        if let known { return known }
        let name = (declarer as? any Coordinator)?.node.routeName(for: transition) ?? "route"
        known = name
        declarer = nil
        return name
    }
}
