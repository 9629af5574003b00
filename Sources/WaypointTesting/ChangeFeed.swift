import Testing
import Waypoint

/// Reads one changes stream into memory as soon as the main actor is free, and
/// lets callers await what it has read, with a bounded wait.
///
/// The feed subscribes with `ChangeBuffering.all` and runs one pump task that
/// appends every change to ``received``. Beside the stream, a `ChangeProbe`
/// (package API of the core) hands it every change synchronously, as the
/// coordinator publishes it: ``published`` is what the tree has published up to
/// now, of which ``received`` is a prefix, so end-of-test checks know every
/// change without waiting for the pump. Inside a leak-checked test, every
/// coordinator of the observed subtree, at subscription and after each change,
/// is tracked for leaks. Waiting never polls: a waiter suspends
/// on a continuation that the pump resumes when a change arrives or the stream
/// finishes, or that the waiter's deadline resumes when time is up (see
/// ``Deadline``). ``settle(deadline:)`` lets the main actor run until the feed
/// has read everything the coordinator has yielded so far.
@MainActor
final class ChangeFeed {
    /// The observed coordinator's state, read synchronously; `nil` once it is gone.
    private let current: () -> CoordinatorSnapshot?
    /// Every change read so far, the initial one excluded, in order.
    private(set) var received: [NavigationChange] = []
    /// The state when subscribing.
    let initial: CoordinatorSnapshot
    /// Whether the stream has finished (the coordinator ended or was deallocated).
    private(set) var isFinished = false
    /// Called on the main actor for every change read, in order.
    var onChange: ((NavigationChange) -> Void)?
    /// Every change the coordinator has published since the feed subscribed, in
    /// order, read synchronously; ``received`` is a prefix of it.
    private(set) var published: [NavigationChange] = []
    /// Called on the main actor, inside the navigation call, with every change
    /// published.
    var onPublish: ((NavigationChange) -> Void)?
    /// Keeps the core's synchronous observer alive while the feed lives.
    private var probe: ChangeProbe?

    /// Every element the pump has read, the initial one included: its progress.
    private var pumped = 0
    private var pump: Task<Void, Never>?
    private var waiters: [UInt64: CheckedContinuation<Bool, Never>] = [:]
    private var nextWaiter: UInt64 = 0

    /// Subscribes to a coordinator's changes.
    ///
    /// - Parameters:
    ///   - coordinator: the observed coordinator, held weakly.
    ///   - tracker: where to track every coordinator of its subtree for leaks.
    ///   - sourceLocation: where leaks of those coordinators are reported.
    init(_ coordinator: some Coordinator, tracker: LeakTracker? = nil, sourceLocation: SourceLocation) {
        initial = coordinator.navigation.snapshot
        current = { [weak coordinator] in coordinator?.navigation.snapshot }
        let stream = coordinator.navigation.changes(buffering: .all)
        let subtree = { [weak coordinator] in coordinator?.subtreeCoordinators ?? [] }
        tracker?.track(subtree(), sourceLocation: sourceLocation)
        let probe = ChangeProbe { [weak self, weak tracker] change in
            // Every coordinator adopted into the tree shows in the change that adopted it.
            tracker?.track(subtree(), sourceLocation: sourceLocation)
            guard let self else { return }
            self.published.append(change)
            self.onPublish?(change)
        }
        coordinator.attach(probe)
        self.probe = probe
        // A broken invariant of the engine (a bug in Waypoint, in debug builds)
        // fails the test that observes the tree, with the tree, instead of
        // ending the test run.
        coordinator.node.reportInvariantViolations { message in
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
        pump = Task { [weak self] in
            var isFirst = true
            for await change in stream {
                self?.pumped += 1
                // The first element restates the state read above.
                if isFirst, change.cause == .initial {
                    isFirst = false
                    continue
                }
                isFirst = false
                guard let self else { return }
                self.deliver(change)
            }
            self?.streamFinished()
        }
    }

    deinit {
        // `Task` is Sendable and cancelling is thread-safe; nothing else is touched.
        pump?.cancel()
    }

    /// The latest state read: the last change's snapshot, or the initial state.
    var latest: CoordinatorSnapshot { received.last?.snapshot ?? initial }

    /// The coordinator's state now, if it is still alive.
    var currentSnapshot: CoordinatorSnapshot? { current() }

    /// Stops reading: the subscription ends and the stream is released.
    func stop() {
        pump?.cancel()
        pump = nil
        probe = nil
        isFinished = true
        wakeAll(true)
    }

    private func deliver(_ change: NavigationChange) {
        received.append(change)
        onChange?(change)
        wakeAll(true)
    }

    private func streamFinished() {
        isFinished = true
        wakeAll(true)
    }

    private func wakeAll(_ value: Bool) {
        let pending = waiters
        waiters = [:]
        for waiter in pending.values {
            waiter.resume(returning: value)
        }
    }

    /// Waits until `condition` holds, re-checking it after every change read.
    /// Each change read extends the deadline (see ``Deadline``).
    ///
    /// - Returns: `true` if the condition holds, `false` if the deadline passed
    ///   (or the stream finished) first.
    func wait(until condition: () -> Bool, deadline: Deadline) async -> Bool {
        var deadline = deadline
        while !condition() {
            if isFinished { return condition() }
            guard await nextEvent(before: deadline) else { return condition() }
            deadline = deadline.extended()
        }
        return true
    }

    /// Suspends until the next change, the end of the stream, or the deadline.
    ///
    /// - Returns: `false` if the deadline passed first.
    private func nextEvent(before deadline: Deadline) async -> Bool {
        let id = nextWaiter
        nextWaiter += 1
        let timer = deadline.schedule { [weak self] in self?.expire(id) }
        defer { timer.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters[id] = continuation
            }
        } onCancel: {
            // The waiting task was cancelled (a test's time limit): stop waiting.
            Task { @MainActor [weak self] in self?.expire(id) }
        }
    }

    private func expire(_ id: UInt64) {
        waiters.removeValue(forKey: id)?.resume(returning: false)
    }

    /// How many turns of the main actor without a new element end a settle.
    static let quietTurns = 4
    /// How many turns without a new element, while the latest change read does not
    /// show the coordinator's state, mean that no change is coming for it.
    static let stuckTurns = 1_024

    /// How a settle ended.
    enum Settled {
        /// The latest change read shows the coordinator's current state.
        case caughtUp
        /// The stream has finished.
        case finished
        /// Nothing more arrives, but the latest change read does not show the
        /// coordinator's current state.
        case stateDiffers(latest: CoordinatorSnapshot, current: CoordinatorSnapshot)
        /// Changes kept arriving until the hard limit of the wait.
        case timedOut
    }

    /// Whether the stream has delivered every change published so far and the
    /// latest one shows the coordinator's current state, or the stream has
    /// finished. A coordinator that is gone finishes its stream.
    private var isCaughtUp: Bool {
        isFinished || received.count >= published.count && currentSnapshot.map { $0 == latest } ?? false
    }

    /// Waits until the feed has read every change the coordinator yielded so far.
    ///
    /// Lets the main actor run, turn by turn, while the pump reads what is
    /// buffered: until the latest change read shows the coordinator's current
    /// state and ``quietTurns`` more turns bring nothing (so that a change undone
    /// by a later one, a push and a pop, is read too). It never sleeps. Without
    /// progress it ends after ``stuckTurns`` turns, or when `deadline` passes
    /// after a few; each element read extends the deadline.
    func settle(deadline: Deadline) async -> Settled {
        var deadline = deadline
        var idleTurns = 0
        while !isFinished {
            if isCaughtUp {
                var quiet = 0
                while quiet < Self.quietTurns, !isFinished {
                    let progress = pumped
                    await Task.yield()
                    quiet = pumped == progress ? quiet + 1 : 0
                }
                if isCaughtUp { return isFinished ? .finished : .caughtUp }
                continue
            }
            let progress = pumped
            await Task.yield()
            if pumped != progress {
                idleTurns = 0
                let extended = deadline.extended()
                if extended.hasPassed { return .timedOut }
                deadline = extended
            } else {
                idleTurns += 1
                // Stuck: many idle turns, or a few spread over the whole timeout (a busy main actor).
                let stuck = idleTurns >= Self.stuckTurns || (idleTurns >= Self.quietTurns * 2 && deadline.hasPassed)
                if stuck, let current = currentSnapshot, !isFinished {
                    return .stateDiffers(latest: latest, current: current)
                }
            }
        }
        return .finished
    }

    /// Reports a settle that did not catch up, as a test issue.
    func report(_ settled: Settled, of name: String, within timeout: Duration) -> String? {
        switch settled {
        case .caughtUp, .finished:
            return nil
        case .timedOut:
            return "Changes of \(name) kept arriving for \(timeout * 10) without catching up. Latest change read:\n"
                + SnapshotReport.indent(latest.description, by: "  ")
        case .stateDiffers(let latest, let current):
            return """
                The state of \(name) differs from the last change it yielded, and no further change arrives: \
                it changed without yielding a change (or the main actor is busier than the timeout allows). \
                Last change read:
                \(SnapshotReport.indent(latest.description, by: "  "))
                State now:
                \(SnapshotReport.indent(current.description, by: "  "))
                Difference (- last change, + now):
                \(SnapshotReport.diff(expected: latest.description, actual: current.description))
                """
        }
    }
}
