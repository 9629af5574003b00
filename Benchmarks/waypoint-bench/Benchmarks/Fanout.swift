import Waypoint

/// `fanout`: one change observed by 1,000 latest-only subscribers, against 1,000
/// continuations yielding one prebuilt change.
@MainActor
enum Fanout {
    static let name = "fanout"
    static let subscribers = 1_000

    static func run(_ plan: Plan) async -> BenchmarkResult {
        let coordinator = BenchStack()
        var streams = (0..<subscribers).map { _ in coordinator.navigation.changes(buffering: .latest) }
        let subscribed = coordinator.navigation.subscriberCount
        let prebuilt = NavigationChange(snapshot: coordinator.navigation.snapshot, cause: .push, version: 1)
        var baseline = (0..<subscribers).map { _ in
            AsyncStream.makeStream(of: NavigationChange.self, bufferingPolicy: .bufferingNewest(1))
        }
        var failures = 0

        let timing = await Harness.compare(
            plan,
            waypoint: { iterations in
                await Harness.timedLoop(iterations, draining: nil) { _ in
                    do {
                        try coordinator.show(\.detail)
                        try coordinator.popLast()
                    } catch {
                        failures += 1
                    }
                }
            },
            baseline: { iterations in
                await Harness.timedLoop(iterations, draining: nil) { _ in
                    for pair in baseline { pair.continuation.yield(prebuilt) }
                    for pair in baseline { pair.continuation.yield(prebuilt) }
                }
            }
        )

        for pair in baseline { pair.continuation.finish() }
        baseline = []
        streams = []
        await Task.yield()

        let checks = failures == 0 && subscribed == subscribers && streams.isEmpty
        var result = BenchmarkResult(name: name, timing: timing.perPart(2), target: 2.0, checks: checks)
        result.notes = [
            "times are per change: show(\\.detail) or popLast() with \(subscribed) latest-only subscribers (their "
                + "buffers keep the newest change); baseline yields one prebuilt NavigationChange to "
                + "\(subscribers) latest-only continuations",
            "\(coordinator.navigation.subscriberCount) subscribers left after the streams were dropped",
        ]
        if failures > 0 { result.notes.append("\(failures) navigation calls failed") }
        return result
    }
}
