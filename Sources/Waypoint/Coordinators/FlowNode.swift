/// The link between one coordinator and its navigation tree.
///
/// Every coordinator owns exactly one `FlowNode`, provided by its container kind
/// (``RouteStack`` for a ``NavigationCoordinator``). The node is a handle: its
/// navigation state (entries, selection, lifecycle, parent) is its part of the
/// tree's state value (``TreeState``), under its node id; the node itself holds
/// its result, the subscribers of its changes, its snapshot cache and route
/// names. What the whole tree shares (the state, ids, versions, the request
/// gate, the order of resumptions, the transaction in progress) belongs to the
/// tree's owner. It has no public
/// mutators: every change goes through the coordinator's navigation calls, so
/// that each yields exactly one change.
@MainActor
package final class FlowNode {
    typealias Lifecycle = NodeState.Lifecycle

    typealias Layout = NodeState.Layout

    /// The container kind, as shown in snapshots (`.navigation`).
    let kind: ContainerKind
    let layout: Layout
    private(set) var typeName = "Coordinator"
    /// The coordinator that owns this node.
    private(set) weak var owner: AnyObject?
    /// Presentation data for front ends.
    var attributes: [String: String] = [:]
    /// Whether re-selecting the selected entry pops its child flow to its root.
    var reselectPopsToRoot = true
    /// Whether a non-empty container always has a selection (tabs).
    var requiresSelection = false
    /// Whether this container ends, with the same outcome, when a child finishes
    /// (wrappers). Part of its state, which a finished flow no longer has.
    var endsWithChild: Bool {
        get { state.endsWithChild }
        set { state.endsWithChild = newValue }
    }
    /// The node's id in its tree (set by ``join(_:as:)``).
    var id: NodeID {
        @inline(__always) get { hot.id }
        set { hot.id = newValue }
    }
    /// Whether the node's state left its tree (its flow finished).
    var hasLeftTree = false
    /// Whether its coordinator went away and the node was orphaned (``ownerWentAway()``).
    private var isOrphaned = false
    /// The gates of the trees this node's flow was adopted from, while requests
    /// waited there (see ``NavigationTree/absorb(_:)``).
    var formerGates: [WeakGate] = []
    /// The owner of the tree this node belongs to.
    var tree: NavigationTree {
        @inline(__always) get { hot.tree }
        set { hot.tree = newValue }
    }
    /// The node's navigation state (entries, selection, lifecycle, parent): its
    /// part of the tree's state.
    var state: NodeState {
        @inline(__always) _read { yield tree.state[id] }
        @inline(__always) _modify { yield &tree.state[id] }
    }
    var entries: [EntryState] {
        @inline(__always) get { state.entries }
        @inline(__always) _modify { yield &state.entries }
    }
    var selection: EntryID? {
        get { state.selection }
        _modify { yield &state.selection }
    }
    var lifecycle: Lifecycle {
        get { state.lifecycle }
        _modify { yield &state.lifecycle }
    }
    /// The parent node, while this flow is shown by one.
    var parent: FlowNode? {
        get {
            // (No closure: one isolated to the main actor checks, every call, that it runs there.)
            guard let parent = tree.state[id].parent else { return nil }
            return tree.node(parent)
        }
        set { state.parent = newValue?.id }
    }
    /// The result cell of this flow, shared with the parent's entry that shows it.
    let completion = Completion()

    #if DEBUG
    var hot: Hot
    #else
    // Not checked for exclusive access at run time in release builds
    // (`@exclusivity(unchecked)`, SE-0176), which saves a thread-local lookup
    // per access on every change. Safe: the node is main-actor state, and no
    // access to these fields stays open across a call that can reach the same
    // node (the engine reads and writes them in place and calls out to
    // subscribers, probes and child nodes only between accesses). Debug builds
    // check it at run time: every test and the model-based test run with the
    // checks on.
    @exclusivity(unchecked) var hot: Hot
    #endif

    /// The route names of the owner's declared transitions, read once by reflection.
    var routeNames: [ObjectIdentifier: String]?
    var routesByName: [String: AnyObject]?
    /// The owner's properties, for reading route names.
    var reflect: (() -> Mirror?)?

    init(kind: ContainerKind, layout: Layout = .stack) {
        self.kind = kind
        self.layout = layout
        let tree = NavigationTree()
        hot = Hot(id: NodeID(slot: 0, generation: 0), tree: tree)
        id = tree.add(self, state: NodeState(layout: layout))
    }

    // Isolated: when the last reference goes on the main actor (always, for a
    // coordinator's own node), the tree forgets the node before anything else
    // runs, so that no lookup by id reaches a node that is gone.
    isolated deinit {
        ownerWentAway()
    }

    /// Called by a container (a stack, a container, a wrapper) that goes: if
    /// its coordinator went with it, the flow ends now (``ownerWentAway()``),
    /// even if work waiting in the tree's queue still holds the node. A
    /// container made anew on every read (a computed `stack`) goes while its
    /// coordinator lives: nothing happens then.
    func containerWentAway() {
        guard owner == nil else { return }
        ownerWentAway()
    }

    /// Ends what the node's coordinator left behind, once: when its container
    /// goes with the coordinator, even if work waiting in the tree's queue
    /// (a gesture or request asking a guard) still holds the node; else when
    /// the node itself goes.
    ///
    /// The streams finish, the tree forgets the node, and any child flow still
    /// shown ends with `.parentEnded` (its awaiters resume, requests waiting
    /// their turn on it return), in a task of its own: the release that ran
    /// this may be in the middle of another operation.
    func ownerWentAway() {
        guard !isOrphaned else { return }
        isOrphaned = true
        for observer in observers {
            observer.finish()
        }
        // A finished flow's state already left the tree; any other's leaves it there.
        guard !hasLeftTree else { return }
        let tree = tree
        let id = id
        tree.forget(id)
        Task { @MainActor in
            tree.release(id)
            tree.apply(changing: nil) { state, _ in state.orphan(id) }
        }
    }

    /// Whether the flow is still active: it has not finished and was not removed.
    public var isActive: Bool {
        switch lifecycle {
        case .active, .starting: true
        case .ending, .finished: false
        }
    }

    /// The number of live subscribers to this coordinator's changes.
    public var subscriberCount: Int {
        forgetEndedObservers()
        return observers.count
    }

    // MARK: Binding

    /// Names the node after its owner and lets it read the owner's route
    /// declarations; the owner is held weakly.
    func bind(owner: AnyObject) {
        self.owner = owner
        tree.setOwner(owner, of: id)
        if parent == nil { tree.topOwner = owner }
        typeName = Self.typeName(of: owner)
        reflect = { [weak owner] in owner.map { Mirror(reflecting: $0) } }
    }

    /// The names of coordinator types, as `String(describing:)` writes them,
    /// made once per type: writing a type's name demangles it, which cost
    /// more than the rest of binding a coordinator to its node.
    private static var typeNames: [ObjectIdentifier: String] = [:]

    /// The name of the owner's type, as `String(describing:)` writes it.
    private static func typeName(of owner: AnyObject) -> String {
        let type: any AnyObject.Type = type(of: owner)
        if let name = typeNames[ObjectIdentifier(type)] { return name }
        let name = String(describing: type)
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    /// Installs the first entries without yielding a change: they are the
    /// initial state. In a stack, the root goes below anything the root's
    /// factory already showed.
    ///
    /// The child flows it adopts are part of that state, not of a change:
    /// they learn no cause, and no later change is replayed to them (a
    /// change reaches a subtree only when it changed it). A flow that adopts
    /// this node later reaches its whole subtree anyway.
    func installInitial(_ initial: [EntryState], selection: Int?) {
        let tree = self.tree
        let adoptedBefore = tree.adopted.count
        let initial = initial.map { tree.adopt($0) }
        tree.adopted.removeSubrange(min(adoptedBefore, tree.adopted.count)...)
        apply { state, id, _ in state.install(initial, selecting: selection, in: id) }
        invalidateSnapshots()
    }

    // MARK: Queries

    func ensureActive() throws(NavigationError) {
        guard isActive else {
            throw NavigationError(.coordinatorFinished, "\(typeName) has finished and can no longer navigate")
        }
    }

    func index(of id: EntryID) -> Int? {
        entries.firstIndex { $0.id == id }
    }

    /// Whether the entry with this id is one of this node's.
    func contains(_ id: EntryID) -> Bool {
        entries.contains { $0.id == id }
    }

    /// The node holding the entry with this id, searching this subtree.
    func locate(_ id: EntryID) -> (node: FlowNode, index: Int)? {
        if let index = index(of: id) { return (self, index) }
        for entry in entries where entry.child != nil {
            if let found = tree.childNode(of: entry)?.locate(id) { return found }
        }
        return nil
    }

    /// Calls `body` for this node and every node below it, parents first.
    func forEachNode(_ body: (FlowNode) -> Void) {
        body(self)
        for entry in entries where entry.child != nil {
            tree.childNode(of: entry)?.forEachNode(body)
        }
    }

    func isSelfOrAncestor(_ node: FlowNode) -> Bool {
        var current: FlowNode? = self
        while let candidate = current {
            if candidate === node { return true }
            current = candidate.parent
        }
        return false
    }

    /// The flow a re-selected tab pops: the child itself, or, through wrappers,
    /// the flow they wrap.
    var unwrapped: FlowNode {
        var node = self
        while node.endsWithChild, let first = node.entries.first, let content = node.tree.childNode(of: first) {
            node = content
        }
        return node
    }

    // MARK: Entries

    /// Makes an entry for a destination, checking that its coordinator (the
    /// destination itself, when it is one) can be adopted here, and adds the
    /// destination to the tree.
    func makeEntry(
        kind: RouteKind,
        input: Any?,
        destination: Any,
        coordinator: (any Coordinator)?
    ) throws(NavigationError) -> (entry: EntryState, completion: Completion) {
        var childNode: FlowNode?
        if let child = coordinator {
            let node = child.node
            // A container read anew each time (a computed `stack`) would give
            // each read a node of its own: the flow could never be shown.
            guard child.node === node else {
                throw NavigationError(
                    .invalidChild,
                    "route '\(kind.name)' returned a \(node.typeName) whose container is made anew on every read; keep it in a stored `let`"
                )
            }
            // The parent named in the state, not the parent found through it: a
            // parent whose coordinator went away still shows the flow until the
            // tree orphans it.
            guard node.isActive, node.state.parent == nil, !isSelfOrAncestor(node) else {
                throw NavigationError(
                    .invalidChild,
                    "route '\(kind.name)' returned a \(node.typeName) that has finished, is already shown, or contains \(typeName)"
                )
            }
            childNode = node
        }
        let entry = EntryState(
            id: tree.nextEntryID(),
            kind: kind,
            inputDescription: input.map(InputText.text(of:)),
            flowGuards: coordinator.map { $0 is any LeaveGuarding } ?? false,
            child: childNode?.id
        )
        let completion = childNode?.completion ?? Completion()
        completion.entryID = entry.id
        tree.destinations.add(
            Destination(value: destination, node: childNode, input: input, completion: completion),
            for: entry.id
        )
        tree.transaction?.made(entry, in: self)
        return (entry, completion)
    }

    /// The entry on top of the stack if `transition` made it: the top an
    /// entry presented as `presentation` would be shown on (the alerts, which
    /// stay on top of the stack, are passed over by anything but an alert).
    /// Compares in place: an entry is copied only when it is the one.
    @inline(__always)
    func top(madeBy transition: ObjectIdentifier, presentedAs presentation: Presentation) -> EntryState? {
        let entries = entries
        var index = entries.endIndex - 1
        if !presentation.isAlert {
            while index >= 0, entries[index].isAlert { index -= 1 }
        }
        guard index >= 0, entries[index].transition == transition else { return nil }
        return entries[index]
    }

    /// The destination of one of this node's entries.
    func destination(of entry: EntryState) -> Destination? {
        tree.destinations[entry.id]
    }

    /// The handle to one of this node's entries, showing `destination`.
    func presented<Output>(_ entry: EntryState, showing destination: Output) -> ShownEntry<Output> {
        let completion = self.destination(of: entry)?.completion ?? Completion()
        completion.entryID = entry.id
        return ShownEntry(completion: completion, destination: destination, holder: owner)
    }
}
