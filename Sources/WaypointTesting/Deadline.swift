/// The end of a bounded wait, on the continuous clock.
///
/// A wait is bounded by its *timeout without progress*: each time what it waits
/// on makes progress (a change arrives), ``extended()`` moves the deadline
/// `timeout` into the future again, up to a hard limit of ten timeouts in all.
/// So a busy main actor (a large suite, a sanitizer) slows a wait down without
/// failing it, while a wait for something that never comes still ends.
///
/// This is the only place in `WaypointTesting` that sleeps, and it sleeps only
/// to *end* a wait that is otherwise woken by the change it waits for: a waiter
/// suspends on a continuation, and ``schedule(_:)`` starts a timer task that
/// resumes it if the deadline passes first. The timer is cancelled as soon as
/// the change arrives, so a passing test never waits for it, and a test never
/// polls the state.
struct Deadline: Sendable {
    let instant: ContinuousClock.Instant
    let timeout: Duration
    private let limit: ContinuousClock.Instant

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

    var hasPassed: Bool { ContinuousClock.now >= instant }

    /// The deadline after progress: `timeout` from now, but no later than the
    /// hard limit.
    func extended() -> Deadline {
        Deadline(instant: min(ContinuousClock.now.advanced(by: timeout), limit), timeout: timeout, limit: limit)
    }

    /// Runs `expire` on the main actor when the deadline passes, unless the
    /// returned task is cancelled first.
    @MainActor
    func schedule(_ expire: @escaping @MainActor () -> Void) -> Task<Void, Never> {
        let instant = self.instant
        return Task { @MainActor in
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
