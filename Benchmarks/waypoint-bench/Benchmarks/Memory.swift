import Waypoint

/// `memory`: heap bytes per stack entry, per snapshot entry, per coordinator and
/// per shown child flow; 10,000 flows are created, shown, removed and dropped,
/// and none may stay alive. Also what a snapshot retained after each change of
/// a 500-flow app costs, against its first, full snapshot: consecutive
/// snapshots share the subtrees a change did not touch.
@MainActor
enum Memory {
    static let name = "memory"
    static let count = 10_000

    /// What one pass measured; byte counts are per item, `nil` where the heap
    /// cannot be read.
    struct Pass {
        var entryBytes: Double?
        var snapshotBytes: Double?
        var coordinatorBytes: Double?
        var flowBytes: Double?
        /// The first snapshot of the 500-flow app: every coordinator's, built.
        var fullSnapshotBytes: Double?
        /// Each snapshot retained after one change of that app.
        var retainedSnapshotBytes: Double?
        /// The entries of that app's snapshot.
        var appEntries = 0
        var created = 0
        var alive = 0
        var failures = 0
        var intact = true
    }

    static func run(_ plan: Plan) async -> BenchmarkResult {
        // A first pass of the same size, so that one-time growth (type metadata,
        // the runtime's and the executor's own tables) is not charged to the
        // measured pass.
        _ = await measure(count: count)
        await settle()
        let start = Heap.bytesInUse()
        let pass = await measure(count: count)
        await settle()
        let end = Heap.bytesInUse()
        let retained = start.flatMap { start in end.map { $0 - start } }

        let meets = pass.failures == 0 && pass.intact && pass.alive == 0 && pass.created == 2 * count
        var result = BenchmarkResult(name: name, criterion: "0 coordinators alive", meets: meets)
        func bytes(_ value: Double?) -> String { value.map { Format.fixed($0, 0) + " B" } ?? "unavailable" }
        result.notes = [
            "heap bytes in use (glibc mallinfo2) per stack entry: \(bytes(pass.entryBytes)) (\(count) screens "
                + "pushed on one stack, the entries array's growth included)",
            "per entry of the stack's snapshot: \(bytes(pass.snapshotBytes)) (EntrySnapshot stride "
                + "\(MemoryLayout<EntrySnapshot>.stride) B, CoordinatorSnapshot stride "
                + "\(MemoryLayout<CoordinatorSnapshot>.stride) B)",
            "per coordinator (made and bound: its root entry made; route names are read when first needed): \(bytes(pass.coordinatorBytes))",
            "per child flow shown on a stack (the coordinator, its root, its entry in the parent): "
                + bytes(pass.flowBytes),
            "a 500-flow app (\(pass.appEntries) entries, ScaledApp): its first snapshot "
                + "\(bytes(pass.fullSnapshotBytes)); each snapshot retained after one change (a push or a pop in one "
                + "tab, \(retainedChanges) changes, every snapshot kept): \(bytes(pass.retainedSnapshotBytes))"
                + (pass.fullSnapshotBytes.flatMap { full in
                    pass.retainedSnapshotBytes.map { " (" + Format.fixed($0 / full * 100, 2) + "% of the first)" }
                } ?? ""),
            "\(pass.created) coordinators created (\(count) bound, \(count) shown then popped), all dropped: "
                + "\(pass.alive) alive afterwards; heap bytes retained after a second pass: "
                + (retained.map(String.init) ?? "unavailable"),
        ]
        result.extras = [
            ("bytes_per_entry", pass.entryBytes ?? .nan),
            ("snapshot_bytes_per_entry", pass.snapshotBytes ?? .nan),
            ("bytes_per_coordinator", pass.coordinatorBytes ?? .nan),
            ("bytes_per_flow", pass.flowBytes ?? .nan),
            ("full_snapshot_bytes_500_flows", pass.fullSnapshotBytes ?? .nan),
            ("bytes_per_retained_snapshot_500_flows", pass.retainedSnapshotBytes ?? .nan),
            ("coordinators_alive_after", Double(pass.alive)),
            ("retained_bytes_after", retained.map(Double.init) ?? .nan),
        ]
        if pass.failures > 0 { result.notes.append("\(pass.failures) navigation calls failed") }
        return result
    }

    /// How many changes of the 500-flow app keep their snapshot.
    static let retainedChanges = 1_000

    /// The 500-flow app's first snapshot, then one snapshot kept after each of
    /// ``retainedChanges`` changes (a push, then its pop, in one tab).
    static func measureSnapshots(_ pass: inout Memory.Pass) {
        guard let app = try? ScaledApp(flows: 500) else {
            pass.failures += 1
            return
        }
        let beforeFull = Heap.bytesInUse()
        let first = app.snapshot
        let afterFull = Heap.bytesInUse()
        pass.appEntries = first.entryCount
        var kept: [CoordinatorSnapshot] = [first]
        kept.reserveCapacity(retainedChanges + 1)
        let beforeKept = Heap.bytesInUse()
        for change in 0..<retainedChanges {
            do {
                if change.isMultiple(of: 2) { try app.measured.show(\.detail) } else { try app.measured.popLast() }
            } catch {
                pass.failures += 1
            }
            kept.append(app.snapshot)
        }
        let afterKept = Heap.bytesInUse()
        if let beforeFull, let afterFull { pass.fullSnapshotBytes = Double(afterFull - beforeFull) }
        if let beforeKept, let afterKept {
            pass.retainedSnapshotBytes = Double(afterKept - beforeKept) / Double(retainedChanges)
        }
        pass.intact = pass.intact && kept.count == retainedChanges + 1 && kept[0].entryCount == kept[2].entryCount
    }

    /// Lets the main-actor tasks that dropped coordinators scheduled run: a
    /// `FlowNode` dropped with entries still in it ends them in a new task.
    static func settle() async {
        for _ in 0..<3 {
            await Task.yield()
        }
    }

    /// Measures with `count` items; everything it makes is dropped when it returns.
    static func measure(count: Int) async -> Pass {
        var pass = Pass()
        func perItem(_ before: Int?, _ after: Int?) -> Double? {
            guard let before, let after else { return nil }
            return Double(after - before) / Double(count)
        }

        // Stack entries: screens pushed on one stack, nobody observing.
        let stack = BenchStack()
        _ = stack.node
        let beforeEntries = Heap.bytesInUse()
        for step in 0..<count {
            do { try stack.show(\.item, step) } catch { pass.failures += 1 }
        }
        let afterEntries = Heap.bytesInUse()
        pass.intact = stack.navigation.snapshot.entries.count == count + 1  // builds and caches the snapshot
        let afterSnapshot = Heap.bytesInUse()
        pass.entryBytes = perItem(beforeEntries, afterEntries)
        pass.snapshotBytes = perItem(afterEntries, afterSnapshot)
        do { try stack.popToRoot() } catch { pass.failures += 1 }

        // Coordinators: made and bound, not shown.
        var boxes: [WeakBox<BenchStack>] = []
        boxes.reserveCapacity(2 * count)
        var standalone: [BenchStack] = []
        standalone.reserveCapacity(count)
        let beforeCoordinators = Heap.bytesInUse()
        for _ in 0..<count {
            let coordinator = BenchStack()
            _ = coordinator.node
            standalone.append(coordinator)
        }
        let afterCoordinators = Heap.bytesInUse()
        pass.coordinatorBytes = perItem(beforeCoordinators, afterCoordinators)
        boxes += standalone.map(WeakBox.init)
        standalone = []

        // Child flows shown on one stack, then popped.
        let host = BenchStack()
        _ = host.node
        var children: [BenchStack] = []
        children.reserveCapacity(count)
        let beforeFlows = Heap.bytesInUse()
        for _ in 0..<count {
            do { children.append(try host.show(\.flow).child) } catch { pass.failures += 1 }
        }
        let afterFlows = Heap.bytesInUse()
        pass.flowBytes = perItem(beforeFlows, afterFlows)
        pass.intact = pass.intact && host.navigation.snapshot.entries.count == count + 1
        boxes += children.map(WeakBox.init)
        children = []
        do { try host.popToRoot() } catch { pass.failures += 1 }

        measureSnapshots(&pass)

        // Let anything the removal scheduled run, then count the survivors.
        await settle()
        pass.created = boxes.count
        pass.alive = boxes.filter { $0.object != nil }.count
        return pass
    }
}
