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
    /// The expected tree, when the expectation names a whole tree.
    let expectedTree: String?

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

    private init(tree: String, predicate: @escaping @Sendable (CoordinatorSnapshot) -> Bool) {
        self.description = tree
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
    /// - Parameter routes: the expected names, such as `["list", "todo"]`.
    /// - Returns: the expectation.
    public static func routes(_ routes: [String]) -> Self {
        ExpectedState("routes \(routes)") { $0.routes == routes }
    }

    /// The whole tree, as `CoordinatorSnapshot.description` prints it. Leading
    /// and trailing blank lines and trailing spaces are ignored.
    ///
    /// - Parameter tree: the expected tree, one entry a line.
    /// - Returns: the expectation.
    public static func tree(_ tree: String) -> Self {
        let expected = normalizedTree(tree)
        return ExpectedState(tree: expected) { normalizedTree($0.description) == expected }
    }

    /// Exactly this snapshot, ids included.
    ///
    /// - Parameter snapshot: the expected snapshot.
    /// - Returns: the expectation.
    public static func snapshot(_ snapshot: CoordinatorSnapshot) -> Self {
        ExpectedState(tree: snapshot.description) { $0 == snapshot }
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
