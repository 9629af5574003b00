public import Testing
public import Waypoint

/// Checks that coordinators removed during a test are deallocated.
///
/// Track the coordinators a test makes or shows; at the end,
/// ``expectNoLeaks(sourceLocation:)`` fails the test for every tracked
/// coordinator that was removed (it is no longer active) but is still alive.
/// Coordinators that are still part of a live tree are not leaks.
///
/// ```swift
/// @Test @MainActor func createIsReleased() async throws {
///     let leaks = LeakTracker()
///     let todos = TodosCoordinator()
///     leaks.track(try todos.show(\.create).child)
///     try todos.popLast()
///     await leaks.expectNoLeaks()
/// }
/// ```
///
/// The tracker holds every coordinator weakly. Drop your own references
/// (use `weak`, or let them go out of scope) before checking, or use the
/// ``FlowChecksTrait/leakChecked`` trait, which checks once the test function
/// has returned and its locals are gone. Inside such a test, ``current`` is the
/// test's tracker, and every ``ChangeRecorder`` and ``HeadlessFrontEnd`` made in
/// it tracks every coordinator of the tree it observes, including every one
/// adopted into that tree later, even if it was removed before anything read a
/// change.
@MainActor
public final class LeakTracker {
    /// A coordinator that was removed but is still alive.
    public struct Leak: Sendable, CustomStringConvertible {
        /// The coordinator's type name.
        public let typeName: String
        /// Where it was tracked.
        public let trackedAt: SourceLocation
        /// Its state when it was tracked.
        public let snapshotWhenTracked: CoordinatorSnapshot

        /// What leaked and where it was tracked.
        public var description: String {
            "\(typeName) (tracked at \(trackedAt.fileID):\(trackedAt.line)) was removed but is still alive"
        }
    }

    private struct Tracked {
        weak var coordinator: (any Coordinator)?
        let typeName: String
        let trackedAt: SourceLocation
        let snapshot: CoordinatorSnapshot
    }

    private var tracked: [Tracked] = []
    /// Where each tracked object is in `tracked`. An identifier is an address:
    /// once its coordinator is gone, another may get it, and is tracked anew.
    private var indices: [ObjectIdentifier: Int] = [:]

    /// Creates an empty tracker.
    public init() {}

    /// The tracker of the current test, inside a test with the
    /// ``FlowChecksTrait/leakChecked`` or ``FlowChecksTrait/flowChecked`` trait.
    public static var current: LeakTracker? { FlowTestScope.context?.tracker }

    /// Tracks a coordinator; tracking it again, while it is alive, does nothing.
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator; held weakly.
    ///   - sourceLocation: where a leak is reported.
    /// - Returns: the coordinator, for chaining.
    @discardableResult
    public func track<C: Coordinator>(_ coordinator: C, sourceLocation: SourceLocation = #_sourceLocation) -> C {
        let id = ObjectIdentifier(coordinator)
        if let index = indices[id], tracked[index].coordinator != nil { return coordinator }
        indices[id] = tracked.count
        tracked.append(
            Tracked(
                coordinator: coordinator,
                typeName: String(describing: type(of: coordinator)),
                trackedAt: sourceLocation,
                snapshot: coordinator.navigation.snapshot
            )
        )
        return coordinator
    }

    /// Tracks coordinators whose static type is unknown, such as a subtree's.
    func track(_ coordinators: [any Coordinator], sourceLocation: SourceLocation) {
        for coordinator in coordinators {
            track(coordinator, sourceLocation: sourceLocation)
        }
    }

    /// Tracks the child coordinator of a shown destination.
    ///
    /// ```swift
    /// let create = leaks.track(try todos.show(\.create))
    /// ```
    ///
    /// The handle returned holds the flow weakly, so it may be kept; a binding
    /// of the child itself keeps the flow alive to the end of its scope.
    ///
    /// - Parameters:
    ///   - shown: the shown child flow; its coordinator is held weakly.
    ///   - sourceLocation: where a leak is reported.
    /// - Returns: the destination, for chaining.
    @discardableResult
    public func track<C: Coordinator>(
        _ shown: ShownEntry<C>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> ShownEntry<C> {
        if let child = shown.destination { track(child, sourceLocation: sourceLocation) }
        return shown
    }

    /// The number of tracked coordinators.
    public var trackedCount: Int { tracked.count }

    /// The number of tracked coordinators still alive.
    public var aliveCount: Int { tracked.count(where: { $0.coordinator != nil }) }

    /// The tracked coordinators that were removed but are still alive, now.
    public var leaks: [Leak] {
        tracked.compactMap { entry in
            guard let coordinator = entry.coordinator, !coordinator.node.isActive else { return nil }
            return Leak(typeName: entry.typeName, trackedAt: entry.trackedAt, snapshotWhenTracked: entry.snapshot)
        }
    }

    /// Waits until no removed coordinator is alive, and fails the test for each
    /// one that still is.
    ///
    /// A removed flow can be kept alive for a moment by the task that awaited it,
    /// until that task has run on the main actor and returned. The check lets the
    /// main actor run (at most 5,000 turns or 10 seconds, never a sleep) before it
    /// reports what is still alive.
    ///
    /// - Parameter sourceLocation: where leaks are reported, in addition to where
    ///   each coordinator was tracked.
    public func expectNoLeaks(sourceLocation: SourceLocation = #_sourceLocation) async {
        let found = await settledLeaks()
        for leak in found {
            Issue.record(
                Comment(
                    rawValue: "Leak: \(leak). Its state when tracked:\n"
                        + SnapshotReport.indent(leak.snapshotWhenTracked.description, by: "  ")
                ),
                sourceLocation: sourceLocation
            )
        }
    }

    /// The leaks left once pending main-actor work (awaiting tasks that still
    /// hold a removed flow) has run.
    func settledLeaks() async -> [Leak] {
        let deadline = Deadline(after: Self.settleTime)
        for _ in 0..<Self.settleTurns {
            if leaks.isEmpty { return [] }
            if deadline.hasPassed { break }
            await Task.yield()
        }
        return leaks
    }

    /// How many turns of the main actor a leak check lets pass, at most, before it
    /// reports.
    static let settleTurns = 5_000
    /// How long a leak check lets the main actor run, at most, before it reports.
    /// Awaiting tasks resume one at a time across the process, so under load a
    /// task that still holds a removed flow may take a while to run.
    static let settleTime = Duration.seconds(10)
}
