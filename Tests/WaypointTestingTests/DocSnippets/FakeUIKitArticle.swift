import Testing
import Waypoint
import WaypointTesting

// The UIKit section of the "Testing flows" article, compiled and run (see
// TestingFlowsArticle.swift for how regions are held to the article).

@Suite("The Testing flows article's UIKit test", .timeLimit(.minutes(1)))
struct FakeUIKitArticle {
    // snippet: testing-uikit
    @Test("a swipe back on UIKit pops the detail once, and a cancelled one nothing")
    @MainActor
    func swipeBackOnUIKit() throws {
        let todos = TodoListCoordinator()
        let uikit = FakeUIKit(todos)  // the window shows the list
        try todos.show(\.detail, 42)
        uikit.sync()  // the session reads the push…
        uikit.finishAnimations()  // …and UIKit's animation ends
        #expect(uikit.expectShowsCurrentState())

        #expect(uikit.beginSwipeBack())
        #expect(uikit.cancelSwipeBack())  // let go: UIKit sends no didShow
        #expect(todos.navigation.snapshot.routes == ["list", "detail"])
        #expect(uikit.beginSwipeBack())
        #expect(uikit.finishSwipeBack())  // didShow: one intent
        #expect(todos.navigation.snapshot.routes == ["list"])
        #expect(uikit.breaches.isEmpty)
    }
    // end-snippet
}
