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
    /// Whether to run Waypoint's side alone (`--profile`), for a profiler to
    /// attribute every sample to it; no baseline is measured then.
    var waypointOnly = false

    static let full = Plan(rounds: 25, warmupRounds: 2, roundTime: .milliseconds(60), maxIterations: 2_000_000)
    static let quick = Plan(rounds: 5, warmupRounds: 1, roundTime: .milliseconds(8), maxIterations: 200_000)
    /// Waypoint's side alone for about five seconds per comparison.
    static let profile = Plan(
        rounds: 50,
        warmupRounds: 1,
        roundTime: .milliseconds(100),
        maxIterations: 20_000_000,
        waypointOnly: true
    )
}
