// waypoint-bench: Waypoint's performance harness. See Docs/Performance.md.
//
//     swift run -c release waypoint-bench [--quick] [--json] [--filter NAME]
//
//     perf record -g .build/release/waypoint-bench --profile --filter NAME
//     perf record -g .build/release/waypoint-bench --profile-baseline --filter NAME
//
// Every benchmark compares Waypoint with a baseline measured in the same run,
// round by round, and reports medians. The exit status is 0 whether or not the
// targets are met; only a bad command line exits with 2.

let options: Options
do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    Console.progress("waypoint-bench: \(error.message)\n\n\(Options.usage)")
    Console.exit(2)
}
if options.help {
    print(Options.usage)
    Console.exit(0)
}

/// A benchmark that reports one line.
func one(_ run: @escaping @MainActor (Plan) async -> BenchmarkResult) -> @MainActor (Plan) async -> [BenchmarkResult] {
    { [await run($0)] }
}

let benchmarks: [(name: String, run: @MainActor (Plan) async -> [BenchmarkResult])] = [
    (PushPop.name, one(PushPop.run)),
    (PushPopInspected.name, one(PushPopInspected.run)),
    (PushPopInspected.idleName, one(PushPopInspected.runIdle)),
    (PushPopInspected.appName, one(PushPopInspected.runApp)),
    (InspectorCommands.name, one(InspectorCommands.run)),
    (Depth.name, one(Depth.run)),
    (FlowRoundTrip.name, one(FlowRoundTrip.run)),
    (AlertRoundTrip.name, one(AlertRoundTrip.run)),
    (Fanout.name, one(Fanout.run)),
    (AppTreeBenchmark.name, one(AppTreeBenchmark.run)),
    (AppTreeBenchmark.leafName, one(AppTreeBenchmark.runLeaf)),
    (DeepLinkBenchmark.name, one(DeepLinkBenchmark.run)),
    (ScenesBenchmark.name, one(ScenesBenchmark.run)),
    (UIKitPlanBenchmark.name, one(UIKitPlanBenchmark.run)),
    (UIKitSplitBenchmark.name, one(UIKitSplitBenchmark.run)),
    (FollowBenchmark.frontEndName, FollowBenchmark.runFrontEnd),
    (FollowBenchmark.uikitName, FollowBenchmark.runUIKit),
    (Memory.name, one(Memory.run)),
]
// `follow-uikit-500` (or any size of a follow benchmark) runs that benchmark at that size alone.
let filter = options.filter.map { FollowBenchmark.only($0) ?? $0 }
let selected = benchmarks.filter { filter == nil || $0.name == filter }
if selected.isEmpty {
    Console.progress("waypoint-bench: no benchmark named '\(options.filter ?? "")'\n\n\(Options.usage)")
    Console.exit(2)
}

let plan = options.profile.map(Plan.profile) ?? (options.quick ? Plan.quick : Plan.full)
let mode =
    options.profile.map { $0 == .waypoint ? "profile" : "profile-baseline" } ?? (options.quick ? "quick" : "full")
let clock = ContinuousClock()
let started = clock.now
var results: [BenchmarkResult] = []
for benchmark in selected {
    Console.progress("waypoint-bench: \(benchmark.name)…")
    let benchmarkStart = clock.now
    results += await benchmark.run(plan)
    Console.progress("waypoint-bench: \(benchmark.name) took \(clock.now - benchmarkStart)")
}
if options.json {
    print(Report.json(results, mode: mode))
} else {
    print(Report.table(results, mode: mode))
    print("\n(\(mode) run: \(plan.rounds) rounds of ~\(plan.roundTime) per side; wall time \(clock.now - started))")
}
