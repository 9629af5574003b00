import Waypoint
import WaypointFrontEnd

/// `uikit-plan`: a push and its pop inside one tab of the app of 50 flows and
/// 100 screens, drawn by a `UIKitSession` (the cut, the plan, one step handed
/// to a host that completes it at once), against the same push and pop in the
/// same app drawn by a `FrontEndSession` (the cut alone): what the UIKit
/// planner adds per change. It also counts the UIKit operations per change, in
/// that app and in an app of one flow: one, whatever the tree.
@MainActor
enum UIKitPlanBenchmark {
    static let name = "uikit-plan"
    static let target = 2.0

    static func run(_ plan: Plan) async -> BenchmarkResult {
        let app: AppTree
        let baselineApp: AppTree
        do {
            app = try AppTree()
            baselineApp = try AppTree()
        } catch {
            return BenchmarkResult(name: name, criterion: "ratio <= \(Format.fixed(target, 1))", meets: false)
        }
        let host = CountingHost()
        let session = UIKitSession(app.tabs, host: host)
        session.sync()
        let frontEnd = FrontEndSession(baselineApp.tabs)
        var failures = 0

        func pushPop(_ stack: BenchStack, read: @escaping @MainActor () -> Void) -> Workload {
            { iterations in
                await Harness.timedLoop(iterations, draining: nil) { _ in
                    do {
                        try stack.show(\.detail)
                        read()
                        try stack.popLast()
                        read()
                    } catch {
                        failures += 1
                    }
                }
            }
        }
        let timing = await Harness.compare(
            plan,
            waypoint: pushPop(app.firstTab) { session.sync() },
            baseline: pushPop(baselineApp.firstTab) { frontEnd.sync() }
        )

        let large = operationsPerChange(in: app.firstTab, session: session, host: host)
        let small = BenchStack()
        let smallHost = CountingHost()
        let smallSession = UIKitSession(small, host: smallHost)
        smallSession.sync()
        let one = operationsPerChange(in: small, session: smallSession, host: smallHost)

        let checks = failures == 0 && session.isSettled && large == 1 && one == 1
        var result = BenchmarkResult(name: name, timing: timing, target: target, checks: checks)
        result.notes = [
            "one operation = show(\\.detail) + popLast() on the first tab of an app of 50 flows and 100 screens, "
                + "each change read by UIKitSession.sync() (cut + plan + one step to a host that completes at once)",
            "baseline: the same in the same app read by FrontEndSession.sync() (the cut alone, as SwiftUI draws it)",
            "UIKit operations per change: \(Format.fixed(large, 2)) in that app, \(Format.fixed(one, 2)) "
                + "in an app of one flow",
        ]
        result.extras = [("uikitOperationsPerChange", large), ("uikitOperationsPerChangeOneFlow", one)]
        if failures > 0 { result.notes.append("\(failures) navigation calls failed") }
        return result
    }

    /// The UIKit operations a push and a pop take, per change, counted over 100 of each.
    private static func operationsPerChange(in stack: BenchStack, session: UIKitSession, host: CountingHost) -> Double {
        let before = host.count
        var changes = 0
        for _ in 0..<100 {
            guard (try? stack.show(\.detail)) != nil else { return .nan }
            session.sync()
            guard (try? stack.popLast()) != nil else { return .nan }
            session.sync()
            changes += 2
        }
        return Double(host.count - before) / Double(changes)
    }
}

/// A UIKit host that counts the steps it is handed and completes each at once.
@MainActor
final class CountingHost: UIKitHost {
    private(set) var count = 0

    func perform(_ step: UIKitStep, completion: @escaping @MainActor () -> Void) {
        count += 1
        completion()
    }
}
