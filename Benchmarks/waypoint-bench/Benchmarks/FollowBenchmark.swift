import Waypoint
import WaypointFrontEnd

/// `follow-frontend` and `follow-uikit`: what a front end's session adds to a
/// change, in apps of 1, 50 and 500 flows (``ScaledApp``).
///
/// One operation is `show(\.detail)` and `popLast()` on the measured 3-entry
/// stack, two changes. Each size has two apps: in one, the engine alone reads
/// the root's snapshot after each change (what a session reads); in the other,
/// a session reads each change (`FrontEndSession.sync()`, or
/// `UIKitSession.sync()` with a host that completes each step at once). All
/// six are timed in every round, back to back, and each round gives what the
/// session adds per change at each size (its time less the engine's), so that
/// the ratios compare numbers measured side by side:
///
/// - `follow-<session>-<flows>`: added per change ÷ the engine's per-change
///   time at that size; target ≤ 3.
/// - `follow-<session>-scale`: added at 500 flows ÷ added at 1 flow; target ≤ 1.5.
@MainActor
enum FollowBenchmark {
    static let frontEndName = "follow-frontend"
    static let uikitName = "follow-uikit"
    /// The app sizes measured, in flows: all three unless `--filter` names one (``only(_:)``).
    static var sizes = [1, 50, 500]
    /// What a session adds per change, at most, in engine per-change times.
    static let addedTarget = 3.0
    /// What a session adds at 500 flows, at most, in what it adds at 1 flow.
    static let scaleTarget = 1.5

    /// Reads a `--filter` that names one size of a follow benchmark
    /// (`follow-uikit-500`): keeps that size alone, for a profiler.
    ///
    /// - Parameter filter: the `--filter` argument.
    /// - Returns: the benchmark's name, or `nil` if `filter` names no size of one.
    static func only(_ filter: String) -> String? {
        for name in [frontEndName, uikitName] {
            for flows in sizes where filter == "\(name)-\(flows)" {
                sizes = [flows]
                return name
            }
        }
        return nil
    }

    static func runFrontEnd(_ plan: Plan) async -> [BenchmarkResult] {
        await run(plan, name: frontEndName, session: "FrontEndSession.sync()") { app in
            let session = FrontEndSession(app.root)
            return (read: { session.sync() }, settled: { session.isSettled })
        }
    }

    static func runUIKit(_ plan: Plan) async -> [BenchmarkResult] {
        await run(plan, name: uikitName, session: "UIKitSession.sync() with a host that completes at once") { app in
            let host = CountingHost()
            let session = UIKitSession(app.root, host: host)
            session.sync()
            // The host is held weakly by the session: the closures keep it.
            return (
                read: {
                    _ = host
                    session.sync()
                }, settled: { session.isSettled }
            )
        }
    }

    /// A session reading an app: how it reads a change, and whether it shows the state.
    typealias Reader = (read: @MainActor () -> Void, settled: @MainActor () -> Bool)

    private static func run(
        _ plan: Plan,
        name: String,
        session: String,
        makeReader: (ScaledApp) -> Reader
    ) async -> [BenchmarkResult] {
        var engines: [ScaledApp] = []
        var readApps: [ScaledApp] = []
        var readers: [Reader] = []
        var sizesBuilt: [Int] = []
        var entries: [Int] = []
        do {
            for flows in sizes {
                engines.append(try ScaledApp(flows: flows))
                let app = try ScaledApp(flows: flows)
                readApps.append(app)
                readers.append(makeReader(app))
                sizesBuilt.append(AppTree.count(app.snapshot).flows)
                entries.append(app.snapshot.entryCount)
            }
        } catch {
            return [BenchmarkResult(name: name, criterion: "the apps could be built", meets: false)]
        }
        var failures = 0

        func pushPop(_ app: ScaledApp, read: @escaping @MainActor () -> Void) -> Workload {
            { iterations in
                await Harness.timedLoop(iterations, draining: nil) { _ in
                    do {
                        try app.measured.show(\.detail)
                        read()
                        try app.measured.popLast()
                        read()
                    } catch {
                        failures += 1
                    }
                }
            }
        }
        var workloads: [Workload] = []
        for (engine, (app, reader)) in zip(engines, zip(readApps, readers)) {
            workloads.append(pushPop(engine) { _ = engine.snapshot })
            workloads.append(pushPop(app, read: reader.read))
        }
        if let side = plan.profiled {
            // For a profiler: the sessions alone, or the engine alone.
            let keep = side == .waypoint ? 1 : 0
            workloads = workloads.enumerated().filter { $0.offset % 2 == keep }.map(\.element)
        }
        let rounds = await Harness.interleave(plan, workloads)

        let intact = (engines + readApps).allSatisfy { $0.measured.navigation.snapshot.entries.count == 3 }
        let checks = failures == 0 && intact && sizesBuilt == sizes && readers.allSatisfy { $0.settled() }
        let description =
            "one change = show(\\.detail) or popLast() on a 3-entry stack (the first tab of 7, or the app of one flow)"
        if plan.profiled != nil {
            return sizes.indices.map { index in
                let perChange = rounds.map { $0[index] / 2 }
                let timing = Timing(
                    waypoint: Harness.median(perChange),
                    baseline: .nan,
                    ratio: .nan,
                    ratioQuartiles: (.nan, .nan),
                    iterations: (0, 0)
                )
                return BenchmarkResult(name: "\(name)-\(sizes[index])", timing: timing, target: addedTarget)
            }
        }

        // Per round and size: the engine's time and the session's addition, per change.
        let engine = rounds.map { round in sizes.indices.map { round[2 * $0] / 2 } }
        let added = rounds.map { round in sizes.indices.map { (round[2 * $0 + 1] - round[2 * $0]) / 2 } }
        var results: [BenchmarkResult] = []
        for (index, flows) in sizes.enumerated() {
            let ratios = zip(added, engine).map { $0[index] / $1[index] }
            var result = BenchmarkResult(
                name: "\(name)-\(flows)",
                timing: timing(added.map { $0[index] }, engine.map { $0[index] }, ratios),
                target: addedTarget,
                criterion: "added <= \(Format.fixed(addedTarget, 1))x engine",
                checks: checks
            )
            result.notes = [
                "\(description), in an app of \(flows) flows (\(entries[index]) entries)",
                "waypoint: what \(session) adds per change; baseline: the engine alone per change "
                    + "(the same change, the root's snapshot read); ratio: added / engine, per round",
            ]
            results.append(result)
        }
        guard let small = sizes.firstIndex(of: 1), let large = sizes.firstIndex(of: 500) else { return results }
        var scale = BenchmarkResult(
            name: "\(name)-scale",
            timing: timing(
                added.map { $0[large] },
                added.map { $0[small] },
                added.map { $0[large] / $0[small] }
            ),
            target: scaleTarget,
            criterion: "added(500) <= \(Format.fixed(scaleTarget, 1))x added(1)",
            checks: checks
        )
        scale.notes = [
            "\(description)",
            "waypoint: what \(session) adds per change at 500 flows; baseline: what it adds at 1 flow; "
                + "ratio: their quotient, per round",
        ]
        if failures > 0 { scale.notes.append("\(failures) navigation calls failed") }
        results.append(scale)
        return results
    }

    private static func timing(_ waypoint: [Double], _ baseline: [Double], _ ratios: [Double]) -> Timing {
        Timing(
            waypoint: Harness.median(waypoint),
            baseline: Harness.median(baseline),
            ratio: Harness.median(ratios),
            ratioQuartiles: (Harness.quantile(ratios, 0.25), Harness.quantile(ratios, 0.75)),
            iterations: (0, 0)
        )
    }
}
