/// Runs `iterations` operations and returns the time they took, leaving the
/// state as it found it. Each benchmark decides what is inside the timed region.
typealias Workload = @MainActor (_ iterations: Int) async -> Duration

/// The medians of one comparison, in nanoseconds per operation.
struct Timing: Sendable {
    /// Median of Waypoint's rounds.
    let waypoint: Double
    /// Median of the baseline's rounds.
    let baseline: Double
    /// Median of the per-round ratios (each round measures both sides back to back).
    let ratio: Double
    /// The first and third quartiles of the per-round ratios: the run's noise.
    let ratioQuartiles: (low: Double, high: Double)
    /// The iterations of one round, per side.
    let iterations: (waypoint: Int, baseline: Int)

    /// The same timing per part, when one iteration does `parts` operations.
    func perPart(_ parts: Int) -> Timing {
        Timing(
            waypoint: waypoint / Double(parts),
            baseline: baseline / Double(parts),
            ratio: ratio,
            ratioQuartiles: ratioQuartiles,
            iterations: iterations
        )
    }
}

/// Calibration, warm-up and interleaved rounds.
///
/// On a shared two-core machine the speed of the machine drifts within a run,
/// so a Waypoint number is only ever compared with a baseline measured right
/// next to it: every round times both sides back to back (alternating which goes
/// first), and the reported ratio is the median of the per-round ratios.
@MainActor
enum Harness {
    static func compare(_ plan: Plan, waypoint: Workload, baseline: Workload) async -> Timing {
        switch plan.profiled {
        case .waypoint: return await profile(plan, waypoint)
        case .baseline: return await profile(plan, baseline)
        case nil: break
        }
        let waypointIterations = await calibrate(waypoint, plan)
        let baselineIterations = await calibrate(baseline, plan)
        for _ in 0..<plan.warmupRounds {
            _ = await waypoint(waypointIterations)
            _ = await baseline(baselineIterations)
        }
        var waypointSamples: [Double] = []
        var baselineSamples: [Double] = []
        var ratios: [Double] = []
        for round in 0..<plan.rounds {
            let first: Double
            let second: Double
            if round.isMultiple(of: 2) {
                first = nanoseconds(await waypoint(waypointIterations)) / Double(waypointIterations)
                second = nanoseconds(await baseline(baselineIterations)) / Double(baselineIterations)
                waypointSamples.append(first)
                baselineSamples.append(second)
                ratios.append(first / second)
            } else {
                first = nanoseconds(await baseline(baselineIterations)) / Double(baselineIterations)
                second = nanoseconds(await waypoint(waypointIterations)) / Double(waypointIterations)
                baselineSamples.append(first)
                waypointSamples.append(second)
                ratios.append(second / first)
            }
        }
        return Timing(
            waypoint: median(waypointSamples),
            baseline: median(baselineSamples),
            ratio: median(ratios),
            ratioQuartiles: (quantile(ratios, 0.25), quantile(ratios, 0.75)),
            iterations: (waypointIterations, baselineIterations)
        )
    }

    /// Times several workloads round after round, each round running every
    /// one of them back to back, in an order that rotates from round to round,
    /// so that numbers of the same round can be compared.
    ///
    /// - Returns: for each round, each workload's time per iteration in
    ///   nanoseconds, in the order of `workloads`.
    static func interleave(_ plan: Plan, _ workloads: [Workload]) async -> [[Double]] {
        var iterations: [Int] = []
        for workload in workloads {
            iterations.append(await calibrate(workload, plan))
        }
        for _ in 0..<plan.warmupRounds {
            for (workload, count) in zip(workloads, iterations) {
                _ = await workload(count)
            }
        }
        var rounds: [[Double]] = []
        for round in 0..<plan.rounds {
            var samples = Array(repeating: Double.nan, count: workloads.count)
            for offset in workloads.indices {
                let index = (round + offset) % workloads.count
                samples[index] = nanoseconds(await workloads[index](iterations[index])) / Double(iterations[index])
            }
            rounds.append(samples)
        }
        return rounds
    }

    /// Runs one side alone, round after round, for a profiler; its time is
    /// reported in the `waypoint` column, whichever side it is.
    static func profile(_ plan: Plan, _ side: Workload) async -> Timing {
        let iterations = await calibrate(side, plan)
        var samples: [Double] = []
        for _ in 0..<plan.rounds {
            samples.append(nanoseconds(await side(iterations)) / Double(iterations))
        }
        return Timing(
            waypoint: median(samples),
            baseline: .nan,
            ratio: .nan,
            ratioQuartiles: (.nan, .nan),
            iterations: (iterations, 0)
        )
    }

    /// Doubles the iterations until a run takes a tenth of a round, then scales
    /// them to fill one round. The doubling runs double as the first warm-up.
    ///
    /// A profile run (`--profile`, `--profile-baseline`) runs one operation untimed first: the
    /// first one pays for what runs once (a coordinator's first route name,
    /// the executor's threads), which can take longer than a tenth of a
    /// round, and left rounds of a few iterations (a `--profile` run of
    /// `flow-roundtrip` took 0.1 s, not 5). Comparisons keep calibrating as
    /// they always did, so that their ratios stay comparable with earlier runs.
    static func calibrate(_ workload: Workload, _ plan: Plan) async -> Int {
        let target = nanoseconds(plan.roundTime)
        if plan.profiled != nil { _ = await workload(1) }
        var iterations = 1
        while true {
            let elapsed = nanoseconds(await workload(iterations))
            if elapsed >= target / 10 || iterations >= plan.maxIterations {
                let perIteration = max(elapsed / Double(iterations), 1)
                return min(max(Int(target / perIteration), 1), plan.maxIterations)
            }
            iterations *= 2
        }
    }

    /// Times `iterations` runs of a synchronous operation, letting `subscriber`
    /// drain every ``drainInterval`` operations and at the end, as a renderer
    /// would between frames.
    ///
    /// The clock stops while the subscriber's task runs: a hop through the main
    /// actor's executor costs tens of microseconds on Linux, the same on both
    /// sides, and would only dilute the ratio. What stays in the timed region is
    /// the navigation call itself, building the snapshot and yielding it (and,
    /// once per interval, the yield that resumes the waiting subscriber).
    static func timedLoop(
        _ iterations: Int,
        draining subscriber: Subscriber?,
        _ operation: (Int) -> Void
    ) async -> Duration {
        let clock = ContinuousClock()
        var total = Duration.zero
        var start = clock.now
        for index in 0..<iterations {
            operation(index)
            if let subscriber, index % drainInterval == drainInterval - 1 {
                total += clock.now - start
                await subscriber.drain()
                start = clock.now
            }
        }
        total += clock.now - start
        await subscriber?.drain()
        return total
    }

    /// How many operations run between two drains of a latest-only subscriber.
    static let drainInterval = 32

    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    static func median(_ values: [Double]) -> Double {
        quantile(values, 0.5)
    }

    /// The `q` quantile, interpolating between the two nearest values.
    static func quantile(_ values: [Double], _ q: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let position = q * Double(sorted.count - 1)
        let lower = Int(position)
        let upper = min(lower + 1, sorted.count - 1)
        let weight = position - Double(lower)
        return sorted[lower] * (1 - weight) + sorted[upper] * weight
    }
}
