import Dispatch
import Synchronization
import Testing
import Waypoint
import WaypointTestFixtures

/// Awaiting callers resume on the main queue, without a thread hop (see
/// `AwaitingResults`): every result and cancellation still reaches each caller
/// once, and a caller's own task executor is left as it was.
@Suite("Where an awaiting caller resumes", .timeLimit(.minutes(1)))
@MainActor
struct ResumptionTests {
    /// Lets every job already queued on the main actor run: each yield goes to
    /// the back of the queue.
    private func drainMainQueue() async {
        for _ in 0..<10 { await Task.yield() }
    }

    @Test("awaiting callers resume with their results and cancellations, as many as wait")
    func resultsAndCancellations() async throws {
        let todos = TodosCoordinator()
        // A flow's result, to a caller that routed to it.
        let routed = Task { await todos.route(to: \.create) }
        await drainMainQueue()
        try #require(todos.focusFirst(\.create).child as CreateCoordinator?).finish(.done("Buy milk"))
        #expect(await routed.value == .done("Buy milk"))
        // A screen's removal, to two callers of its handle's result().
        let shown = try todos.show(\.todo, 1)
        let first = Task { await shown.result() }
        let second = Task { await shown.result() }
        await drainMainQueue()
        try todos.popLast()
        #expect(await first.value == .cancel(.popped))
        #expect(await second.value == .cancel(.popped))
        // A cancelled caller, whose cancellation removes what it awaited.
        let cancelled = Task { await todos.route(to: \.todo, 2) }
        await drainMainQueue()
        cancelled.cancel()
        #expect(await cancelled.value == .cancel(.taskCancelled))
        #expect(todos.navigation.snapshot.routes == ["list"])
        // A caller cancelled as it begins to wait, before it suspends.
        let early = Task { await todos.route(to: \.todo, 3) }
        early.cancel()
        #expect(await early.value == .cancel(.taskCancelled))
        #expect(todos.navigation.snapshot.routes == ["list"])
    }

    @Test("a result or a removal that comes before the waiter suspends is kept for it")
    func resultBeforeSuspending() async throws {
        let todos = TodosCoordinator()
        // Each waiter has begun to wait (it took its place) but may not have
        // suspended yet when the pop comes: one yield lets it start.
        let shown = try todos.show(\.todo, 1)
        let waiter = Task { await shown.result() }
        await Task.yield()
        try todos.popLast()
        #expect(await waiter.value == .cancel(.popped))
        // Nested flows popped at once: their callers still resume innermost first.
        let hooks = FuzzHooks()
        let top = FuzzFlow(hooks: hooks)
        var order: [Int] = []
        let outer = Task {
            _ = await top.route(to: \.flow)
            order.append(0)
        }
        _ = await yieldUntil { top.navigation.snapshot.entries.count == 2 }
        let middle = try top.focusFirst(\.flow).child
        let inner = Task {
            _ = await middle.route(to: \.flow)
            order.append(1)
        }
        await Task.yield()
        try top.popLast()
        await inner.value
        await outer.value
        #expect(order == [1, 0])
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @Test("a caller's own task executor is its again once route(to:) returns, and not used for the wait")
    func callersExecutorPreferenceIsKept() async throws {
        let todos = TodosCoordinator()
        let executor = CountingExecutor()
        let finisher = Task {
            await drainMainQueue()
            let child = try #require(todos.focusFirst(\.create).child as CreateCoordinator?)
            try child.finish(.done("Call Ada"))
        }
        let before = await withTaskExecutorPreference(executor) {
            let result = await todos.route(to: \.create)
            #expect(result == .done("Call Ada"))
            let before = executor.jobs
            // The wait ended on the main queue, not through the caller's executor.
            #expect(before == 0)
            await nonisolatedWork()
            return before
        }
        try await finisher.value
        // The nonisolated call after the route ran on the caller's executor.
        #expect(executor.jobs > before)
    }
}

/// Work that runs on the task's preferred executor, if it has one.
@concurrent
private func nonisolatedWork() async {
    await Task.yield()
}

/// A task executor that counts the jobs it runs, on a global queue.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
private final class CountingExecutor: TaskExecutor {
    private let count = Mutex(0)

    var jobs: Int { count.withLock { $0 } }

    func enqueue(_ job: consuming ExecutorJob) {
        count.withLock { $0 += 1 }
        let job = UnownedJob(job)
        DispatchQueue.global().async {
            job.runSynchronously(on: self.asUnownedTaskExecutor())
        }
    }
}
