/// A subscriber that drains a stream in a main-actor task, counting what it
/// receives, as a renderer or a log would.
@MainActor
final class Subscriber {
    /// The number of elements received so far.
    private(set) var received = 0
    private var task: Task<Void, Never>?

    init<Element: Sendable>(_ stream: AsyncStream<Element>) {
        task = Task { @MainActor [weak self] in
            for await _ in stream {
                self?.received += 1
            }
        }
    }

    /// Lets the subscriber's task take what was yielded since it last ran.
    ///
    /// The main actor is serial: the subscriber's task was enqueued by the first
    /// yield it missed, so one `Task.yield()` lets it take the newest element
    /// before the caller resumes. Enough for a latest-only stream; see ``settle()``.
    func drain() async {
        await Task.yield()
    }

    /// Lets the subscriber's task run until it has taken everything buffered:
    /// until its count stays the same over several turns of the main actor,
    /// and still after a short wait. A changes stream hands over one element
    /// per turn, and may take it through another executor first (what an
    /// `AsyncStream(unfolding:)` calls is not isolated to the main actor), so
    /// turns alone may end too early on a busy machine.
    func settle() async {
        var last = received
        repeat {
            last = received
            var quietTurns = 0
            while quietTurns < 5 {
                await Task.yield()
                if received == last {
                    quietTurns += 1
                } else {
                    quietTurns = 0
                    last = received
                }
            }
            try? await Task.sleep(for: .milliseconds(2))
        } while received != last
    }

    /// Ends the subscription: the cancelled task's stream releases what it held.
    func stop() async {
        task?.cancel()
        task = nil
        await Task.yield()
        await Task.yield()
    }
}
