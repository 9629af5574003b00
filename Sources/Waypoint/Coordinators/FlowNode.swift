/// The link between one coordinator and its navigation tree.
///
/// Every coordinator owns exactly one `FlowNode`, provided by its container kind
/// (``RouteStack`` for a ``NavigationCoordinator``). The node holds the
/// coordinator's entries, its place in the tree (its parent is held weakly), its
/// lifecycle, its result and the subscribers of its changes. It has no public
/// mutators: every change goes through the coordinator's navigation calls, so
/// that each yields exactly one change.
@MainActor
public final class FlowNode {
    private enum State {
        case active
        case finished
    }

    /// How removal works in a container.
    enum Layout {
        /// Entries are stacked: removing one removes everything above it, and the
        /// first entry is a root that only a root switch replaces.
        case stack
        /// Entries are side by side (tabs, columns): removing one removes only it.
        case set
    }

    /// The container kind, as shown in snapshots (`.navigation`).
    let kind: ContainerKind
    let layout: Layout
    private(set) var typeName = "Coordinator"
    /// The coordinator that owns this node.
    private(set) weak var owner: AnyObject?
    /// The selected entry of a `.set` container.
    private(set) var selection: EntryID?
    /// Presentation data for front ends.
    var attributes: [String: String] = [:]
    /// Whether re-selecting the selected entry pops its child flow to its root.
    var reselectPopsToRoot = true
    /// Whether this container ends, with the same outcome, when a child finishes
    /// (wrappers).
    var endsWithChild = false
    private var state = State.active
    /// The entries, root first.
    private(set) var entries: [Entry] = []
    /// The parent node, while this flow is shown by one.
    private(set) weak var parent: FlowNode?
    /// The result cell of this flow, shared with the parent's entry that shows it.
    let completion = Completion()

    /// Orders the guarded requests of the tree this node is the top of.
    private(set) lazy var gate = RequestGate()

    private var observers: [UInt64: AsyncStream<NavigationChange>.Continuation] = [:]
    private var nextObserver: UInt64 = 0
    /// Synchronous observers for `WaypointTesting` (`ChangeProbe`), held weakly.
    private var probes: [WeakProbe] = []
    private var cachedSnapshot: CoordinatorSnapshot?
    /// The entries' snapshots, kept between changes: only those from
    /// `validEntries` on are made again, so a change at the top of a deep stack
    /// costs the same as at the top of a short one.
    private var snapshotEntries = EntryList()
    private var validEntries = 0
    /// Entries below `validEntries` whose child flow changed: their snapshots are
    /// replaced in place, leaving their siblings' untouched.
    private var changedChildren: [Int] = []
    /// The route names of the owner's declared transitions, read once by reflection.
    private var routeNames: [ObjectIdentifier: String]?
    private var routesByName: [String: AnyObject]?
    /// The owner's properties, for reading route names.
    private var reflect: (() -> Mirror?)?

    init(kind: ContainerKind, layout: Layout = .stack) {
        self.kind = kind
        self.layout = layout
    }

    deinit {
        // The owner is gone. Finish the streams (continuations are Sendable) and let
        // any child flow still awaited end with `.parentEnded` on the main actor.
        for observer in observers.values {
            observer.finish()
        }
        let orphans = entries
        if !orphans.isEmpty {
            Task { @MainActor in
                for entry in orphans.reversed() {
                    var resolutions: [Resolution] = []
                    entry.tearDown(.cancel(.parentEnded), into: &resolutions)
                    resolutions.resolveAll()
                }
            }
        }
    }

    /// Set while a transaction that removes this flow is in progress.
    private var endsWithTransaction = false

    /// Whether the flow is still active: it has not finished and was not removed.
    public var isActive: Bool {
        if case .active = state { return !endsWithTransaction }
        return false
    }

    /// The number of live subscribers to this coordinator's changes.
    public var subscriberCount: Int { observers.count }

    // MARK: Binding

    /// Names the node after its owner and lets it read the owner's route
    /// declarations; the owner is held weakly.
    func bind(owner: AnyObject) {
        self.owner = owner
        typeName = Self.name(of: type(of: owner))
        reflect = { [weak owner] in owner.map { Mirror(reflecting: $0) } }
    }

    private static var typeNames: [ObjectIdentifier: String] = [:]

    /// A type's name, worked out once per type.
    private static func name(of type: Any.Type) -> String {
        if let name = typeNames[ObjectIdentifier(type)] { return name }
        let name = String(describing: type)
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    /// Installs the first entries without yielding a change: they are the
    /// initial state.
    func installInitial(_ initial: [Entry], selection: Int?) {
        for entry in initial {
            attach(entry)
        }
        entries = initial
        entriesChanged(from: 0)
        if let selection, initial.indices.contains(selection) {
            self.selection = initial[selection].id
        }
    }

    /// The stable name of a route: the explicit one, or the name of the property
    /// that declares it.
    func routeName(for transition: AnyObject, explicit: String?) -> String {
        if let explicit { return explicit }
        return routeTable.names[ObjectIdentifier(transition)] ?? "route"
    }

    /// The transition declared under a route name, for restoration.
    func transition(named name: String) -> AnyObject? {
        routeTable.byName[name]
    }

    /// The owner's routes by identity and by name, read once by reflection.
    private var routeTable: (names: [ObjectIdentifier: String], byName: [String: AnyObject]) {
        if let routeNames, let routesByName { return (routeNames, routesByName) }
        var names: [ObjectIdentifier: String] = [:]
        var byName: [String: AnyObject] = [:]
        if let mirror = reflect?() {
            for child in mirror.children {
                guard let label = child.label, let declaration = child.value as? any RouteDeclaration else {
                    continue
                }
                let name = declaration.explicitName ?? (label.hasPrefix("_") ? String(label.dropFirst()) : label)
                names[ObjectIdentifier(declaration.transitionObject)] = name
                byName[name] = declaration.transitionObject
            }
        }
        routeNames = names
        routesByName = byName
        return (names, byName)
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

    /// The node holding the entry with this id, searching this subtree.
    func locate(_ id: EntryID) -> (node: FlowNode, index: Int)? {
        if let index = index(of: id) { return (self, index) }
        for entry in entries {
            if let found = entry.child?.locate(id) { return found }
        }
        return nil
    }

    private func isSelfOrAncestor(_ node: FlowNode) -> Bool {
        var current: FlowNode? = self
        while let candidate = current {
            if candidate === node { return true }
            current = candidate.parent
        }
        return false
    }

    func snapshot() -> CoordinatorSnapshot {
        if let cachedSnapshot { return cachedSnapshot }
        if validEntries < snapshotEntries.count {
            snapshotEntries.truncate(to: validEntries)
        }
        for index in changedChildren where index < snapshotEntries.count {
            snapshotEntries[index] = entries[index].snapshot()
        }
        changedChildren.removeAll(keepingCapacity: true)
        while snapshotEntries.count < entries.count {
            snapshotEntries.append(entries[snapshotEntries.count].snapshot())
        }
        validEntries = entries.count
        let snapshot = CoordinatorSnapshot(
            kind: kind,
            type: typeName,
            entries: snapshotEntries,
            selected: selection,
            attributes: attributes
        )
        cachedSnapshot = snapshot
        return snapshot
    }

    // MARK: Entries

    /// Makes an entry for a destination, checking that a child coordinator can be
    /// adopted here.
    func makeEntry(
        route: String,
        transition: AnyObject,
        presentation: Presentation,
        input: Any?,
        item: TabItem? = nil,
        destination: Any
    ) throws(NavigationError) -> Entry {
        var childNode: FlowNode?
        if let child = destination as? any Coordinator {
            let node = child.node
            guard node.isActive, node.parent == nil, !isSelfOrAncestor(node) else {
                throw NavigationError(
                    .invalidChild,
                    "route '\(route)' returned a \(node.typeName) that has finished, is already shown, or contains \(typeName)"
                )
            }
            childNode = node
        }
        return Entry(
            route: route,
            transition: ObjectIdentifier(transition),
            presentation: presentation,
            input: input,
            inputDescription: input.map { String(describing: $0) },
            item: item,
            destination: destination,
            child: childNode
        )
    }

    /// Records the state a transaction in progress would restore.
    private func willMutate() {
        TransactionState.current?.willMutate(self, entries: entries, selection: selection)
    }

    /// Restores the state recorded before a failed transaction.
    func restore(entries: [Entry], selection: EntryID?) {
        self.entries = entries
        self.selection = selection
        entriesChanged(from: 0)
        invalidateSnapshots()
    }

    func cancelPendingEnd() {
        endsWithTransaction = false
    }

    /// Marks the entry snapshots from `index` on as out of date.
    func entriesChanged(from index: Int) {
        validEntries = Swift.min(validEntries, index)
    }

    /// Drops the cached snapshots of this node and its ancestors, and the
    /// ancestors' snapshots of the entries that lead here.
    private func invalidateSnapshots() {
        var child: FlowNode?
        var current: FlowNode? = self
        while let node = current {
            node.cachedSnapshot = nil
            if let child, let index = node.entries.lastIndex(where: { $0.child === child }),
                index < node.validEntries, !node.changedChildren.contains(index)
            {
                node.changedChildren.append(index)
            }
            child = node
            current = node.parent
        }
    }

    /// Forgets the parent of a child attached by a transaction that was rolled back.
    func orphan() {
        parent = nil
    }

    private func attach(_ entry: Entry) {
        TransactionState.current?.attached(entry)
        entry.node = self
        entry.completion.entry = entry
        entry.child?.parent = self
    }

    /// Appends an entry and yields one change.
    func push(_ entry: Entry) {
        willMutate()
        attach(entry)
        entries.append(entry)
        entriesChanged(from: entries.count - 1)
        commit(entry.presentation == .push ? .push : .present)
    }

    /// Marks the top entry as awaited (a caller now awaits a destination that a
    /// double tap reused) and yields one change if that changed the snapshot.
    func markAwaited(_ entry: Entry) {
        guard !entry.isAwaited, let index = entries.lastIndex(where: { $0 === entry }) else { return }
        willMutate()
        entry.isAwaited = true
        entriesChanged(from: index)
        commit(entry.presentation == .push ? .push : .present)
    }

    /// Inserts an entry of a `.set` container and yields one change.
    func insert(_ entry: Entry, at index: Int, select: Bool) {
        willMutate()
        attach(entry)
        let position = Swift.min(Swift.max(index, 0), entries.count)
        entries.insert(entry, at: position)
        entriesChanged(from: position)
        if select || selection == nil {
            selection = entry.id
        }
        commit(.insert)
    }

    /// Selects an entry of a `.set` container; yields one change if the selection moved.
    @discardableResult
    func select(_ id: EntryID, cause: ChangeCause) -> Bool {
        guard selection != id else { return false }
        willMutate()
        selection = id
        commit(cause)
        return true
    }

    /// Removes one entry: in a stack, with everything above it; in a set, alone
    /// (moving the selection to its neighbour). Yields one change.
    func remove(at index: Int, reason: CancelReason, outcome: Outcome? = nil, cause: ChangeCause) {
        switch layout {
        case .stack:
            remove(from: index, reason: reason, outcome: outcome, cause: cause)
        case .set:
            guard entries.indices.contains(index) else { return }
            willMutate()
            var resolutions: [Resolution] = []
            detach(index..<index + 1, reason: reason, outcome: outcome, into: &resolutions)
            if selection != nil, !entries.contains(where: { $0.id == selection }) {
                selection = entries.isEmpty ? nil : entries[Swift.min(index, entries.count - 1)].id
            }
            commit(cause)
            resolutions.resolveAll()
        }
    }

    /// Removes the entries from `index` to the top, innermost first, and yields one
    /// change. The entry at `index` ends with `outcome` (or `.cancel(reason)`), the
    /// ones above it with `.cancel(reason)`.
    func remove(from index: Int, reason: CancelReason, outcome: Outcome? = nil, cause: ChangeCause) {
        guard index < entries.count else { return }
        willMutate()
        var resolutions: [Resolution] = []
        detach(index..<entries.count, reason: reason, outcome: outcome, into: &resolutions)
        commit(cause)
        resolutions.resolveAll()
    }

    /// Replaces every entry, root included, with a new root and yields one change.
    func replaceRoot(with entry: Entry) {
        willMutate()
        var resolutions: [Resolution] = []
        detach(0..<entries.count, reason: .replaced, outcome: nil, into: &resolutions)
        attach(entry)
        entries = [entry]
        entriesChanged(from: 0)
        commit(.root)
        resolutions.resolveAll()
    }

    /// Removes a range of entries, top first, collecting their completions. The
    /// lowest entry ends with `outcome`, the others with `.cancel(reason)`.
    private func detach(
        _ range: Range<Int>,
        reason: CancelReason,
        outcome: Outcome?,
        into resolutions: inout [Resolution]
    ) {
        let removed = Array(entries[range])  // copied first, so removing does not copy the rest
        entries.removeSubrange(range)
        entriesChanged(from: range.lowerBound)
        end(removed, first: outcome, reason: reason, into: &resolutions)
    }

    /// Ends removed entries, top first: the first ends with `first` (or
    /// `.cancel(reason)`), the others with `.cancel(reason)`. In a transaction
    /// the subtrees end only once it succeeds.
    private func end(_ removed: [Entry], first: Outcome?, reason: CancelReason, into resolutions: inout [Resolution]) {
        for (offset, entry) in removed.enumerated().reversed() {
            let ending = offset == 0 ? (first ?? .cancel(reason)) : .cancel(reason)
            if let transaction = TransactionState.current {
                // Ended only if the transaction succeeds; until then the subtree is intact.
                entry.child?.endsWithTransaction = true
                transaction.postpone(.entry(entry, ending))
            } else {
                entry.tearDown(ending, into: &resolutions)
            }
        }
    }

    /// Replaces every entry, keeping those that stay, and yields one change.
    func replaceAll(with newEntries: [Entry], selection newSelection: EntryID?, cause: ChangeCause) {
        willMutate()
        let kept = Set(newEntries.map(ObjectIdentifier.init))
        var resolutions: [Resolution] = []
        end(entries.filter { !kept.contains(ObjectIdentifier($0)) }, first: nil, reason: .replaced, into: &resolutions)
        let existing = Set(entries.map(ObjectIdentifier.init))
        for entry in newEntries where !existing.contains(ObjectIdentifier(entry)) {
            attach(entry)
        }
        entries = newEntries
        entriesChanged(from: 0)
        selection = newSelection
        commit(cause)
        resolutions.resolveAll()
    }

    /// Ends this flow and its whole subtree, innermost first, collecting the
    /// completions to resolve once the tree's change has been yielded.
    func tearDown(_ outcome: Outcome, into resolutions: inout [Resolution]) {
        guard case .active = state else { return }  // not `isActive`: a transaction may be ending it
        state = .finished
        endsWithTransaction = false
        let removed = entries
        entries = []
        entriesChanged(from: 0)
        changedChildren = []
        snapshotEntries = EntryList()
        cachedSnapshot = nil
        // A wrapper's content ends as the wrapper does: with its result.
        let childEnding = endsWithChild ? outcome : .cancel(.parentEnded)
        for entry in removed.reversed() {
            entry.tearDown(childEnding, into: &resolutions)
        }
        parent = nil
        for observer in observers.values {
            observer.finish()
        }
        observers = [:]
        probes = []
        resolutions.append(Resolution(completion: completion, outcome: outcome))
    }

    /// Removes an awaited destination because its awaiting task was cancelled.
    /// Roots are not removed this way.
    func removeForTaskCancellation(_ entry: Entry) -> Bool {
        guard isActive, !entry.isFixed, let index = entries.firstIndex(where: { $0 === entry }) else {
            return false
        }
        remove(at: index, reason: .taskCancelled, cause: .taskCancelled)
        return true
    }

    /// Ends this flow with a result: removes it from its parent's stack (with what
    /// is stacked above it), or, for a top-level flow, ends it in place.
    func finish(_ outcome: Outcome) throws(NavigationError) {
        guard isActive else {
            throw NavigationError(.alreadyFinished, "\(typeName) has already finished")
        }
        guard let parent, let index = parent.entries.firstIndex(where: { $0.child === self }) else {
            if let transaction = TransactionState.current {
                endsWithTransaction = true
                transaction.postpone(.node(self, outcome))
                return
            }
            var resolutions: [Resolution] = []
            tearDown(outcome, into: &resolutions)
            resolutions.resolveAll()
            return
        }
        guard parent.layout != .stack || parent.entries[index].presentation != .root else {
            throw NavigationError(
                .cannotFinishRoot,
                "\(typeName) is the root of \(parent.typeName); switch the parent's root to replace it"
            )
        }
        if parent.endsWithChild {
            try parent.finish(outcome)
            return
        }
        parent.remove(at: index, reason: .popped, outcome: outcome, cause: .finish)
    }

    // MARK: Changes

    /// Yields one change to every subscriber of this node and of its ancestors,
    /// building each observed snapshot once.
    func commit(_ cause: ChangeCause) {
        invalidateSnapshots()
        if let transaction = TransactionState.current {
            transaction.markDirty(self, cause: cause)
            return
        }
        announce(cause, version: Counters.nextVersion())
    }

    /// Yields one change to the subscribers of this node and its ancestors.
    func announce(_ cause: ChangeCause, version: UInt64, skipping announced: inout Set<ObjectIdentifier>) {
        var current: FlowNode? = self
        while let node = current, announced.insert(ObjectIdentifier(node)).inserted {
            if node.isActive, !node.observers.isEmpty || !node.probes.isEmpty {
                let change = NavigationChange(snapshot: node.snapshot(), cause: cause, version: version)
                for observer in node.observers.values {
                    observer.yield(change)
                }
                node.probe(change)
            }
            current = node.parent
        }
    }

    private func announce(_ cause: ChangeCause, version: UInt64) {
        var current: FlowNode? = self
        while let node = current {
            if !node.observers.isEmpty || !node.probes.isEmpty {
                let change = NavigationChange(snapshot: node.snapshot(), cause: cause, version: version)
                for observer in node.observers.values {
                    observer.yield(change)
                }
                node.probe(change)
            }
            current = node.parent
        }
    }

    /// Calls every live probe with a change; forgets the released ones.
    private func probe(_ change: NavigationChange) {
        guard !probes.isEmpty else { return }
        probes.removeAll { $0.probe == nil }
        for probe in probes {
            probe.probe?.onChange(change)
        }
    }

    func attach(_ probe: ChangeProbe) {
        guard isActive else { return }
        probes.append(WeakProbe(probe: probe))
    }

    func changes(buffering: ChangeBuffering) -> AsyncStream<NavigationChange> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: NavigationChange.self,
            bufferingPolicy: buffering.policy
        )
        guard isActive else {
            continuation.finish()
            return stream
        }
        let id = nextObserver
        nextObserver += 1
        observers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.observers[id] = nil }
        }
        continuation.yield(NavigationChange(snapshot: snapshot(), cause: .initial, version: Counters.lastVersion))
        return stream
    }
}

/// A probe held weakly, so that a test helper's end releases it.
private struct WeakProbe {
    weak var probe: ChangeProbe?
}

/// A completion to resolve after a change has been yielded.
struct Resolution {
    let completion: Completion
    let outcome: Outcome
}

extension [Resolution] {
    /// Resolves in collection order: innermost first.
    @MainActor
    func resolveAll() {
        for resolution in self {
            resolution.completion.resolve(resolution.outcome)
        }
    }
}

extension Entry {
    /// Ends this entry: its child flow's subtree first, then the entry itself.
    func tearDown(_ outcome: Outcome, into resolutions: inout [Resolution]) {
        if let child {
            child.tearDown(outcome, into: &resolutions)
        } else {
            resolutions.append(Resolution(completion: completion, outcome: outcome))
        }
        completion.entry = nil
    }
}

extension TransactionState {
    /// Ends what the transaction removed, innermost first, announces one change
    /// to every affected subscriber, then resumes the awaiters.
    func complete(cause: ChangeCause) {
        var resolutions: [Resolution] = []
        for ending in endings {
            switch ending {
            case .entry(let entry, let outcome): entry.tearDown(outcome, into: &resolutions)
            case .node(let node, let outcome): node.tearDown(outcome, into: &resolutions)
            }
        }
        if !dirty.isEmpty {
            let version = Counters.nextVersion()
            var announced: Set<ObjectIdentifier> = []
            for node in dirty {
                node.announce(cause, version: version, skipping: &announced)
            }
        }
        resolutions.resolveAll()
    }
}
