import Waypoint

/// A step of a transaction or of a guarded `navigate`, all on one flow.
enum TransactionStep: CustomStringConvertible {
    case show(String, Int)
    case popLast, popToRoot
    case popTo(EntryID)
    case focusFirst(String)
    /// `receive(_:)` of an intent on the flow, inside a transaction that then
    /// throws: it is undone with the transaction (only drawn before a step that throws).
    case receive(UserIntent)

    var description: String {
        switch self {
        case .show(let route, let input): "show(\(route), \(input))"
        case .popLast: "popLast"
        case .popToRoot: "popToRoot"
        case .popTo(let id): "pop(to: \(id))"
        case .focusFirst(let route): "focusFirst(\(route))"
        case .receive(let intent): "receive(\(intent))"
        }
    }
}

/// A guarded request waiting for its turn on the tree, or asking its guards.
struct ModelRequest: CustomStringConvertible {
    enum Kind {
        /// `navigate { steps }` on the flow with this ref.
        case navigate(ref: Int, steps: [TransactionStep])
        /// `receive(intent)` on the coordinator with this ref.
        case intent(ref: Int, UserIntent)
    }

    /// The request's number, for ``RequestLog`` (navigate requests only).
    let id: Int
    let kind: Kind
    /// Whether the task running it was cancelled.
    var isCancelled = false
    /// Whether its turn has come: it was worked out on the state of that moment.
    var isBegun = false
    /// The number of coordinators made before its turn: its steps make theirs
    /// when it is worked out, once, whatever the guards answer.
    var madeBefore = 0
    /// Set when the request's turn comes: what committing it would do (or, if
    /// it fails, what its steps did before they threw).
    var trial: ReferenceModel?
    /// The error its steps throw, found when its turn comes.
    var failure: ModelError?
    /// The intent's outcome, found when its turn comes.
    var intentOutcome: IntentOutcome?
    /// The guards its turn must ask: the guarded entries it would remove.
    var guards: [EntryID: GuardPolicy] = [:]
    /// The guards asked so far, with their answers (`nil`: not answered yet).
    var answers: [EntryID: Bool?] = [:]

    var isNavigate: Bool {
        if case .navigate = kind { return true }
        return false
    }

    var description: String {
        switch kind {
        case .navigate(let ref, let steps): "navigate #\(id) on #\(ref) \(steps)"
        case .intent(let ref, let intent): "receive(\(intent)) on #\(ref)"
        }
    }
}

extension ReferenceModel {
    /// `setLeaveGuard(for:_:)` on the coordinator at `path`: one `.leaveGuard`
    /// change when the entry's ``EntrySnapshot/isGuarded`` flips, none otherwise.
    mutating func setGuard(_ id: EntryID, _ policy: GuardPolicy?, at path: [Int]) throws(ModelError) {
        try mutate(path) { node, model throws(ModelError) in
            guard let index = node.entries.firstIndex(where: { $0.id == id }) else {
                throw ModelError(.entryNotFound)
            }
            let wasGuarded = node.entries[index].guardPolicy != nil
            node.entries[index].guardPolicy = policy
            if wasGuarded != (policy != nil) { model.effects.change = .leaveGuard }
        }
    }

    /// Every guarded entry above a stack's root: its node's path and its index there.
    func guardedEntries() -> [(path: [Int], index: Int)] {
        nodePaths { $0.isStack }.flatMap { path in
            let entries = node(at: path)?.entries ?? []
            return entries.indices.dropFirst().filter { entries[$0].guardPolicy != nil }.map { (path, $0) }
        }
    }

    /// Numbers the entries that have no number yet.
    ///
    /// A request is worked out on a copy of the model when its turn comes; ids
    /// learned meanwhile are copied into it by number (``copyIDs(from:)``).
    mutating func stampEntries() {
        func stamp(_ node: inout ModelNode) {
            for index in node.entries.indices {
                if node.entries[index].serial == nil {
                    node.entries[index].serial = nextSerial
                    nextSerial += 1
                }
                if var child = node.entries[index].child {
                    stamp(&child)
                    node.entries[index].child = child
                }
            }
        }
        stamp(&top)
    }

    /// Copies the ids `model` learned into the entries of this copy of it.
    mutating func copyIDs(from model: ReferenceModel) {
        var ids: [Int: EntryID] = [:]
        func collect(_ node: ModelNode) {
            for entry in node.entries {
                if let serial = entry.serial, let id = entry.id { ids[serial] = id }
                if let child = entry.child { collect(child) }
            }
        }
        func copy(_ node: inout ModelNode) {
            for index in node.entries.indices {
                if node.entries[index].id == nil, let serial = node.entries[index].serial {
                    node.entries[index].id = ids[serial]
                }
                if var child = node.entries[index].child {
                    copy(&child)
                    node.entries[index].child = child
                }
            }
        }
        collect(model.top)
        copy(&top)
    }

    /// The path of the live coordinator with this ref.
    func path(ofRef ref: Int) -> [Int]? {
        nodePaths().first { node(at: $0)?.ref == ref }
    }

    /// Takes a trial's state, its effects following this step's earlier ones,
    /// with `change` as the one change it yields.
    mutating func adopt(_ trial: ReferenceModel, change: ChangeCause?) {
        var effects = self.effects
        effects.earlierChanges = effects.changes
        effects.change = change
        effects.resolutions += trial.effects.resolutions
        effects.removedRefs += trial.effects.removedRefs
        effects.removedIDs += trial.effects.removedIDs
        self = trial
        self.effects = effects
    }

    /// Drops a trial that was rolled back: nothing changes, but the coordinators
    /// it made were made, and must be released.
    mutating func drop(_ trial: ReferenceModel) {
        for ref in made..<trial.made { effects.removedRefs.append(ref) }
        made = trial.made
    }

    /// Yields a change that changes nothing (a vetoed intent shows the state again).
    mutating func yieldUnchanged(_ cause: ChangeCause) {
        effects.earlierChanges = effects.changes
        effects.change = cause
    }

    /// Applies transaction steps to this model.
    ///
    /// - Returns: the first error, and the cause of the one change (`nil` if no
    ///   step changed anything): the steps' common cause, else `.transaction`.
    mutating func apply(_ steps: [TransactionStep], at path: [Int]) -> (ModelError?, ChangeCause?) {
        var causes: [ChangeCause] = []
        for step in steps {
            effects.change = nil
            do throws(ModelError) {
                switch step {
                case .show(let route, let input): try show(at: path, route: route, input: input, awaiter: nil)
                case .popLast: try popLast(at: path)
                case .popToRoot: try popToRoot(at: path)
                case .popTo(let id): try pop(to: id, at: path)
                case .focusFirst(let route): try focusFirst(route: route, input: nil, at: path)
                case .receive: break
                }
            } catch {
                return (error, nil)
            }
            if let cause = effects.change { causes.append(cause) }
        }
        effects.change = nil
        let change: ChangeCause? =
            causes.isEmpty ? nil : causes.allSatisfy { $0 == causes[0] } ? causes[0] : .transaction
        return (nil, change)
    }

    /// Works out what a guarded request would do when its turn comes: its
    /// steps (or intent) are tried on a copy, and the guards of what they
    /// remove are the ones to ask.
    func begin(_ request: inout ModelRequest) {
        var trial = self
        trial.effects = ModelEffects()
        switch request.kind {
        case .navigate(let ref, let steps):
            guard let path = path(ofRef: ref) ?? (isFinished && ref == 0 ? [] : nil) else {
                // The flow was removed while the request waited: its first step throws.
                request.failure = ModelError(.coordinatorFinished)
                return
            }
            let (failure, change) = trial.apply(steps, at: path)
            request.failure = failure
            trial.effects.change = change
        case .intent(let ref, let intent):
            guard let path = path(ofRef: ref) else {
                request.intentOutcome = .ignored
                return
            }
            request.intentOutcome = trial.receive(intent, at: path)
        }
        // A failing request is dropped, but the coordinators its steps made were made.
        request.trial = trial
        if request.failure == nil { request.guards = trial.effects.removedGuards }
    }
}
