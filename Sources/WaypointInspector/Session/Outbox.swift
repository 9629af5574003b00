import Waypoint

/// What waits to be written to one client: bounded, falling back to the
/// latest state when the client is slow.
///
/// Changes are kept up to `maxChanges` of them and `maxBytes` bytes; when one
/// more would pass either bound, every change still waiting is dropped and
/// counted, and the client gets a `missed` notice with the count, then the
/// newest change. ``fallBack()`` does the same on the server's demand (when
/// all clients together wait for too much), keeping the newest change. Other
/// lines (replies, errors, the welcome) are never dropped; the server stops
/// reading a client whose other lines wait past a bound
/// (``waitingLineBytes``), and disconnects the client that waits for the most
/// beyond its latest state (``bytesBeyondLatest``) when all clients together
/// wait for too much.
///
/// A change may be queued as a delta (protocol version 3), with the change it
/// leads to: the first change written after a `missed` notice is written
/// whole instead (``pending(render:whole:)``), since the client no longer
/// holds the state the delta applies to.
///
/// ```swift
/// var outbox = Outbox(maxChanges: 2, maxBytes: 1 << 20)
/// outbox.pushChange(a); outbox.pushChange(b); outbox.pushChange(c)
/// // waiting: missed(2), c
/// ```
struct Outbox {
    private enum Item {
        /// A change's line, and the change when the line is a delta.
        case change([UInt8], NavigationChange?)
        case missed(Int)
        case line([UInt8])

        var isChange: Bool {
            if case .change = self { return true }
            return false
        }
    }

    let maxChanges: Int
    let maxBytes: Int

    private var items: [Item] = []
    private var head = 0
    private var changeCount = 0
    private var changeBytes = 0
    /// The bytes of the newest change waiting (when any waits).
    private var newestChangeBytes = 0
    /// The bytes of the other lines waiting.
    private(set) var waitingLineBytes = 0
    /// The bytes being written, whether they are a change, and how many of
    /// them are written.
    private var writing: [UInt8] = []
    private var writingChange = false
    private var written = 0
    /// Whether a `missed` notice was written and no change since: the next
    /// change is written whole.
    private var afterMissed = false

    /// The changes dropped so far, over the client's whole connection.
    private(set) var missedTotal = 0

    init(maxChanges: Int, maxBytes: Int) {
        self.maxChanges = maxChanges
        self.maxBytes = maxBytes
    }

    /// Whether nothing waits to be written.
    var isEmpty: Bool { head == items.count && written == writing.count }

    /// The number of changes waiting.
    var waitingChanges: Int { changeCount }

    /// The bytes waiting, the rest of the line being written included.
    var queuedBytes: Int { changeBytes + waitingLineBytes + writing.count - written }

    /// The bytes waiting but the latest state's (the newest change waiting, or
    /// the change being written when none waits): what the client holds
    /// beyond what it needs.
    var bytesBeyondLatest: Int {
        let latest = changeCount > 0 ? newestChangeBytes : writingChange ? writing.count - written : 0
        return queuedBytes - latest
    }

    /// Queues a change, dropping the waiting ones first if it would pass a bound.
    ///
    /// - Parameters:
    ///   - line: the change's line.
    ///   - change: for a line that is a delta, the change it leads to, to be
    ///     written whole if it comes first after a `missed` notice; `nil` for
    ///     a line that holds the whole tree.
    mutating func pushChange(_ line: [UInt8], delta change: NavigationChange? = nil) {
        if changeCount + 1 > maxChanges || changeBytes + line.count > maxBytes {
            collapse(keepingNewest: false)
        }
        items.append(.change(line, change))
        changeCount += 1
        changeBytes += line.count
        newestChangeBytes = line.count
    }

    /// Drops every waiting change but the newest, with a `missed` notice for
    /// them: the client falls back to the latest state.
    mutating func fallBack() {
        guard changeCount > 1 else { return }
        collapse(keepingNewest: true)
    }

    /// Counts changes that were dropped before they reached this outbox (the
    /// app published faster than the inspector's thread took them).
    ///
    /// - Parameter count: how many.
    mutating func noteMissed(_ count: Int) {
        guard count > 0 else { return }
        missedTotal += count
        if items.count > head, case .missed(let earlier)? = items.last {
            items[items.count - 1] = .missed(earlier + count)
        } else {
            items.append(.missed(count))
        }
    }

    /// Queues a line that is never dropped.
    ///
    /// - Parameter line: the line.
    mutating func push(_ line: [UInt8]) {
        items.append(.line(line))
        waitingLineBytes += line.count
    }

    /// The bytes to write next; empty when nothing waits.
    ///
    /// - Parameters:
    ///   - render: encodes a `missed` notice.
    ///   - whole: encodes a change queued as a delta whole, for the first
    ///     change after a `missed` notice.
    mutating func pending(
        render: (Int) -> [UInt8],
        whole: (NavigationChange) -> [UInt8] = { _ in [] }
    ) -> ArraySlice<UInt8> {
        if written == writing.count {
            writing = []
            writingChange = false
            written = 0
            guard head < items.count else { return [] }
            let item = items[head]
            head += 1
            switch item {
            case .change(let line, let change):
                changeCount -= 1
                changeBytes -= line.count
                writing = line
                if afterMissed, let change { writing = whole(change) }
                afterMissed = false
                writingChange = true
            case .missed(let count):
                writing = render(count)
                afterMissed = true
            case .line(let line):
                waitingLineBytes -= line.count
                writing = line
            }
            if head == items.count {
                items.removeAll(keepingCapacity: true)
                head = 0
            }
        }
        return writing[written...]
    }

    /// Records that `count` bytes of ``pending(render:)`` were written.
    mutating func wrote(_ count: Int) {
        written = min(written + count, writing.count)
    }

    /// Drops the waiting changes (the one being written goes on; the newest
    /// stays, in its place, if asked), keeping other lines, and puts one
    /// `missed` notice for them, and for any notice still waiting, where the
    /// first of them was.
    private mutating func collapse(keepingNewest: Bool) {
        let newest = keepingNewest ? items[head...].lastIndex(where: \.isChange) : nil
        var kept: [Item] = []
        var notice: Int?
        var dropped = 0
        var count = 0
        changeCount = 0
        changeBytes = 0
        for index in head..<items.count {
            let item = items[index]
            switch item {
            case .change(let line, _) where index == newest:
                kept.append(item)
                changeCount = 1
                changeBytes = line.count
                continue
            case .change:
                dropped += 1
                count += 1
            case .missed(let earlier):
                count += earlier
            case .line:
                kept.append(item)
                continue
            }
            if notice == nil {
                notice = kept.count
                kept.append(.missed(0))
            }
        }
        if let notice { kept[notice] = .missed(count) }
        items = kept
        head = 0
        missedTotal += dropped
    }
}
