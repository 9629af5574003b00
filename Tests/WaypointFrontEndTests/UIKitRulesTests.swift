import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

/// One test (or more) per rule of UIKit a planner or session must keep; each
/// fails if the planner or the session breaks its rule. Rules 4, 5, 12 and 15
/// are kept by the binding alone.
@Suite("UIKit rules")
@MainActor
struct UIKitRulesTests {
    /// An app shown by a fake UIKit, settled.
    private func shown(_ app: Shell) -> FakeUIKit {
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        return uikit
    }

    /// The steps a run performed of one kind.
    private func stacks(_ uikit: FakeUIKit) -> [[EntryID]] {
        uikit.performed.compactMap { step in
            if case .setStack(let items, _, _) = step { return items.map(\.id) }
            return nil
        }
    }

    // MARK: Rule 1

    @Test("rule 1: several levels are one setViewControllers")
    func rule1SeveralLevelsAtOnce() throws {
        let app = Shell()
        let uikit = shown(app)
        try app.navigation.transaction { () throws(NavigationError) in
            try app.show(\.page, 1)
            try app.show(\.page, 2)
            try app.show(\.page, 3)
        }
        uikit.settle(.deepLink, app)
        #expect(stacks(uikit) == [app.ids])
        try app.popToRoot()
        uikit.settle(.pop, app)
        #expect(stacks(uikit).count == 2)
        #expect(uikit.breaches.isEmpty)
    }

    @Test("rule 1: one transition at a time per navigation controller")
    func rule1OneTransitionAtATime() throws {
        let app = Shell()
        let uikit = shown(app)
        for number in 1...5 {
            try app.show(\.page, number)
            uikit.apply(.push, app)
            #expect(uikit.session.stepsInFlight.count == 1)
        }
        uikit.finishAnimations()
        #expect(stacks(uikit).count == 2)
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("rule 1: nothing is planned on a navigation controller while the user swipes back")
    func rule1NothingDuringSwipe() throws {
        let app = Shell()
        try app.show(\.page, 1)
        let uikit = shown(app)
        #expect(uikit.beginSwipeBack())
        try app.show(\.page, 2)
        uikit.apply(.push, app)
        #expect(uikit.session.stepsInFlight.isEmpty)
        #expect(uikit.cancelSwipeBack())
        uikit.finishAnimations()
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    // MARK: Rule 2

    @Test("rule 2: a cancelled swipe back reports nothing and keeps the screen")
    func rule2CancelledSwipe() throws {
        let app = Shell()
        let page = try app.show(\.page, 1).id
        let uikit = shown(app)
        let recorder = app.navigation.changes(buffering: .all)
        _ = recorder
        let before = app.navigation.snapshot
        #expect(uikit.beginSwipeBack())
        #expect(uikit.cancelSwipeBack())
        uikit.finishAnimations()
        #expect(app.navigation.snapshot == before)
        #expect(uikit.stack(of: nil)?.last == page)
        #expect(uikit.screensAliveOutsideWindow.isEmpty)
    }

    @Test("rule 2: a pop is reported from didShow, once")
    func rule2PopFromDidShow() throws {
        let app = Shell()
        try app.show(\.page, 1)
        try app.show(\.page, 2)
        let uikit = shown(app)
        #expect(uikit.beginSwipeBack())
        #expect(app.ids.count == 3)  // nothing before didShow
        #expect(uikit.finishSwipeBack())
        #expect(app.ids.count == 2)
        // UIKit's didShow again, for the same screens: an echo.
        uikit.session.didShow(uikit.stack(of: nil) ?? [], in: nil)
        #expect(app.ids.count == 2)
        uikit.finishAnimations()
        #expect(uikit.expectShowsCurrentState())
    }

    // MARK: Rule 3

    @Test("rule 3: a pop of several levels through the back menu is one intent")
    func rule3MultiLevelPop() async throws {
        let app = Shell()
        try app.show(\.page, 1)
        try app.show(\.page, 2)
        try app.show(\.page, 3)
        let uikit = shown(app)
        let changes = app.navigation.changes(buffering: .all)
        var iterator = changes.makeAsyncIterator()
        _ = await iterator.next()  // the current state
        #expect(uikit.tapBack(levels: 2))
        uikit.finishAnimations()
        #expect(app.ids.count == 2)
        let change = await iterator.next()
        #expect(change?.cause == .user)
        // One change only: the next one is ours.
        try app.show(\.page, 9)
        #expect(await iterator.next()?.cause == .push)
    }

    @Test("rule 3: didShow after a sheet above is dismissed is an echo")
    func rule3EchoAfterDismissal() throws {
        let app = Shell()
        try app.show(\.page, 1)
        try app.show(\.note)
        let uikit = shown(app)
        let before = app.ids
        try app.popLast()  // the note
        uikit.settle(.pop, app)
        #expect(app.ids == Array(before.dropLast()))
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
    }

    @Test("rule 3: a pop UIKit made without animation is reported by didShow alone")
    func rule3UnanimatedPop() throws {
        let app = Shell()
        let first = try app.show(\.page, 1).id
        try app.show(\.page, 2)
        let uikit = shown(app)
        guard let stack = uikit.stack(of: nil) else { return }
        uikit.session.didShow(Array(stack.prefix(2)), in: nil)
        #expect(app.ids.last == first)
    }

    // MARK: Rule 6

    @Test("rule 6: a programmatic dismissal needs no report; a swipe-down is one intent")
    func rule6Dismissals() throws {
        let made = Made()
        let app = Shell(made: made)
        let sheet = try app.show(\.sheet).id
        let uikit = shown(app)
        try app.navigation.entry(sheet).map { entry throws(NavigationError) in try entry.dismiss() }
        uikit.settle(.pop, app)
        #expect(uikit.presentedIDs.isEmpty)
        #expect(uikit.expectShowsCurrentState())
        // A stale report about it changes nothing.
        let before = app.navigation.snapshot
        uikit.session.presentationDidDismiss(sheet)
        #expect(app.navigation.snapshot == before)

        let second = try app.show(\.sheet).id
        uikit.settle(.present, app)
        #expect(uikit.beginSwipeDown())
        #expect(app.navigation.snapshot.entry(second) != nil)  // nothing before didDismiss
        #expect(uikit.finishSwipeDown())
        #expect(app.navigation.snapshot.entry(second) == nil)
        uikit.finishAnimations()
        #expect(made.alive == 1)
        #expect(uikit.screensAliveOutsideWindow.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("rule 6: a cancelled swipe-down keeps the sheet")
    func rule6CancelledSwipeDown() throws {
        let app = Shell()
        let sheet = try app.show(\.note).id
        let uikit = shown(app)
        #expect(uikit.beginSwipeDown())
        #expect(uikit.cancelSwipeDown())
        uikit.finishAnimations()
        #expect(app.navigation.snapshot.entry(sheet) != nil)
        #expect(uikit.presentedIDs == [sheet])
    }

    // MARK: Rule 7

    @Test("rule 7: a guarded sheet refuses the swipe-down and asks its guard; a veto keeps it")
    func rule7GuardedSheet() async throws {
        let app = Shell()
        let sheet = try app.show(\.sheet)
        let inner = try sheet.child.show(\.page, 1).id
        let guardAnswer = GuardAnswer()
        try app.navigation.setLeaveGuard(for: sheet.id, guardAnswer.closure)
        let uikit = shown(app)
        #expect(
            uikit.performed.contains(.setModalInPresentation(true, layer: sheet.id))
                || uikit.session.shown.presented.first?.isModalInPresentation == true)
        #expect(!uikit.beginSwipeDown())
        await waitForGuard { guardAnswer.asked == 1 }
        uikit.settle(.vetoed, app)
        #expect(uikit.presentedIDs == [sheet.id])
        #expect(uikit.stack(of: sheet.id)?.last == inner)
        #expect(uikit.screensAliveOutsideWindow.isEmpty)
        guardAnswer.answer = true
        #expect(!uikit.beginSwipeDown())
        await waitForGuard { app.navigation.snapshot.entry(sheet.id) == nil }
        uikit.settle(.user, app)
        #expect(uikit.presentedIDs.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("rule 7: a guarded pushed screen refuses the swipe back; its back button asks the guard")
    func rule7GuardedScreen() async throws {
        let app = Shell()
        let page = try app.show(\.page, 1).id
        let guardAnswer = GuardAnswer()
        try app.navigation.setLeaveGuard(for: page, guardAnswer.closure)
        let uikit = shown(app)
        #expect(!uikit.beginSwipeBack())
        #expect(!uikit.session.allowsPopGesture(in: nil))
        #expect(uikit.tapBack())
        await waitForGuard { guardAnswer.asked == 1 }
        uikit.settle(.vetoed, app)
        #expect(uikit.stack(of: nil)?.last == page)
        guardAnswer.answer = true
        #expect(uikit.tapBack())
        await waitForGuard { app.navigation.snapshot.entry(page) == nil }
        uikit.settle(.user, app)
        #expect(uikit.stack(of: nil)?.count == 1)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("rule 7: a guard added later sets the flags on what is shown")
    func rule7GuardAddedLater() throws {
        let app = Shell()
        let page = try app.show(\.page, 1).id
        let uikit = shown(app)
        try app.navigation.setLeaveGuard(for: page) { true }
        uikit.settle(.leaveGuard, app)
        #expect(uikit.performed.contains(.setBackGuarded(true, item: page)))
        #expect(!uikit.beginSwipeBack())
        try app.navigation.setLeaveGuard(for: page, nil)
        uikit.settle(.leaveGuard, app)
        #expect(uikit.beginSwipeBack())
        #expect(uikit.cancelSwipeBack())
    }

    // MARK: Rule 8

    @Test("rule 8: presentations go bottom first, each from a presenter that presents nothing")
    func rule8BottomFirst() throws {
        let app = Shell()
        let uikit = shown(app)
        let first = try app.show(\.sheet)
        let second = try first.child.show(\.sheet)
        let third = try second.child.show(\.note)
        uikit.apply(.deepLink, app)
        var order: [EntryID] = []
        while uikit.isAnimating {
            #expect(uikit.session.stepsInFlight.count <= 1)
            for case .present(let layer, _, _) in uikit.session.stepsInFlight { order.append(layer.id ?? first.id) }
            uikit.finishNextAnimation()
        }
        #expect(order == [first.id, second.id, third.id])
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    // MARK: Rule 9

    @Test("rule 9: a sheet replaced by another is presented from the dismissal's completion")
    func rule9PresentAfterDismissal() throws {
        let app = Shell()
        let old = try app.show(\.note).id
        let uikit = shown(app)
        try app.navigation.transaction { () throws(NavigationError) in
            try app.pop(to: app.ids[0])
            try app.show(\.sheet)
        }
        uikit.apply(.transaction, app)
        guard case .dismiss(above: nil, let animated) = uikit.session.stepsInFlight.first else {
            Issue.record("expected a dismissal first: \(uikit.session.stepsInFlight)")
            return
        }
        #expect(!animated)  // a presentation follows: only the last visible step animates
        #expect(uikit.presentedIDs == [old])  // still presented until its completion
        uikit.finishNextAnimation()
        guard case .present = uikit.session.stepsInFlight.first else {
            Issue.record("expected a presentation next: \(uikit.session.stepsInFlight)")
            return
        }
        uikit.finishAnimations()
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    // MARK: Rule 10

    @Test("rule 10: removed modals go in one dismissal from the deepest presenter that stays")
    func rule10OneDismissal() throws {
        let app = Shell()
        let first = try app.show(\.sheet)
        let second = try first.child.show(\.sheet)
        try second.child.show(\.cover)
        let uikit = shown(app)
        try first.child.popToRoot()
        uikit.settle(.pop, app)
        let dismissals = uikit.performed.filter {
            if case .dismiss = $0 { return true }
            return false
        }
        #expect(dismissals == [.dismiss(above: first.id, animated: true)])
        try app.popToRoot()
        uikit.settle(.pop, app)
        #expect(uikit.performed.last == .dismiss(above: nil, animated: true))
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("rule 10: the planner never dismisses from a presenter that presents nothing")
    func rule10NeverDismissesNothing() throws {
        let app = Shell()
        try app.show(\.page, 1)
        let scene = UIKitScene(ModalLayers(app.navigation.snapshot))
        try app.show(\.page, 2)
        let target = UIKitScene(ModalLayers(app.navigation.snapshot))
        let steps = UIKitPlanner.steps(from: scene, to: target, busy: [], animated: true)
        #expect(!steps.contains { $0.lane == .presentations })
    }

    // MARK: Rule 11

    @Test("rule 11: the next presentation waits for the completion, however late")
    func rule11WaitsForCompletion() throws {
        let app = Shell()
        let uikit = shown(app)
        let first = try app.show(\.sheet)
        try first.child.show(\.note)
        uikit.apply(.present, app)
        #expect(uikit.session.stepsInFlight.count == 1)
        // No completion: nothing more, whatever else happens.
        uikit.apply(.present, app)
        uikit.session.sync()
        #expect(uikit.session.stepsInFlight.count == 1)
        #expect(!uikit.session.isSettled)
        uikit.finishAnimations()
        #expect(uikit.session.isSettled)
    }

    @Test("rule 11: a host that completes at once is planned again after the loop")
    func rule11ImmediateCompletion() throws {
        let app = Shell()
        let first = try app.show(\.sheet)
        try first.child.show(\.note)
        try app.show(\.page, 1)
        let host = ImmediateHost()
        let session = UIKitSession(app, host: host)
        session.sync()
        #expect(session.isSettled)
        #expect(host.steps.count == 3)  // the root with its pushed page, then two presentations
    }

    // MARK: Rule 13

    @Test("rule 13: tabs pushed on a stack get no navigation controllers; their pushes join the stack")
    func rule13NoPushedNavigationController() throws {
        let app = Shell()
        let tabs = try app.show(\.pushedTabs).child
        let inner = try tabs.focusFirst(\.a).child.show(\.page, 1).id
        let uikit = shown(app)
        let scene = UIKitScene(ModalLayers(app.navigation.snapshot))
        #expect(Array(scene.stacks.keys) == [nil])
        #expect(uikit.stack(of: nil)?.last == inner)
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    // MARK: Rule 14

    @Test("rule 14: a tab tap is one intent; a tab selected in code reports nothing")
    func rule14TabTap() throws {
        let app = Shell()
        let tabs = try app.root(\.tabs).child
        let uikit = shown(app)
        let bar = ModalLayers(app.navigation.snapshot).layers[0].container?.id
        let b = try tabs.focusFirst(\.b).id
        let before = uikit.operationCount
        uikit.settle(.tab, app)
        #expect(uikit.selection(in: bar) == b)
        #expect(uikit.operationCount == before + 1)
        let a = try #require(tabs.navigation.snapshot.entries.first?.id)
        #expect(uikit.tapTab(a, in: bar))
        #expect(tabs.navigation.selection == a)
        uikit.finishAnimations()
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("rule 14: a re-tap is intercepted; the reselect setting decides", arguments: [true, false])
    func rule14Retap(popsToRoot: Bool) throws {
        let app = Shell(reselect: popsToRoot ? .popToRoot : .none)
        let tabs = try app.root(\.tabs).child
        let a = try tabs.focusFirst(\.a)
        let flow = try a.child
        try flow.show(\.page, 1)
        try flow.show(\.page, 2)
        let uikit = shown(app)
        let bar = ModalLayers(app.navigation.snapshot).layers[0].container?.id
        #expect(uikit.tapTab(a.id, in: bar))
        uikit.settle(.user, app)
        #expect(flow.ids.count == (popsToRoot ? 1 : 3))
        #expect(uikit.stack(of: a.id)?.count == (popsToRoot ? 1 : 3))
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    /// The app's root is tabs; tab A, selected, has pushed a screen; UIKit shows it all.
    private func tabWithPushedScreen() throws -> (Tabs, ShownEntry<Shell>, Shell, FakeUIKit, EntryID?) {
        let app = Shell()
        let tabs = try app.root(\.tabs).child
        let a = try tabs.focusFirst(\.a)
        let flow = try a.child
        try flow.show(\.page, 1)
        let uikit = shown(app)
        return (tabs, a, flow, uikit, ModalLayers(app.navigation.snapshot).layers[0].container?.id)
    }

    @Test("rule 14: the app's own tab bar delegate hears every tap it allowed, re-taps included")
    func rule14AppDelegateHearsRetaps() throws {
        let (tabs, a, flow, uikit, bar) = try tabWithPushedScreen()
        let b = try #require(tabs.navigation.snapshot.entries.dropFirst().first?.id)
        #expect(uikit.tapTab(a.id, in: bar))  // a re-tap: refused in shouldSelect, so UIKit sends no didSelect
        #expect(flow.ids.count == 1)  // the core popped the tab to its root
        #expect(uikit.appDidSelect == [a.id])  // yet the app heard it, after the core
        #expect(uikit.tapTab(b, in: bar))
        #expect(uikit.appDidSelect == [a.id, b])
        uikit.appShouldSelect = { child, _ in child != a.id }
        #expect(uikit.tapTab(a.id, in: bar))  // refused by the app: not selected, the core hears nothing
        #expect(tabs.navigation.selection == b)
        #expect(uikit.selection(in: bar) == b)
        #expect(uikit.tapTab(b, in: bar))  // a re-tap the app allows
        #expect(uikit.appDidSelect == [a.id, b, b])
        uikit.finishAnimations()
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("rule 14: the session asks the app's delegate first and tells it of a re-tap after the core")
    func rule14SessionForwarding() throws {
        let (_, a, flow, uikit, bar) = try tabWithPushedScreen()
        var heard: [String] = []
        let refused = uikit.session.shouldSelect(
            a.id, in: bar,
            appShouldSelect: {
                heard.append("shouldSelect")
                return false
            },
            appDidSelect: { heard.append("didSelect") }
        )
        #expect(!refused)
        #expect(heard == ["shouldSelect"])
        #expect(flow.ids.count == 2)  // refused by the app: the core heard nothing
        let retap = uikit.session.shouldSelect(
            a.id, in: bar,
            appShouldSelect: { true },
            appDidSelect: { heard.append("didSelect with \(flow.ids.count) screens") }
        )
        #expect(!retap)
        #expect(heard == ["shouldSelect", "didSelect with 1 screens"])
    }

    // MARK: Rule 16

    @Test("rule 16: a root switch under sheets dismisses them before the window's root changes")
    func rule16DismissBeforeRoot() throws {
        let made = Made()
        let app = Shell(made: made)
        let sheet = try app.show(\.sheet)
        try sheet.child.show(\.cover)
        let uikit = shown(app)
        try app.root(\.tabs)
        uikit.settle(.root, app)
        let chainSteps = uikit.performed.filter { $0.lane == .presentations }.suffix(2)
        guard case .dismiss(above: nil, _) = chainSteps.first, case .setRoot = chainSteps.last else {
            Issue.record("expected a dismissal, then the root: \(Array(chainSteps))")
            return
        }
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.screensAliveOutsideWindow.isEmpty)
    }

    // MARK: Rule 17

    @Test("rule 17: a deep link under an open sheet lands in the base stack")
    func rule17DeepLinkUnderSheet() throws {
        let made = Made()
        let app = Shell(made: made)
        try app.show(\.sheet).child.show(\.page, 1)
        let uikit = shown(app)
        let page = try app.navigation.transaction { () throws(NavigationError) -> EntryID in
            try app.popToRoot()
            return try app.show(\.page, 7).id
        }
        uikit.settle(.deepLink, app)
        #expect(uikit.presentedIDs.isEmpty)
        #expect(uikit.stack(of: nil)?.last == page)
        #expect(made.alive == 1)
        #expect(uikit.screensAliveOutsideWindow.isEmpty)
        #expect(uikit.breaches.isEmpty)
    }

    @Test("rule 17: a flow removed by a gesture is released")
    func rule17GestureReleases() throws {
        let made = Made()
        let app = Shell(made: made)
        try app.show(\.pushed).child.show(\.page, 1)
        let uikit = shown(app)
        #expect(made.alive == 2)
        #expect(uikit.tapBack(levels: 2))
        uikit.finishAnimations()
        #expect(made.alive == 1)
        #expect(uikit.screensAliveOutsideWindow.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    /// Lets the main actor run until a guard has answered.
    private func waitForGuard(_ condition: () -> Bool) async {
        for _ in 0..<1_000 where !condition() {
            await Task.yield()
        }
        #expect(condition())
    }
}

/// A host that completes every step at once, inside `perform`.
@MainActor
final class ImmediateHost: UIKitHost {
    var steps: [UIKitStep] = []

    func perform(_ step: UIKitStep, completion: @escaping @MainActor () -> Void) {
        steps.append(step)
        completion()
    }
}
