#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The invariants of a navigation tree, as one function (swift-collections'
/// `_checkInvariants()`): debug builds check them after every change, and the
/// model-based test after every step. `Docs/Concepts.md` lists them in prose.
extension FlowNode {
    /// The top of this node's tree.
    var top: FlowNode {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }

    /// Every invariant the tree containing this node breaks, each naming the
    /// invariant and where; empty when the tree is sound.
    func invariantViolations() -> [String] {
        let top = self.top
        var problems: [String] = []
        var ids: Set<EntryID> = []
        let tree = top.tree
        let inTransaction = tree.transaction != nil
        if top.parent != nil { problems.append("top: \(top.typeName) has a parent") }
        if tree.gate.isIdle, tree.gate.waiting > 0 {
            problems.append("gate: \(tree.gate.waiting) request(s) wait at an idle gate")
        }
        top.forEachNode { node in
            node.check(tree: tree, inTransaction: inTransaction, ids: &ids, into: &problems)
        }
        if tree.topOwner === top.owner, !inTransaction, tree.openDrafts == 0 {
            for id in tree.destinations.ids where !ids.contains(id) {
                problems.append("reachable: the destination of entry \(id) is live but no entry shows it")
            }
        }
        return problems
    }

    private func check(
        tree: NavigationTree,
        inTransaction: Bool,
        ids: inout Set<EntryID>,
        into problems: inout [String]
    ) {
        let place = "\(typeName) (\(kind))"
        if self.tree !== tree { problems.append("one owner: \(place) belongs to another tree") }
        if lifecycle != .finished, !tree.state.contains(id) || tree.node(id) !== self {
            problems.append("state: \(place) (\(id)) is not in its tree's state")
        }
        if let parent = state.parent, !tree.state.contains(parent) {
            problems.append("state: the parent of \(place), \(parent), is not in the tree's state")
        }
        switch lifecycle {
        case .starting:
            // Its root is being made: what its factory showed is all it has.
            ids.formUnion(entries.map(\.id))
            return
        case .finished:
            if !entries.isEmpty { problems.append("finished: \(place) still has \(entries.count) entries") }
            if observers.contains(where: \.isOpen) {
                problems.append("finished: \(place) still has subscribers")
            }
            return
        case .ending:
            if !inTransaction { problems.append("lifecycle: \(place) is ending outside a transaction") }
        case .active:
            break
        }
        switch layout {
        case .stack:
            if entries.first?.presentation != .root {
                problems.append("stack root: \(place) does not start with a root")
            }
            if entries.dropFirst().contains(where: { $0.presentation == .root }) {
                problems.append("stack root: \(place) has a root above its first entry")
            }
            if selection != nil { problems.append("selection: the stack \(place) has a selection") }
            if let firstAlert = entries.firstIndex(where: \.isAlert),
                entries[firstAlert...].contains(where: { !$0.isAlert })
            {
                problems.append("alerts on top: \(place) has an entry above one of its alerts")
            }
        case .set:
            if entries.contains(where: \.isAlert) { problems.append("alerts: the container \(place) holds an alert") }
            if let selection, !entries.contains(where: { $0.id == selection }) {
                problems.append("selection: \(place) selects \(selection), which is not one of its children")
            }
            if requiresSelection, !entries.isEmpty, selection == nil {
                problems.append("selection: \(place) has children but no selection")
            }
            if let split = state.split {
                let columns = entries.map(\.presentation.column)
                if columns.contains(where: { $0.map { !split.has($0) } ?? true }) {
                    problems.append("columns: \(place) shows an entry outside its columns")
                }
                if zip(columns, columns.dropFirst()).contains(where: { ($0 ?? .detail) >= ($1 ?? .sidebar) }) {
                    problems.append("columns: \(place) shows its columns out of order or one twice")
                }
                if split.visibleColumns.isEmpty || !split.visibleColumns.allSatisfy(split.has) {
                    problems.append("columns: \(place) shows \(split.visibleColumns) of \(split.columns)")
                }
            }
        }
        for entry in entries {
            // Made only for a problem: reading a route's name reflects its coordinator.
            let at = { "\(place) entry \(entry.id) '\(entry.route)'" }
            if !ids.insert(entry.id).inserted {
                problems.append("unique ids: \(at()) has an id used elsewhere in the tree")
            }
            guard let destination = tree.destinations[entry.id] else {
                problems.append("ownership: \(at()) has no destination")
                continue
            }
            let completion = destination.completion
            if completion.tree !== tree || completion.entryID != entry.id {
                problems.append("ownership: the result of \(at()) is not linked to it")
            }
            if completion.isResolved {
                problems.append("pending resolution: \(at()) is shown but already resolved")
            }
            if entry.hasLeaveGuard != (destination.leaveGuard != nil) {
                problems.append("guards: \(at()) and its destination disagree about its leave guard")
            }
            if (entry.child == nil) != (destination.node == nil) {
                problems.append("ownership: \(at()) and its destination disagree about its child flow")
            }
            guard let childID = entry.child, let child = destination.node else { continue }
            if child.id != childID || !tree.state.contains(childID) {
                problems.append("state: the flow of \(at()) is not in the tree's state under the entry's child id")
            }
            if child.parent !== self { problems.append("reachable: the flow of \(at()) names another parent") }
            if child.owner == nil { problems.append("reachable: the flow of \(at()) has no coordinator") }
            if child.lifecycle == .finished {
                problems.append("lifecycle: the flow of \(at()) has finished but is shown")
            }
        }
    }
}

extension NavigationTree {
    /// Checks the invariants after a change, in debug builds, and reports what
    /// breaks (see ``InvariantReporting``). A tree the app let go of is not
    /// checked: the work that drains from it changes nothing anyone can see.
    func checkInvariants(from node: FlowNode, after cause: ChangeCause) {
        #if DEBUG
        guard !isAbandoned else { return }
        let problems = node.invariantViolations()
        guard !problems.isEmpty else { return }
        let message = """
            Waypoint: a navigation invariant broke after a change (\(cause)): \(problems.joined(separator: "; ")). \
            This is a bug in Waypoint; please report it with this message and the tree:
            \(node.top.snapshot())
            """
        if let reporter = invariantReporter {
            reporter(message)
        } else if let reporter = InvariantReporting.reporter {
            reporter(message)
        } else {
            InvariantReporting.printToStandardError(message)
        }
        #endif
    }
}

/// Where debug builds report a broken invariant of the engine (a bug in
/// Waypoint, never a misuse): to the reporter of the tree, which
/// WaypointTesting's recorders and front ends install so that it fails the
/// test that broke it; else to the reporter of the task, which its
/// `.flowChecked` traits bind for the test they run; else to standard error.
/// It never traps: the app goes on as a release build would, where nothing
/// is checked.
package enum InvariantReporting {
    /// The reporter of the current task and the tasks it starts: a task-local
    /// value, bound for one scope, never shared state.
    @TaskLocal package static var reporter: (@Sendable (String) -> Void)?

    static func printToStandardError(_ message: String) {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        var line = message + "\n"
        line.withUTF8 { bytes in
            // File descriptor 2 is standard error.
            _ = write(2, bytes.baseAddress, bytes.count)
        }
        #else
        print(message)
        #endif
    }
}

extension FlowNode {
    /// Reports the invariants that break in this node's tree to `reporter`
    /// instead (debug builds); a tree that adopts this one keeps its own.
    package func reportInvariantViolations(to reporter: @escaping @MainActor (String) -> Void) {
        tree.invariantReporter = reporter
    }

    /// Whether a reporter watches this node's tree (``reportInvariantViolations(to:)``).
    package var reportsInvariantViolations: Bool { tree.invariantReporter != nil }
}

extension Coordinator {
    /// Every invariant the tree containing this coordinator breaks, each naming
    /// the invariant and where; empty when the tree is sound. For tests.
    func invariantViolations() -> [String] {
        node.invariantViolations()
    }
}
