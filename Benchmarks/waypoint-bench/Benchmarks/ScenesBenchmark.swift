import Waypoint

/// `scenes`: one push (and its pop) in one window of an app with 20 windows
/// connected, each window's tree observed as its front end observes it,
/// against the same in an app with one window: a change in one scene costs
/// the same whatever the number of windows.
@MainActor
enum ScenesBenchmark {
    static let name = "scenes"
    static let target = 1.2
    static let windows = 20

    static func run(_ plan: Plan) async -> BenchmarkResult {
        let many = AppScenes { _ in BenchStack() }
        let one = AppScenes { _ in BenchStack() }
        var subscribers: [Subscriber] = []
        var roots: [BenchStack] = []
        do {
            for index in 0..<windows {
                let root = try many.connect(.unique(), activity: .foregroundActive).root
                // Each window a little deep, as windows are.
                for id in 0..<(index % 4) { try root.show(\.item, id) }
                roots.append(root)
                subscribers.append(Subscriber(root.navigation.changes(buffering: .latest)))
            }
        } catch {
            return BenchmarkResult(name: name, criterion: "ratio <= \(Format.fixed(target, 2))", meets: false)
        }
        guard let single = try? one.connect(.unique(), activity: .foregroundActive).root else {
            return BenchmarkResult(name: name, criterion: "ratio <= \(Format.fixed(target, 2))", meets: false)
        }
        let singleSubscriber = Subscriber(single.navigation.changes(buffering: .latest))
        // The window in the middle: neither the first nor the last made.
        let middle = windows / 2
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
            waypoint: pushPop(roots[middle], subscribers[middle]),
            baseline: pushPop(single, singleSubscriber)
        )
        let intact =
            many.ids.count == windows && roots[middle].navigation.snapshot.entries.count == 1 + middle % 4
            && single.navigation.snapshot.entries.count == 1
        for subscriber in subscribers { await subscriber.stop() }
        await singleSubscriber.stop()

        var result = BenchmarkResult(
            name: name,
            timing: timing,
            target: target,
            criterion: "ratio <= \(Format.fixed(target, 2))",
            checks: failures == 0 && intact
        )
        result.notes = [
            "one operation = show(\\.detail) + popLast() in window \(middle + 1) of \(windows) connected to one "
                + "AppScenes, each window's tree observed by a draining latest-only subscriber",
            "baseline: the same in the one window of an AppScenes",
        ]
        if failures > 0 { result.notes.append("\(failures) navigation calls failed") }
        return result
    }
}
