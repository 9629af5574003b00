import Foundation
import WaypointTestFixtures

extension ModelRun {
    /// What the model-based test covers beyond what the engine gets right: the
    /// operations of the gaps still open (``KnownGap``) are drawn only on request.
    enum Coverage {
        /// Whether every operation that hit the old engine's bugs (issue 11) is
        /// drawn and checked, the gaps still open included.
        ///
        /// To try some of them without editing: `WAYPOINT_FUZZ_KNOWN_GAPS=all`, or
        /// a comma-separated list of their raw values (`WAYPOINT_FUZZ_KNOWN_GAPS=9,10-data`).
        static let includesKnownEngineGaps = false

        /// The gaps the rebuilt engine closed: always drawn and checked.
        static let closed: Set<KnownGap> = [
            .factoriesRunTwice, .cancelledWhileWaiting, .wrappedTabReselect, .unequalEncodings, .restoredWaits,
            .rolledBackHandles, .impossibleRestorationData, .rolledBackIntents,
        ]

        /// Whether the operations that hit one known bug are drawn and checked.
        static func covers(_ gap: KnownGap) -> Bool {
            includesKnownEngineGaps || closed.contains(gap) || selected.contains(gap)
        }

        private static let selected: Set<KnownGap> = {
            guard let list = ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_KNOWN_GAPS"] else { return [] }
            if list == "all" || list == "1" { return Set(KnownGap.allCases) }
            return Set(list.split(separator: ",").compactMap { KnownGap(rawValue: String($0)) })
        }()
    }

    /// The operations that today's engine gets wrong, by the case of issue 11
    /// they hit, and what the model expects of the rebuilt engine.
    enum KnownGap: String, CaseIterable {
        /// `navigate { }` steps that make child coordinators: today their
        /// factories run again after the guards agree (case 4). Expected: once.
        case factoriesRunTwice = "4"
        /// Cancelling a `navigate` that waits its turn behind a pending guard:
        /// today it returns only when its turn comes (case 5). Expected:
        /// `cancelled` at once, and it leaves the line.
        case cancelledWhileWaiting = "5"
        /// A tap on the selected tab whose flow is wrapped: today nothing
        /// happens (case 7). Expected: the wrapped flow pops to its root.
        case wrappedTabReselect = "7"
        /// Restoring impossible data (a selection on a stack, tabs or a wrapper
        /// with children but no selection): today it is accepted (case 10).
        /// Expected: `invalidStructure`, nothing changed.
        case impossibleRestorationData = "10-data"
        /// Saving the same tree twice: today the encoded data differ (case 10).
        /// Expected: equal bytes.
        case unequalEncodings = "10-encoding"
        /// Restoring destinations saved as awaited: today they never show as
        /// awaited (case 10). Expected: awaited once their waits are taken up
        /// again, with no change of their own; saved again, they give the same data.
        case restoredWaits = "10-awaited"
        /// A user intent received inside a transaction that then throws: today it
        /// is applied later anyway (case 9). Expected: undone with the transaction.
        case rolledBackIntents = "9"
        /// Handles of screens shown by a transaction that then throws: today
        /// they say `isShown` (case 11). Expected: not shown.
        case rolledBackHandles = "11"
    }
}
