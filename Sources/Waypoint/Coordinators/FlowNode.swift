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

    /// The container kind, as shown in snapshots (`"navigation"`).
    let kind: String
    private(set) var typeName = "Coordinator"
    private var state = State.active
    /// The entries, root first.
    private(set) var entries: [Entry] = []
    /// The parent node, while this flow is shown by one.
    private(set) weak var parent: FlowNode?
    /// The result cell of this flow, shared with the parent's entry that shows it.
    let completion = Completion()

    private var observers: [UInt64: AsyncStream<NavigationChange>.Continuation] = [:]
    private var nextObserver: UInt64 = 0
    private var cachedSnapshot: CoordinatorSnapshot?
    /// The route names of the owner's declared transitions, read once by reflection.
    private var routeNames: [ObjectIdentifier: String]?
    /// The owner's properties, for reading route names.
    private var reflect: (() -> Mirror?)?

    init(kind: String) {
        self.kind = kind
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

    /// Whether the flow is still active: it has not finished and was not removed.
    public var isActive: Bool {
        if case .active = state { return true }
        return false
    }

    /// The number of live subscribers to this coordinator's changes.
    public var subscriberCount: Int { observers.count }

    // MARK: Binding

    /// Names the node after its owner and lets it read the owner's route
    /// declarations; the owner is held weakly.
    func bind(owner: AnyObject) {
        typeName = String(describing: type(of: owner))
        reflect = { [weak owner] in owner.map { Mirror(reflecting: $0) } }
    }

    /// Installs the first root without yielding a change: it is the initial state.
    func installInitialRoot(_ entry: Entry) {
        attach(entry)
        entries = [entry]
    }

    /// The stable name of a route: the explicit one, or the name of the property
    /// that declares it.
    func routeName(for transition: AnyObject, explicit: String?) -> String {
        if let explicit { return explicit }
        if routeNames == nil {
            var names: [ObjectIdentifier: String] = [:]
            if let mirror = reflect?() {
                for child in mirror.children {
                    guard let label = child.label, let declaration = child.value as? any RouteDeclaration else {
                        continue
                    }
                    names[ObjectIdentifier(declaration.transitionObject)] =
                        label.hasPrefix("_") ? String(label.dropFirst()) : label
                }
            }
            routeNames = names
        }
        return routeNames?[ObjectIdentifier(transition)] ?? "route"
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
        let snapshot = CoordinatorSnapshot(kind: kind, type: typeName, entries: entries.map { $0.snapshot() })
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
            destination: destination,
            child: childNode
        )
    }

    private func attach(_ entry: Entry) {
        entry.node = self
        entry.completion.entry = entry
        entry.child?.parent = self
    }

    /// Appends an entry and yields one change.
    func push(_ entry: Entry) {
        attach(entry)
        entries.append(entry)
        commit(entry.presentation == .push ? .push : .present)
    }

    /// Removes the entries from `index` to the top, innermost first, and yields one
    /// change. The entry at `index` ends with `outcome` (or `.cancel(reason)`), the
    /// ones above it with `.cancel(reason)`.
    func remove(from index: Int, reason: CancelReason, outcome: Outcome? = nil, cause: ChangeCause) {
        guard index < entries.count else { return }
        var resolutions: [Resolution] = []
        detach(from: index, reason: reason, outcome: outcome, into: &resolutions)
        commit(cause)
        resolutions.resolveAll()
    }

    /// Replaces every entry, root included, with a new root and yields one change.
    func replaceRoot(with entry: Entry) {
        var resolutions: [Resolution] = []
        detach(from: 0, reason: .replaced, outcome: nil, into: &resolutions)
        attach(entry)
        entries = [entry]
        commit(.root)
        resolutions.resolveAll()
    }

    private func detach(from index: Int, reason: CancelReason, outcome: Outcome?, into resolutions: inout [Resolution])
    {
        let removed = entries[index...]
        entries.removeSubrange(index...)
        for (offset, entry) in zip(removed.indices, removed).reversed() {
            let ending = offset == index ? (outcome ?? .cancel(reason)) : .cancel(reason)
            entry.tearDown(ending, into: &resolutions)
        }
    }

    /// Ends this flow and its whole subtree, innermost first, collecting the
    /// completions to resolve once the tree's change has been yielded.
    func tearDown(_ outcome: Outcome, into resolutions: inout [Resolution]) {
        guard isActive else { return }
        state = .finished
        let removed = entries
        entries = []
        cachedSnapshot = nil
        for entry in removed.reversed() {
            entry.tearDown(.cancel(.parentEnded), into: &resolutions)
        }
        parent = nil
        for observer in observers.values {
            observer.finish()
        }
        observers = [:]
        resolutions.append(Resolution(completion: completion, outcome: outcome))
    }

    /// Removes an awaited destination because its awaiting task was cancelled.
    /// Roots are not removed this way.
    func removeForTaskCancellation(_ entry: Entry) -> Bool {
        guard isActive, entry.presentation != .root, let index = entries.firstIndex(where: { $0 === entry }) else {
            return false
        }
        remove(from: index, reason: .taskCancelled, cause: .taskCancelled)
        return true
    }

    /// Ends this flow with a result: removes it from its parent's stack (with what
    /// is stacked above it), or, for a top-level flow, ends it in place.
    func finish(_ outcome: Outcome) throws(NavigationError) {
        guard isActive else {
            throw NavigationError(.alreadyFinished, "\(typeName) has already finished")
        }
        guard let parent, let index = parent.entries.firstIndex(where: { $0.child === self }) else {
            var resolutions: [Resolution] = []
            tearDown(outcome, into: &resolutions)
            resolutions.resolveAll()
            return
        }
        guard parent.entries[index].presentation != .root else {
            throw NavigationError(
                .cannotFinishRoot,
                "\(typeName) is the root of \(parent.typeName); switch the parent's root to replace it"
            )
        }
        parent.remove(from: index, reason: .popped, outcome: outcome, cause: .finish)
    }

    // MARK: Changes

    /// Yields one change to every subscriber of this node and of its ancestors,
    /// building each observed snapshot once.
    func commit(_ cause: ChangeCause) {
        let version = Counters.nextVersion()
        var current: FlowNode? = self
        while let node = current {
            node.cachedSnapshot = nil
            current = node.parent
        }
        current = self
        while let node = current {
            if !node.observers.isEmpty {
                let change = NavigationChange(snapshot: node.snapshot(), cause: cause, version: version)
                for observer in node.observers.values {
                    observer.yield(change)
                }
            }
            current = node.parent
        }
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
