/// The command line: `waypoint-bench [--quick] [--json] [--filter NAME]`.
struct Options {
    var quick = false
    var json = false
    var profile: Plan.Side?
    var filter: String?
    var help = false

    static let usage = """
        usage: waypoint-bench [--quick | --profile | --profile-baseline] [--json] [--filter NAME]

          --quick        a short run (fewer, shorter rounds), for smoke tests
          --profile      run Waypoint's side alone for about five seconds per
                         comparison, no baseline, for a profiler such as perf
          --profile-baseline
                         the same with the baseline alone (its time in the
                         waypoint column), to profile what a ratio divides by
          --json         print one JSON object instead of the table
          --filter NAME  run only the benchmark NAME (follow-frontend-500, follow-uikit-1…:
                         one size of a follow benchmark)
          --help         print this help

        benchmarks: push-pop, push-pop-inspector, push-pop-inspector-idle, push-pop-inspector-app,
          inspector-commands, depth, flow-roundtrip, alert-roundtrip, fanout, app-tree, app-tree-leaf, deeplink, scenes, uikit-plan,
          follow-frontend, follow-uikit, memory
        """

    /// Parses the arguments after the program's name.
    ///
    /// - Throws: ``UsageError`` for an unknown option or a missing value.
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--json": json = true
            case "--profile": profile = .waypoint
            case "--profile-baseline": profile = .baseline
            case "--help", "-h": help = true
            case "--filter":
                guard let name = remaining.popFirst() else { throw UsageError("--filter needs a benchmark name") }
                filter = name
            default:
                if argument.hasPrefix("--filter=") {
                    filter = String(argument.dropFirst("--filter=".count))
                } else {
                    throw UsageError("unknown argument '\(argument)'")
                }
            }
        }
    }
}

/// A command line the bench does not understand.
struct UsageError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
