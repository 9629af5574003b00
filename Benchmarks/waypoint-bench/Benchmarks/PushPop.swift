import Waypoint

/// `push-pop`: push then pop a screen route while one latest-only subscriber
/// drains, against a plain main-actor class that appends to and removes from an
/// array and yields the array to one latest-only `AsyncStream` continuation.
@MainActor
enum PushPop {
    static let name = "push-pop"

    static func run(_ plan: Plan) async -> BenchmarkResult {
        let coordinator = BenchStack()
        let subscriber = Subscriber(coordinator.navigation.changes(buffering: .latest))
        let array = ArrayStack()
        let arraySubscriber = Subscriber(array.stream)
        var failures = 0

        let timing = await Harness.compare(
            plan,
            waypoint: { iterations in
                await Harness.timedLoop(iterations, draining: subscriber) { _ in
                    do {
                        try coordinator.show(\.detail)
                        try coordinator.popLast()
                    } catch {
                        failures += 1
                    }
                }
            },
            baseline: { iterations in
                await Harness.timedLoop(iterations, draining: arraySubscriber) { index in
                    array.push(index)
                    array.pop()
                }
            }
        )

        let received = subscriber.received
        let intact = coordinator.navigation.snapshot.entries.count == 1 && array.items.count == 1
        await subscriber.stop()
        await arraySubscriber.stop()
        array.finish()

        var result = BenchmarkResult(name: name, timing: timing, target: 2.5, checks: failures == 0 && intact)
        result.notes = [
            "one operation = show(\\.detail) + popLast() (two changes); baseline append + removeLast, each yielding "
                + "the array",
            "a latest-only subscriber task drains every \(Harness.drainInterval) operations (its turns are not "
                + "timed); it took \(received) snapshots",
        ]
        if failures > 0 { result.notes.append("\(failures) navigation calls failed") }
        return result
    }
}
