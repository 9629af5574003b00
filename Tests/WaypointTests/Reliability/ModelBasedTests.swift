import Foundation
import Testing
import Waypoint

/// Model-based randomized testing: seeded random sequences of navigation calls,
/// awaited routes and their cancellation, user intents (stale and pending ones),
/// transactions, leave guards and guarded `navigate { }` requests (with their
/// answers and cancellation), deep links, restoration, alerts (shown, awaited,
/// queued, answered, dismissed) and sheet detents, wrappers, tabs and a
/// custom container, and the app letting go of its top coordinator at any point
/// (``ModelRun/dropTop(index:)``), applied to Waypoint and to ``ReferenceModel``;
/// see ``ModelRun`` for what every step checks. A default run applies more than
/// 18,000 operations on 180 fixed seeds, and explores 20 seeds drawn anew for the
/// run (`WAYPOINT_FUZZ_RANDOM_SEEDS=<per batch>`, 2 by default).
///
/// Every seed is printed before it runs, so that even a run that dies names it.
/// A failure prints its seed and the shortest failing sequence found by dropping
/// steps (the first three of each batch; replaying a seed always shrinks it).
/// To replay one seed: `WAYPOINT_FUZZ_SEED=<seed> swift test --filter ModelBasedTests`;
/// to run more seeds: `WAYPOINT_FUZZ_SEEDS=<fixed seeds per batch>`; to count what a run
/// covered: `WAYPOINT_FUZZ_COVERAGE=1`; to draw the operations that hit the
/// engine's known bugs: `WAYPOINT_FUZZ_KNOWN_GAPS=all` (see ``ModelRun/KnownGap``).
///
/// The batches run one at a time (`.serialized`): they all run on the main
/// actor, so running them side by side gains nothing, and ten of them taking
/// turns with every other main-actor test would delay those tests' awaited
/// changes by seconds under the sanitizers.
@Suite("Model-based randomized navigation", .serialized, .timeLimit(.minutes(5)))
@MainActor
struct ModelBasedTests {
    nonisolated static let batches = 10
    static let baseSeed: UInt64 = 0x5EED_0000

    /// Fixed seeds per batch: 18 by default, for 180 seeds in all, the same in every run.
    static var seedsPerBatch: Int {
        ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_SEEDS"].flatMap(Int.init) ?? 18
    }

    /// Seeds per batch drawn anew for every run, on top of the fixed ones, so
    /// that each run also explores sequences no run tried before: 2 by default
    /// (`WAYPOINT_FUZZ_RANDOM_SEEDS=0` turns them off). Each is printed before
    /// it runs and named by its failure, and replays like any other seed.
    static var randomSeedsPerBatch: Int {
        ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_RANDOM_SEEDS"].flatMap(Int.init) ?? 2
    }

    /// Steps per seed. Some find no target (an operation on tabs when there are
    /// none) or wait (a synchronous call while a guarded request is pending).
    static let steps = 170

    /// Operations the fixed seeds of each batch must apply by default: 18,000 in all.
    static let operationsPerBatch = 1_800

    /// Failures of a batch printed with their shortest sequence; later ones
    /// print their seed and check (a replay of one seed always shrinks it).
    static let shrunkFailuresPerBatch = 3

    /// The seeds of one batch, or the one seed to replay.
    static func seeds(batch: Int) -> [UInt64] {
        if let replay = ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_SEED"].flatMap(UInt64.init) {
            return batch == 0 ? [replay] : []
        }
        return (0..<seedsPerBatch).map { baseSeed &+ UInt64(batch * seedsPerBatch + $0) }
    }

    /// The seeds of one batch drawn for this run only (none when replaying one seed).
    static func randomSeeds() -> [UInt64] {
        guard ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_SEED"] == nil else { return [] }
        return (0..<randomSeedsPerBatch).map { _ in UInt64.random(in: 0...UInt64(UInt32.max)) }
    }

    @Test("random sequences agree with the reference model", arguments: 0..<batches)
    func randomSequences(batch: Int) async {
        var operations = 0
        var fixedOperations = 0
        var coverage: [String: Int] = [:]
        var failures = 0
        let fixed = Self.seeds(batch: batch)
        let seeds = fixed + Self.randomSeeds()
        for (index, seed) in seeds.enumerated() {
            // Printed first: a run that dies still names its seed.
            print("Model-based batch \(batch): \(index < fixed.count ? "seed" : "random seed") \(seed)")
            let sequence = FuzzOperation.sequence(seed: seed, count: Self.steps)
            // One seed in four starts with a tab coordinator as the top flow's root.
            let startsWithTabs = seed % 4 == 3
            let (failure, run) = await ModelRun.run(sequence, startsWithTabs: startsWithTabs)
            operations += run.operations
            if index < fixed.count { fixedOperations += run.operations }
            coverage.merge(run.coverage, uniquingKeysWith: +)
            if let failure {
                failures += 1
                guard failures <= Self.shrunkFailuresPerBatch else {
                    // Shrinking costs up to hundreds of runs: a broken engine fails most
                    // seeds, and the first ones of each batch say enough.
                    Issue.record(
                        Comment(
                            rawValue: "Seed \(seed) (0x\(String(seed, radix: 16))) failed at \(failure). "
                                + "Replay with WAYPOINT_FUZZ_SEED=\(seed) for its shortest failing sequence."
                        )
                    )
                    continue
                }
                let (shortest, shortestFailure, transcript) = await Self.shrink(
                    sequence, failure, startsWithTabs: startsWithTabs)
                Issue.record(
                    Comment(
                        rawValue: """
                            Seed \(seed) (0x\(String(seed, radix: 16))) failed at \(failure).
                            Shortest failing sequence found (\(shortest.count) of \(sequence.count) steps) fails at \
                            \(shortestFailure):
                            \(transcript.joined(separator: "\n"))
                            Replay with WAYPOINT_FUZZ_SEED=\(seed).
                            """
                    )
                )
            }
        }
        print("Model-based batch \(batch): \(operations) operations over \(seeds.count) seeds")
        if ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_COVERAGE"] != nil {
            for (event, count) in coverage.sorted(by: { $0.key < $1.key }) { print("  \(event): \(count)") }
        }
        let environment = ProcessInfo.processInfo.environment
        if environment["WAYPOINT_FUZZ_SEED"] == nil, environment["WAYPOINT_FUZZ_SEEDS"] == nil {
            #expect(
                fixedOperations >= Self.operationsPerBatch,
                "the fixed seeds of each batch apply at least \(Self.operationsPerBatch) operations")
        }
    }

    /// The sequences that `WAYPOINT_FUZZ_SEEDS=150` found on the engine of
    /// issue 21 (drawn as they were then: 140 steps, before `dropTop`): a
    /// removed flow kept alive by a request waiting its turn on it (seed
    /// 1592591211), and the same with a restored flow, which went on to a
    /// `.vetoed` change that broke the invariants and killed the run (seed
    /// 1592591506).
    @Test("the long fuzz's findings of issue 21", arguments: [1_592_591_211, 1_592_591_506] as [UInt64])
    func issue21Findings(seed: UInt64) async {
        let sequence = FuzzOperation.sequence(seed: seed, count: 140, weights: FuzzOperation.weightsBeforeDropTop)
        let (failure, run) = await ModelRun.run(sequence)
        #expect(
            failure == nil, "\(failure.map(String.init(describing:)) ?? "")\n\(run.transcript.joined(separator: "\n"))")
    }

    /// Drops steps while the run still fails the same check (delta debugging).
    ///
    /// - Returns: the shortest sequence found, its failure and its transcript.
    static func shrink(
        _ sequence: [FuzzOperation],
        _ failure: RunFailure,
        startsWithTabs: Bool = false
    ) async -> ([FuzzOperation], RunFailure, [String]) {
        var current = Array(sequence.prefix(failure.step + 1))
        var currentFailure = failure
        var chunk = max(current.count / 2, 1)
        var attempts = 0
        while attempts < 600 {
            var start = 0
            var shrunk = false
            while start < current.count, attempts < 600 {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                attempts += 1
                if let found = await ModelRun.run(candidate, startsWithTabs: startsWithTabs).failure,
                    found.check == currentFailure.check
                {
                    current = Array(candidate.prefix(found.step + 1))
                    currentFailure = found
                    shrunk = true
                } else {
                    start += chunk
                }
            }
            if !shrunk {
                if chunk == 1 { break }
                chunk = max(chunk / 2, 1)
            }
        }
        let final = await ModelRun.run(current, startsWithTabs: startsWithTabs)
        return (current, final.failure ?? currentFailure, final.run.transcript)
    }
}
