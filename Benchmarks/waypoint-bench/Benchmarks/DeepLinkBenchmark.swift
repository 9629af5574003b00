import Waypoint

/// `deeplink`: open a deep link whose steps push 50 screens (one transaction,
/// one change), against 50 single pushes (50 changes).
@MainActor
enum DeepLinkBenchmark {
    static let name = "deeplink"
    static let steps = 50

    static let links = DeepLinks<BenchStack>(scheme: "bench") {
        DeepLink("steps/:count") { parameters in
            try parameters.int("count")
        } apply: { stack, count in
            for step in 0..<count {
                try stack.show(\.item, step)
            }
        }
    }

    static func run(_ plan: Plan) async -> BenchmarkResult {
        let url = "bench://steps/\(steps)"
        let linked = BenchStack()
        let pushed = BenchStack()
        var failures = 0

        // Exactly one change per deep link (and one per single push), counted by
        // `.all` subscribers that take every change.
        let linkLog = Subscriber(linked.navigation.changes(buffering: .all))
        let pushLog = Subscriber(pushed.navigation.changes(buffering: .all))
        let linkChanges = await changes(counting: linkLog) {
            do { try links.open(url, in: linked) } catch { failures += 1 }
        }
        let landedEntries = linked.navigation.snapshot.entries.count
        let pushChanges = await changes(counting: pushLog) {
            pushSteps(pushed, failures: &failures)
        }
        reset(linked, failures: &failures)
        reset(pushed, failures: &failures)
        await linkLog.stop()
        await pushLog.stop()

        // Timed with a latest-only renderer on each side, drained after each
        // operation outside the timed region.
        let linkRenderer = Subscriber(linked.navigation.changes(buffering: .latest))
        let pushRenderer = Subscriber(pushed.navigation.changes(buffering: .latest))
        let timing = await Harness.compare(
            plan,
            waypoint: { iterations in
                await timed(iterations, subscriber: linkRenderer) {
                    do { try links.open(url, in: linked) } catch { failures += 1 }
                } reset: {
                    reset(linked, failures: &failures)
                }
            },
            baseline: { iterations in
                await timed(iterations, subscriber: pushRenderer) {
                    pushSteps(pushed, failures: &failures)
                } reset: {
                    reset(pushed, failures: &failures)
                }
            }
        )
        await linkRenderer.stop()
        await pushRenderer.stop()

        let checks = failures == 0 && linkChanges == 1 && landedEntries == steps + 1 && pushChanges == steps
        var result = BenchmarkResult(
            name: name,
            timing: timing,
            target: 1.0,
            criterion: "ratio <= 1.0, 1 change",
            checks: checks
        )
        result.notes = [
            "one operation = links.open(\"\(url)\", in:): parse, then a transaction of \(steps) show(\\.item, n) "
                + "steps; baseline \(steps) single show(\\.item, n) calls; each side has a latest-only subscriber, "
                + "drained after each operation; resetting (popToRoot) and draining are outside the timed region",
            "changes counted by an .all subscriber: \(linkChanges) per deep link (landing on \(landedEntries) "
                + "entries, the root included), \(pushChanges) for \(steps) single pushes",
        ]
        result.extras = [("changes_per_deeplink", Double(linkChanges))]
        if failures > 0 { result.notes.append("\(failures) navigation calls failed") }
        return result
    }

    static func pushSteps(_ stack: BenchStack, failures: inout Int) {
        for step in 0..<steps {
            do { try stack.show(\.item, step) } catch { failures += 1 }
        }
    }

    static func reset(_ stack: BenchStack, failures: inout Int) {
        do { try stack.popToRoot() } catch { failures += 1 }
    }

    /// The changes a subscriber receives for one action.
    static func changes(counting subscriber: Subscriber, _ action: () -> Void) async -> Int {
        await subscriber.settle()
        let before = subscriber.received
        action()
        await subscriber.settle()
        return subscriber.received - before
    }

    /// Times only `operation`, resetting and draining after each.
    static func timed(
        _ iterations: Int,
        subscriber: Subscriber,
        _ operation: () -> Void,
        reset: () -> Void
    ) async -> Duration {
        let clock = ContinuousClock()
        var total = Duration.zero
        for _ in 0..<iterations {
            let start = clock.now
            operation()
            total += clock.now - start
            reset()
            await subscriber.drain()
        }
        return total
    }
}
