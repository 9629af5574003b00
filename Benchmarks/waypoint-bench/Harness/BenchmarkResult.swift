/// One line of the report.
struct BenchmarkResult: Sendable {
    /// The benchmark's name, as `--filter` takes it.
    let name: String
    /// Waypoint's median time per operation, in nanoseconds; `nil` for `memory`.
    var waypointNs: Double?
    /// The baseline's median time per operation, in nanoseconds.
    var baselineNs: Double?
    /// The median of the per-round ratios.
    var ratio: Double?
    /// The first and third quartiles of the per-round ratios.
    var ratioQuartiles: (low: Double, high: Double)?
    /// The largest ratio that meets the target; `nil` when the target is not a ratio.
    let target: Double?
    /// The target in words, such as `ratio <= 3.0`.
    let criterion: String
    /// Whether the target is met.
    var meets: Bool
    /// What one operation is, and what else was checked or measured.
    var notes: [String] = []
    /// Extra numbers for the JSON report, such as bytes per entry.
    var extras: [(key: String, value: Double)] = []

    /// A ratio benchmark: met when the ratio is at most `target` and `checks` hold.
    init(name: String, timing: Timing, target: Double, criterion: String? = nil, checks: Bool = true) {
        self.name = name
        self.waypointNs = timing.waypoint
        self.baselineNs = timing.baseline.isNaN ? nil : timing.baseline
        self.ratio = timing.ratio.isNaN ? nil : timing.ratio
        self.target = target
        self.criterion = criterion ?? "ratio <= \(Format.fixed(target, 1))"
        self.meets = timing.ratio <= target && checks
        self.ratioQuartiles = timing.ratio.isNaN ? nil : timing.ratioQuartiles
    }

    /// A benchmark without timings, such as `memory`.
    init(name: String, criterion: String, meets: Bool) {
        self.name = name
        self.target = nil
        self.criterion = criterion
        self.meets = meets
    }
}
