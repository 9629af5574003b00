/// What waits to be written to one client: bounded, falling back to the
/// latest state when the client is slow.
///
/// Changes are kept up to `maxChanges` of them and `maxBytes` bytes; when one
/// more would pass either bound, every change still waiting is dropped and
/// counted, and the client gets a `missed` notice with the count, then the
/// newest change. Other lines (replies, errors, the welcome) are never
/// dropped; the server stops reading a client whose other lines wait past a
/// bound (``waitingLineBytes``), so they stay bounded too.
///
/// ```swift
/// var outbox = Outbox(maxChanges: 2, maxBytes: 1 << 20)
/// outbox.pushChange(a); outbox.pushChange(b); outbox.pushChange(c)
/// // waiting: missed(2), c
/// ```
struct Outbox {
    private enum Item {
        case change([UInt8])
        case missed(Int)
        case line([UInt8])
    }

    let maxChanges: Int
    let maxBytes: Int

    private var items: [Item] = []
    private var head = 0
    private var changeCount = 0
    private var changeBytes = 0
    /// The bytes of the other lines waiting.
    private(set) var waitingLineBytes = 0
    /// The bytes being written, and how many of them are written.
    private var writing: [UInt8] = []
    private var written = 0

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

    /// Queues a change, dropping the waiting ones first if it would pass a bound.
    ///
    /// - Parameter line: the change's line.
    mutating func pushChange(_ line: [UInt8]) {
        if changeCount + 1 > maxChanges || changeBytes + line.count > maxBytes {
            collapse()
        }
        items.append(.change(line))
        changeCount += 1
        changeBytes += line.count
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
    /// - Parameter render: encodes a `missed` notice.
    mutating func pending(render: (Int) -> [UInt8]) -> ArraySlice<UInt8> {
        if written == writing.count {
            guard head < items.count else { return [] }
            let item = items[head]
            head += 1
            switch item {
            case .change(let line):
                changeCount -= 1
                changeBytes -= line.count
                writing = line
            case .missed(let count):
                writing = render(count)
            case .line(let line):
                waitingLineBytes -= line.count
                writing = line
            }
            written = 0
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

    /// Drops every waiting change (the one being written goes on), keeping
    /// other lines, and queues one `missed` notice for them and for any notice
    /// still waiting.
    private mutating func collapse() {
        var dropped = 0
        var noticed = 0
        var kept: [Item] = []
        for item in items[head...] {
            switch item {
            case .change: dropped += 1
            case .missed(let count): noticed += count
            case .line: kept.append(item)
            }
        }
        items = kept
        head = 0
        changeCount = 0
        changeBytes = 0
        missedTotal += dropped
        if dropped + noticed > 0 { items.append(.missed(dropped + noticed)) }
    }
}
