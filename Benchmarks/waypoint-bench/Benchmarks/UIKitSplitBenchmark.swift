import Waypoint
import WaypointFrontEnd

/// `uikit-split`: the UIKit operations a split view costs, counted, not
/// timed: per change inside one column and per selection (a column's child
/// replaced), expanded and collapsed, and per width change (UIKit collapsing
/// or expanding the split). The targets: one operation per column change, at
/// most one per column per width change.
@MainActor
enum UIKitSplitBenchmark {
    static let name = "uikit-split"

    static func run(_ plan: Plan) async -> BenchmarkResult {
        let split = BenchSplit()
        let host = SplitCountingHost()
        let session = UIKitSession(split, host: host)
        session.sync()
        let rounds = 50
        var failures = 0

        /// The UIKit operations per change, over `rounds` repetitions of `change`.
        func perChange(_ change: () throws -> Void) -> Double {
            let before = host.count
            for _ in 0..<rounds {
                do { try change() } catch { failures += 1 }
                session.sync()
            }
            return Double(host.count - before) / Double(rounds)
        }

        var item = 0
        let select = perChange {
            item = item % 3 + 1
            try split.select(item)
        }
        let detail = { () throws -> BenchStack in try split.show(\.detail, 1).child }
        let pushPop = { (stack: BenchStack) in
            perChange {
                if stack.navigation.snapshot.entries.count > 1 { try stack.popLast() } else { try stack.show(\.detail) }
            }
        }
        var expandedPush = Double.nan
        var collapsedPush = Double.nan
        var collapse = 0.0
        var expand = 0.0
        do {
            let stack = try detail()
            session.sync()
            expandedPush = pushPop(stack)
            try stack.show(\.detail)
            session.sync()
            var before = host.count
            session.setWidth(.compact)
            collapse = Double(host.count - before)
            collapsedPush = pushPop(stack)
            before = host.count
            session.setWidth(.regular)
            expand = Double(host.count - before)
        } catch {
            failures += 1
        }
        let columns = Double(split.split.columns.count)
        let meets =
            failures == 0 && session.isSettled && select == 1 && expandedPush == 1 && collapsedPush == 1
            && collapse <= columns && expand <= columns
        var result = BenchmarkResult(
            name: name, criterion: "1 op per column change, <= 1 per column per width change", meets: meets)
        result.notes = [
            "UIKit operations counted by a host that completes at once (setColumns: one per changed column), "
                + "\(rounds) changes each, in a two-column split",
            "select in the sidebar: \(Format.fixed(select, 2)) per change; push or pop in the detail: "
                + "\(Format.fixed(expandedPush, 2)) expanded, \(Format.fixed(collapsedPush, 2)) collapsed",
            "width change: \(Format.fixed(collapse, 0)) to collapse, \(Format.fixed(expand, 0)) to expand "
                + "(\(Format.fixed(columns, 0)) columns)",
        ]
        result.extras = [
            ("opsPerSelection", select), ("opsPerColumnChangeExpanded", expandedPush),
            ("opsPerColumnChangeCollapsed", collapsedPush), ("opsPerCollapse", collapse), ("opsPerExpand", expand),
        ]
        if failures > 0 { result.notes.append("\(failures) navigation calls failed") }
        _ = plan
        return result
    }
}

/// A host that completes every step at once and counts UIKit operations:
/// one per step, and one per column whose child a `setColumns` changes.
@MainActor
final class SplitCountingHost: UIKitHost {
    private(set) var count = 0
    private var columns: [EntryID?: [SplitColumn: EntryID]] = [:]

    func perform(_ step: UIKitStep, completion: @escaping @MainActor () -> Void) {
        switch step {
        case .setRoot(let layer):
            count += 1
            if let container = layer.container { columns[container.id] = Self.columns(of: container) }
        case .setColumns(let container, _):
            let before = columns[container.id] ?? [:]
            let after = Self.columns(of: container)
            count += SplitColumn.allCases.filter { before[$0] != after[$0] }.count
            columns[container.id] = after
        default:
            count += 1
        }
        completion()
    }

    private static func columns(of container: LayerContainer) -> [SplitColumn: EntryID] {
        var found: [SplitColumn: EntryID] = [:]
        for child in container.children {
            if let column = child.presentation.column { found[column] = child.id }
        }
        return found
    }
}
