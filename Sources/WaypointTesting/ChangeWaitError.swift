public import Waypoint

/// Why a bounded wait of ``ChangeRecorder`` ended without the change it waited
/// for. Its description is the report a failing test shows: what was expected,
/// the changes read while waiting, and the actual state as a tree.
public struct ChangeWaitError: Error, Sendable, CustomStringConvertible {
    /// Why the wait ended.
    public enum Reason: Sendable, Hashable {
        /// No change arrived for this long (or the wait reached its hard limit of
        /// ten times as long).
        case timedOut(after: Duration)
        /// The changes stream finished: the coordinator ended, was removed or was
        /// deallocated.
        case finished
    }

    /// Why the wait ended.
    public let reason: Reason
    /// The observed coordinator's type name.
    public let coordinator: String
    /// What the wait expected.
    public let expected: String
    /// The changes read, and passed over, while waiting.
    public let skipped: [NavigationChange]
    /// The state shown by the last change read (or the initial state).
    public let latest: CoordinatorSnapshot
    /// The coordinator's state when the wait ended, if it is still alive.
    public let current: CoordinatorSnapshot?
    let comparison: String

    init(
        reason: Reason,
        coordinator: String,
        expected: ExpectedState,
        skipped: [NavigationChange],
        latest: CoordinatorSnapshot,
        current: CoordinatorSnapshot?
    ) {
        self.reason = reason
        self.coordinator = coordinator
        self.expected = expected.description
        self.skipped = skipped
        self.latest = latest
        self.current = current
        self.comparison = SnapshotReport.compare(expected: expected, actual: latest)
    }

    /// The report: what was expected, the changes read while waiting, and the
    /// actual state as a tree.
    public var description: String {
        var lines: [String] = []
        switch reason {
        case .timedOut(let timeout) where skipped.isEmpty:
            lines.append("Timed out: no change of \(coordinator) for \(timeout) while waiting for \(expected)")
        case .timedOut(let timeout):
            lines.append(
                "Timed out while waiting for \(expected): no matching change of \(coordinator) within \(timeout) "
                    + "of the one before, or \(timeout * 10) in all"
            )
        case .finished:
            lines.append("The changes of \(coordinator) finished before a change arrived: \(expected)")
        }
        if skipped.isEmpty {
            lines.append("No change arrived while waiting.")
        } else {
            let causes = skipped.map { "\($0.cause) (version \($0.version))" }.joined(separator: ", ")
            lines.append("Changes read while waiting, none of them matching: \(causes)")
        }
        lines.append(comparison)
        if let current, current != latest {
            lines.append(
                "The coordinator's state now differs from the last change read: a change was not yielded yet.\n"
                    + "Now:\n" + SnapshotReport.indent(current.description, by: "  ")
            )
        }
        return lines.joined(separator: "\n")
    }
}
