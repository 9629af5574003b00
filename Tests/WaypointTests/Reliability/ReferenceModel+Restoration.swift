import Waypoint

extension ReferenceModel {
    /// `restore(_:)` of the state saved from `source` into the coordinator at
    /// `path` (of the same type): one change with cause `.restore`.
    ///
    /// Every saved entry is made again by its route, child flows as fresh
    /// coordinators restored in turn (a wrapper keeps the content it made
    /// itself); what the coordinator showed ends with `.cancel(.replaced)`.
    ///
    /// - Parameter keepsAwaited: whether entries awaited in `source` come back
    ///   awaited (their waits are taken up again by the caller).
    mutating func restore(_ source: ModelNode, into path: [Int], keepsAwaited: Bool) {
        try? mutate(path) { node, model throws(ModelError) in
            model.rebuild(source, into: &node, keepsAwaited: keepsAwaited)
        }
        effects.change = .restore
    }

    private mutating func rebuild(_ source: ModelNode, into target: inout ModelNode, keepsAwaited: Bool) {
        var rebuilt: [ModelEntry] = []
        var kept: Set<Int> = []
        for (index, saved) in source.entries.enumerated() {
            // Alerts are never saved; they are the stack's top entries, so no
            // index after them is a wrapper's content.
            if saved.isAlert { continue }
            var entry: ModelEntry
            if target.kind == .wrapper, target.entries.indices.contains(index),
                target.entries[index].route == saved.route
            {
                // The content a wrapper made itself stays; its flow is restored in place.
                entry = target.entries[index]
                kept.insert(index)
                if let savedChild = saved.child, var child = entry.child {
                    rebuild(savedChild, into: &child, keepsAwaited: keepsAwaited)
                    entry.child = child
                }
            } else {
                entry = ModelEntry(
                    route: saved.route, presentation: saved.presentation, input: saved.input, item: saved.item)
                entry.detent = saved.detent
                if let savedChild = saved.child {
                    var child = makeNode(savedChild.kind)
                    rebuild(savedChild, into: &child, keepsAwaited: keepsAwaited)
                    entry.child = child
                }
            }
            entry.isAwaited = keepsAwaited && !saved.awaiters.isEmpty
            rebuilt.append(entry)
        }
        for (index, old) in target.entries.enumerated().reversed() where !kept.contains(index) {
            end(old, .cancel(.replaced))
        }
        target.entries = rebuilt
        target.selected = source.selected
    }

    /// The entries marked awaited by a restoration, whose waits are not taken up yet.
    func restoredAwaitedWithoutAwaiter() -> [EntryID] {
        var ids: [EntryID] = []
        func visit(_ node: ModelNode) {
            for entry in node.entries {
                if entry.isAwaited, entry.awaiters.isEmpty, let id = entry.id { ids.append(id) }
                if let child = entry.child { visit(child) }
            }
        }
        if !isFinished { visit(top) }
        return ids
    }

    /// Adds an awaiter to an entry.
    mutating func addAwaiter(_ awaiter: Int, to id: EntryID) {
        guard let (path, index) = locate(id) else { return }
        try? mutate(path) { node, _ throws(ModelError) in
            node.entries[index].awaiters.append(awaiter)
        }
    }
}

/// A way to spoil saved restoration data, and the error restoring it must throw.
enum RestorationCorruption: CaseIterable {
    case unknownRoute, badInput, rootNotFirst, childOfScreen, otherType, otherFormat, corruptData
    /// Issue 11, case 10: accepted by today's engine.
    case selectionOnStack, containerWithoutSelection

    static var available: [RestorationCorruption] {
        ModelRun.Coverage.covers(.impossibleRestorationData)
            ? allCases
            : [.unknownRoute, .badInput, .rootNotFirst, .childOfScreen, .otherType, .otherFormat, .corruptData]
    }

    /// Spoils `state` at a node picked by `pick`.
    ///
    /// - Returns: the error restoring it must throw, or `nil` if this state offers
    ///   no place for the corruption.
    func apply(to state: inout RestorationState, pick: UInt64) -> RestorationError.Code? {
        switch self {
        case .otherFormat:
            state.format += 1
            return .incompatibleFormat
        case .corruptData:
            return .corruptData
        case .otherType:
            return Self.mutateNode(&state.root, pick: pick, where: { _ in true }, change: Self.renameType)
        case .unknownRoute:
            return Self.mutateNode(&state.root, pick: pick, where: Self.hasEntries) {
                $0.entries[Int(pick.second % UInt64($0.entries.count))].route = "nowhere"
                return .unknownRoute
            }
        case .badInput:
            return Self.mutateNode(&state.root, pick: pick, where: Self.hasOwnEntries) {
                let index = Int(pick.second % UInt64($0.entries.count))
                $0.entries[index].inputs = $0.entries[index].inputs.isEmpty ? ["1"] : ["\"x\""]
                return .badInput
            }
        case .rootNotFirst:
            return Self.mutateNode(&state.root, pick: pick, where: Self.isStackAboveRoot) {
                $0.entries.swapAt(0, 1)
                return .invalidStructure
            }
        case .childOfScreen:
            return Self.mutateNode(&state.root, pick: pick, where: Self.hasScreen) {
                guard let index = $0.entries.firstIndex(where: { $0.child == nil }) else { return nil }
                var empty = $0
                (empty.type, empty.kind, empty.selected, empty.entries) = ("FuzzFlow", .navigation, nil, [])
                $0.entries[index].child = empty
                return .invalidStructure
            }
        case .selectionOnStack:
            return Self.mutateNode(&state.root, pick: pick, where: Self.isStack) {
                $0.selected = 0
                return .invalidStructure
            }
        case .containerWithoutSelection:
            return Self.mutateNode(&state.root, pick: pick, where: Self.isContainerWithChildren) {
                $0.selected = nil
                return .invalidStructure
            }
        }
    }

    private static func hasEntries(_ node: RestorationState.Node) -> Bool { !node.entries.isEmpty }
    /// Entries the node's routes made (a wrapper's content is its own).
    private static func hasOwnEntries(_ node: RestorationState.Node) -> Bool {
        node.kind != .wrapper && !node.entries.isEmpty
    }
    private static func isStackAboveRoot(_ node: RestorationState.Node) -> Bool {
        node.kind == .navigation && node.entries.count > 1
    }
    private static func hasScreen(_ node: RestorationState.Node) -> Bool { node.entries.contains { $0.child == nil } }
    private static func isStack(_ node: RestorationState.Node) -> Bool { node.kind == .navigation }
    /// Tabs and wrappers always select one of their children; a container of
    /// a kind of one's own may select none (`Container(kind:children:selected: nil)`),
    /// so its state without a selection is possible, not corrupt.
    private static func isContainerWithChildren(_ node: RestorationState.Node) -> Bool {
        (node.kind == .tabs || node.kind == .wrapper) && !node.entries.isEmpty
    }

    private static func renameType(_ node: inout RestorationState.Node) -> RestorationError.Code? {
        node.type = "Other"
        return .typeMismatch
    }

    /// Applies `change` to one of the nodes that satisfy `include`, picked by `pick`.
    private static func mutateNode(
        _ root: inout RestorationState.Node,
        pick: UInt64,
        where include: (RestorationState.Node) -> Bool,
        change: (inout RestorationState.Node) -> RestorationError.Code?
    ) -> RestorationError.Code? {
        var count = 0
        func countNodes(_ node: RestorationState.Node) {
            if include(node) { count += 1 }
            for entry in node.entries { if let child = entry.child { countNodes(child) } }
        }
        countNodes(root)
        guard count > 0 else { return nil }
        var target = Int(pick % UInt64(count))
        func visit(_ node: inout RestorationState.Node) -> RestorationError.Code?? {
            if include(node) {
                if target == 0 { return .some(change(&node)) }
                target -= 1
            }
            for index in node.entries.indices {
                guard var child = node.entries[index].child else { continue }
                let found = visit(&child)
                node.entries[index].child = child
                if let found { return found }
            }
            return nil
        }
        return visit(&root) ?? nil
    }
}
