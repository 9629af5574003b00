import Waypoint

/// `memory`: heap bytes per stack entry, per snapshot entry, per coordinator and
/// per shown child flow; 10,000 flows are created, shown, removed and dropped,
/// and none may stay alive.
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
            "\(pass.created) coordinators created (\(count) bound, \(count) shown then popped), all dropped: "
                + "\(pass.alive) alive afterwards; heap bytes retained after a second pass: "
                + (retained.map(String.init) ?? "unavailable"),
        ]
        result.extras = [
            ("bytes_per_entry", pass.entryBytes ?? .nan),
            ("snapshot_bytes_per_entry", pass.snapshotBytes ?? .nan),
            ("bytes_per_coordinator", pass.coordinatorBytes ?? .nan),
            ("bytes_per_flow", pass.flowBytes ?? .nan),
            ("coordinators_alive_after", Double(pass.alive)),
            ("retained_bytes_after", retained.map(Double.init) ?? .nan),
        ]
        if pass.failures > 0 { result.notes.append("\(pass.failures) navigation calls failed") }
        return result
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

        // Let anything the removal scheduled run, then count the survivors.
        await settle()
        pass.created = boxes.count
        pass.alive = boxes.filter { $0.object != nil }.count
        return pass
    }
}
