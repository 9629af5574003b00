import Waypoint

/// Builds the readable failure reports of `WaypointTesting`: trees side by side
/// as a line diff.
enum SnapshotReport {
    /// The actual tree, indented, with a line diff against the expected tree if
    /// there is one.
    static func compare(expected: ExpectedState, actual: CoordinatorSnapshot?) -> String {
        guard let actual else {
            return "Expected: \(indent(expected.description))\nActual: nothing (no change)"
        }
        let actualTree = actual.description
        guard let draw = expected.expectedTree else {
            return "Expected: \(expected.description)\nActual:\n\(indent(actualTree, by: "  "))"
        }
        let expectedTree = draw(actual)
        return """
            Expected:
            \(indent(expectedTree, by: "  "))
            Actual:
            \(indent(actualTree, by: "  "))
            Difference (- expected, + actual):
            \(diff(expected: expectedTree, actual: actualTree))
            """
    }

    static func describe(_ change: NavigationChange, number: Int) -> String {
        "change #\(number) (\(change.cause), version \(change.version))"
    }

    static func indent(_ text: String, by prefix: String = "") -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }.joined(separator: "\n")
    }

    /// A line diff by longest common subsequence, removed lines before added
    /// ones; trees are small.
    static func diff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] =
                    old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append("  " + old[i])
                i += 1
                j += 1
            } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                lines.append("- " + old[i])
                i += 1
            } else {
                lines.append("+ " + new[j])
                j += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
