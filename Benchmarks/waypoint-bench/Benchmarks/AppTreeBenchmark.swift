import Waypoint

/// `app-tree`: one push (and its pop) inside one tab of an app of 50 flows and
/// 100 screens, observed at the app's root, against the same push in an app of
/// one flow.
@MainActor
enum AppTreeBenchmark {
    static let name = "app-tree"

    static func run(_ plan: Plan) async -> BenchmarkResult {
        let app: AppTree
        do {
            app = try AppTree()
        } catch {
            return BenchmarkResult(name: name, criterion: "ratio <= 2.0", meets: false)
        }
        let size = AppTree.count(app.tabs.snapshot)
        let small = BenchStack()
        let appSubscriber = Subscriber(app.tabs.changes(buffering: .latest))
        let smallSubscriber = Subscriber(small.changes(buffering: .latest))
        var failures = 0

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
            waypoint: pushPop(app.firstTab, appSubscriber),
            baseline: pushPop(small, smallSubscriber)
        )
        // The same push deeper in the tab; left out of `--profile` runs, whose
        // samples should all come from the measured push.
        let leafTiming =
            plan.waypointOnly
            ? nil
            : await Harness.compare(
                plan,
                waypoint: pushPop(app.leaf, appSubscriber),
                baseline: pushPop(small, smallSubscriber)
            )

        let intact = AppTree.count(app.tabs.snapshot) == size && small.snapshot.entries.count == 1
        await appSubscriber.stop()
        await smallSubscriber.stop()

        let checks = failures == 0 && intact && size == (50, 100)
        var result = BenchmarkResult(name: name, timing: timing, target: 2.0, checks: checks)
        result.notes = [
            "one operation = show(\\.detail) + popLast() on the first tab's own stack, in an app of \(size.flows) "
                + "flows and \(size.screens) screens observed at its root by a draining latest-only subscriber",
            "baseline: the same on a one-flow app (one stack, its root screen) with the same subscriber",
        ]
        if let leafTiming {
            result.notes.append(
                "the same push in a leaf flow of that tab (three levels below the tabs): "
                    + "\(Format.time(leafTiming.waypoint)) vs \(Format.time(leafTiming.baseline)), ratio "
                    + Format.fixed(leafTiming.ratio, 2)
            )
            result.extras = [("leaf_waypoint_ns", leafTiming.waypoint), ("leaf_ratio", leafTiming.ratio)]
        }
        if failures > 0 { result.notes.append("\(failures) navigation calls failed") }
        return result
    }
}
