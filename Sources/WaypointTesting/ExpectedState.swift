public import Waypoint

/// What a test expects a coordinator's state to be, for ``ChangeRecorder``'s
/// assertions and reports.
///
/// Entry ids differ from run to run, so the most useful expectations leave them
/// out: ``routes(_:)`` compares the route names of the top level, and
/// ``tree(_:)`` compares the whole tree as it prints (kinds, routes, inputs,
/// tabs, selection and awaited marks, without ids).
///
/// ```swift
/// await recorder.expect(.push, .routes(["list", "todo"]))
/// await recorder.expect(.present, .tree("""
///     TodosCoordinator (navigation)
///     ├─ root list
///     └─ sheet create [awaited]
///        CreateCoordinator (navigation)
///        └─ root form
///     """))
/// ```
public struct ExpectedState: Sendable, CustomStringConvertible {
    private let predicate: @Sendable (CoordinatorSnapshot) -> Bool
    /// What the expectation shows as "expected" in a failure report.
    public let description: String
    /// The expected tree, drawn next to an actual one for a failure report; `nil`
    /// for a predicate, which has no tree to show.
    let expectedTree: (@Sendable (CoordinatorSnapshot) -> String)?

    /// An expectation from a predicate, described for failure reports.
    ///
    /// - Parameters:
    ///   - description: what the predicate checks, shown when it fails.
    ///   - predicate: whether a snapshot meets the expectation.
    public init(_ description: String, _ predicate: @escaping @Sendable (CoordinatorSnapshot) -> Bool) {
        self.description = description
        self.predicate = predicate
        self.expectedTree = nil
    }

    private init(
        _ description: String,
        tree: @escaping @Sendable (CoordinatorSnapshot) -> String,
        predicate: @escaping @Sendable (CoordinatorSnapshot) -> Bool
    ) {
        self.description = description
        self.predicate = predicate
        self.expectedTree = tree
    }

    /// Whether a snapshot meets the expectation.
    ///
    /// - Parameter snapshot: the state to check.
    /// - Returns: `true` if it meets the expectation.
    public func matches(_ snapshot: CoordinatorSnapshot) -> Bool { predicate(snapshot) }

    /// The route names of the coordinator's own entries, root first.
    ///
    /// A route's name is its property's name unless its declaration gives
    /// another with `name:`: `@Route(.sheet, name: "new") var create` is
    /// `"new"` here, not `"create"`.
    ///
    /// A mismatch is reported with both trees and a line diff: the expected tree
    /// is the actual one with its own entries replaced by the expected routes;
    /// an expected entry whose route the actual entry at its place does not have
    /// is drawn by its route name alone.
    ///
    /// - Parameter routes: the expected names, such as `["list", "todo"]`.
    /// - Returns: the expectation.
    public static func routes(_ routes: [String]) -> Self {
        ExpectedState("routes \(routes)", tree: { routesTree(routes, like: $0) }, predicate: { $0.routes == routes })
    }

    /// The actual tree with its top-level entries replaced by expected routes:
    /// an entry whose route matches the actual entry at its place keeps that
    /// entry's lines (and its subtree); another is drawn by its name alone.
    static func routesTree(_ routes: [String], like actual: CoordinatorSnapshot) -> String {
        let lines = actual.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var groups: [[String]] = []
        for line in lines.dropFirst() {
            if line.hasPrefix("├─ ") || line.hasPrefix("└─ ") || groups.isEmpty {
                groups.append([line])
            } else {
                groups[groups.count - 1].append(line)
            }
        }
        var tree = [lines.first ?? actual.type]
        for (index, route) in routes.enumerated() {
            let isLast = index == routes.count - 1
            let matches = actual.entries.indices.contains(index) && actual.entries[index].route == route
            let group = matches && groups.indices.contains(index) ? groups[index] : ["   " + route]
            tree.append((isLast ? "└─ " : "├─ ") + group[0].dropFirst(3))
            for line in group.dropFirst() {
                tree.append((isLast ? "   " : "│  ") + line.dropFirst(3))
            }
        }
        return tree.joined(separator: "\n")
    }

    /// The whole tree, as `CoordinatorSnapshot.description` prints it. Leading
    /// and trailing blank lines and trailing spaces are ignored.
    ///
    /// - Parameter tree: the expected tree, one entry a line.
    /// - Returns: the expectation.
    public static func tree(_ tree: String) -> Self {
        let expected = normalizedTree(tree)
        return ExpectedState(
            expected, tree: { _ in expected }, predicate: { normalizedTree($0.description) == expected })
    }

    /// Exactly this snapshot, ids included.
    ///
    /// - Parameter snapshot: the expected snapshot.
    /// - Returns: the expectation.
    public static func snapshot(_ snapshot: CoordinatorSnapshot) -> Self {
        ExpectedState(snapshot.description, tree: { _ in snapshot.description }, predicate: { $0 == snapshot })
    }

    static func normalizedTree(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = Substring(line)
            while line.last == " " || line.last == "\t" || line.last == "\r" { line = line.dropLast() }
            return String(line)
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
