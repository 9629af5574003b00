import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

@Suite("Waiting until UIKit has drawn")
@MainActor
struct UIKitDrawnTests {
    @Test("drawn() returns once the animations toward the current state are over")
    func returnsWhenDrawn() async throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        try app.show(\.page, 1)
        try app.show(\.note)
        // No follow() task: drawn() reads the state itself (once it has read the
        // latest change's cause), and hands UIKit its first steps.
        let waiter = Task { @MainActor in await uikit.session.drawn() }
        for _ in 0..<1_000 where uikit.session.stepsInFlight.isEmpty { await Task.yield() }
        #expect(!uikit.session.stepsInFlight.isEmpty)
        uikit.finishAnimations()
        #expect(await waiter.value)
        #expect(uikit.session.isSettled)
        #expect(uikit.expectShowsCurrentState())
    }

    /// The animation flags of the steps drawn() hands UIKit for the current
    /// state: it reads the state and plans, then the wait times out at once,
    /// the animations left running to be looked at.
    private func stepsDrawn(_ uikit: FakeUIKit) async -> [Bool] {
        #expect(await uikit.session.drawn(timeout: .zero) == false)
        return uikit.session.stepsInFlight.map(\.isAnimated)
    }

    @Test("a push drawn() reads animates, after the first drawing and after a restoration")
    func pushReadByDrawnAnimates() async throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        try app.show(\.page, 1)
        #expect(await stepsDrawn(uikit) == [true])
        uikit.finishAnimations()
        let state = app.navigation.restorationState()
        try app.popToRoot()
        uikit.sync()
        uikit.finishAnimations()
        _ = try app.navigation.restore(state)
        uikit.sync()  // the restoration, unanimated
        uikit.finishAnimations()
        try app.show(\.page, 2)
        #expect(await stepsDrawn(uikit) == [true])
        uikit.finishAnimations()
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("a restoration drawn() reads does not animate, even after a push")
    func restorationReadByDrawnDoesNotAnimate() async throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        let state = app.navigation.restorationState()
        try app.show(\.page, 1)
        #expect(await stepsDrawn(uikit) == [true])
        uikit.finishAnimations()
        _ = try app.navigation.restore(state)
        #expect(await stepsDrawn(uikit) == [false])
        uikit.finishAnimations()
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("drawn() returns at once when UIKit already shows the state")
    func returnsAtOnce() async throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        #expect(await uikit.session.drawn())
    }

    @Test("drawn() returns false when its task is cancelled")
    func cancellation() async throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        try app.show(\.page, 1)
        let waiter = Task { @MainActor in await uikit.session.drawn(timeout: .seconds(600)) }
        await Task.yield()
        waiter.cancel()
        #expect(await waiter.value == false)
        #expect(uikit.isAnimating)  // nothing was drawn meanwhile
    }

    @Test("drawn() returns false when UIKit never finishes")
    func timeout() async throws {
        let app = Shell()
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        try app.show(\.page, 1)
        #expect(await uikit.session.drawn(timeout: .milliseconds(1)) == false)
    }
}
