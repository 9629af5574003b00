import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

@Suite("UIKit planner")
@MainActor
struct UIKitPlannerTests {
    @Test("the first drawing installs the root, then presents bottom first, unanimated")
    func firstDrawing() throws {
        let app = Shell()
        try app.show(\.page, 1)
        let sheet = try app.show(\.sheet).child
        try sheet.show(\.cover)
        let uikit = FakeUIKit(app)
        #expect(uikit.session.stepsInFlight.count == 1)
        guard case .setRoot = uikit.session.stepsInFlight.first else {
            Issue.record("expected setRoot first, got \(uikit.session.stepsInFlight)")
            return
        }
        uikit.finishAnimations()
        #expect(uikit.performed.filter(\.isAnimated).isEmpty)
        let presented = uikit.performed.compactMap { step -> EntryID? in
            if case .present(let layer, _, _) = step { return layer.id }
            return nil
        }
        #expect(presented.count == 2)
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.session.isSettled)
    }

    @Test("a scene is a value: a copy's changes leave the original as it was")
    func sceneCopiesAreValues() throws {
        let app = Shell()
        try app.show(\.page, 1)
        _ = try app.show(\.sheet).child
        let scene = UIKitScene(ModalLayers(app.navigation.snapshot))
        let original = scene
        #expect(scene.root != nil && scene.presented.count == 1 && scene.stacks.count == 2)
        var copy = scene
        copy.stacks[nil] = []
        copy.presented.removeAll()
        copy.selections[nil] = scene.stacks[nil]?.first?.id
        copy.width = .compact
        copy.root = nil
        #expect(scene == original)
        #expect(scene.hashValue == original.hashValue)
        #expect(scene.stacks[nil]?.count == 2 && scene.presented.count == 1 && scene.selections.isEmpty)
        #expect(scene.root != nil && scene.width == .regular)
        #expect(copy != scene)
        #expect(copy.stacks[nil] == [] && copy.presented.isEmpty && copy.root == nil && copy.width == .compact)
        // Scenes built apart are equal, and hash alike, when they show the same.
        let again = UIKitScene(ModalLayers(app.navigation.snapshot))
        #expect(again == scene && again.hashValue == scene.hashValue)
        // An empty scene written to is no longer empty; other empty scenes stay so.
        var written = UIKitScene()
        written.width = .compact
        #expect(UIKitScene().width == .regular && written != UIKitScene())
        // Printing a scene shows its fields.
        #expect(String(describing: scene).contains("presented"))
    }

    @Test("a push animates; a restoration does not")
    func animationFollowsCause() throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        try app.show(\.page, 1)
        uikit.apply(.push, app)
        #expect(uikit.session.stepsInFlight.map(\.isAnimated) == [true])
        uikit.finishAnimations()
        let state = app.navigation.restorationState()
        try app.popToRoot()
        uikit.settle(.pop, app)
        _ = try app.navigation.restore(state)
        uikit.apply(.restore, app)
        #expect(uikit.session.stepsInFlight.map(\.isAnimated) == [false])
        uikit.finishAnimations()
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("a change made by the user is an echo: nothing is planned")
    func userChangeIsEcho() throws {
        let app = Shell()
        try app.show(\.page, 1)
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        let before = uikit.operationCount
        #expect(uikit.beginSwipeBack())
        #expect(uikit.finishSwipeBack())
        uikit.settle(.user, app)
        #expect(uikit.operationCount == before)
        #expect(app.ids.count == 1)
    }

    @Test("a change that arrives mid-animation only moves the target")
    func midAnimationMovesTarget() throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        try app.show(\.page, 1)
        uikit.apply(.push, app)
        try app.show(\.page, 2)
        try app.show(\.page, 3)
        uikit.apply(.push, app)
        #expect(uikit.session.stepsInFlight.count == 1)
        uikit.finishAnimations()
        let stacks = uikit.performed.compactMap { step -> [EntryID]? in
            if case .setStack(let items, _, _) = step { return items.map(\.id) }
            return nil
        }
        #expect(stacks.count == 2)
        #expect(stacks.last == app.ids)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("a stack covered by a sheet changes without animation; the last visible step animates")
    func coveredStackUnanimated() throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        try app.navigation.transaction { () throws(NavigationError) in
            try app.show(\.page, 1)
            try app.show(\.note)
        }
        uikit.apply(.deepLink, app)
        // The push under the sheet, unanimated, beside the sheet's presentation, animated.
        let inFlight = uikit.session.stepsInFlight
        #expect(inFlight.count == 2)
        // In the order the host was handed them.
        #expect(inFlight == Array(uikit.performed.suffix(2)))
        for step in inFlight {
            switch step {
            case .setStack: #expect(!step.isAnimated)
            case .present: #expect(step.isAnimated)
            default: Issue.record("unexpected step \(step)")
            }
        }
        uikit.finishAnimations()
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("with nothing to do the planner plans nothing")
    func settledPlansNothing() throws {
        let app = Shell()
        try app.show(\.sheet)
        let scene = UIKitScene(ModalLayers(app.navigation.snapshot))
        #expect(UIKitPlanner.steps(from: scene, to: scene, busy: [], animated: true).isEmpty)
    }

    @Test("a busy lane gets nothing new")
    func busyLaneWaits() throws {
        let app = Shell()
        let shown = UIKitScene(ModalLayers(app.navigation.snapshot))
        try app.show(\.page, 1)
        try app.show(\.note)
        let target = UIKitScene(ModalLayers(app.navigation.snapshot))
        let free = UIKitPlanner.steps(from: shown, to: target, busy: [], animated: true)
        #expect(Set(free.map(\.lane)) == [.stack(nil), .presentations])
        let busy = UIKitPlanner.steps(from: shown, to: target, busy: [.stack(nil), .presentations], animated: true)
        #expect(busy.isEmpty)
    }
}

@Suite("UIKit planner cost")
@MainActor
struct UIKitPlannerCostTests {
    @Test("a push inside one tab is one operation on that tab's navigation controller, whatever the tree")
    func pushInOneTab() throws {
        for size in [1, 20] {
            let app = Shell()
            let tabs = try app.root(\.tabs).child
            let a = try tabs.focusFirst(\.a).child
            let b = try tabs.focusFirst(\.b).child
            for number in 0..<size {
                try b.show(\.page, number)
                try b.show(\.sheet).child.show(\.page, number)
            }
            _ = try tabs.focusFirst(\.a)
            let uikit = FakeUIKit(app)
            uikit.finishAnimations()
            let tab = try #require(tabs.navigation.snapshot.entries.first?.id)
            let before = uikit.operationCount
            try a.show(\.page, 1)
            uikit.settle(.push, app)
            #expect(uikit.operationCount - before == 1)
            #expect(uikit.performed.last?.lane == .stack(tab))
        }
    }

    @Test("a session settled on a state is not settled on the next one its host is gone to show")
    func settledAfterHostIsGone() throws {
        let app = Shell()
        var host: ImmediateHost? = ImmediateHost()
        let session = UIKitSession(app, host: try #require(host))
        session.sync()
        #expect(session.isSettled)
        host = nil
        try app.show(\.page, 1)
        session.sync()
        // Nothing was performed: UIKit still shows the root alone.
        #expect(!session.isSettled)
        #expect(session.shown.stacks[nil]?.count == 1)
    }
}
