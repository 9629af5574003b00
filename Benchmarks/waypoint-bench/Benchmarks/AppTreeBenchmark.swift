import Waypoint

/// `app-tree`: one push (and its pop) inside one tab of an app of 50 flows and
/// 100 screens, observed at the app's root, against the same push in an app of
/// one flow. `app-tree-leaf`: the same push in a leaf flow three levels below
/// the tabs.
@MainActor
enum AppTreeBenchmark {
    static let name = "app-tree"
    static let leafName = "app-tree-leaf"
    static let target = 1.75
    static let leafTarget = 2.25

    static func run(_ plan: Plan) async -> BenchmarkResult {
        await run(plan, leaf: false)
    }

    static func runLeaf(_ plan: Plan) async -> BenchmarkResult {
        await run(plan, leaf: true)
    }

    private static func run(_ plan: Plan, leaf: Bool) async -> BenchmarkResult {
        let name = leaf ? leafName : name
        let target = leaf ? leafTarget : target
        let app: AppTree
        do {
            app = try AppTree()
        } catch {
            return BenchmarkResult(name: name, criterion: "ratio <= \(Format.fixed(target, 2))", meets: false)
        }
        let size = AppTree.count(app.tabs.navigation.snapshot)
        let small = BenchStack()
        let appSubscriber = Subscriber(app.tabs.navigation.changes(buffering: .latest))
        let smallSubscriber = Subscriber(small.navigation.changes(buffering: .latest))
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
            waypoint: pushPop(leaf ? app.leaf : app.firstTab, appSubscriber),
            baseline: pushPop(small, smallSubscriber)
        )

        let intact = AppTree.count(app.tabs.navigation.snapshot) == size && small.navigation.snapshot.entries.count == 1
        await appSubscriber.stop()
        await smallSubscriber.stop()

        let checks = failures == 0 && intact && size == (50, 100)
        var result = BenchmarkResult(
            name: name,
            timing: timing,
            target: target,
            criterion: "ratio <= \(Format.fixed(target, 2))",
            checks: checks
        )
        let place = leaf ? "a leaf flow of the first tab (three levels below the tabs)" : "the first tab's own stack"
        result.notes = [
            "one operation = show(\\.detail) + popLast() on \(place), in an app of \(size.flows) "
                + "flows and \(size.screens) screens observed at its root by a draining latest-only subscriber",
            "baseline: the same on a one-flow app (one stack, its root screen) with the same subscriber",
        ]
        if failures > 0 { result.notes.append("\(failures) navigation calls failed") }
        return result
    }
}
