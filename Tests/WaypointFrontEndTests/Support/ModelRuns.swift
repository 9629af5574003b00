import Foundation
import Testing

/// The front ends' model-based suites, one at a time (`.serialized`).
///
/// Each runs thousands of steps on the main actor, which every `@MainActor`
/// test of a run shares: side by side, they would hold the other tests'
/// awaited changes back twice as long, and in a parallel run on a loaded
/// machine those tests' one-minute limits measured the model-based runs
/// rather than themselves.
@Suite("Front ends, model-based", .serialized)
enum ModelBasedRuns {}

/// A model-based run that a seed replays.
@MainActor
protocol SeededRun {
    init(seed: UInt64)
    /// Whether the run recorded a failure.
    var failed: Bool { get }
    /// Runs the steps; returns how many ran.
    mutating func run(steps: Int) async -> Int
    /// The step running.
    var step: Int { get }
    /// The last actions, for the failure report.
    var trace: [String] { get set }
}

extension SeededRun {
    /// Adds an action to the trace, which keeps the last 40.
    mutating func note(_ action: String) {
        trace.append("\(step): \(action)")
        if trace.count > 40 { trace.removeFirst() }
    }
}

/// The seeded runs of a model-based test.
enum ModelRuns {
    /// Runs one run per seed, each of `steps` steps, stopping at the first
    /// that fails; or, for a replay, the one seed `<prefix>_SEED` names, with
    /// `<prefix>_STEPS` steps (10,000 by default).
    ///
    /// - Returns: the steps that ran, and how many a plain run must run (`0`
    ///   for a replay).
    @MainActor
    static func run<Run: SeededRun>(
        _: Run.Type,
        prefix: String,
        seeds: [UInt64],
        steps: Int
    ) async -> (ran: Int, wanted: Int) {
        let environment = ProcessInfo.processInfo.environment
        var runs = seeds.map { (seed: $0, steps: steps) }
        var wanted = seeds.count * steps
        if let seed = environment["\(prefix)_SEED"].flatMap({ UInt64($0) }) {
            runs = [(seed, environment["\(prefix)_STEPS"].flatMap { Int($0) } ?? 10_000)]
            wanted = 0
        }
        var ran = 0
        for (seed, steps) in runs {
            var run = Run(seed: seed)
            ran += await run.run(steps: steps)
            if run.failed { break }
        }
        return (ran, wanted)
    }
}
