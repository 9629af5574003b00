import Dispatch

/// Suspends a main-actor caller until the continuation that `register` is
/// given is resumed, and brings the caller back on the main queue.
///
/// Swift resumes a continuation's task on the global executor, which then
/// hops back to the main actor: resuming a main-actor waiter from the main
/// actor hands the task to a worker thread and back, two thread wake-ups for
/// every result (`route(to:)`, a `result()`, a guarded request's turn). Where
/// the platform has task executors, the wait prefers ``MainQueueExecutor``,
/// which runs the resumed task on the main dispatch queue, isolated to the
/// main actor: the waiter runs in a later turn of the main queue, as any main
/// actor job enqueued then would, and no other thread is involved. Elsewhere
/// (iOS 17, macOS 14 and their kin) the wait is a plain continuation.
///
/// What resumes a waiter is unchanged: a resumed task still runs only after
/// the main-actor job that resumed it ends. Entering and leaving the
/// preference may each take a turn of the main queue (the runtime switches
/// executors when the task's preferred executor changes), so a caller takes
/// its place (a ``WaitTicket``, a gate's turn) before it calls this, and
/// `register` only hands the continuation to that place: a result or a
/// cancellation that comes in between finds the place and is kept there.
///
/// - Parameters:
///   - register: receives the continuation, on the main actor, before the
///     caller suspends.
///   - onCancel: runs when the waiting task is cancelled, on the cancelling
///     thread, or at once, on the caller, if the task is already cancelled
///     (see `withTaskCancellationHandler`).
/// - Returns: what the continuation was resumed with.
@MainActor
func waitOnMainQueue<Value: Sendable>(
    _ register: (CheckedContinuation<Value, Never>) -> Void,
    onCancel: @Sendable () -> Void
) async -> Value {
    await withTaskCancellationHandler {
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            // Only the continuation runs inside the preference: any other
            // nonisolated job or child task started here would run on the
            // main queue, claiming the main actor's isolation.
            return await withTaskExecutorPreference(MainQueueExecutor.shared) {
                await withCheckedContinuation(register)
            }
        }
        return await withCheckedContinuation(register)
    } onCancel: {
        onCancel()
    }
}

/// A task executor that runs each job on the main dispatch queue, isolated
/// to the main actor (see ``waitOnMainQueue(_:onCancel:)``).
///
/// With the Swift runtime's own executors, the main dispatch queue is the
/// main actor's executor: the main thread's queue on Apple's platforms, and
/// the queue the runtime drains for the main actor on Linux. A job it runs is
/// therefore serialized with every other main-actor job. A program that
/// installs a main executor of its own (the runtime's experimental custom
/// executors) must keep draining the main dispatch queue on the main actor,
/// or awaiting callers do not resume; `AwaitingResults` says so. The job runs
/// at the main queue's priority, not its own.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class MainQueueExecutor: TaskExecutor {
    static let shared = MainQueueExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        DispatchQueue.main.async {
            job.runSynchronously(
                isolatedTo: MainActor.sharedUnownedExecutor,
                taskExecutor: self.asUnownedTaskExecutor()
            )
        }
    }
}
