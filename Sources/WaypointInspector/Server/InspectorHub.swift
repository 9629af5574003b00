import Foundation
import Waypoint

/// What the main actor and the inspector's thread share: changes published,
/// replies to send, and the stop request, behind one lock held only to copy.
///
/// The main actor never waits on a client: ``publish(_:)`` appends under the
/// lock (dropping the oldest waiting changes past a bound) and writes one byte
/// to the wake pipe only when the thread is not already woken. While no client
/// is attached it keeps the latest change alone, so that an inspector nobody
/// watches holds one snapshot and wakes nobody.
final class InspectorHub: @unchecked Sendable {
    // @unchecked Sendable: every stored var is read and written only while
    // `lock` is held; the lets are Sendable values.

    /// What the thread takes at once.
    struct Taken {
        var changes: [NavigationChange]
        var dropped: Int
        var replies: [(client: Int, event: InspectorEvent)]
        var stopping: Bool
    }

    private let lock = NSLock()
    private let wakeEnd: Socket
    private let maxPublished: Int
    /// The latest change as of the last take, or the last one published while
    /// no client was attached (the newest is `changes.last` when there is one).
    private var latest: NavigationChange
    private var changes: [NavigationChange] = []
    private var dropped = 0
    private var replies: [(client: Int, event: InspectorEvent)] = []
    private var woken = false
    private var stopping = false
    private var attached = 0
    private var attachWaiters: [CheckedContinuation<Void, Never>] = []
    private var stopWaiters: [CheckedContinuation<Void, Never>] = []
    private var stopped = false

    /// - Parameter wakeEnd: the write end of the thread's wake socket; the hub
    ///   owns it and closes it when it goes.
    init(latest: NavigationChange, wakeEnd: Socket, maxPublished: Int) {
        self.latest = latest
        self.wakeEnd = wakeEnd
        self.maxPublished = maxPublished
    }

    deinit {
        wakeEnd.close()
    }

    /// A change, from the main actor.
    func publish(_ change: NavigationChange) {
        let wake = lock.withLock {
            guard attached > 0 else {
                latest = change
                return false
            }
            if changes.count >= maxPublished {
                dropped += changes.count
                changes.removeAll(keepingCapacity: true)
            }
            changes.append(change)
            return wakeOnce()
        }
        if wake { signal() }
    }

    /// A command's reply, from the main actor.
    func reply(to client: Int, _ event: InspectorEvent) {
        let wake = lock.withLock {
            replies.append((client, event))
            return wakeOnce()
        }
        if wake { signal() }
    }

    /// Asks the thread to stop.
    func stop() {
        let wake = lock.withLock {
            stopping = true
            return wakeOnce()
        }
        if wake { signal() }
    }

    /// Everything waiting, for the thread; the next publication wakes it again.
    func take() -> Taken {
        lock.withLock {
            woken = false
            if let last = changes.last { latest = last }
            let taken = Taken(changes: changes, dropped: dropped, replies: replies, stopping: stopping)
            changes.removeAll(keepingCapacity: true)
            replies.removeAll(keepingCapacity: true)
            dropped = 0
            return taken
        }
    }

    /// A client attached: from now on every change is kept for the thread.
    /// Wakes those waiting for a client.
    ///
    /// - Returns: the newest change, as the client's first; every change kept
    ///   from now on is newer.
    func attachClient() -> NavigationChange {
        let (current, waiters) = lock.withLock {
            attached += 1
            defer { attachWaiters.removeAll() }
            return (changes.last ?? latest, attachWaiters)
        }
        for waiter in waiters { waiter.resume() }
        return current
    }

    /// An attached client went.
    func detachClient() {
        lock.withLock { attached = max(0, attached - 1) }
    }

    /// The number of attached clients.
    var attachedClients: Int { lock.withLock { attached } }

    /// Returns once a client is attached (or the inspector stopped).
    func waitForClient() async {
        await withCheckedContinuation { continuation in
            let ready = lock.withLock {
                guard attached == 0, !stopped else { return true }
                attachWaiters.append(continuation)
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// The thread ended: every connection is closed.
    func markStopped() {
        let waiters: [CheckedContinuation<Void, Never>] = lock.withLock {
            stopped = true
            attached = 0
            defer {
                stopWaiters.removeAll()
                attachWaiters.removeAll()
            }
            return stopWaiters + attachWaiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once the thread has ended.
    func waitUntilStopped() async {
        await withCheckedContinuation { continuation in
            let done = lock.withLock {
                guard !stopped else { return true }
                stopWaiters.append(continuation)
                return false
            }
            if done { continuation.resume() }
        }
    }

    /// Under the lock: whether this call must write to the wake pipe.
    private func wakeOnce() -> Bool {
        guard !woken, !stopped else { return false }
        woken = true
        return true
    }

    private func signal() {
        var byte: UInt8 = 1
        // A full pipe already wakes the thread: nothing is lost if this write
        // finds no room.
        _ = withUnsafeBytes(of: &byte) { wakeEnd.write($0) }
    }
}
