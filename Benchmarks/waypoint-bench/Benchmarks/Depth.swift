import Waypoint

/// `depth`: push then pop at the top of a stack 10,000 entries deep, against the
/// same on a stack 10 entries deep, each with a draining latest-only subscriber.
@MainActor
enum Depth {
    static let name = "depth"
    static let deepEntries = 10_000
    static let shallowEntries = 10

    static func run(_ plan: Plan) async -> BenchmarkResult {
        var failures = 0
        let deep = stack(entries: deepEntries, failures: &failures)
        let shallow = stack(entries: shallowEntries, failures: &failures)
        let deepSubscriber = Subscriber(deep.navigation.changes(buffering: .latest))
        let shallowSubscriber = Subscriber(shallow.navigation.changes(buffering: .latest))

        func pushPop(_ coordinator: BenchStack, _ subscriber: Subscriber) -> Workload {
            { iterations in
                await Harness.timedLoop(iterations, draining: subscriber) { _ in
                    do {
                        try coordinator.show(\.detail)
                        try coordinator.popLast()
                    } catch {
                        failures += 1
                    }
                }
            }
        }
        let timing = await Harness.compare(
            plan,
            waypoint: pushPop(deep, deepSubscriber),
            baseline: pushPop(shallow, shallowSubscriber)
        )

        let intact =
            deep.navigation.snapshot.entries.count == deepEntries
            && shallow.navigation.snapshot.entries.count == shallowEntries
        await deepSubscriber.stop()
        await shallowSubscriber.stop()

        var result = BenchmarkResult(name: name, timing: timing, target: 1.2, checks: failures == 0 && intact)
        result.notes = [
            "one operation = show(\\.detail) + popLast() on top of \(deepEntries) entries; baseline the same on top "
                + "of \(shallowEntries) entries",
            "each stack has a latest-only subscriber task draining every \(Harness.drainInterval) operations (its "
                + "turns are not timed)",
        ]
        if let waypoint = result.waypointNs, let baseline = result.baselineNs {
            let slope = (waypoint - baseline) / Double(2 * (deepEntries - shallowEntries))
            result.notes.append(
                "each change costs \(Format.fixed(slope, 1)) ns more per entry below the top: O(entries) per change"
            )
        }
        if failures > 0 { result.notes.append("\(failures) navigation calls failed") }
        return result
    }

    /// A stack of `entries` entries (the root included), built before anyone
    /// subscribes, so building it costs no snapshots.
    static func stack(entries: Int, failures: inout Int) -> BenchStack {
        let coordinator = BenchStack()
        for step in 1..<entries {
            do {
                try coordinator.show(\.item, step)
            } catch {
                failures += 1
            }
        }
        return coordinator
    }
}
