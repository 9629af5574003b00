/// The end of a bounded wait, on the continuous clock.
///
/// A wait is bounded by its *timeout without progress*: each time what it waits
/// on makes progress (a change arrives), ``extended()`` moves the deadline
/// `timeout` into the future again, up to a hard ``limit`` of ten timeouts after
/// the wait began. So a busy main actor (a large suite, a sanitizer) slows a
/// wait down without failing it, a wait for something that never comes still
/// ends, and so does a wait while changes never stop coming (a navigation loop):
/// every wait checks ``isOver`` before it waits again. A deadline that passed
/// while the main actor was held by other work does not end a wait by itself:
/// `ChangeFeed.wait(until:deadline:)` first reads what was already published,
/// and grants the main actor a few turns (see `ChangeFeed.graceTurns`).
///
/// This is the only place in `WaypointTesting` that sleeps, and it sleeps only
/// to *end* a wait that is otherwise woken by the change it waits for: a waiter
/// suspends, and ``schedule(_:)`` starts a timer task that wakes it if the
/// deadline passes first. The timer runs off the main actor and wakes the
/// waiter itself, so it fires on time whatever the main actor is doing. It is
/// cancelled as soon as the change arrives, so a passing test never waits for
/// it, and a test never polls the state.
struct Deadline: Sendable {
    let instant: ContinuousClock.Instant
    let timeout: Duration
    /// The hard limit: ten timeouts after the wait began.
    let limit: ContinuousClock.Instant

    init(after timeout: Duration) {
        let now = ContinuousClock.now
        self.timeout = timeout
        instant = now.advanced(by: timeout)
        limit = now.advanced(by: timeout * 10)
    }

    private init(instant: ContinuousClock.Instant, timeout: Duration, limit: ContinuousClock.Instant) {
        self.instant = instant
        self.timeout = timeout
        self.limit = limit
    }

    /// Whether the timeout without progress has passed.
    var hasPassed: Bool { ContinuousClock.now >= instant }

    /// Whether the hard limit has passed: the wait ends, progress or not.
    var isOver: Bool { ContinuousClock.now >= limit }

    /// The deadline after progress: `timeout` from now, but no later than the
    /// hard limit.
    func extended() -> Deadline {
        Deadline(instant: min(ContinuousClock.now.advanced(by: timeout), limit), timeout: timeout, limit: limit)
    }

    /// Calls `expire` when the deadline passes, unless the returned task is
    /// cancelled first.
    ///
    /// The timer is not isolated to any actor: `expire` runs on the global
    /// executor, so a main actor busy with other work (a task that navigates
    /// without end) cannot hold it back. `expire` must only do what is safe from
    /// any thread, such as finishing an `AsyncStream`.
    func schedule(_ expire: @escaping @Sendable () -> Void) -> Task<Void, Never> {
        let instant = self.instant
        return Task.detached {
            do {
                // The timer of a bounded wait: cancelled when the awaited change arrives.
                try await Task.sleep(until: instant, clock: .continuous)
            } catch {
                return
            }
            expire()
        }
    }
}
