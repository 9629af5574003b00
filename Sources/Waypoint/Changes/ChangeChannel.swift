#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// One subscriber's changes on their way from the main actor to the task that
/// iterates them: what `changes(buffering:)` returns wraps one in an
/// `AsyncStream(unfolding:)`.
///
/// It does the work of an `AsyncStream` continuation, specialized to
/// ``NavigationChange`` and to the two buffering policies, so that the common
/// case of a change, a subscriber that has not consumed the previous one yet,
/// costs a lock and a store: none of the standard library's unspecialized
/// generic code runs.
///
/// The producer (the node, on the main actor) calls ``send(_:)`` and
/// ``finish()``; the consumer calls ``next()``, and ``cancel()`` when its task
/// is cancelled; ``ChangeSubscription``'s `deinit` calls ``terminate()`` when
/// the stream and its iterators are dropped. After ``finish()`` the buffered
/// changes still come out, then `nil` for ever, as from an `AsyncStream`
/// continuation; after ``cancel()`` or ``terminate()``, `nil` at once. (A
/// continuation's stream cancelled by its consumer still handed out what it
/// had buffered; behind `AsyncStream(unfolding:onCancel:)`, whose
/// cancellation drops the closure, nothing more can come out.)
///
/// Its state and the platform's lock live in one `ManagedBuffer` (the state
/// its header, the lock its one element), allocated once, so that the lock never
/// moves; the channel alone holds it.
//
// `@unchecked Sendable`: the main actor (the producer) and the consuming task,
// which may run anywhere, share the channel. Its one stored property is a `let`;
// the state in the buffer's header is read and written only inside `withLock`,
// under the lock in the buffer's element, which is initialized in `init` before
// anyone else can see the channel and destroyed in `deinit`, when no one holds
// it. The continuations taken out under the lock are resumed once, outside it.
final class ChangeChannel: @unchecked Sendable {
    private let storage: ManagedBuffer<ChangeChannelState, ChangeLockPrimitive>

    init(buffering: ChangeBuffering) {
        storage = .create(minimumCapacity: 1) { _ in ChangeChannelState(keepsAll: buffering == .all) }
        storage.withUnsafeMutablePointerToElements { ChangeLock.initialize($0) }
    }

    deinit {
        storage.withUnsafeMutablePointerToElements { ChangeLock.deinitialize($0) }
    }

    /// Runs `body` on the state, under the lock.
    @inline(__always)
    private func withLock<Result>(_ body: (inout ChangeChannelState) -> Result) -> Result {
        storage.withUnsafeMutablePointers { state, lock in
            ChangeLock.lock(lock)
            defer { ChangeLock.unlock(lock) }
            return body(&state.pointee)
        }
    }

    // MARK: Producer

    /// Hands a change to the consumer: to the task waiting for one, else into
    /// the buffer (replacing the buffered change under `.latest`).
    ///
    /// - Returns: `false` once the consumer is gone or the channel finished:
    ///   the caller forgets the channel.
    func send(_ change: NavigationChange) -> Bool {
        let sent: Sent = withLock { state in
            guard state.phase == .open else { return .refused }
            if !state.waiters.isEmpty { return .handed(state.waiters.removeFirst()) }
            if state.keepsAll {
                state.queue.append(change)
            } else {
                state.latest = change
            }
            return .buffered
        }
        switch sent {
        case .buffered:
            return true
        case .handed(let waiter):
            // Resumed outside the lock: the resumed task may run at once, elsewhere.
            waiter.resume(returning: change)
            return true
        case .refused:
            return false
        }
    }

    private enum Sent {
        case buffered
        case handed(UnsafeContinuation<NavigationChange?, Never>)
        case refused
    }

    /// Ends the stream after the buffered changes.
    func finish() {
        end(as: .finished)
    }

    /// Whether the consumer may still receive new changes.
    var isOpen: Bool {
        withLock { $0.phase == .open }
    }

    // MARK: Consumer

    /// The next change: a buffered one at once, else the next one sent; `nil`
    /// once the channel is finished and drained, or terminated.
    func next() async -> NavigationChange? {
        switch withLock({ $0.take() }) {
        case .change(let change): return change
        case .end: return nil
        case .wait: break
        }
        return await withUnsafeContinuation { continuation in
            // Anything may have happened since the look above.
            let taken: ChangeChannelState.Taken = withLock { state in
                let taken = state.take()
                if case .wait = taken { state.waiters.append(continuation) }
                return taken
            }
            switch taken {
            case .change(let change): continuation.resume(returning: change)
            case .end: continuation.resume(returning: nil)
            case .wait: break
            }
        }
    }

    /// The consuming task was cancelled: its wait ends with `nil`, and so does
    /// every later one.
    func cancel() {
        end(as: .terminated)
    }

    /// The stream or its iterator was dropped: nothing will consume again.
    func terminate() {
        end(as: .terminated)
    }

    private func end(as phase: ChangeChannelState.Phase) {
        let waiters: [UnsafeContinuation<NavigationChange?, Never>] = withLock { state in
            // A finished channel may still become terminated (its buffer
            // dropped); a terminated one stays so.
            guard state.phase != .terminated, state.phase != phase else { return [] }
            state.phase = phase
            if phase == .terminated {
                state.latest = nil
                state.queue = []
                state.head = 0
            }
            // A waiting consumer has nothing buffered: it ends now.
            let waiters = state.waiters
            state.waiters = []
            return waiters
        }
        for waiter in waiters {
            waiter.resume(returning: nil)
        }
    }
}

/// What a ``ChangeChannel`` holds, under its lock.
struct ChangeChannelState {
    enum Phase {
        /// Changes go through.
        case open
        /// The producer finished: the buffered changes still come out.
        case finished
        /// The consumer went away: nothing comes out again.
        case terminated
    }

    /// What the consumer gets now.
    enum Taken {
        case change(NavigationChange)
        case end
        case wait
    }

    /// Whether every change is kept (`.all`), or only the newest (`.latest`).
    let keepsAll: Bool
    var phase = Phase.open
    /// The buffered change under `.latest`.
    var latest: NavigationChange?
    /// The buffered changes under `.all`: those from `head` on, in order.
    var queue: [NavigationChange] = []
    var head = 0
    /// The consumers waiting for a change: at most one, unless several tasks
    /// iterate the same stream.
    var waiters: [UnsafeContinuation<NavigationChange?, Never>] = []

    init(keepsAll: Bool) {
        self.keepsAll = keepsAll
    }

    /// Takes the next buffered change, if any.
    mutating func take() -> Taken {
        if let change = latest {
            latest = nil
            return .change(change)
        }
        if head < queue.count {
            let change = queue[head]
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 64, head * 2 >= queue.count {
                // Most of the array was consumed: drop it, keeping the rest.
                queue.removeFirst(head)
                head = 0
            }
            return .change(change)
        }
        return phase == .open ? .wait : .end
    }
}

/// Held by the closure an `AsyncStream(unfolding:)` calls for each element:
/// when the stream, or its iterator, is dropped (or its iteration ended), the
/// closure goes and so does this, which tells the channel that nothing will
/// consume again, so that the node forgets it at once.
final class ChangeSubscription: Sendable {
    let channel: ChangeChannel

    init(_ channel: ChangeChannel) {
        self.channel = channel
    }

    deinit {
        channel.terminate()
    }
}

#if canImport(Darwin)
typealias ChangeLockPrimitive = os_unfair_lock
#else
typealias ChangeLockPrimitive = pthread_mutex_t
#endif

/// The platform's lock, over a pointer that stays put: `os_unfair_lock` on
/// Apple's platforms (`Synchronization.Mutex` needs iOS 18), a `pthread_mutex_t`
/// elsewhere.
enum ChangeLock {
    static func initialize(_ lock: UnsafeMutablePointer<ChangeLockPrimitive>) {
        #if canImport(Darwin)
        lock.initialize(to: os_unfair_lock())
        #else
        let result = pthread_mutex_init(lock, nil)
        assert(result == 0, "pthread_mutex_init failed")
        #endif
    }

    static func deinitialize(_ lock: UnsafeMutablePointer<ChangeLockPrimitive>) {
        #if !canImport(Darwin)
        let result = pthread_mutex_destroy(lock)
        assert(result == 0, "pthread_mutex_destroy failed")
        #endif
        lock.deinitialize(count: 1)
    }

    @inline(__always)
    static func lock(_ lock: UnsafeMutablePointer<ChangeLockPrimitive>) {
        #if canImport(Darwin)
        os_unfair_lock_lock(lock)
        #else
        let result = pthread_mutex_lock(lock)
        assert(result == 0, "pthread_mutex_lock failed")
        #endif
    }

    @inline(__always)
    static func unlock(_ lock: UnsafeMutablePointer<ChangeLockPrimitive>) {
        #if canImport(Darwin)
        os_unfair_lock_unlock(lock)
        #else
        let result = pthread_mutex_unlock(lock)
        assert(result == 0, "pthread_mutex_unlock failed")
        #endif
    }
}
