/// The entries of a snapshot: a random-access collection that shares its
/// storage between successive snapshots.
///
/// A snapshot is taken after every change, and most changes touch the top of a
/// stack. `EntryList` keeps full chunks of 32 entries in immutable, shared
/// storage and only the last chunk in a plain array, so pushing onto or popping
/// from a stack thousands of entries deep copies a few dozen references, not the
/// whole stack. Each entry is kept in a small shared box, so that copying a
/// tail (which every change that touches it does, since the previous snapshot
/// still shares it) copies one reference per entry rather than every field of
/// every entry. An ancestor's snapshot that replaces one entry (the one that
/// leads to the change, the same at every change below it) does not copy its
/// tail at all: the new entry is kept beside the tail, which it shares with
/// the snapshot before. And since that entry differs from the one before by
/// its child flow's snapshot alone, it keeps the box of the entry before,
/// with the new child beside it (``replaceChild(at:with:)``): an ancestor
/// makes no entry and no box at a change below it. A snapshot stores its
/// entries in one and makes an array of them when its `entries` are read.
package struct EntryList: RandomAccessCollection, Sendable, Hashable, Codable, ExpressibleByArrayLiteral {
    /// Full chunks, grouped 32 to a block: `blocks[i].chunks[j].items[k]` is entry
    /// `i * 1024 + j * 32 + k`. Every block but the last holds 32 chunks.
    private var blocks: [Block] = []
    /// The last, partial chunk: the entries at `tailStart...`.
    private var tail: [Item] = []
    private var tailStart = 0
    /// An entry of the tail replaced without copying the tail: the entry at
    /// `patchIndex` is `patch`, whatever `tail` holds there. An ancestor's
    /// snapshot replaces the same entry at every change below it (the one
    /// that leads to the change), and the tail it shares with the snapshot
    /// before would otherwise be copied each time, a reference per entry.
    /// The entry it replaced stays in the shared tail until the tail is
    /// copied for another reason.
    private var patch: Item?
    private var patchIndex = -1
    /// The child flow's snapshot of the entry at `patchIndex`, in place of
    /// `patch`'s, when only the child changed (``replaceChild(at:with:)``):
    /// an ancestor's entry that leads to a change differs from the one before
    /// by its child alone, so its other fields are not made again, and no
    /// box is made for it.
    private var patchChild: CoordinatorSnapshot?

    private static let width = 32

    /// One entry, shared by every list that holds it.
    private final class Item: Sendable {
        let entry: EntrySnapshot
        @inline(__always) init(_ entry: consuming EntrySnapshot) { self.entry = consume entry }
    }

    private final class Chunk: Sendable {
        let items: [Item]
        init(_ items: [Item]) { self.items = items }
    }

    private final class Block: Sendable {
        let chunks: [Chunk]
        init(_ chunks: [Chunk]) { self.chunks = chunks }
    }

    /// Creates an empty list.
    package init() {}

    /// Creates a list of the given entries, in order.
    ///
    /// - Parameter entries: the entries.
    package init<Entries: Sequence>(_ entries: Entries) where Entries.Element == EntrySnapshot {
        for entry in entries { append(entry) }
    }

    /// Creates a list from an array literal of entries.
    ///
    /// - Parameter entries: the entries, in order.
    package init(arrayLiteral entries: EntrySnapshot...) {
        self.init(entries)
    }

    /// The position of the first entry: always `0`.
    package var startIndex: Int { 0 }
    /// The position after the last entry: the number of entries.
    package var endIndex: Int { tailStart + tail.count }

    /// The number of entries, read at once (not counted through the
    /// collection's generic distance).
    package var count: Int { tailStart + tail.count }

    /// The entry at a position.
    ///
    /// - Parameter position: a valid index, `0..<count`.
    /// - Returns: the entry at that position.
    package subscript(position: Int) -> EntrySnapshot {
        get {
            guard position == patchIndex, let patch, let patchChild else { return item(at: position).entry }
            return EntrySnapshot(patch.entry, child: patchChild)
        }
        set { replace(at: position, with: newValue) }
    }

    /// Replaces the entry at a position, taking the new entry as it is (the
    /// subscript's setter copies it into its box).
    ///
    /// - Parameters:
    ///   - position: a valid index, `0..<count`.
    ///   - entry: the new entry.
    @inline(__always)
    package mutating func replace(at position: Int, with entry: consuming EntrySnapshot) {
        let item = Item(consume entry)
        if position >= tailStart {
            // Another entry patched before goes into the tail first (a copy,
            // if the tail is shared); this one is the patch.
            if position != patchIndex { writePatch() }
            patch = item
            patchChild = nil
            patchIndex = position
            return
        }
        let (b, c) = (position >> 10, (position >> 5) & 31)
        var items = blocks[b].chunks[c].items
        items[position & 31] = item
        var chunks = blocks[b].chunks
        chunks[c] = Chunk(items)
        blocks[b] = Block(chunks)
    }

    /// Whether the entry at `index` is the very value `other` holds at
    /// `otherIndex`: the two lists share it, so it is equal there, child
    /// snapshot included. A constant-time test; `false` says nothing.
    ///
    /// - Parameters:
    ///   - index: a valid index of this list.
    ///   - other: another list, such as an earlier snapshot's.
    ///   - otherIndex: an index of `other`; out of range gives `false`.
    /// - Returns: `true` if both positions hold the same shared entry.
    package func isIdentical(at index: Int, to other: EntryList, at otherIndex: Int) -> Bool {
        guard index >= 0, index < endIndex, otherIndex >= 0, otherIndex < other.endIndex,
            item(at: index) === other.item(at: otherIndex)
        else { return false }
        switch (index == patchIndex ? patchChild : nil, otherIndex == other.patchIndex ? other.patchChild : nil) {
        case (nil, nil): return true
        case (let child?, let otherChild?): return child.isIdentical(to: otherChild)
        default: return false
        }
    }

    /// Whether the entry at `index` has every field of `other`'s entry at
    /// `otherIndex` but, perhaps, its child flow's snapshot: the two lists
    /// share its box, as an ancestor's successive snapshots share the entry
    /// that leads to a change (``replaceChild(at:with:)``). A constant-time
    /// test; `false` says nothing.
    ///
    /// - Parameters:
    ///   - index: a valid index of this list.
    ///   - other: another list, such as an earlier snapshot's.
    ///   - otherIndex: an index of `other`; out of range gives `false`.
    /// - Returns: `true` if both positions hold the same entry box.
    package func sharesFields(at index: Int, with other: EntryList, at otherIndex: Int) -> Bool {
        index >= 0 && index < endIndex && otherIndex >= 0 && otherIndex < other.endIndex
            && item(at: index) === other.item(at: otherIndex)
    }

    /// The child flow's snapshot of the entry at a position, read without
    /// making the entry.
    ///
    /// - Parameter position: a valid index, `0..<count`.
    /// - Returns: the entry's child snapshot, if it shows a flow.
    package func child(at position: Int) -> CoordinatorSnapshot? {
        if position == patchIndex, let patchChild { return patchChild }
        return item(at: position).entry.child
    }

    /// Where this list and `other` can hold different entries, when they
    /// share all their storage but their patched entries, as an ancestor's
    /// successive snapshots do: the two patched positions (`-1` for a list
    /// with none), which are then the only ones to compare. `nil` when they
    /// do not share it, and every position is to compare.
    ///
    /// - Parameter other: another list, such as an earlier snapshot's.
    /// - Returns: this list's patched position and `other`'s, or `nil`.
    package func patchedPositions(sharingStorageWith other: EntryList) -> (Int, Int)? {
        guard count == other.count, tailStart == other.tailStart,
            tail.withUnsafeBufferPointer({ $0.baseAddress })
                == other.tail.withUnsafeBufferPointer({ $0.baseAddress }),
            blocks.withUnsafeBufferPointer({ $0.baseAddress })
                == other.blocks.withUnsafeBufferPointer({ $0.baseAddress })
        else { return nil }
        return (patch == nil ? -1 : patchIndex, other.patch == nil ? -1 : other.patchIndex)
    }

    /// Replaces the child flow's snapshot of the entry at a position, the
    /// rest of the entry as it was: what an ancestor's entry that leads to a
    /// change needs. In the tail, the entry's box is kept (shared with the
    /// lists before) and the child is kept beside it.
    ///
    /// - Parameters:
    ///   - position: a valid index, `0..<count`.
    ///   - child: the child flow's new snapshot.
    @inline(__always)
    package mutating func replaceChild(at position: Int, with child: CoordinatorSnapshot) {
        guard position >= tailStart else {
            replace(at: position, with: EntrySnapshot(item(at: position).entry, child: child))
            return
        }
        if position != patchIndex {
            writePatch()
            patch = tail[position - tailStart]
            patchIndex = position
        }
        patchChild = child
    }

    private func item(at position: Int) -> Item {
        if position == patchIndex, let patch { return patch }
        if position >= tailStart { return tail[position - tailStart] }
        return blocks[position >> 10].chunks[(position >> 5) & 31].items[position & 31]
    }

    /// Adds an entry at the end.
    ///
    /// - Parameter entry: the entry.
    package mutating func append(_ entry: EntrySnapshot) {
        append(consuming: entry)
    }

    /// Adds an entry at the end, moved in: a snapshot made to be appended
    /// (the engine's) is not copied. The recorded API keeps ``append(_:)``
    /// as it was.
    ///
    /// - Parameter entry: the entry.
    package mutating func append(consuming entry: consuming EntrySnapshot) {
        if tail.count == Self.width {
            // The full tail becomes shared storage: with its patch in it.
            writePatch()
            let chunk = Chunk(tail)
            if let last = blocks.last, last.chunks.count < Self.width {
                blocks[blocks.count - 1] = Block(last.chunks + [chunk])
            } else {
                blocks.append(Block([chunk]))
            }
            tailStart += Self.width
            tail = []
            tail.reserveCapacity(Self.width)
        }
        tail.append(Item(consume entry))
    }

    /// Keeps the first `count` entries.
    ///
    /// - Parameter count: how many entries to keep; the list is unchanged if it
    ///   holds no more than that.
    package mutating func truncate(to count: Int) {
        let count = Swift.max(0, count)
        guard count < endIndex else { return }
        if patchIndex >= count {
            patch = nil
            patchChild = nil
            patchIndex = -1
        }
        if count >= tailStart {
            tail.removeLast(endIndex - count)
            return
        }
        // The new last chunk comes out of shared storage and becomes the tail.
        let newTailStart = count == 0 ? 0 : ((count - 1) / Self.width) * Self.width
        let chunkIndex = newTailStart / Self.width
        let (b, c) = (chunkIndex >> 5, chunkIndex & 31)
        tail = count == 0 ? [] : Array(blocks[b].chunks[c].items.prefix(count - newTailStart))
        if c == 0 {
            blocks.removeSubrange(b...)
        } else {
            blocks.removeSubrange((b + 1)...)
            blocks[b] = Block(Array(blocks[b].chunks.prefix(c)))
        }
        tailStart = newTailStart
    }

    /// Writes the patched entry into the tail, where it belongs.
    private mutating func writePatch() {
        guard let patch else { return }
        if let patchChild {
            tail[patchIndex - tailStart] = Item(EntrySnapshot(patch.entry, child: patchChild))
            self.patchChild = nil
        } else {
            tail[patchIndex - tailStart] = patch
        }
        self.patch = nil
        patchIndex = -1
    }

    /// Whether two lists hold equal entries in the same order.
    ///
    /// - Parameters:
    ///   - lhs: a list.
    ///   - rhs: another list.
    /// - Returns: `true` if the entries are equal, whatever storage they share.
    package static func == (lhs: EntryList, rhs: EntryList) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Hashes the entries in order.
    ///
    /// - Parameter hasher: the hasher to feed.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for entry in self { hasher.combine(entry) }
    }

    /// Reads a list encoded as an array of entries.
    ///
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: the decoder's error if the data is not an array of entries.
    package init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd {
            append(try container.decode(EntrySnapshot.self))
        }
    }

    /// Writes the list as an array of entries.
    ///
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: the encoder's error.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for entry in self { try container.encode(entry) }
    }
}
