import Waypoint

/// `alert-roundtrip`: `route(to:)` an alert that another main-actor task
/// answers at once ("Yes"), until the caller resumes with the button's value;
/// against `flow-roundtrip`'s Waypoint side: `route(to:)` a sheet flow that
/// another main-actor task finishes at once with `.done`.
@MainActor
enum AlertRoundTrip {
    static let name = "alert-roundtrip"

    static func run(_ plan: Plan) async -> BenchmarkResult {
        let confirming = ConfirmingStack()
        _ = confirming.node
        let asking = AskingStack()
        _ = asking.node
        let expected = confirming.answer
        var failures = 0

        /// Times `iterations` round trips, counting those that do not return the answer.
        func time(_ iterations: Int, _ roundTrip: () async -> FlowResult<Int>) async -> Duration {
            let clock = ContinuousClock()
            let start = clock.now
            for _ in 0..<iterations where await roundTrip().value != expected {
                failures += 1
            }
            return clock.now - start
        }
        let timing = await Harness.compare(
            plan,
            waypoint: { iterations in await time(iterations) { await confirming.route(to: \.confirm) } },
            baseline: { iterations in await time(iterations) { await asking.route(to: \.ask) } }
        )

        let intact =
            confirming.navigation.snapshot.entries.count == 1 && asking.navigation.snapshot.entries.count == 1
        var result = BenchmarkResult(name: name, timing: timing, target: 1.0, checks: failures == 0 && intact)
        result.notes = [
            "one operation = await route(to: \\.confirm): make an AlertContent, show it, suspend; a main-actor task "
                + "runs firstShown(\\.confirm)?.choose(\"Yes\"); the caller resumes with .done(42)",
            "baseline: flow-roundtrip's side, await route(to: \\.ask) of a sheet flow a main-actor task finishes",
        ]
        if failures > 0 { result.notes.append("\(failures) round trips did not return .done(\(expected))") }
        return result
    }
}
