#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A route that can make its entry again from its saved, JSON-encoded inputs.
@MainActor
protocol RestorableTransition: AnyObject {
    var isRoot: Bool { get }
    func restoreEntry(owner: AnyObject, node: FlowNode, inputs: [String], path: String) throws(RestorationError)
        -> EntryState
}

extension RouteTransition: RestorableTransition {
    var isRoot: Bool { presentation == .root }

    func restoreEntry(owner: AnyObject, node: FlowNode, inputs: [String], path: String) throws(RestorationError)
        -> EntryState
    {
        try restoredEntry(self, make, owner: owner, node: node, inputs: inputs, path: path)
    }
}

extension RootTransition: RestorableTransition {
    var isRoot: Bool { true }

    func restoreEntry(owner: AnyObject, node: FlowNode, inputs: [String], path: String) throws(RestorationError)
        -> EntryState
    {
        try restoredEntry(self, make, owner: owner, node: node, inputs: inputs, path: path)
    }
}

/// Makes a route's or root's entry again from its saved inputs: as many as
/// its factory takes, each decoded into its parameter's type, in order.
@MainActor
private func restoredEntry<Route: EntryMaking, each Input>(
    _ route: Route,
    _ make: (Route.Owner) -> (repeat each Input) -> Route.Output,
    owner: AnyObject,
    node: FlowNode,
    inputs: [String],
    path: String
) throws(RestorationError) -> EntryState {
    guard let owner = owner as? Route.Owner else {
        throw RestorationError(.typeMismatch, at: path, "the route belongs to another coordinator type")
    }
    try checkInputCount(inputs, expected: count(repeat (each Input).self), path: path)
    var saved = inputs.makeIterator()
    let values = (repeat try decodeInput((each Input).self, from: &saved, path: path))
    do {
        return try makeRouteEntry(route, make, in: node, of: owner, repeat each values).entry
    } catch {
        throw RestorationError(.invalidStructure, at: path, error.message)
    }
}

/// The number of types in a pack.
private func count<each Input>(_ type: repeat (each Input).Type) -> Int {
    var count = 0
    for _ in repeat each type {
        count += 1
    }
    return count
}

private func checkInputCount(_ inputs: [String], expected: Int, path: String) throws(RestorationError) {
    guard inputs.count == expected else {
        throw RestorationError(.badInput, at: path, "the route takes \(expected) inputs; \(inputs.count) were saved")
    }
}

/// Decodes the next saved input into the type of the route's next input.
private func decodeInput<Input>(
    _: Input.Type,
    from saved: inout IndexingIterator<[String]>,
    path: String
) throws(RestorationError) -> Input {
    guard let json = saved.next() else {
        throw RestorationError(.badInput, at: path, "an input of type \(Input.self) is missing")
    }
    guard let type = Input.self as? any Decodable.Type else {
        throw RestorationError(.badInput, at: path, "\(Input.self) is not Decodable")
    }
    do {
        if let value = try JSONDecoder().decode(type, from: Data(json.utf8)) as? Input {
            return value
        }
    } catch {
        throw RestorationError(.badInput, at: path, "an input does not decode as \(Input.self): \(error)")
    }
    throw RestorationError(.badInput, at: path, "an input does not decode as \(Input.self)")
}

extension FlowNode {
    /// This subtree as restoration data; entries whose inputs cannot be encoded
    /// are left out (in a stack, with everything above them) and listed in `omitted`.
    func restorationNode(path: String, omitted: inout [String]) -> RestorationState.Node {
        var saved: [RestorationState.Entry] = []
        var savedSelection: Int?
        for entry in entries {
            let entryPath = path.isEmpty ? entry.route : "\(path)/\(entry.route)"
            if entry.isAlert {
                // An alert asks a question of someone who awaits the answer: it
                // is not saved (alerts stay on top of their stack: nothing is
                // stacked on one).
                omitted.append(entryPath)
                continue
            }
            let destination = self.destination(of: entry)
            guard let inputs = Self.encode(destination?.input) else {
                omitted.append(entryPath)
                if layout == .stack { break }
                continue
            }
            if entry.id == selection { savedSelection = saved.count }
            saved.append(
                RestorationState.Entry(
                    route: entry.route,
                    presentation: entry.presentation,
                    inputs: inputs,
                    // The snapshot's rule (`EntrySnapshot.isAwaited`): the call that
                    // showed the entry awaits it. Waiters that came later (a handle's
                    // `result()`, a flow's own `navigation.result()`) do not count.
                    awaited: entry.isAwaited,
                    child: tree.childNode(of: entry)?.restorationNode(path: entryPath, omitted: &omitted),
                    detent: entry.selectedDetent
                )
            )
        }
        if savedSelection == nil, selection != nil, !saved.isEmpty {
            // The selected child was left out: the first saved one is selected
            // instead, so that the data restores (tabs need a selection).
            savedSelection = 0
        }
        return RestorationState.Node(
            type: typeName, kind: kind, selected: savedSelection, entries: saved,
            visibleColumns: state.split?.visibleColumns, selectedItem: state.split?.selectedItem)
    }

    /// The JSON of each input, in order: `[]` for no input, `nil` if one
    /// cannot be encoded.
    private static func encode(_ input: Any?) -> [String]? {
        let elements = RouteInputs.elements(of: input)
        guard !elements.isEmpty else { return [] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys  // the same input always saves as the same text
        var saved: [String] = []
        saved.reserveCapacity(elements.count)
        for element in elements {
            guard let encodable = element as? any Encodable, let data = try? encoder.encode(encodable) else {
                return nil
            }
            saved.append(String(decoding: data, as: UTF8.self))
        }
        return saved
    }

    /// Rebuilds this subtree from restoration data, inside a transaction.
    func restore(
        _ state: RestorationState.Node,
        path: String,
        into restored: inout [ShownEntry<Any>]
    ) throws(RestorationError) {
        guard state.type == typeName, state.kind == kind else {
            throw RestorationError(
                .typeMismatch,
                at: path,
                "the state is of \(state.type) (\(state.kind)), not \(typeName) (\(kind))"
            )
        }
        guard isActive, let owner else {
            throw RestorationError(.coordinatorFinished, at: path, "\(typeName) has finished")
        }
        var rebuilt: [EntryState] = []
        for (index, saved) in state.entries.enumerated() {
            let entryPath = path.isEmpty ? saved.route : "\(path)/\(saved.route)"
            var entry: EntryState
            if let transition = transition(named: saved.route) as? any RestorableTransition {
                guard layout != .stack || (index == 0) == transition.isRoot else {
                    throw RestorationError(
                        .invalidStructure,
                        at: entryPath,
                        index == 0 ? "a stack must start with a root" : "a root can only be first"
                    )
                }
                entry = try transition.restoreEntry(owner: owner, node: self, inputs: saved.inputs, path: entryPath)
            } else if entries.indices.contains(index), entries[index].route == saved.route {
                entry = entries[index]  // content the container made itself, such as a wrapper's child
            } else {
                throw RestorationError(.unknownRoute, at: entryPath, "\(typeName) declares no route '\(saved.route)'")
            }
            guard entry.presentation == saved.presentation else {
                throw RestorationError(
                    .invalidStructure,
                    at: entryPath,
                    "saved as \(saved.presentation), declared as \(entry.presentation)"
                )
            }
            guard !entry.isAlert else {
                throw RestorationError(.invalidStructure, at: entryPath, "alerts and dialogs are not restored")
            }
            if let detent = saved.detent {
                do throws(NavigationError) {
                    entry.detent = try Completion.detentIndex(detent, of: entry)
                } catch {
                    throw RestorationError(.badInput, at: entryPath, error.message)
                }
            }
            if let childState = saved.child {
                guard let child = tree.childNode(of: entry) else {
                    throw RestorationError(.invalidStructure, at: entryPath, "the route shows a screen, not a flow")
                }
                try child.restore(childState, path: entryPath, into: &restored)
            }
            if saved.awaited, let shown = destination(of: entry) {
                if !contains(entry.id) { entry.isAwaited = true }
                restored.append(ShownEntry(completion: shown.completion, destination: shown.value, holder: owner))
            }
            rebuilt.append(entry)
        }
        guard layout != .stack || !rebuilt.isEmpty else {
            throw RestorationError(.invalidStructure, at: path, "a stack needs a root")
        }
        guard layout != .stack || state.selected == nil else {
            throw RestorationError(.invalidStructure, at: path, "a navigation stack has no selection")
        }
        guard !requiresSelection || rebuilt.isEmpty || state.selected != nil else {
            throw RestorationError(.invalidStructure, at: path, "\(kind) with children needs a selection")
        }
        var newSelection: EntryID?
        if let selected = state.selected {
            guard rebuilt.indices.contains(selected) else {
                throw RestorationError(.invalidStructure, at: path, "selection \(selected) is out of range")
            }
            newSelection = rebuilt[selected].id
        }
        guard var split = self.state.split else {
            replaceAll(with: rebuilt, selection: newSelection, cause: .restore)
            return
        }
        split.visibleColumns = try restoredColumns(rebuilt, state, of: split, path: path)
        split.selectedItem = state.selectedItem
        if let item = state.selectedItem, (owner as? any SplitCoordinator)?.listsItem(item) != true {
            throw RestorationError(.badInput, at: path, "the sidebar of \(typeName) no longer lists \(item)")
        }
        arrangeColumns(rebuilt, split: split, cause: .restore)
        if let newSelection { select(newSelection, cause: .restore) }
    }

    /// A split view's restored visible columns, once its entries are checked:
    /// one per column it has, in order.
    private func restoredColumns(
        _ rebuilt: [EntryState],
        _ state: RestorationState.Node,
        of split: SplitSnapshot,
        path: String
    ) throws(RestorationError) -> [SplitColumn] {
        let columns = rebuilt.compactMap(\.presentation.column)
        guard columns.count == rebuilt.count, columns.allSatisfy(split.has), columns == columns.sorted(),
            Set(columns).count == columns.count
        else {
            throw RestorationError(.invalidStructure, at: path, "\(typeName) shows one entry per column, in order")
        }
        let visible = state.visibleColumns ?? split.columns
        guard !visible.isEmpty, visible.allSatisfy(split.has) else {
            throw RestorationError(.invalidStructure, at: path, "\(typeName) cannot show columns \(visible)")
        }
        return split.columns.filter(visible.contains)
    }
}
