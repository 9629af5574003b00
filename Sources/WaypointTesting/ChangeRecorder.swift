public import Testing
public import Waypoint

/// Records a coordinator's changes so that a test can await and assert them,
/// without sleeping and without hanging.
///
/// A recorder subscribes to every change of a coordinator's subtree
/// (`ChangeBuffering.all`) and reads them as soon as the main actor is free.
/// A test then awaits the change it expects; every wait is bounded by
/// ``timeout`` without progress (each change that arrives restarts it, up to ten
/// timeouts in all, even while changes never stop coming; a timeout while a busy
/// main actor holds a change already published back is not one), and a wait that
/// ends without its change fails the test with a report of what was expected and the
/// actual state as a tree.
///
/// ```swift
/// @Test @MainActor func pushesADetail() async throws {
///     let todos = TodosCoordinator()
///     let recorder = ChangeRecorder(todos)
///     try todos.show(\.todo, 42)
///     await recorder.expect(.push, .routes(["list", "todo"]))
///     await recorder.finish()
/// }
/// ```
///
/// A recorder is **exhaustive** by default (in the spirit of TCA's `TestStore`):
/// each ``expect(_:_:timeout:sourceLocation:)`` checks the very next change, and
/// ``finish(sourceLocation:)`` fails the test if changes arrived that the test
/// never asserted, and so does a recorder released unfinished at the end of a
/// test: it knows every change the coordinator has published, whether or not its
/// stream has delivered it yet (the core also hands it each change
/// synchronously, as it is published). In a test with the ``FlowChecksTrait/exhaustive`` or
/// ``FlowChecksTrait/flowChecked`` trait, every recorder is finished, and so
/// checked, when the test ends. A **non-exhaustive** recorder
/// (`exhaustivity: .off`) lets `expect` pass over changes until one matches,
/// and does not mind changes left unasserted.
///
/// The first element of a changes stream, the state when subscribing, is not
/// a change to assert: it is ``initial``.
@MainActor
public final class ChangeRecorder {
    /// Whether every change must be asserted.
    public enum Exhaustivity: Sendable, Hashable {
        /// `expect` checks the next change; unasserted changes fail the test at
        /// ``ChangeRecorder/finish(sourceLocation:)``.
        case on
        /// `expect` passes over changes until one matches; unasserted changes are fine.
        case off
    }

    /// The bound of every wait, unless a call gives its own.
    public var timeout: Duration
    /// Whether every change must be asserted.
    public var exhaustivity: Exhaustivity
    /// The observed coordinator's type name, for reports.
    public let coordinatorName: String
    /// Where the recorder was made; end-of-test checks report here.
    public let sourceLocation: SourceLocation

    private let feed: ChangeFeed
    /// How many of the received changes the test has asserted or passed over.
    private var asserted = 0
    /// Mirrors `feed.published`: every change the coordinator has published, read
    /// synchronously, for the check in `deinit`.
    private var published: [NavigationChange] = []
    private var isDone = false

    /// Starts recording a coordinator's changes.
    ///
    /// The recorder holds the coordinator weakly. Inside a test with the
    /// ``FlowChecksTrait/leakChecked`` trait, every coordinator of its subtree is
    /// tracked for leaks: those in it now, and every one adopted into it later,
    /// as the change that adopts it is published.
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator to observe, subtree included.
    ///   - exhaustivity: whether every change must be asserted; `.on` by default.
    ///   - timeout: the bound of every wait; 5 seconds by default.
    ///   - sourceLocation: where end-of-test checks report.
    public init(
        _ coordinator: some Coordinator,
        exhaustivity: Exhaustivity = .on,
        timeout: Duration = .seconds(5),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.timeout = timeout
        self.exhaustivity = exhaustivity
        self.sourceLocation = sourceLocation
        coordinatorName = String(describing: type(of: coordinator))
        let context = FlowTestScope.context
        feed = ChangeFeed(coordinator, tracker: context?.tracker, sourceLocation: sourceLocation)
        feed.onPublish = { [weak self] change in self?.published.append(change) }
        context?.register(self)
    }

    deinit {
        // Only Sendable stored values of `self` are read here. A recorder that is
        // still exhaustive and was never finished reports every change the
        // coordinator published that the test never asserted, read or not: the
        // changes published are known synchronously (see `ChangeFeed.published`).
        if exhaustivity == .on, !isDone, published.count > asserted {
            Issue.record(
                Comment(
                    rawValue: Self.unassertedReport(
                        Array(published[asserted...]),
                        firstNumber: asserted + 1,
                        of: coordinatorName
                    ) + "\nAssert them with expect(_:_:), pass over them with skipUnassertedChanges(), "
                        + "or make the recorder with exhaustivity: .off."
                ),
                sourceLocation: sourceLocation
            )
        }
    }

    // MARK: State

    /// The coordinator's state when the recorder subscribed.
    public var initial: CoordinatorSnapshot { feed.initial }

    /// Every change read so far, in order, the initial state excluded.
    public var received: [NavigationChange] { feed.received }

    /// The changes read but not yet asserted or passed over.
    public var unasserted: [NavigationChange] { Array(feed.received[asserted...]) }

    /// The state shown by the latest change read, or ``initial``.
    public var latest: CoordinatorSnapshot { feed.latest }

    /// Whether the changes stream has finished: the coordinator ended, was
    /// removed or was deallocated.
    public var isFinished: Bool { feed.isFinished }

    // MARK: Waiting, throwing

    /// Waits for the next change, without recording an issue.
    ///
    /// For libraries and custom assertions; tests usually prefer
    /// ``next(timeout:sourceLocation:)`` or ``expect(_:_:timeout:sourceLocation:)``.
    ///
    /// - Parameter timeout: the bound of the wait; ``timeout`` by default.
    /// - Returns: the change, now asserted.
    /// - Throws: ``ChangeWaitError`` if the wait timed out or the stream finished.
    public func nextChange(timeout: Duration? = nil) async throws(ChangeWaitError) -> NavigationChange {
        try await firstChange(matching: ExpectedState("any change") { _ in true }, timeout: timeout)
    }

    /// Waits for the first change that satisfies a condition, passing over the
    /// others, without recording an issue.
    ///
    /// - Parameters:
    ///   - expected: the condition.
    ///   - timeout: the bound of the wait; ``timeout`` by default.
    /// - Returns: the matching change; it and the changes before it count as asserted.
    /// - Throws: ``ChangeWaitError`` if the wait timed out or the stream finished.
    public func firstChange(
        matching expected: ExpectedState,
        timeout: Duration? = nil
    ) async throws(ChangeWaitError) -> NavigationChange {
        try await firstChange(where: { expected.matches($0.snapshot) }, expected: expected, timeout: timeout)
    }

    private func firstChange(
        where condition: (NavigationChange) -> Bool,
        expected: ExpectedState,
        timeout: Duration?
    ) async throws(ChangeWaitError) -> NavigationChange {
        let deadline = Deadline(after: timeout ?? self.timeout)
        let start = asserted
        var match: NavigationChange?
        _ = await feed.wait(
            until: {
                while match == nil, asserted < feed.received.count {
                    let change = feed.received[asserted]
                    asserted += 1
                    if condition(change) { match = change }
                }
                return match != nil
            },
            deadline: deadline
        )
        if let match { return match }
        throw ChangeWaitError(
            reason: feed.isFinished ? .finished : .timedOut(after: deadline.timeout),
            coordinator: coordinatorName,
            expected: expected,
            skipped: Array(feed.received[start..<asserted]),
            latest: feed.latest,
            current: feed.currentSnapshot
        )
    }

    // MARK: Waiting, recording issues

    /// Waits for the next change.
    ///
    /// ```swift
    /// let change = try #require(await recorder.next())
    /// ```
    ///
    /// - Parameters:
    ///   - timeout: the bound of the wait; ``timeout`` by default.
    ///   - sourceLocation: where a timeout is reported.
    /// - Returns: the change, now asserted; `nil` if the stream finished (not an
    ///   issue: ``expectFinished(timeout:sourceLocation:)`` asserts it) or the
    ///   wait timed out (an issue is recorded).
    public func next(
        timeout: Duration? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> NavigationChange? {
        do {
            return try await nextChange(timeout: timeout)
        } catch {
            if case .timedOut = error.reason {
                Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
            }
            return nil
        }
    }

    /// Waits for the first change that satisfies a condition, passing over the
    /// others.
    ///
    /// - Parameters:
    ///   - description: what the condition checks, for the report.
    ///   - timeout: the bound of the wait; ``timeout`` by default.
    ///   - sourceLocation: where a failure is reported.
    ///   - condition: the condition.
    /// - Returns: the change; `nil` if none arrived (an issue is recorded).
    @discardableResult
    public func next(
        _ description: String = "a change that satisfies the condition",
        timeout: Duration? = nil,
        sourceLocation: SourceLocation = #_sourceLocation,
        where condition: (NavigationChange) -> Bool
    ) async -> NavigationChange? {
        do {
            return try await firstChange(
                where: condition,
                expected: ExpectedState(description) { _ in false },
                timeout: timeout
            )
        } catch {
            Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
            return nil
        }
    }

    // MARK: Asserting

    /// Asserts a change: its cause, and what the state is after it.
    ///
    /// Exhaustive, it checks the next change and reports a mismatch with the
    /// expected and the actual tree. Non-exhaustive, it passes over changes until
    /// one matches.
    ///
    /// ```swift
    /// await recorder.expect(.present, .routes(["list", "create"]))
    /// await recorder.expect(.user)
    /// ```
    ///
    /// - Parameters:
    ///   - cause: the expected cause, or `nil` for any.
    ///   - state: the expected state after the change, or `nil` for any.
    ///   - timeout: the bound of the wait; ``timeout`` by default.
    ///   - sourceLocation: where a failure is reported.
    /// - Returns: the change, or `nil` if none arrived.
    @discardableResult
    public func expect(
        _ cause: ChangeCause?,
        _ state: ExpectedState? = nil,
        timeout: Duration? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> NavigationChange? {
        let expected = Self.expectation(cause, state)
        switch exhaustivity {
        case .off:
            do {
                return try await firstChange(
                    where: { (cause == nil || $0.cause == cause) && (state?.matches($0.snapshot) ?? true) },
                    expected: expected,
                    timeout: timeout
                )
            } catch {
                Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
                return nil
            }
        case .on:
            let number = asserted + 1
            let change: NavigationChange
            do {
                change = try await nextChange(timeout: timeout)
            } catch {
                Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
                return nil
            }
            var problems: [String] = []
            if let cause, change.cause != cause {
                problems.append("Expected cause \(cause), got \(change.cause).")
            }
            if let state, !state.matches(change.snapshot) {
                problems.append(SnapshotReport.compare(expected: state, actual: change.snapshot))
            }
            if !problems.isEmpty {
                Issue.record(
                    Comment(
                        rawValue: "\(SnapshotReport.describe(change, number: number)) of \(coordinatorName) "
                            + "did not match.\n" + problems.joined(separator: "\n")
                    ),
                    sourceLocation: sourceLocation
                )
            }
            return change
        }
    }

    /// Waits for the first change after which the state matches, passing over
    /// the changes before it (in either exhaustivity).
    ///
    /// ```swift
    /// await recorder.expect(eventually: .routes(["list"]))
    /// ```
    ///
    /// - Parameters:
    ///   - state: the expected state.
    ///   - timeout: the bound of the wait; ``timeout`` by default.
    ///   - sourceLocation: where a failure is reported, with the expected and the
    ///     latest tree.
    /// - Returns: the change, or `nil` if none arrived.
    @discardableResult
    public func expect(
        eventually state: ExpectedState,
        timeout: Duration? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> NavigationChange? {
        do {
            return try await firstChange(matching: state, timeout: timeout)
        } catch {
            Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Asserts that the changes stream finishes: the coordinator ends, is removed
    /// or is deallocated. Exhaustive, changes before the end must have been asserted.
    ///
    /// - Parameters:
    ///   - timeout: the bound of the wait; ``timeout`` by default.
    ///   - sourceLocation: where a failure is reported.
    public func expectFinished(timeout: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation) async {
        let deadline = Deadline(after: timeout ?? self.timeout)
        let finished = await feed.wait(until: { feed.isFinished }, deadline: deadline)
        if !finished {
            Issue.record(
                Comment(
                    rawValue: "Timed out waiting for the changes of \(coordinatorName) to finish: the timeout is "
                        + "\(deadline.timeout) without a change, \(deadline.timeout * 10) in all. Latest state:\n"
                        + SnapshotReport.indent(feed.latest.description, by: "  ")
                ),
                sourceLocation: sourceLocation
            )
        }
        if exhaustivity == .on {
            reportUnasserted(sourceLocation: sourceLocation)
        } else {
            asserted = feed.received.count
        }
    }

    /// Waits until the recorder has read every change the coordinator has yielded
    /// so far; see ``HeadlessFrontEnd/settle(timeout:sourceLocation:)``.
    ///
    /// Fails the test if the coordinator's state differs from the last change it
    /// yielded once nothing more arrives: the state changed without a change.
    ///
    /// - Parameters:
    ///   - timeout: the bound of the wait; ``timeout`` by default.
    ///   - sourceLocation: where a timeout is reported.
    public func settle(timeout: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation) async {
        let timeout = timeout ?? self.timeout
        let settled = await feed.settle(deadline: Deadline(after: timeout))
        if let problem = feed.report(settled, of: coordinatorName, within: timeout) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }

    /// Fails the test if changes arrived that it has not asserted, in either
    /// exhaustivity. Reads every change yielded so far first.
    ///
    /// - Parameter sourceLocation: where a failure is reported.
    public func expectNoUnassertedChanges(sourceLocation: SourceLocation = #_sourceLocation) async {
        await settle(sourceLocation: sourceLocation)
        reportUnasserted(sourceLocation: sourceLocation)
    }

    /// Reads every change yielded so far and passes over those not yet asserted.
    ///
    /// - Parameter sourceLocation: where a problem reading the changes is reported.
    /// - Returns: the changes passed over.
    @discardableResult
    public func skipUnassertedChanges(sourceLocation: SourceLocation = #_sourceLocation) async -> [NavigationChange] {
        await settle(sourceLocation: sourceLocation)
        let skipped = unasserted
        asserted = feed.received.count
        return skipped
    }

    /// Ends the recording: reads every change yielded so far, fails the test if
    /// an exhaustive recorder has changes the test never asserted, and releases
    /// the subscription. Calling it again does nothing.
    ///
    /// - Parameter sourceLocation: where a failure is reported.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
        guard !isDone else { return }
        await settle(sourceLocation: sourceLocation)
        if exhaustivity == .on {
            reportUnasserted(sourceLocation: sourceLocation)
        }
        isDone = true
        feed.stop()
    }

    private func reportUnasserted(sourceLocation: SourceLocation) {
        let left = unasserted
        guard !left.isEmpty else { return }
        let first = asserted + 1
        asserted = feed.received.count
        Issue.record(
            Comment(rawValue: Self.unassertedReport(left, firstNumber: first, of: coordinatorName)),
            sourceLocation: sourceLocation
        )
    }

    /// The report of changes never asserted, each with its tree.
    private nonisolated static func unassertedReport(
        _ left: [NavigationChange],
        firstNumber: Int,
        of name: String
    ) -> String {
        let list = left.enumerated().map { offset, change in
            "  \(SnapshotReport.describe(change, number: firstNumber + offset)):\n"
                + SnapshotReport.indent(change.snapshot.description, by: "    ")
        }
        return "\(left.count) change(s) of \(name) were never asserted:\n" + list.joined(separator: "\n")
    }

    private static func expectation(_ cause: ChangeCause?, _ state: ExpectedState?) -> ExpectedState {
        switch (cause, state) {
        case (nil, nil): ExpectedState("any change") { _ in true }
        case (let cause?, nil): ExpectedState("a change with cause \(cause)") { _ in true }
        case (nil, let state?): state
        case (let cause?, let state?):
            state.expectedTree == nil
                ? ExpectedState("cause \(cause), \(state.description)", state.matches)
                : state
        }
    }
}
