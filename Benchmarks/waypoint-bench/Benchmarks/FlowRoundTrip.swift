import Waypoint

/// `flow-roundtrip`: `route(to:)` a child flow that another main-actor task
/// finishes at once with `.done`, until the caller resumes with the value;
/// against a bare `withCheckedContinuation` resumed from another main-actor task.
@MainActor
enum FlowRoundTrip {
    static let name = "flow-roundtrip"

    static func run(_ plan: Plan) async -> BenchmarkResult {
        let host = AskingStack()
        _ = host.node
        let expected = host.answer
        var failures = 0

        let timing = await Harness.compare(
            plan,
            waypoint: { iterations in
                let clock = ContinuousClock()
                let start = clock.now
                for _ in 0..<iterations {
                    let result = await host.route(to: \.ask)
                    if result.value != expected { failures += 1 }
                }
                return clock.now - start
            },
            baseline: { iterations in
                let clock = ContinuousClock()
                let start = clock.now
                for _ in 0..<iterations {
                    let value = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
                        Task { @MainActor in continuation.resume(returning: expected) }
                    }
                    if value != expected { failures += 1 }
                }
                return clock.now - start
            }
        )

        let intact = host.navigation.snapshot.entries.count == 1
        var result = BenchmarkResult(name: name, timing: timing, target: 3.0, checks: failures == 0 && intact)
        result.notes = [
            "one operation = await route(to: \\.ask): make an AnswerFlow, show it as a sheet, suspend; a main-actor "
                + "task runs finish(.done(42)); the caller resumes with .done(42)",
            "baseline: await withCheckedContinuation, resumed by a new main-actor task",
        ]
        if failures > 0 { result.notes.append("\(failures) round trips did not return .done(\(expected))") }
        return result
    }
}
