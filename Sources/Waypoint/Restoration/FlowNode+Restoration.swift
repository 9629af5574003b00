#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A route that can make its entry again from a saved, JSON-encoded input.
@MainActor
protocol RestorableTransition: AnyObject {
    var isRoot: Bool { get }
    func restoreEntry(owner: AnyObject, node: FlowNode, input: String?, path: String) throws(RestorationError) -> Entry
}

extension RestorableTransition where Self: EntryMaking {
    var isRoot: Bool { entryPresentation == .root }

    func restoreEntry(owner: AnyObject, node: FlowNode, input: String?, path: String) throws(RestorationError) -> Entry
    {
        guard let owner = owner as? Owner else {
            throw RestorationError(.typeMismatch, at: path, "the route belongs to another coordinator type")
        }
        let value: Input = try decodeInput(input, path: path)
        do {
            return try node.entry(for: self, of: owner, input: value).entry
        } catch {
            throw RestorationError(.invalidStructure, at: path, error.message)
        }
    }
}

extension RouteTransition: RestorableTransition {}
extension RootTransition: RestorableTransition {}

/// Decodes a saved input into a route's input type.
private func decodeInput<Input>(_ json: String?, path: String) throws(RestorationError) -> Input {
    if let none = () as? Input {
        guard json == nil else { throw RestorationError(.badInput, at: path, "the route takes no input") }
        return none
    }
    guard let json else {
        throw RestorationError(.badInput, at: path, "the route's input is missing")
    }
    guard let type = Input.self as? any Decodable.Type else {
        throw RestorationError(.badInput, at: path, "\(Input.self) is not Decodable")
    }
    do {
        if let value = try JSONDecoder().decode(type, from: Data(json.utf8)) as? Input {
            return value
        }
    } catch {
        throw RestorationError(.badInput, at: path, "the input does not decode as \(Input.self): \(error)")
    }
    throw RestorationError(.badInput, at: path, "the input does not decode as \(Input.self)")
}

extension FlowNode {
    /// This subtree as restoration data; entries whose inputs cannot be encoded
    /// are left out (in a stack, with everything above them) and listed in `omitted`.
    func restorationNode(path: String, omitted: inout [String]) -> RestorationState.Node {
        var saved: [RestorationState.Entry] = []
        var savedSelection: Int?
        for entry in entries {
            let entryPath = path.isEmpty ? entry.route : "\(path)/\(entry.route)"
            guard let input = Self.encode(entry.input) else {
                omitted.append(entryPath)
                if layout == .stack { break }
                continue
            }
            if entry.id == selection { savedSelection = saved.count }
            saved.append(
                RestorationState.Entry(
                    route: entry.route,
                    presentation: entry.presentation,
                    input: input,
                    // The snapshot's rule (`EntrySnapshot.isAwaited`): the call that
                    // showed the entry awaits it. Waiters that came later (a handle's
                    // `result()`, a flow's own `navigation.result()`) do not count.
                    awaited: entry.isAwaited,
                    child: entry.child?.restorationNode(path: entryPath, omitted: &omitted)
                )
            )
        }
        return RestorationState.Node(type: typeName, kind: kind, selected: savedSelection, entries: saved)
    }

    /// The JSON of an input: `.some(nil)` for no input, `nil` if it cannot be encoded.
    private static func encode(_ input: Any?) -> String?? {
        guard let input else { return .some(nil) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys  // the same input always saves as the same text
        guard let encodable = input as? any Encodable, let data = try? encoder.encode(encodable) else {
            return nil
        }
        return .some(String(decoding: data, as: UTF8.self))
    }

    /// Rebuilds this subtree from restoration data, inside a transaction.
    func restore(
        _ state: RestorationState.Node,
        path: String,
        into restored: inout [RestoredFlow]
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
        var rebuilt: [Entry] = []
        for (index, saved) in state.entries.enumerated() {
            let entryPath = path.isEmpty ? saved.route : "\(path)/\(saved.route)"
            let entry: Entry
            if let transition = transition(named: saved.route) as? any RestorableTransition {
                guard layout != .stack || (index == 0) == transition.isRoot else {
                    throw RestorationError(
                        .invalidStructure,
                        at: entryPath,
                        index == 0 ? "a stack must start with a root" : "a root can only be first"
                    )
                }
                entry = try transition.restoreEntry(owner: owner, node: self, input: saved.input, path: entryPath)
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
            if let childState = saved.child {
                guard let child = entry.child else {
                    throw RestorationError(.invalidStructure, at: entryPath, "the route shows a screen, not a flow")
                }
                try child.restore(childState, path: entryPath, into: &restored)
            }
            if saved.awaited {
                if !entries.contains(where: { $0 === entry }) { entry.isAwaited = true }
                restored.append(RestoredFlow(path: entryPath, completion: entry.completion))
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
        replaceAll(with: rebuilt, selection: newSelection, cause: .restore)
    }
}
