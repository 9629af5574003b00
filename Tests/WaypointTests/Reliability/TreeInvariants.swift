@testable import Waypoint

/// A navigation tree as a test sees it: its top coordinator, the snapshot, and
/// the awaiters the test knows are waiting, by entry.
@MainActor
struct ObservedTree {
    let top: any Coordinator
    let snapshot: CoordinatorSnapshot
    /// The number of awaiters still waiting for each entry's result.
    let pendingAwaiters: [EntryID: Int]
}

/// The invariants a tree broke, one readable line each.
struct TreeInvariantViolation: Error, CustomStringConvertible {
    let violations: [String]
    var description: String { violations.joined(separator: "\n") }
}

/// Checks the invariants of a navigation tree that its public API shows
/// (DESIGN.md §4); the model-based test calls it after every step.
///
/// - a stack (`.navigation`) starts with its root, has no other root, and no
///   selection; a finished flow shows no entries;
/// - a wrapper shows exactly one content entry, with a child flow, selected;
/// - a container's selection is one of its children (none only when it has no
///   children), and it holds no root or content entry;
/// - entry ids are unique across the tree;
/// - an entry shows as awaited exactly when at least one awaiter waits for it
///   (a double tap may add a second awaiter to the same destination), and every
///   waiting awaiter's entry is shown.
///
/// - Parameter tree: the tree and its known awaiters.
/// - Throws: ``TreeInvariantViolation`` listing every broken invariant.
@MainActor
func assertTreeInvariants(_ tree: ObservedTree) throws(TreeInvariantViolation) {
    var problems: [String] = []
    var seen: Set<EntryID> = []
    func visit(_ node: CoordinatorSnapshot, _ path: String) {
        let entries = Array(node.entries)
        let ids = entries.map(\.id)
        switch node.kind {
        case .navigation:
            if node.selected != nil { problems.append("\(path): a stack has a selection") }
            if let first = entries.first {
                if first.presentation != .root { problems.append("\(path): the first entry is \(first.presentation)") }
            } else if path != "top" || opened(tree.top).isActive() {
                problems.append("\(path): an active stack has no root")
            }
            if entries.dropFirst().contains(where: { $0.presentation == .root || $0.presentation == .content }) {
                problems.append("\(path): a root or content entry above the first")
            }
        case .wrapper:
            if entries.count != 1 || entries.first?.presentation != .content
                || entries.first?.child == nil
            {
                problems.append("\(path): a wrapper shows \(entries.map(\.presentation)), not one content flow")
            }
            if node.selected != entries.first?.id { problems.append("\(path): a wrapper's content is not selected") }
        default:
            if let selected = node.selected {
                if !ids.contains(selected) { problems.append("\(path): the selection \(selected) is not a child") }
            } else if !entries.isEmpty {
                problems.append("\(path): a container with children selects none")
            }
            if entries.contains(where: { $0.presentation == .root || $0.presentation == .content }) {
                problems.append("\(path): a container holds a root or content entry")
            }
        }
        for entry in entries {
            if !seen.insert(entry.id).inserted { problems.append("\(path): entry id \(entry.id) is used twice") }
            let awaiters = tree.pendingAwaiters[entry.id] ?? 0
            if entry.isAwaited != (awaiters > 0) {
                problems.append("\(path)/\(entry.route): awaited \(entry.isAwaited) with \(awaiters) awaiters waiting")
            }
            if let child = entry.child { visit(child, "\(path)/\(entry.route)") }
        }
    }
    visit(tree.snapshot, "top")
    for (id, count) in tree.pendingAwaiters where count > 0 && !seen.contains(id) {
        problems.append("\(count) awaiters wait for \(id), which is not shown")
    }
    problems += tree.top.invariantViolations()  // the engine's own invariants
    if !problems.isEmpty { throw TreeInvariantViolation(violations: problems) }
}
