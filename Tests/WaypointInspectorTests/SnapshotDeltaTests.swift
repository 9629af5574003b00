import Foundation
import Testing
import Waypoint

@testable import WaypointInspector

/// Protocol version 3's deltas: whatever two snapshots, the delta from one
/// makes the other of it; made from consecutive snapshots that share their
/// unchanged subtrees, it replaces only what changed; and a client that reads
/// deltas (slowly, missing some) ends on the app's state.
@Suite struct SnapshotDeltaTests {
    /// A seeded generator, so that a failure names its seed.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Makes random trees and changes them as the engine does: a change
    /// makes new snapshots on the way from the root to what it touched, and
    /// keeps every other subtree as it was (identical).
    private struct Trees {
        var random: SplitMix
        var nextID: UInt64 = 1

        mutating func entryID() -> EntryID {
            defer { nextID += 1 }
            return EntryID(rawValue: nextID)
        }

        mutating func coordinator(depth: Int) -> CoordinatorSnapshot {
            let kinds: [ContainerKind] = [.navigation, .tabs]
            let kind = kinds.randomElement(using: &random) ?? .navigation
            let entries = (0..<Int.random(in: 1...4, using: &random)).map { _ in entry(depth: depth) }
            return CoordinatorSnapshot(
                kind: kind, type: "C\(depth)", entries: entries,
                selected: kind == .tabs ? entries.randomElement(using: &random)?.id : nil)
        }

        mutating func entry(depth: Int) -> EntrySnapshot {
            let presentations: [Presentation] = [.push, .sheet, .popover, .alert]
            var entry = EntrySnapshot(
                id: entryID(), route: "r\(Int.random(in: 0..<5, using: &random))",
                presentation: presentations.randomElement(using: &random) ?? .push,
                input: Bool.random(using: &random) ? "\(Int.random(in: 0..<9, using: &random))" : nil)
            if depth < 3, Int.random(in: 0..<3, using: &random) == 0 {
                entry.child = coordinator(depth: depth + 1)
            }
            if entry.presentation == .sheet, Bool.random(using: &random) {
                entry.style = .detents([.medium, .large])
                entry.detent = .medium
            }
            return entry
        }

        /// The tree with one random change somewhere in it.
        mutating func changed(_ tree: CoordinatorSnapshot, depth: Int = 0) -> CoordinatorSnapshot {
            var entries = tree.entries
            let withChildren = entries.indices.filter { entries[$0].child != nil }
            if let index = withChildren.randomElement(using: &random), Int.random(in: 0..<3, using: &random) > 0,
                let child = entries[index].child
            {
                entries[index].child = changed(child, depth: depth + 1)
            } else {
                switch Int.random(in: 0..<7, using: &random) {
                case 0: entries.append(entry(depth: depth))
                case 1 where entries.count > 1: entries.removeLast()
                case 2:
                    let index = Int.random(in: 0..<entries.count, using: &random)
                    entries[index].isAwaited.toggle()
                case 3:
                    let index = Int.random(in: 0..<entries.count, using: &random)
                    entries[index].detent = entries[index].detent == .large ? .medium : .large
                case 4:
                    let index = Int.random(in: 0..<entries.count, using: &random)
                    entries[index].child = entries[index].child == nil ? coordinator(depth: depth + 1) : nil
                case 5:
                    var copy = tree
                    copy.selected = entries.randomElement(using: &random)?.id
                    return copy
                default:
                    // A change that changes nothing (a veto): the tree as it was.
                    return tree
                }
            }
            var copy = tree
            copy.entries = entries
            return copy
        }
    }

    private static func change(_ snapshot: CoordinatorSnapshot, _ version: UInt64) -> NavigationChange {
        NavigationChange(snapshot: snapshot, cause: .push, version: version)
    }

    @Test("applying the deltas of random changes one after another ends on each full snapshot", arguments: 0..<20)
    func randomChanges(seed: UInt64) throws {
        var trees = Trees(random: SplitMix(state: seed))
        var held = Self.change(trees.coordinator(depth: 0), 1)
        var app = held
        let coding = LineCoding()
        for step in 2...200 {
            let next = Self.change(trees.changed(app.snapshot), UInt64(step))
            let delta = SnapshotDelta(from: app, to: next)
            // Through the wire, as a client reads it.
            let line = try #require(coding.line(InspectorEvent.delta(delta)))
            let read = try #require(coding.decode(InspectorEvent.self, from: line.dropLast())?.delta)
            held = try #require(read.applied(to: held), "seed \(seed), step \(step)")
            #expect(held == next, "seed \(seed), step \(step)")
            #expect(held.version == next.version && held.cause == next.cause)
            app = next
        }
    }

    @Test("between unrelated trees, and from a decoded tree, the delta still makes the new tree", arguments: 0..<10)
    func unrelatedTrees(seed: UInt64) throws {
        var trees = Trees(random: SplitMix(state: seed))
        for _ in 0..<20 {
            let old = Self.change(trees.coordinator(depth: 0), 3)
            let new = Self.change(trees.coordinator(depth: 0), 4)
            #expect(SnapshotDelta(from: old, to: new).applied(to: old) == new)
            let decoded = try JSONDecoder().decode(NavigationChange.self, from: JSONEncoder().encode(old))
            #expect(SnapshotDelta(from: decoded, to: old).replace.isEmpty)
        }
    }

    @Test("a change deep in one branch replaces that coordinator alone; the rest is skipped")
    func deepChangeReplacesItsCoordinator() {
        let leaf = CoordinatorSnapshot(
            kind: .navigation, type: "Leaf",
            entries: [EntrySnapshot(id: EntryID(rawValue: 10), route: "root", presentation: .root)])
        let tabs = (1...50).map { index in
            EntrySnapshot(
                id: EntryID(rawValue: UInt64(index)), route: "tab", presentation: .tab,
                child: index == 7 ? leaf : CoordinatorSnapshot(kind: .navigation, type: "Other", entries: []))
        }
        let app = CoordinatorSnapshot(kind: .tabs, type: "App", entries: tabs, selected: EntryID(rawValue: 1))
        var pushed = leaf
        pushed.entries.append(EntrySnapshot(id: EntryID(rawValue: 99), route: "detail", presentation: .push))
        var after = app
        after.entries[6].child = pushed
        let delta = SnapshotDelta(from: Self.change(app, 1), to: Self.change(after, 2))
        #expect(delta.replace == [SnapshotDelta.Replacement(at: [EntryID(rawValue: 7)], coordinator: pushed)])
        #expect(delta.base == 1 && delta.version == 2)
        // A delta for another version, or a path the tree does not have, does not apply.
        #expect(delta.applied(to: Self.change(app, 5)) == nil)
        var gone = app
        gone.entries.remove(at: 6)
        #expect(delta.applied(to: Self.change(gone, 1)) == nil)
    }

    @Test("a split view whose columns were shown or hidden, or its selection changed, alone, is replaced")
    func splitStateChanges() throws {
        let sidebar = EntrySnapshot(id: EntryID(rawValue: 2), route: "sidebar", presentation: .sidebarColumn)
        let split = CoordinatorSnapshot(
            kind: .split, type: "Lists", entries: [sidebar], split: SplitSnapshot(columns: [.sidebar, .detail]))
        let app = CoordinatorSnapshot(
            kind: .navigation, type: "App",
            entries: [EntrySnapshot(id: EntryID(rawValue: 1), route: "lists", presentation: .root, child: split)])
        for state in [
            SplitSnapshot(columns: [.sidebar, .detail], visibleColumns: [.detail]),
            SplitSnapshot(columns: [.sidebar, .detail], selectedItem: #""Home""#),
        ] {
            var changed = split
            changed.split = state
            var after = app
            after.entries[0].child = changed
            let delta = SnapshotDelta(from: Self.change(app, 1), to: Self.change(after, 2))
            #expect(delta.replace == [SnapshotDelta.Replacement(at: [EntryID(rawValue: 1)], coordinator: changed)])
            #expect(delta.applied(to: Self.change(app, 1))?.snapshot == after)
        }
    }

    @Test("a client that reads deltas, falling behind and missing some, ends on the app's state")
    func clientEndsOnTheAppsState() async throws {
        var limits = InspectorLimits()
        limits.maxWaitingChanges = 4
        let (notes, inspector) = try await MainActor.run { try Notes.inspected(limits, notes: 3) }
        let client = try await TestClient.attached(to: inspector)
        var random = SplitMix(state: 27)
        for round in 0..<30 {
            // The first operation always changes something: a push.
            let operations =
                [0]
                + (0..<Int.random(in: 0...40, using: &random)).map { _ in
                    Int.random(in: 0..<4, using: &random)
                }
            let expected = await MainActor.run {
                for (index, operation) in operations.enumerated() {
                    switch operation {
                    case 0: _ = try? notes.show(\.note, index)
                    case 1: _ = try? notes.popLast()
                    case 2: _ = try? notes.show(\.filters)
                    default:
                        if let sheet = notes.navigation.snapshot.entries.last(where: { $0.detent != nil }) {
                            notes.navigation.receive(.resized(sheet.id, to: sheet.detent == .large ? .medium : .large))
                        }
                    }
                }
                return notes.currentChange
            }
            while let change = await client.nextChange(), change.version < expected.version {}
            // `currentChange` names no cause (`initial`): the state and its version are compared.
            #expect(client.latest?.snapshot == expected.snapshot, "round \(round)")
            #expect(client.latest?.version == expected.version, "round \(round)")
        }
        #expect(client.deltas > 0)
        await inspector.stop()
    }
}

@Suite struct DeltaOutboxTests {
    private static func change(_ version: UInt64) -> NavigationChange {
        NavigationChange(
            snapshot: CoordinatorSnapshot(kind: .navigation, type: "App", entries: []), cause: .push, version: version)
    }

    private func drain(_ outbox: inout Outbox) -> [String] {
        var lines: [String] = []
        while true {
            let bytes = outbox.pending {
                Array("missed \($0)\n".utf8)
            } whole: {
                Array("whole \($0.version)\n".utf8)
            }
            guard !bytes.isEmpty else { return lines }
            lines.append(String(decoding: bytes, as: UTF8.self))
            outbox.wrote(bytes.count)
        }
    }

    @Test("after a missed notice, the next change is written whole; the deltas after it are not")
    func wholeAfterMissed() {
        var outbox = Outbox(maxChanges: 4, maxBytes: 1 << 20)
        outbox.pushChange(Array("state 1\n".utf8))
        for version in 2...5 {
            outbox.pushChange(Array("delta \(version)\n".utf8), delta: Self.change(UInt64(version)))
        }
        outbox.noteMissed(3)
        outbox.pushChange(Array("delta 9\n".utf8), delta: Self.change(9))
        outbox.pushChange(Array("delta 10\n".utf8), delta: Self.change(10))
        #expect(drain(&outbox) == ["missed 4\n", "whole 5\n", "missed 3\n", "whole 9\n", "delta 10\n"])
    }
}
