import Waypoint
import WaypointTestFixtures

/// How the reference model expects an awaited destination to end.
enum ModelOutcome: Hashable, CustomStringConvertible {
    /// `.done(value)`; `nil` for a screen's `.done(())`.
    case done(Int?)
    case cancel(CancelReason)

    init(_ result: FlowResult<Int>) {
        switch result {
        case .done(let value): self = .done(value)
        case .cancel(let reason): self = .cancel(reason)
        }
    }

    init(_ result: FlowResult<Void>) {
        switch result {
        case .done: self = .done(nil)
        case .cancel(let reason): self = .cancel(reason)
        }
    }

    var description: String {
        switch self {
        case .done(let value?): "done(\(value))"
        case .done(nil): "done(())"
        case .cancel(let reason): "cancel(\(reason))"
        }
    }
}

/// What a call returned, in a form the model and the real tree can share.
enum ModelResult: Hashable, CustomStringConvertible {
    case ok
    case error(NavigationError.Code)
    case intent(IntentOutcome)
    case flag(Bool)
    case deepLinkError(DeepLinkError.Code)
    case restorationError(RestorationError.Code)

    var description: String {
        switch self {
        case .ok: "ok"
        case .error(let code): "throws \(code)"
        case .intent(let outcome): "\(outcome)"
        case .flag(let flag): "\(flag)"
        case .deepLinkError(let code): "throws DeepLinkError.\(code)"
        case .restorationError(let code): "throws RestorationError.\(code)"
        }
    }
}

/// One entry of the model's tree. Its id is learned from the real tree when it
/// is made (ids are opaque), and checked against it from then on.
struct ModelEntry {
    var id: EntryID?
    var route: String
    var presentation: Presentation
    var input: String?
    var item: TabItem?
    var isAwaited = false
    var child: ModelNode?
    /// The awaiters of this destination, in the order they began to wait.
    var awaiters: [Int] = []
    /// The leave guard installed on the entry, if any.
    var guardPolicy: GuardPolicy?
    /// A number naming the entry while its id is not learned yet (see
    /// ``ReferenceModel/stampEntries()``).
    var serial: Int?
    /// The detent a sized sheet rests at.
    var detent: SheetDetent?

    /// Whether the entry is an alert: it stays on top of its stack and is removed alone.
    var isAlert: Bool { presentation.isAlert }

    /// What the snapshot shows of the fixtures' alerts.
    var alert: AlertSnapshot? {
        switch route {
        case "ask":
            AlertSnapshot(
                title: "Ask \(input ?? "")",
                buttons: [AlertSnapshot.Button(label: "Yes"), AlertSnapshot.Button(label: "No", role: .cancel)]
            )
        case "tell": AlertSnapshot(title: "Tell", buttons: [AlertSnapshot.Button(label: "OK")])
        default: nil
        }
    }

    /// The value of a button of the fixtures' alerts, or `nil` for no such button.
    func answer(_ button: String) -> Int? {
        switch (route, button) {
        case ("ask", "Yes"): input.flatMap { Int($0) }
        case ("ask", "No"): -1
        case ("tell", "OK"): 0
        default: nil
        }
    }

    /// The style the fixtures' sized sheet declares.
    var style: ModalStyle? { route == "sized" ? .detents([.medium, .large]) : nil }
}

/// One coordinator of the model's tree.
struct ModelNode {
    enum Kind { case flow, tabs, split, wrapper }

    var kind: Kind
    /// The index of its coordinator in ``FuzzHooks/made``.
    var ref: Int
    var entries: [ModelEntry] = []
    /// The selected child's index, for tabs.
    var selected: Int?

    var isStack: Bool { kind == .flow }

    /// The kind and type names snapshots show, and the presentation data.
    var names: (kind: ContainerKind, type: String, attributes: [String: String]) {
        switch kind {
        case .flow: (.navigation, "FuzzFlow", [:])
        case .tabs: (.tabs, "FuzzTabs", [:])
        case .split: (.panes, "FuzzPanes", ["columns": "2"])
        case .wrapper: (.wrapper, "WrapperCoordinator<FuzzFlow>", ["style": "navigationView"])
        }
    }

    /// Whether new children can be added and removed at run time (a `ContainerCoordinator`).
    var isContainer: Bool { kind == .tabs || kind == .split }

    func snapshot() -> CoordinatorSnapshot {
        CoordinatorSnapshot(
            kind: names.kind,
            type: names.type,
            entries: Array(
                entries.map { entry in
                    EntrySnapshot(
                        id: entry.id ?? EntryID(rawValue: 0),
                        route: entry.route,
                        presentation: entry.presentation,
                        input: entry.input,
                        item: entry.item,
                        isAwaited: entry.isAwaited,
                        isGuarded: entry.guardPolicy != nil,
                        child: entry.child?.snapshot(),
                        alert: entry.alert,
                        style: entry.style,
                        detent: entry.detent
                    )
                }),
            selected: selected.flatMap { entries.indices.contains($0) ? entries[$0].id : nil },
            attributes: names.attributes
        )
    }
}

/// What one operation did, as the model predicts it.
struct ModelEffects {
    /// The cause of the one change it yields, if it changes anything.
    var change: ChangeCause?
    /// The awaiters it resumes, in order, with their outcomes.
    var resolutions: [(awaiter: Int, outcome: ModelOutcome)] = []
    /// The coordinators it removes (by ``ModelNode/ref``).
    var removedRefs: [Int] = []
    /// The ids of the entries it removes.
    var removedIDs: [EntryID] = []
    /// The guarded entries it removes (nested ones included), with their guards.
    var removedGuards: [EntryID: GuardPolicy] = [:]
    /// Changes of requests that completed earlier in the same step, before ``change``.
    var earlierChanges: [ChangeCause] = []

    /// Every change of the step, in order.
    var changes: [ChangeCause] { earlierChanges + (change.map { [$0] } ?? []) }
}

/// A failure of the model's own preconditions: the operation throws this code.
struct ModelError: Error {
    let code: NavigationError.Code
    init(_ code: NavigationError.Code) { self.code = code }
}

/// A small, independent model of Waypoint's navigation semantics: a value tree
/// of stacks and tab sets, and what each call does to it (DESIGN.md §4).
struct ReferenceModel {
    var top: ModelNode
    var isFinished = false
    /// The number of coordinators made so far: the next one's ``ModelNode/ref``.
    var made: Int
    var nextAwaiter = 0
    var nextSerial = 0
    /// Effects collected by the operation in progress.
    var effects = ModelEffects()

    /// A model of a fresh top-level `FuzzFlow` (ref 0), showing its `home` root.
    init() {
        top = ModelNode(kind: .flow, ref: 0)
        top.entries = [ModelEntry(route: "home", presentation: .root)]
        made = 1
    }

    func snapshot() -> CoordinatorSnapshot {
        isFinished ? CoordinatorSnapshot(kind: .navigation, type: "FuzzFlow", entries: []) : top.snapshot()
    }

    // MARK: Reading

    /// Every live node's path, depth first, root first: the order picks index into.
    func nodePaths(where include: (ModelNode) -> Bool = { _ in true }) -> [[Int]] {
        guard !isFinished else { return [] }
        var paths: [[Int]] = []
        func visit(_ node: ModelNode, _ path: [Int]) {
            if include(node) { paths.append(path) }
            for (index, entry) in node.entries.enumerated() {
                if let child = entry.child { visit(child, path + [index]) }
            }
        }
        visit(top, [])
        return paths
    }

    func node(at path: [Int]) -> ModelNode? {
        var node = top
        for index in path {
            guard node.entries.indices.contains(index), let child = node.entries[index].child else { return nil }
            node = child
        }
        return node
    }

    /// Every live entry id, depth first.
    func liveIDs() -> [EntryID] {
        var ids: [EntryID] = []
        func visit(_ node: ModelNode) {
            for entry in node.entries {
                if let id = entry.id { ids.append(id) }
                if let child = entry.child { visit(child) }
            }
        }
        if !isFinished { visit(top) }
        return ids
    }

    /// The node path and index of an entry.
    func locate(_ id: EntryID) -> (path: [Int], index: Int)? {
        func search(_ node: ModelNode, _ path: [Int]) -> (path: [Int], index: Int)? {
            if let index = node.entries.firstIndex(where: { $0.id == id }) { return (path, index) }
            for (index, entry) in node.entries.enumerated() {
                if let child = entry.child, let found = search(child, path + [index]) { return found }
            }
            return nil
        }
        return isFinished ? nil : search(top, [])
    }

    /// Every awaiter still waiting, with where its entry is.
    func pendingAwaiters() -> [(awaiter: Int, path: [Int], index: Int)] {
        var result: [(awaiter: Int, path: [Int], index: Int)] = []
        func visit(_ node: ModelNode, _ path: [Int]) {
            for (index, entry) in node.entries.enumerated() {
                for awaiter in entry.awaiters { result.append((awaiter, path, index)) }
                if let child = entry.child { visit(child, path + [index]) }
            }
        }
        if !isFinished { visit(top, []) }
        return result.sorted { $0.awaiter < $1.awaiter }
    }

    var entryCount: Int { isFinished ? 0 : top.snapshot().entryCount }

    var depth: Int { nodePaths().map(\.count).max() ?? 0 }

    // MARK: Mutating helpers

    mutating func mutate<R>(
        _ path: [Int],
        _ body: (inout ModelNode, inout ReferenceModel) throws(ModelError) -> R
    ) throws(ModelError) -> R {
        var scratch = self
        scratch.top = ModelNode(kind: .flow, ref: -1)
        var node = top
        let result = try Self.mutate(&node, path[...], &scratch, body)
        top = node
        made = scratch.made
        nextAwaiter = scratch.nextAwaiter
        effects = scratch.effects
        return result
    }

    private static func mutate<R>(
        _ node: inout ModelNode,
        _ path: ArraySlice<Int>,
        _ model: inout ReferenceModel,
        _ body: (inout ModelNode, inout ReferenceModel) throws(ModelError) -> R
    ) throws(ModelError) -> R {
        guard let first = path.first else { return try body(&node, &model) }
        guard node.entries.indices.contains(first), var child = node.entries[first].child else {
            throw ModelError(.entryNotFound)
        }
        let result = try mutate(&child, path.dropFirst(), &model, body)
        node.entries[first].child = child
        return result
    }

    /// A new node for a coordinator the call makes now.
    /// Coordinators are made parent first: a tab coordinator, then its tabs' flows.
    mutating func makeNode(_ kind: ModelNode.Kind) -> ModelNode {
        var node = ModelNode(kind: kind, ref: made)
        if kind != .wrapper { made += 1 }
        switch kind {
        case .flow:
            node.entries = [ModelEntry(route: "home", presentation: .root)]
        case .tabs:
            let a = makeNode(.flow)
            let b = makeNode(.flow)
            node.entries = [
                ModelEntry(route: "a", presentation: .tab, item: TabItem("A"), child: a),
                ModelEntry(route: "b", presentation: .tab, item: TabItem("B"), child: b),
                ModelEntry(route: "c", presentation: .tab, item: TabItem("C")),
            ]
            node.selected = 0
        case .split:
            node.entries = [
                ModelEntry(route: "side", presentation: .fuzzColumn),
                ModelEntry(route: "detail", presentation: .fuzzColumn, input: "1", child: makeNode(.flow)),
            ]
            node.selected = 1
        case .wrapper:
            // The wrapped flow is made first, then the wrapper.
            let inner = makeNode(.flow)
            node.ref = made
            made += 1
            node.entries = [ModelEntry(route: "content", presentation: .content, child: inner)]
            node.selected = 0
        }
        return node
    }

    /// A new node for a route's child coordinator.
    mutating func makeNode(forRoute route: String) -> ModelNode? {
        switch route {
        case "flow", "cover", "pushed", "nested", "a", "b", "detail": makeNode(.flow)
        case "tabs": makeNode(.tabs)
        case "split": makeNode(.split)
        case "wrapped", "w": makeNode(.wrapper)
        default: nil
        }
    }

    /// Ends an entry: its child's subtree first, then its own awaiters.
    mutating func end(_ entry: ModelEntry, _ outcome: ModelOutcome) {
        if let id = entry.id { effects.removedIDs.append(id) }
        if let id = entry.id, let policy = entry.guardPolicy { effects.removedGuards[id] = policy }
        if let child = entry.child {
            for inner in child.entries.reversed() {
                end(inner, .cancel(.parentEnded))
            }
            effects.removedRefs.append(child.ref)
        }
        for awaiter in entry.awaiters {
            effects.resolutions.append((awaiter, outcome))
        }
    }

    /// Removes entries from `index` to the top of a stack, top first; the lowest
    /// ends with `outcome` (or `.cancel(reason)`), the others with `.cancel(reason)`.
    mutating func removeFrom(
        _ node: inout ModelNode,
        _ index: Int,
        reason: CancelReason,
        outcome: ModelOutcome? = nil,
        cause: ChangeCause
    ) {
        guard index < node.entries.count else { return }
        let removed = Array(node.entries[index...])
        node.entries.removeSubrange(index...)
        for (offset, entry) in removed.enumerated().reversed() {
            end(entry, offset == 0 ? (outcome ?? .cancel(reason)) : .cancel(reason))
        }
        effects.change = cause
    }

    /// Removes one child of a tab set, moving the selection to its neighbour;
    /// in a stack, an alert alone, any other entry with what is above it.
    mutating func removeAt(
        _ node: inout ModelNode,
        _ index: Int,
        reason: CancelReason,
        outcome: ModelOutcome? = nil,
        cause: ChangeCause
    ) {
        if node.isStack, node.entries[index].isAlert {
            // Nothing is stacked on an alert: the alerts above it wait their turn.
            let entry = node.entries.remove(at: index)
            end(entry, outcome ?? .cancel(reason))
            effects.change = cause
            return
        }
        guard node.isStack else {
            let entry = node.entries.remove(at: index)
            end(entry, outcome ?? .cancel(reason))
            if let selected = node.selected {
                if selected == index {
                    node.selected = node.entries.isEmpty ? nil : min(index, node.entries.count - 1)
                } else if selected > index {
                    node.selected = selected - 1
                }
            }
            effects.change = cause
            return
        }
        removeFrom(&node, index, reason: reason, outcome: outcome, cause: cause)
    }

    // MARK: Operations on a flow

    /// `show` or `route(to:)`: pushes or presents, or reuses the top on a double tap.
    mutating func show(
        at path: [Int],
        route: String,
        input: Int?,
        awaiter: Int?
    ) throws(ModelError) {
        try guardActive()
        try mutate(path) { node, model throws(ModelError) in
            let presentation: Presentation =
                switch route {
                case "page", "again", "pushed": .push
                case "cover": .fullScreenCover
                case "ask", "tell": .alert
                default: .sheet
                }
            // Only `page`, `again` and `ask` take an input.
            let inputText = ["page", "again", "ask"].contains(route) ? input.map(String.init) : nil
            // The top a new entry would be shown on: anything but an alert goes
            // below the stack's alerts, which stay on top.
            let topIndex =
                presentation.isAlert ? node.entries.indices.last : node.entries.lastIndex { !$0.isAlert }
            if route != "again", route != "tell", let last = topIndex, node.entries[last].route == route,
                node.entries[last].input == inputText
            {
                // A double tap: the destination on top is reused.
                // A caller that now awaits it marks it awaited, as one change.
                if let awaiter {
                    if !node.entries[last].isAwaited {
                        node.entries[last].isAwaited = true
                        model.effects.change = presentation == .push ? .push : .present
                    }
                    node.entries[last].awaiters.append(awaiter)
                }
                return
            }
            var entry = ModelEntry(route: route, presentation: presentation, input: inputText)
            entry.child = model.makeNode(forRoute: route)
            if route == "sized" { entry.detent = .medium }
            if let awaiter {
                entry.isAwaited = true
                entry.awaiters = [awaiter]
            }
            if presentation.isAlert {
                node.entries.append(entry)
            } else {
                node.entries.insert(entry, at: (topIndex ?? -1) + 1)
            }
            model.effects.change = presentation == .push ? .push : .present
        }
    }

    mutating func popLast(at path: [Int]) throws(ModelError) {
        try guardActive()
        try mutate(path) { node, model throws(ModelError) in
            guard let last = node.entries.last, last.presentation != .root else { throw ModelError(.nothingToPop) }
            model.removeFrom(&node, node.entries.count - 1, reason: .popped, cause: .pop)
        }
    }

    mutating func pop(_ id: EntryID, at path: [Int]) throws(ModelError) {
        try guardActive()
        try mutate(path) { node, model throws(ModelError) in
            guard let index = node.entries.firstIndex(where: { $0.id == id }) else {
                throw ModelError(.entryNotFound)
            }
            guard node.entries[index].presentation != .root else { throw ModelError(.cannotRemoveRoot) }
            model.removeAt(&node, index, reason: .popped, cause: .pop)
        }
    }

    mutating func pop(to id: EntryID, at path: [Int]) throws(ModelError) {
        try guardActive()
        try mutate(path) { node, model throws(ModelError) in
            guard let index = node.entries.firstIndex(where: { $0.id == id }) else {
                throw ModelError(.entryNotFound)
            }
            model.removeFrom(&node, index + 1, reason: .popped, cause: .pop)
        }
    }

    mutating func popToRoot(at path: [Int]) throws(ModelError) {
        try guardActive()
        try mutate(path) { node, model throws(ModelError) in
            model.removeFrom(&node, 1, reason: .popped, cause: .pop)
        }
    }

    mutating func focusFirst(route: String, input: Int?, at path: [Int]) throws(ModelError) {
        try guardActive()
        try mutate(path) { node, model throws(ModelError) in
            guard
                let index = node.entries.firstIndex(where: {
                    $0.route == route && $0.presentation != .root
                        && (input == nil || $0.input == input.map(String.init))
                })
            else { throw ModelError(.routeNotFound) }
            model.removeFrom(&node, index + 1, reason: .popped, cause: .pop)
        }
    }

    mutating func root(_ route: String, input: Int?, at path: [Int]) throws(ModelError) {
        try guardActive()
        try mutate(path) { node, model throws(ModelError) in
            let inputText = input.map(String.init)
            if let current = node.entries.first, current.presentation == .root, current.route == route,
                current.input == inputText
            {
                return
            }
            let removed = node.entries
            node.entries = []
            for entry in removed.reversed() {
                model.end(entry, .cancel(.replaced))
            }
            var entry = ModelEntry(route: route, presentation: .root, input: inputText)
            entry.child = model.makeNode(forRoute: route)
            node.entries = [entry]
            model.effects.change = .root
        }
    }

    /// `finish(_:)` on the flow at `path`.
    mutating func finish(at path: [Int], _ outcome: ModelOutcome) throws(ModelError) {
        guard !isFinished else { throw ModelError(.alreadyFinished) }
        let parentPath = Array(path.dropLast())
        if !path.isEmpty, node(at: parentPath)?.kind == .wrapper {
            // A wrapper ends when its child ends, with the child's result.
            return try finish(at: parentPath, outcome)
        }
        guard let index = path.last else {
            // A top-level flow ends in place, without a change: its stream finishes.
            // (The test holds the top flow, so it is not expected to be released.)
            for entry in top.entries.reversed() {
                end(entry, .cancel(.parentEnded))
            }
            top.entries = []
            isFinished = true
            return
        }
        try mutate(Array(path.dropLast())) { parent, model throws(ModelError) in
            guard !parent.isStack || parent.entries[index].presentation != .root else {
                throw ModelError(.cannotFinishRoot)
            }
            model.removeAt(&parent, index, reason: .popped, outcome: outcome, cause: .finish)
        }
    }

    /// `ShownEntry.complete()` (`outcome` `.done(nil)`, screens only) or
    /// `ShownEntry.dismiss()` (`outcome` `nil`) of the entry with this id, looked
    /// up in the flow at `path`: a handle finds its entry first, then asks
    /// whether its coordinator is active.
    mutating func endScreen(_ id: EntryID, at path: [Int], completing: Bool) throws(ModelError) {
        guard node(at: path)?.entries.contains(where: { $0.id == id }) == true else {
            throw ModelError(.entryNotFound)
        }
        try guardActive()
        try mutate(path) { node, model throws(ModelError) in
            guard let index = node.entries.firstIndex(where: { $0.id == id }) else {
                throw ModelError(.entryNotFound)
            }
            guard node.entries[index].presentation != .root else { throw ModelError(.cannotRemoveRoot) }
            guard !completing || node.entries[index].child == nil else { throw ModelError(.notAScreen) }
            guard !completing || !node.entries[index].isAlert else { throw ModelError(.notAScreen) }
            model.removeAt(
                &node,
                index,
                reason: .popped,
                outcome: completing ? .done(nil) : nil,
                cause: completing ? .finish : .pop
            )
        }
    }

    /// `ShownEntry.dismiss()`.
    mutating func dismissHandle(_ id: EntryID) -> Bool {
        guard let (path, index) = locate(id), let node = node(at: path),
            ![.root, .content].contains(node.entries[index].presentation)
        else { return false }
        try? mutate(path) { node, model throws(ModelError) in
            model.removeAt(&node, index, reason: .popped, cause: .pop)
        }
        return true
    }

    /// A task awaiting an entry was cancelled: the entry goes, unless it already
    /// did, or another task still awaits it (the awaiters of one entry own it
    /// together); then only the cancelled task resumes, with no change.
    mutating func cancelAwaiter(_ awaiter: Int) {
        guard let found = pendingAwaiters().first(where: { $0.awaiter == awaiter }) else { return }
        try? mutate(found.path) { node, model throws(ModelError) in
            guard node.entries[found.index].awaiters.count > 1 else {
                model.removeAt(&node, found.index, reason: .taskCancelled, cause: .taskCancelled)
                return
            }
            node.entries[found.index].awaiters.removeAll { $0 == awaiter }
            model.effects.resolutions.append((awaiter, .cancel(.taskCancelled)))
        }
    }

    /// `ShownEntry.choose(_:)` of the entry with this id: found first, then
    /// its coordinator asked whether it is active, then the alert its button.
    mutating func choose(_ id: EntryID, _ button: String) throws(ModelError) {
        guard let (path, index) = locate(id) else { throw ModelError(.entryNotFound) }
        try guardActive()
        try mutate(path) { node, model throws(ModelError) in
            let entry = node.entries[index]
            guard entry.isAlert else { throw ModelError(.notAnAlert) }
            guard let value = entry.answer(button) else { throw ModelError(.unknownButton) }
            model.removeAt(&node, index, reason: .popped, outcome: .done(value), cause: .finish)
        }
    }

    /// `ShownEntry.setDetent(_:)` of the entry with this id.
    mutating func setDetent(_ id: EntryID, _ detent: SheetDetent) throws(ModelError) {
        guard let (path, index) = locate(id) else { throw ModelError(.entryNotFound) }
        try guardActive()
        try mutate(path) { node, model throws(ModelError) in
            guard let style = node.entries[index].style, style.detents.contains(detent) else {
                throw ModelError(.invalidDetent)
            }
            guard node.entries[index].detent != detent else { return }
            node.entries[index].detent = detent
            model.effects.change = .detent
        }
    }

    /// Every live alert, in the order they were asked (by id), with its path and index.
    func liveAlerts() -> [(id: EntryID, path: [Int], index: Int)] {
        var found: [(id: EntryID, path: [Int], index: Int)] = []
        for path in nodePaths() {
            for (index, entry) in (node(at: path)?.entries ?? []).enumerated() where entry.isAlert {
                if let id = entry.id { found.append((id, path, index)) }
            }
        }
        return found.sorted { $0.id < $1.id }
    }

    /// Every live sized sheet.
    func liveSizedSheets() -> [EntryID] {
        var found: [EntryID] = []
        for path in nodePaths() {
            for entry in node(at: path)?.entries ?? [] where entry.style != nil {
                if let id = entry.id { found.append(id) }
            }
        }
        return found
    }

    /// The paths of the alerts restoration leaves out, in the order it lists them.
    func omittedAlerts(of node: ModelNode, at path: String = "") -> [String] {
        var omitted: [String] = []
        for entry in node.entries {
            let entryPath = path.isEmpty ? entry.route : "\(path)/\(entry.route)"
            if entry.isAlert {
                omitted.append(entryPath)
            } else if let child = entry.child {
                omitted += omittedAlerts(of: child, at: entryPath)
            }
        }
        return omitted
    }

    // MARK: Operations on tabs

    mutating func select(_ id: EntryID, at path: [Int], cause: ChangeCause = .tab) throws(ModelError) {
        try guardActive()
        try mutate(path) { node, model throws(ModelError) in
            guard let index = node.entries.firstIndex(where: { $0.id == id }) else {
                throw ModelError(.entryNotFound)
            }
            if node.selected != index {
                node.selected = index
                model.effects.change = cause
            }
        }
    }

    mutating func focusTab(_ route: String, at path: [Int]) throws(ModelError) {
        try guardActive()
        try mutate(path) { node, model throws(ModelError) in
            guard let index = node.entries.firstIndex(where: { $0.route == route }) else {
                throw ModelError(.routeNotFound)
            }
            if node.selected != index {
                node.selected = index
                model.effects.change = .tab
            }
        }
    }

    mutating func removeTab(_ id: EntryID, at path: [Int]) throws(ModelError) {
        try guardActive()
        try mutate(path) { node, model throws(ModelError) in
            guard let index = node.entries.firstIndex(where: { $0.id == id }) else {
                throw ModelError(.entryNotFound)
            }
            model.removeAt(&node, index, reason: .popped, cause: .remove)
        }
    }

    mutating func addTab(
        _ route: String,
        input: Int = 0,
        at index: Int,
        select: Bool,
        path: [Int]
    ) throws(ModelError) {
        try guardActive()
        try mutate(path) { node, model throws(ModelError) in
            var entry: ModelEntry
            if node.kind == .split {
                entry = ModelEntry(
                    route: route, presentation: .fuzzColumn, input: route == "detail" ? "\(input)" : nil)
            } else {
                entry = ModelEntry(route: route, presentation: .tab, item: TabItem(route.uppercased()))
            }
            entry.child = model.makeNode(forRoute: route)
            let position = min(max(index, 0), node.entries.count)
            node.entries.insert(entry, at: position)
            if let selected = node.selected, selected >= position { node.selected = selected + 1 }
            if select || node.selected == nil { node.selected = position }
            model.effects.change = .insert
        }
    }

    // MARK: User intents

    /// `receive(_:)` on the coordinator at `path`: only its subtree is searched.
    mutating func receive(_ intent: UserIntent, at path: [Int]) -> IntentOutcome {
        guard !isFinished, let receiver = node(at: path) else { return .ignored }
        let id: EntryID
        switch intent {
        case .popped(to: let entry), .dismissed(let entry), .selected(let entry), .answered(let entry, _, _),
            .resized(let entry, _), .showedColumns(_, of: let entry):
            id = entry
        }
        var probe = ReferenceModel()
        probe.top = receiver
        guard let (relative, index) = probe.locate(id) else { return .ignored }
        let full = path + relative
        var outcome = IntentOutcome.ignored
        try? mutate(full) { node, model throws(ModelError) in
            switch intent {
            case .popped:
                guard node.isStack else { return }
                guard index + 1 < node.entries.count else {
                    outcome = .unchanged
                    return
                }
                model.removeFrom(&node, index + 1, reason: .userDismissed, cause: .user)
                outcome = .applied
            case .dismissed:
                guard node.isStack, node.entries[index].presentation != .root else { return }
                model.removeAt(&node, index, reason: .userDismissed, cause: .user)
                outcome = .applied
            case .answered(_, let button, let texts):
                guard node.entries[index].isAlert, texts.isEmpty, let value = node.entries[index].answer(button)
                else { return }
                model.removeAt(&node, index, reason: .userDismissed, outcome: .done(value), cause: .user)
                outcome = .applied
            case .resized(_, let detent):
                guard let style = node.entries[index].style, style.detents.contains(detent) else { return }
                guard node.entries[index].detent != detent else {
                    outcome = .unchanged
                    return
                }
                node.entries[index].detent = detent
                model.effects.change = .user
                outcome = .applied
            case .showedColumns:
                return  // the model's containers are no split views: ignored
            case .selected:
                guard !node.isStack else { return }
                if node.selected != index {
                    node.selected = index
                    model.effects.change = .user
                    outcome = .applied
                    return
                }
                guard var child = node.entries[index].child else {
                    outcome = .unchanged
                    return
                }
                // A wrapped tab's flow pops as an unwrapped one does (issue 11, case 7).
                if child.kind == .wrapper, var inner = child.entries.first?.child {
                    guard inner.entries.count > 1 else {
                        outcome = .unchanged
                        return
                    }
                    model.removeFrom(&inner, 1, reason: .userDismissed, cause: .user)
                    child.entries[0].child = inner
                    node.entries[index].child = child
                    outcome = .applied
                    return
                }
                guard child.isStack, child.entries.count > 1 else {
                    outcome = .unchanged
                    return
                }
                model.removeFrom(&child, 1, reason: .userDismissed, cause: .user)
                node.entries[index].child = child
                outcome = .applied
            }
        }
        return outcome
    }

    // MARK: Awaiters

    mutating func newAwaiter() -> Int {
        defer { nextAwaiter += 1 }
        return nextAwaiter
    }

    private func guardActive() throws(ModelError) {
        if isFinished { throw ModelError(.coordinatorFinished) }
    }
}
