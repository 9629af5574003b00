/// How long and how often to measure: a full run or a `--quick` smoke run.
struct Plan: Sendable {
    /// Timed rounds per side; the reported numbers are their medians.
    let rounds: Int
    /// Untimed rounds per side after calibration.
    let warmupRounds: Int
    /// The time one side's round should take; calibration picks the iterations.
    let roundTime: Duration
    /// The most iterations of one round, whatever calibration says.
    let maxIterations: Int
    /// The one side a profile run (`--profile`, `--profile-baseline`) runs,
    /// for a profiler to attribute every sample to it; `nil` in a comparison.
    var profiled: Side?

    /// One side of a comparison.
    enum Side: Sendable {
        case waypoint
        case baseline
    }

    static let full = Plan(rounds: 25, warmupRounds: 2, roundTime: .milliseconds(60), maxIterations: 2_000_000)
    static let quick = Plan(rounds: 5, warmupRounds: 1, roundTime: .milliseconds(8), maxIterations: 200_000)
    /// One side alone for about five seconds per comparison.
    static func profile(_ side: Side) -> Plan {
        Plan(rounds: 50, warmupRounds: 1, roundTime: .milliseconds(100), maxIterations: 20_000_000, profiled: side)
    }
}
