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
        // No follow() task: drawn() reads the state itself.
        let animations = Task { @MainActor in uikit.finishAnimations() }
        #expect(await uikit.session.drawn())
        await animations.value
        #expect(uikit.session.isSettled)
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
