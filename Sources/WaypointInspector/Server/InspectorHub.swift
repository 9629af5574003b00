import Foundation
import Waypoint

/// What the main actor and the inspector's thread share: changes published,
/// clients attached, replies to send, and the stop request, in the order they
/// happened, behind one lock held only to copy.
///
/// The main actor never waits on a client: ``publish(_:)`` appends under the
/// lock (dropping the oldest waiting changes past a bound, counted where they
/// were) and writes one byte to the wake socket only when the thread is not
/// already woken. Replies, attachments and the stop are urgent: they wake the
/// thread even when it is waiting out its batching window for changes, and
/// the thread takes everything at once, in order, so a command's changes
/// still reach its client before its reply. Changes are published only while
/// a client is attached (the main actor attaches the inspector's probe for the
/// first and lets it go after the last), so an inspector nobody watches costs
/// the app nothing.
final class InspectorHub: @unchecked Sendable {
    // @unchecked Sendable: every stored var is read and written only while
    // `lock` is held; the lets are Sendable values.

    /// What happened, in order.
    ///
    /// A change is published on the app's side for every navigation call,
    /// so it is kept small; the rare attachments and replies (a reply is
    /// some 300 bytes) are boxed.
    enum Event {
        case change(NavigationChange)
        /// Changes dropped here, before the thread took them.
        case missed(Int)
        /// The main actor attached a client: what it watches (its first
        /// change, and the scene), or `nil` when the app cannot be watched any
        /// more (the coordinator is gone, or the inspector stopping).
        indirect case attached(client: Int, InspectorWatch?)
        /// The watch moved to another scene (or none), and why: every
        /// attached client starts afresh from its state.
        indirect case switched(InspectorWatch, reason: String)
        indirect case reply(client: Int, InspectorEvent)
    }

    /// What the thread takes at once.
    struct Taken {
        var events: [Event]
        var stopping: Bool
    }

    private let lock = NSLock()
    private let wakeEnd: Socket
    private let maxPublished: Int
    private var events: [Event] = []
    /// The changes in `events`.
    private var changeCount = 0
    /// Whether changes were dropped since the thread last took: from then on
    /// until it takes, each change replaces the one before it (counted in the
    /// `missed` notice before it), so that the app keeps one change alive,
    /// not up to ``InspectorLimits/maxPublished``, and the thread encodes the
    /// latest state once.
    private var overflowed = false
    /// Whether the thread was woken since it last took.
    private var woken = false
    /// Whether the thread was woken for something urgent since it last took.
    private var urgent = false
    private var stopping = false
    private var attached = 0
    private var attachWaiters: [CheckedContinuation<Void, Never>] = []
    private var detachWaiters: [(atMost: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var stopWaiters: [CheckedContinuation<Void, Never>] = []
    private var stopped = false

    /// - Parameter wakeEnd: the write end of the thread's wake socket; the hub
    ///   owns it and closes it when it goes.
    init(wakeEnd: Socket, maxPublished: Int) {
        self.wakeEnd = wakeEnd
        self.maxPublished = maxPublished
    }

    deinit {
        wakeEnd.close()
    }

    /// A change, from the main actor.
    func publish(_ change: NavigationChange) {
        let wake = lock.withLock {
            if overflowed, replaceLatest(with: change) { return wakeOnce(urgently: false) }
            if changeCount >= maxPublished {
                collapseChanges()
                overflowed = true
            }
            events.append(.change(change))
            changeCount += 1
            return wakeOnce(urgently: false)
        }
        if wake { signal() }
    }

    /// A client attached on the main actor, from the main actor.
    func attached(client: Int, _ watch: InspectorWatch?) {
        let wake = lock.withLock {
            events.append(.attached(client: client, watch))
            return wakeOnce(urgently: true)
        }
        if wake { signal() }
    }

    /// The watch moved to another scene, from the main actor.
    func switched(_ watch: InspectorWatch, reason: String) {
        let wake = lock.withLock {
            events.append(.switched(watch, reason: reason))
            return wakeOnce(urgently: true)
        }
        if wake { signal() }
    }

    /// A command's reply, from the main actor.
    func reply(to client: Int, _ event: InspectorEvent) {
        let wake = lock.withLock {
            events.append(.reply(client: client, event))
            return wakeOnce(urgently: true)
        }
        if wake { signal() }
    }

    /// Asks the thread to stop.
    func stop() {
        let wake = lock.withLock {
            stopping = true
            return wakeOnce(urgently: true)
        }
        if wake { signal() }
    }

    /// Whether something urgent waits: the thread takes at once, without
    /// waiting for the rest of its batching window.
    var isUrgent: Bool { lock.withLock { urgent } }

    /// Everything waiting, for the thread; the next publication wakes it again.
    func take() -> Taken {
        lock.withLock {
            woken = false
            urgent = false
            defer {
                events.removeAll(keepingCapacity: true)
                changeCount = 0
                overflowed = false
            }
            return Taken(events: events, stopping: stopping)
        }
    }

    /// A client is attached: counted, and those waiting for a client are woken.
    func countAttached() {
        let waiters = lock.withLock {
            attached += 1
            defer { attachWaiters.removeAll() }
            return attachWaiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// An attached client went.
    func detachClient() {
        let waiters = lock.withLock {
            attached = max(0, attached - 1)
            return takeDetachWaiters()
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once at most `count` clients are attached (or the inspector stopped).
    func waitForAttached(atMost count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = lock.withLock {
                guard attached > count, !stopped else { return true }
                detachWaiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Under the lock: the waiters whose bound is met, removed.
    private func takeDetachWaiters() -> [CheckedContinuation<Void, Never>] {
        let met = detachWaiters.filter { stopped || attached <= $0.atMost }.map(\.continuation)
        detachWaiters.removeAll { stopped || attached <= $0.atMost }
        return met
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
            return stopWaiters + attachWaiters + takeDetachWaiters()
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

    /// Under the lock: puts `change` in place of the latest change, when the events end
    /// with a `missed` notice and that change, and counts the one it
    /// replaces as missed.
    private func replaceLatest(with change: NavigationChange) -> Bool {
        Self.replaceLatest(in: &events, with: change)
    }

    /// `replaceLatest(with:)` on the events in one access: the hub's array
    /// is looked at and written several times per change, and each access
    /// to a stored property of a class is checked for exclusivity at run
    /// time.
    private static func replaceLatest(in events: inout [Event], with change: NavigationChange) -> Bool {
        let last = events.count - 1
        guard last >= 1, case .change = events[last], case .missed(let count) = events[last - 1] else {
            return false
        }
        events[last - 1] = .missed(count + 1)
        events[last] = .change(change)
        return true
    }

    /// Under the lock: replaces each run of waiting changes (and notices) with
    /// one notice of how many there were, in place, so that attachments and
    /// replies keep their order around them.
    private func collapseChanges() {
        var write = 0
        var run = 0
        for read in events.indices {
            let event = events[read]
            switch event {
            case .change: run += 1
            case .missed(let count): run += count
            case .attached, .reply, .switched:
                if run > 0 {
                    events[write] = .missed(run)
                    write += 1
                    run = 0
                }
                events[write] = event
                write += 1
            }
        }
        if run > 0 {
            events[write] = .missed(run)
            write += 1
        }
        events.removeLast(events.count - write)
        changeCount = 0
    }

    /// Under the lock: whether this call must write to the wake socket.
    private func wakeOnce(urgently: Bool) -> Bool {
        guard !stopped else { return false }
        if urgently {
            guard !urgent else { return false }
            urgent = true
            woken = true
            return true
        }
        guard !woken else { return false }
        woken = true
        return true
    }

    private func signal() {
        var byte: UInt8 = 1
        // A full socket already wakes the thread: nothing is lost if this write
        // finds no room.
        _ = withUnsafeBytes(of: &byte) { wakeEnd.write($0) }
    }
}
