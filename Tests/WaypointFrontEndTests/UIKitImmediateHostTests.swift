import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

/// A session whose host completes every step inside `perform` (as
/// `waypoint-bench`'s does): a change whose steps complete as planned is
/// planned once, and the session still ends on the state.
@Suite("UIKit session with a host that completes at once")
@MainActor
struct UIKitImmediateHostTests {
    @Test("a push and its pop are each planned once, and end settled on the state")
    func onePlanPerChange() throws {
        let app = Shell()
        let host = ImmediateHost()
        let session = UIKitSession(app, host: host)
        session.sync()
        for round in 0..<2 {
            var plans = session.plansMade
            try app.show(\.page, round)
            session.sync()
            #expect(session.plansMade - plans == 1)
            #expect(session.isSettled)
            #expect(session.shown.stacks[nil]?.count == 2)
            plans = session.plansMade
            try app.popLast()
            session.sync()
            #expect(session.plansMade - plans == 1)
            #expect(session.isSettled)
            #expect(session.shown.stacks[nil]?.count == 1)
        }
        #expect(host.steps.count == 5)
    }

    @Test("a push in a tab of a tab bar is planned once")
    func onePlanPerChangeInATab() throws {
        let app = Shell()
        let tabs = try app.root(\.tabs).child
        let a = try tabs.focusFirst(\.a).child
        let b = try tabs.focusFirst(\.b).child
        try b.show(\.pushedTabs)
        let host = ImmediateHost()
        let session = UIKitSession(app, host: host)
        session.sync()
        for tab in [a, b] {
            let plans = session.plansMade
            try tab.show(\.page, 1)
            session.sync()
            #expect(session.plansMade - plans == 1)
            #expect(session.isSettled)
            #expect(
                UIKitPlanner.steps(from: session.shown, to: session.recomputed().target, busy: [], animated: false)
                    .isEmpty)
        }
    }

    @Test("random operations: after each, the session is settled and a full plan finds nothing (4 × 400 steps)")
    func randomRuns() {
        for seed: UInt64 in 1...4 {
            var random = SplitMix(seed: seed)
            let made = Made()
            let app = Shell(made: made)
            let driver = ShellDriver(app: app, made: made)
            let host = ImmediateHost()
            let session = UIKitSession(app, host: host)
            session.sync()
            for step in 0..<400 {
                let line: String?
                switch Int.random(in: 0..<10, using: &random) {
                case 0: line = driver.alertOperation(&random)
                case 1: line = driver.splitOperation(&random)
                case 2: line = driver.setGuard(&random)
                default: line = driver.coreOperation(&random)
                }
                session.sync()
                let full = session.recomputed()
                let left = UIKitPlanner.steps(from: session.shown, to: full.target, busy: [], animated: false)
                let place = Comment(rawValue: "seed \(seed), step \(step): \(line ?? "nothing")")
                #expect(session.target == full.target, place)
                #expect(left.isEmpty, place)
                #expect(session.isSettled, place)
                #expect(session.directPlanMismatches == 0, place)
                if !left.isEmpty || !session.isSettled || session.directPlanMismatches > 0 { return }
            }
            // Most operations push or pop in one stack: they are planned without the planner.
            #expect(session.directPlans > 0, "seed \(seed)")
        }
    }

    @Test("a push or a pop in one stack is planned without the planner, as the planner would plan it")
    func directPlans() throws {
        let app = Shell()
        let tabs = try app.root(\.tabs).child
        let b = try tabs.focusFirst(\.b).child
        let a = try tabs.focusFirst(\.a).child
        let host = ImmediateHost()
        let session = UIKitSession(app, host: host)
        session.sync()
        let sheet = try a.show(\.sheet).child
        session.sync()
        for flow in [a, sheet] {
            for round in 0..<2 {
                let (direct, steps) = (session.directPlans, host.steps.count)
                try flow.show(\.page, round)
                session.sync()
                try flow.popLast()
                session.sync()
                #expect(session.directPlans - direct == 2)
                #expect(host.steps.count - steps == 2)
                #expect(session.isSettled)
            }
        }
        // A tab not selected is not the stack the user sees: its push does not animate.
        try b.show(\.page, 9)
        session.sync()
        guard case .setStack(let items, of: let id, animated: let animated) = host.steps.last else {
            Issue.record("expected a stack step, got \(String(describing: host.steps.last))")
            return
        }
        #expect(id == ModalLayers(app.navigation.snapshot).layers[0].container?.children[1].id)
        #expect(items.count == 2)
        #expect(!animated)
        #expect(session.directPlanMismatches == 0)
    }
}
