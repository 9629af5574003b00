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
/// on a one-element signal that the pump fires when a change arrives or the
/// stream finishes, or that the waiter's timer fires, off the main actor, when
/// time is up (see ``Deadline``). ``settle(deadline:)`` lets the main actor run
/// until the feed has read everything the coordinator has yielded so far. Both
/// end by the deadline's hard limit, even while changes never stop coming.
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
    /// The signals of the suspended waiters: each takes one value, the first
    /// yielded (`true` from the pump, `false` from the waiter's timer).
    private var waiters: [UInt64: AsyncStream<Bool>.Continuation] = [:]
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
            waiter.yield(value)
            waiter.finish()
        }
    }

    /// Waits until `condition` holds, re-checking it after every change read.
    /// Each change read extends the deadline (see ``Deadline``), up to its hard
    /// limit.
    ///
    /// - Returns: `true` if the condition holds, `false` if the deadline or its
    ///   limit passed (or the stream finished) first.
    func wait(until condition: () -> Bool, deadline: Deadline) async -> Bool {
        var deadline = deadline
        while !condition() {
            if isFinished { return condition() }
            // Changes that never stop (a navigation loop) would extend the wait for
            // ever, each one arriving before the timer: the limit ends it, once the
            // changes published before it are read.
            if deadline.isOver { return await readBacklog(until: condition) }
            if await nextEvent(before: deadline) {
                deadline = deadline.extended()
            } else if await wasStarved() {
                // The main actor, not the coordinator, held the change back: wait on.
                deadline = deadline.extended()
            } else {
                return condition()
            }
        }
        return true
    }

    /// Reads the changes the coordinator published up to now, and no more, then
    /// says whether `condition` holds: how a wait ends at its hard limit.
    ///
    /// A change published before the limit passed belongs to the wait even if a
    /// busy main actor kept the pump from reading it in time, and so does one
    /// published within ``graceTurns`` turns of it; changes published later do
    /// not count, so a navigation loop cannot extend the wait.
    private func readBacklog(until condition: () -> Bool) async -> Bool {
        // Work queued a few hops before the limit (a change about to be made, a
        // pump that has not started) still gets its turns, a fixed number of them.
        var turns = 0
        while !condition(), !isFinished, turns < Self.graceTurns, !Task.isCancelled {
            turns += 1
            await Task.yield()
        }
        let backlog = published.count
        turns = 0
        while !condition(), !isFinished, received.count < backlog, turns < Self.stuckTurns, !Task.isCancelled {
            // The pump reads what the stream buffered on the main actor's next turns.
            turns += 1
            await Task.yield()
        }
        return condition()
    }

    /// How many turns of the main actor a wait whose timer fired grants the work
    /// already queued before it: the change it waits for may be a few hops of the
    /// main actor away (a cancelled task's removal, then the stream's delivery).
    static let graceTurns = 8

    /// Whether a wait whose timer just fired was starved rather than timed out:
    /// the coordinator published a change that the pump has not read yet, or
    /// something was published or read within ``graceTurns`` turns of the main
    /// actor.
    ///
    /// The timer measures wall-clock time, and every `@MainActor` test of a run
    /// shares one main thread: under a sanitizer on a loaded machine, the main
    /// actor can be busy with other tests for longer than a timeout while the
    /// change a test waits for sits in its queue, published or about to be. The
    /// waiter is resumed behind that work, so when it runs, the change has been
    /// published (seen synchronously in ``published``) even if the pump has not
    /// read it yet; work queued a few hops away gets ``graceTurns`` turns. Only a
    /// wait that sees nothing published or read after those turns times out, so
    /// a test that waits for a change that never comes still fails, one timeout
    /// and a few turns later; the hard limit of the deadline still ends every wait.
    ///
    /// - Returns: `false` if nothing came, or the waiting task was cancelled.
    private func wasStarved() async -> Bool {
        let read = pumped
        let seen = published.count
        var turns = 0
        while !Task.isCancelled {
            if published.count > received.count || pumped != read || published.count != seen || isFinished {
                return true
            }
            guard turns < Self.graceTurns else { return false }
            turns += 1
            await Task.yield()
        }
        return false
    }

    /// Suspends until the next change, the end of the stream, or the deadline.
    ///
    /// The waiter waits on a signal of its own, an `AsyncStream` that keeps the
    /// first value yielded to it: the pump yields `true`, the timer `false`. The
    /// timer yields from off the main actor (see ``Deadline/schedule(_:)``), so
    /// the waiter is scheduled on the main actor as soon as the deadline passes,
    /// whatever the main actor is running, rather than after a turn of the main
    /// actor that would first learn that time is up.
    ///
    /// - Returns: `false` if the deadline passed first, or the waiting task was
    ///   cancelled (a test's time limit).
    private func nextEvent(before deadline: Deadline) async -> Bool {
        let id = nextWaiter
        nextWaiter += 1
        let (signal, wake) = AsyncStream.makeStream(of: Bool.self, bufferingPolicy: .bufferingOldest(1))
        waiters[id] = wake
        let timer = deadline.schedule {
            // AsyncStream's continuation is safe to use from any thread; only the first value counts.
            wake.yield(false)
            wake.finish()
        }
        defer {
            timer.cancel()
            waiters[id] = nil
        }
        // A cancelled task ends the iteration with no element: stop waiting.
        for await woken in signal {
            return woken
        }
        return false
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
        /// The hard limit of the wait passed before the feed caught up: changes
        /// kept arriving faster than it read them, or the main actor was too
        /// busy to let it read them.
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
    /// progress, once it has read every change published, it ends after
    /// ``stuckTurns`` turns, or when `deadline` passes after a few; each element
    /// read extends the deadline. Whatever happens, it ends once the deadline's
    /// hard limit has passed: it reads the clock on every turn, so changes that
    /// never stop (a task that answers each change with another) cannot hold it
    /// longer. At the limit it has caught up if the latest change read shows the
    /// coordinator's state, quiet turns or not (a busy main actor may not grant
    /// them in time), and timed out otherwise.
    func settle(deadline: Deadline) async -> Settled {
        var deadline = deadline
        var idleTurns = 0
        var quiet = 0
        while !isFinished {
            let caughtUp = isCaughtUp
            if caughtUp, quiet >= Self.quietTurns { return .caughtUp }
            // At the limit, what was published is read or not: the quiet turns are
            // a courtesy that a loaded main actor may not grant in time.
            if deadline.isOver { return caughtUp ? .caughtUp : .timedOut }
            let progress = pumped
            await Task.yield()
            if pumped != progress {
                idleTurns = 0
                quiet = 0
                deadline = deadline.extended()
            } else if caughtUp {
                quiet += 1
            } else if received.count < published.count {
                // Behind: the stream delivers what was published on a later turn.
                quiet = 0
                idleTurns = 0
            } else {
                quiet = 0
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
            return "Changes of \(name) kept arriving for \(timeout * 10) (ten times the timeout, the limit of a wait) "
                + "and were not all read by then (or the main actor was too busy to read them): the wait ends "
                + "unsettled. Latest change read:\n" + SnapshotReport.indent(latest.description, by: "  ")
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
